import type { TraceEntry } from '../../../src/dice/index.js';
import { weaponHas, type MordheimAttack, type MordheimCheck, type MordheimOutcome, type MordheimRollReport } from '../../../src/games/mordheim/index.js';
import { countOf, type Catalogue } from '../../../i18n/index.js';
import { describeAttack, describeTraceEntry } from '../../../i18n/explain.js';
import { traceJson } from './trace-json.js';
import { notAppliedOf, rulesLines, usedVariants } from './odds-output.js';

function traceLines(cat: Catalogue, entries: readonly TraceEntry<MordheimCheck, MordheimOutcome>[], indent: string): string[] {
  return entries.flatMap((entry) =>
    entry.kind === 'group' ? [indent + describeTraceEntry(cat, entry), ...traceLines(cat, entry.entries, indent + '  ')] : [indent + describeTraceEntry(cat, entry)],
  );
}

/** The roll as a log: the seed, every die of every shot with what it needed and why, the result. */
export function rollText(cat: Catalogue, attack: MordheimAttack, report: MordheimRollReport, title?: string): string {
  const lines: string[] = [];
  if (title) lines.push(title);
  lines.push(`${cat.game.mordheim} — ${describeAttack(cat, attack)}`, ...rulesLines(cat, attack), cat.text.seedLine(report.seed));
  const bothBarrels = report.barrels === 2;
  for (const shot of report.shots) {
    lines.push('', bothBarrels ? cat.text.barrelHeading(shot.index) : cat.text.shotHeading(shot.index, attack.shots), ...traceLines(cat, shot.trace, '  '));
  }
  // M-17: the second barrel shares the first's roll: it missed with it, or found the target already out of action.
  if (bothBarrels && report.shots.length === 1) lines.push('', report.shotsNotTaken > 0 ? cat.text.barrelNotRolled : cat.text.barrelMissShared);
  else if (report.shotsNotTaken > 0) lines.push('', cat.text.shotsNotTaken(report.shotsNotTaken));
  for (const harm of report.firerHarmNotWorkedOut) lines.push('', cat.text.firerHarmNotWorkedOut[harm]);
  const target = attack.target.name ?? cat.text.defaultTarget;
  lines.push(
    '',
    cat.text.resultLine(target, cat.condition[report.target.condition], report.target.woundsLeft),
    ...(report.entangled ? [`${target}: ${weaponHas(attack.weapon, 'net') ? cat.outcome.netted : cat.outcome.entangled}`] : []),
    cat.text.totals(countOf(cat.language, report.hits, cat.noun.hit), countOf(cat.language, report.wounds, cat.noun.wound)),
    '',
    cat.text.variantsUsed,
    ...usedVariants(cat, attack).map((text) => `  ${text}`),
  );
  return lines.join('\n') + '\n';
}

/** The roll for programs: the seed, each shot's dice as codes with data, and the end state. */
export function rollJson(attack: MordheimAttack, report: MordheimRollReport, title?: string): Record<string, unknown> {
  return {
    game: 'mordheim',
    ...(title ? { title } : {}),
    seed: report.seed,
    attack,
    notApplied: notAppliedOf(attack),
    barrels: report.barrels,
    shots: report.shots.map((shot) => ({ index: shot.index, dice: traceJson(shot.trace), result: shot.result })),
    shotsNotTaken: report.shotsNotTaken,
    target: report.target,
    hits: report.hits,
    wounds: report.wounds,
    entangled: report.entangled,
    firerHarmNotWorkedOut: report.firerHarmNotWorkedOut,
    diceAfter: report.dice,
  };
}
