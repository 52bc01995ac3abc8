import * as z from 'zod';
import { describeValue, receivedKind, type ExpectedKind, type ScenarioIssue } from './issues.js';

type Path = readonly (string | number)[];

function valueAt(root: unknown, path: Path): unknown {
  let node = root;
  for (const part of path) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string | number, unknown>)[part];
  }
  return node;
}

/** The schema that validates the value at `path`, seen through optional and default wrappers. */
function schemaAt(schema: z.ZodType, path: Path): z.ZodType | undefined {
  let node: z.ZodType | undefined = unwrap(schema);
  for (const part of path) {
    if (!node) return undefined;
    if (node instanceof z.ZodObject && typeof part === 'string') node = unwrap((node.shape as Record<string, z.ZodType>)[part]);
    else if (node instanceof z.ZodArray && typeof part === 'number') node = unwrap(node.element as z.ZodType);
    else if (node instanceof z.ZodTuple && typeof part === 'number') node = unwrap(node.def.items[part] as z.ZodType | undefined);
    else if (node instanceof z.ZodUnion) {
      const options = node.options as readonly z.ZodType[];
      node = options.map((option) => schemaAt(option, [part])).find((found) => found !== undefined);
    } else return undefined;
  }
  return node;
}

function unwrap(schema: z.ZodType | undefined): z.ZodType | undefined {
  let node = schema;
  while (node instanceof z.ZodOptional || node instanceof z.ZodDefault || node instanceof z.ZodNullable) node = node.unwrap() as z.ZodType;
  return node;
}

function expectedKind(schema: z.ZodType | undefined, zodExpected: string): ExpectedKind {
  if (schema instanceof z.ZodNumber) return schema.isInt ? 'whole-number' : 'number';
  switch (zodExpected) {
    case 'number':
    case 'string':
    case 'boolean':
    case 'object':
    case 'array':
      return zodExpected;
    case 'int':
      return 'whole-number';
    default:
      return 'value';
  }
}

function numberRange(schema: z.ZodType | undefined): { min?: number; max?: number } {
  if (!(schema instanceof z.ZodNumber)) return {};
  return { ...(schema.minValue !== null && Number.isFinite(schema.minValue) ? { min: schema.minValue } : {}), ...(schema.maxValue !== null && Number.isFinite(schema.maxValue) ? { max: schema.maxValue } : {}) };
}

/**
 * Turns zod's issues into scenario issues: one per problem, each with the path and what
 * the file held there. `custom` issues carry a scenario issue in their params already.
 */
export function fromZodIssues(issues: readonly z.core.$ZodIssue[], schema: z.ZodType, input: unknown): ScenarioIssue[] {
  return issues.flatMap((issue): ScenarioIssue[] => {
    const path = issue.path.filter((p): p is string | number => typeof p !== 'symbol');
    const value = valueAt(input, path);
    const target = schemaAt(schema, path);
    switch (issue.code) {
      case 'invalid_type':
        if (value === undefined) return [{ code: 'missing', path, expected: expectedKind(target, issue.expected) }];
        return [{ code: 'wrong-type', path, expected: expectedKind(target, issue.expected), received: receivedKind(value), value: describeValue(value), ...numberRange(target) }];
      case 'too_small':
      case 'too_big':
        if (typeof value === 'string' || Array.isArray(value)) {
          const limit = issue.code === 'too_big' ? { max: Number(issue.maximum) } : { min: Number(issue.minimum) };
          return [{ code: 'wrong-length', path, of: typeof value === 'string' ? 'characters' : 'items', length: value.length, ...limit }];
        }
        return [{ code: 'out-of-range', path, value: describeValue(value), whole: target instanceof z.ZodNumber && target.isInt, ...numberRange(target) }];
      case 'invalid_value':
        return [{ code: 'not-one-of', path, options: issue.values.map(String), value: describeValue(value) }];
      case 'unrecognized_keys':
        return issue.keys.map((key) => ({ code: 'unknown-key', path: [...path, key], key }));
      case 'invalid_union':
        if (value === undefined) return [{ code: 'missing', path, expected: 'value' }];
        // A discriminated union names its field: the file's `game` is not one we know.
        if (issue.discriminator !== undefined && 'options' in issue && issue.options) {
          return [{ code: 'not-one-of', path, options: issue.options.map(String), value: describeValue(value) }];
        }
        {
          // The form of the right kind (an object for an object…) says what is wrong inside it.
          const sameKind = issue.errors.find((branch) => !branch.some((inner) => inner.path.length === 0 && inner.code === 'invalid_type'));
          if (sameKind && sameKind.length > 0) {
            const inner = sameKind.map((i) => ({ ...i, path: [...path, ...i.path] }));
            return fromZodIssues(inner, schema, input);
          }
        }
        return [{ code: 'no-form-matches', path, value: describeValue(value) }];
      case 'custom': {
        const params = issue.params as { issue?: ScenarioIssue } | undefined;
        return params?.issue ? [{ ...params.issue, path: [...path, ...params.issue.path] }] : [{ code: 'no-form-matches', path, value: describeValue(value) }];
      }
      case 'invalid_format':
      case 'not_multiple_of':
      case 'invalid_key':
      case 'invalid_element':
        return [{ code: 'no-form-matches', path, value: describeValue(value) }];
    }
  });
}
