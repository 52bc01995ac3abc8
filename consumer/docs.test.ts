// The API reference as `npm run docs` builds it: TypeDoc reads the nine public entries with
// typedoc.json and must say nothing (no warning, no error, validation on), and every exported
// function must come with a summary and an `@example`. Nothing is rendered or written.
import { fileURLToPath } from 'node:url';
import { Application, Logger, LogLevel, ReflectionKind, type Comment, type DeclarationReflection, type ProjectReflection } from 'typedoc';
import { beforeAll, describe, expect, it } from 'vitest';

const CONFIG = fileURLToPath(new URL('../typedoc.json', import.meta.url));
/** TypeDoc compiles the whole program first: a wait on the compiler, stopped only if hung. */
const TYPEDOC_TIMEOUT_MS = 300_000;

/** Counts as TypeDoc's own logger does, and keeps the words so a failure can show them. */
class KeptLogger extends Logger {
  readonly messages: string[] = [];

  override log(message: string, level: LogLevel): void {
    super.log(message, level);
    if (level >= LogLevel.Warn) this.messages.push(message);
  }
}

const text = (parts: Comment['summary']): string =>
  parts
    .map((part) => part.text)
    .join('')
    .trim();

/** Each exported function (overloads one by one) that lacks a summary or an `@example`. */
function undocumented(project: ProjectReflection): string[] {
  const missing: string[] = [];
  for (const reflection of project.getReflectionsByKind(ReflectionKind.Function) as DeclarationReflection[]) {
    for (const signature of reflection.signatures ?? []) {
      const comment = signature.comment ?? reflection.comment;
      const where = `${reflection.getFullName()} (${signature.sources?.[0]?.fileName ?? 'unknown file'})`;
      if (!comment || text(comment.summary) === '') missing.push(`${where}: no summary`);
      const example = comment?.blockTags.find((tag) => tag.tag === '@example');
      if (!example || text(example.content) === '') missing.push(`${where}: no @example`);
    }
  }
  return missing;
}

describe('the API reference', { timeout: TYPEDOC_TIMEOUT_MS }, () => {
  let app: Application;
  let logger: KeptLogger;
  let project: ProjectReflection | undefined;

  beforeAll(async () => {
    app = await Application.bootstrapWithPlugins({ options: CONFIG });
    // Reading the options has been said by now; anything it said counts too.
    expect({ warnings: app.logger.warningCount, errors: app.logger.errorCount }).toEqual({ warnings: 0, errors: 0 });
    logger = new KeptLogger();
    app.logger = logger;
    project = await app.convert();
    if (project) app.validate(project);
  }, TYPEDOC_TIMEOUT_MS);

  it('converts the nine entries, one module each named as its subpath', () => {
    expect(project?.children?.map((module) => module.name).sort()).toEqual([
      'marksman',
      'marksman/battleaxe',
      'marksman/data',
      'marksman/dice',
      'marksman/geometry',
      'marksman/mordheim',
      'marksman/ninth-age',
      'marksman/scenario',
      'marksman/table',
    ]);
  });

  it('says nothing: no warning, no error, validation included', () => {
    expect(logger.messages).toEqual([]);
    expect({ warnings: app.logger.warningCount, errors: app.logger.errorCount }).toEqual({ warnings: 0, errors: 0 });
  });

  it('gives every exported function a summary and an example', () => {
    expect(project && undocumented(project)).toEqual([]);
  });
});
