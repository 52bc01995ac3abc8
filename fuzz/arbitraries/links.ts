/**
 * The page's share links: `#battle=` with a scenario deflated into base64url; whole, damaged
 * (cut, a character changed, text appended), forged from junk, or inflating to far more than
 * a file may hold. (The calculator's `#calc=` links are not fuzzed: calculator.ts imports
 * examples.ts, whose Vite-only import.meta.glob does not run in Node.)
 */
import fc from 'fast-check';
import type { FuzzCase, LinkDamage, LinkPayload, LinkRecipe } from '../case.js';
import type { Corpus } from '../corpus.js';
import { nastyString } from './nasty.js';
import { scenarioPlan, scenarioText, type ScenarioPlan } from './scenario-text.js';
import { mostly } from './tables.js';

const linkDamage: fc.Arbitrary<LinkDamage> = fc.oneof(
  fc.record({ kind: fc.constant('truncate' as const), at: fc.nat({ max: 100_000 }) }),
  fc.record({ kind: fc.constant('replace' as const), at: fc.nat({ max: 100_000 }), char: fc.constantFrom('A', '_', '-', '=', '+', '/', '%', ' ', '#', 'é') }),
  fc.record({ kind: fc.constant('append' as const), text: fc.constantFrom('A', 'AAAA', '==', '&x=1', '#battle=', '%20') }),
);

const junkPayload: fc.Arbitrary<LinkPayload> = fc.oneof(
  fc.record({ kind: fc.constant('raw' as const), text: fc.oneof(fc.base64String({ maxLength: 200 }).map((s) => s.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')), nastyString) }),
  fc.record({ kind: fc.constant('deflated' as const), text: nastyString }),
  // A link a few kilobytes long that inflates past the file limit (a megabyte) or far past it.
  fc.record({ kind: fc.constant('deflated-zeros' as const), bytes: fc.constantFrom(1_048_577, 1_100_000, 20_000_000) }),
);

const damageList = fc.oneof({ weight: 4, arbitrary: fc.constant([]) }, { weight: 1, arbitrary: fc.array(linkDamage, { minLength: 1, maxLength: 2 }) });

export interface BattleLinkPlan {
  readonly scenario: ScenarioPlan | null;
  readonly junk: LinkPayload;
  readonly prefix: string;
  readonly damage: readonly LinkDamage[];
}

export const battleLinkPlan = (corpus: Corpus): fc.Arbitrary<BattleLinkPlan> =>
  fc.record({
    scenario: mostly(scenarioPlan(corpus), 8),
    junk: junkPayload,
    prefix: fc.oneof({ weight: 20, arbitrary: fc.constant('#battle=') }, { weight: 1, arbitrary: fc.constantFrom('#battle', '#Battle=', '#battle==', '') }),
    damage: damageList,
  });

export function battleLinkCase(plan: BattleLinkPlan, corpus: Corpus): FuzzCase {
  const payload: LinkPayload = plan.scenario ? { kind: 'deflated', text: scenarioText(plan.scenario, corpus.vocabulary) } : plan.junk;
  const link: LinkRecipe = { prefix: plan.prefix, payload, damage: plan.damage };
  return { door: 'share', game: plan.scenario?.source.game ?? '', argv: [], files: {}, stdin: null, env: {}, disk: [], link, rewrite: null };
}
