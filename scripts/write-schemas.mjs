// `npm run schema` (after the build): writes the scenario format and every --json output's
// format as JSON Schema files in schema/, from the zod schemas the CLI checks against.
import { mkdirSync, writeFileSync } from 'node:fs';
import { SCHEMA_NAMES, schemaFile, schemaText } from '../dist/cli/output-schemas.js';

mkdirSync('schema/output', { recursive: true });
for (const name of SCHEMA_NAMES) writeFileSync(schemaFile(name), schemaText(name));
console.log(`wrote ${SCHEMA_NAMES.length} schemas`);
