/**
 * Small phrases the panels share, built from the catalogues as the command line builds
 * them (cli/battle-output.ts), so the page and the CLI say the same things.
 */
import type { RatedCandidate, ShotRefusal, SplitRefusal } from '../../../src/games/mordheim/index.js';
import { hitScoreText } from '../../../i18n/explain.js';
import { formatPath, type ScenarioIssue } from '../../../src/scenario/index.js';
import { textFor } from '../../../i18n/index.js';
import type { Texts } from '../texts.js';
import { weaponText } from '../texts.js';

/** "4+", "6, 4+" on the 7+ chart, "cannot hit", or a hit with no roll. */
export function neededText(t: Texts, candidate: RatedCandidate): string {
  return hitScoreText(t.cat, candidate.toHit, candidate.attack.variants);
}

/** Why a target may be shot, or why not, each reason with its detail. */
export function candidateReasons(t: Texts, candidate: RatedCandidate, names: ReadonlyMap<string, string>): string[] {
  if (candidate.legal) {
    return candidate.reasons.map((reason) =>
      reason === 'easier-to-hit' && candidate.closerNeeds !== null
        ? `${t.cat.targetReason[reason]} (${candidate.closerNeeds === 'cannot-hit' ? t.cat.battle.easierThanUnhittable(candidate.toHit.needed) : t.cat.battle.easierThan(candidate.toHit.needed, candidate.closerNeeds)})`
        : t.cat.targetReason[reason],
    );
  }
  return candidate.refusals.map((refusal) =>
    refusal === 'not-closest' && candidate.closest ? `${t.cat.targetRefusal[refusal]} (${t.cat.battle.closestIs(names.get(candidate.closest) ?? candidate.closest)})` : t.cat.targetRefusal[refusal],
  );
}

/** Distance, share hidden, out of range: the facts of the table about this target. */
export function candidateFacts(t: Texts, candidate: RatedCandidate): string[] {
  const facts = [t.cat.battle.distance(candidate.distance)];
  if (candidate.view.sightLine && candidate.view.hidden > 0) facts.push(t.cat.battle.hiddenShare(Math.round(candidate.view.hidden * 100)));
  if (!candidate.inRange) facts.push(t.cat.battle.outOfRange(candidate.weapon.range));
  return facts;
}

/** "battle.warbands[0].models[1].profile.BS: expected a whole number from 0 to 10, got 11". */
export function issueText(t: Texts, issue: ScenarioIssue): string {
  const text = textFor(t.cat.issue, issue);
  const path = formatPath(issue.path);
  return path ? `${path}: ${text}` : text;
}

export function refusalText(t: Texts, refusal: ShotRefusal | SplitRefusal, names: ReadonlyMap<string, string>): string {
  const name = (id: string) => names.get(id) ?? id;
  switch (refusal.code) {
    case 'shooter-may-not':
      return t.web.notice.shooterMayNot(name(refusal.shooter.warrior), refusal.shooter.refusals.map((r) => t.cat.shooterRefusal[r]).join(', '));
    case 'weapon-not-usable':
      return t.web.notice.weaponNotUsable(weaponText(t, refusal.weapon));
    case 'target-not-legal':
      return t.web.notice.targetNotLegal(name(refusal.candidate.target), refusal.candidate.refusals.map((r) => t.cat.targetRefusal[r]).join(', '));
    case 'no-such-target':
      return t.web.notice.notATarget(name(refusal.target));
    case 'split-not-allowed':
      return t.web.notice.splitNotAllowed(weaponText(t, refusal.weapon));
    case 'too-many-shots':
      return t.web.notice.tooManyThrows(refusal.asked, refusal.allowed);
  }
}
