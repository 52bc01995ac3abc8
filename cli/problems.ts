import { formatPath, type ScenarioIssue } from '../src/scenario/index.js';
import { textFor, type Catalogue, type CliIssue } from '../i18n/index.js';

/** Bad input found by the CLI: stops the command with exit code 2 after its messages are printed. */
export class InputProblem extends Error {
  constructor(readonly lines: readonly string[]) {
    super('bad input');
  }
}

/** A result that could not be written (standard output, an --out or --svg file): stops the command with exit code 3. */
export class OutputProblem extends Error {
  constructor(readonly lines: readonly string[]) {
    super('output not written');
  }
}

/** A fault inside Marksman caught before it did harm (nothing was written): exit code 1, with its message. */
export class InternalProblem extends Error {
  constructor(readonly lines: readonly string[]) {
    super('internal fault');
  }
}

export function cliIssueText(cat: Catalogue, issue: CliIssue): string {
  return textFor(cat.cliIssue, issue);
}

/** One problem of the command line, as an InputProblem. */
export function cliProblem(cat: Catalogue, issue: CliIssue): InputProblem {
  return new InputProblem([cliIssueText(cat, issue)]);
}

/** "attack.target.profile.T: expected a whole number from 1 to 10, got "four"". */
export function scenarioIssueText(cat: Catalogue, issue: ScenarioIssue): string {
  const text = textFor(cat.issue, issue);
  const path = formatPath(issue.path);
  return path ? `${path}: ${text}` : text;
}
