import type { Amount, BattleaxeCheck, DiceGroup, HitModifierCode, Modifier, ToHitAnalysis } from '../src/games/battleaxe/index.js';
import type { Catalogue } from './catalogue.js';
import { pluralForm } from './plural.js';

// Phrases built from Battleaxe's explanation data, shared by the CLI and the page.

type Names = ReadonlyMap<string, string>;
const NO_NAMES: Names = new Map();
const signed = (value: number) => (value > 0 ? `+${value}` : value < 0 ? `−${-value}` : '±0');

/** "D3", "2". */
export function amountText(amount: Amount): string {
  return amount.kind === 'fixed' ? String(amount.value) : `D${amount.sides}`;
}

/** "long range −1, soft cover (ignored: hard cover instead), hard cover −2". */
function describeModifiers(cat: Catalogue, modifiers: readonly Modifier<HitModifierCode>[]): string {
  const t = cat.battleaxe;
  return modifiers.map((m) => (m.ignoredBy ? `${t.hitModifier[m.code]} (${t.text.ignoredBy(t.modifierCancel[m.ignoredBy])})` : `${t.hitModifier[m.code]} ${signed(m.value)}`)).join(', ');
}

/** What the to-hit roll needs in practice: "4+", "6, then 4+", or that it cannot hit. */
export function toHitScore(cat: Catalogue, toHit: Omit<ToHitAnalysis, 'chance'>): string {
  const t = cat.battleaxe.text;
  switch (toHit.resolution) {
    case 'cannot-hit':
      return cat.battleaxe.outcome['cannot-hit'];
    case 'second-roll':
      return `6, ${t.needs(toHit.secondRollNeeded ?? 7)}`;
    case 'roll':
      return t.needs(toHit.lowest ?? toHit.needed);
  }
}

export function toHitReasons(cat: Catalogue, toHit: Omit<ToHitAnalysis, 'chance'>): string {
  const t = cat.battleaxe.text;
  const parts = [t.ballisticSkill(toHit.ballisticSkill)];
  if (toHit.modifiers.length > 0) parts.push(describeModifiers(cat, toHit.modifiers));
  if (toHit.resolution === 'second-roll') parts.push(t.secondRoll(toHit.secondRollNeeded ?? 7, toHit.needed));
  if (toHit.resolution === 'cannot-hit') parts.push(t.cannotHit(toHit.needed));
  if (toHit.resolution === 'roll' && toHit.needed <= 1) parts.push(t.naturalOneFails);
  return parts.join('; ');
}

/** The score a step needs ("4+") and the reasons behind it, from its explanation data. */
export function describeCheck(cat: Catalogue, check: BattleaxeCheck, names: Names = NO_NAMES): { readonly needs: string; readonly why: string } {
  const b = cat.battleaxe;
  const t = b.text;
  const save = (needed: number, lowest: number) => t.needs(lowest) + (needed <= 1 ? `; ${t.naturalOneFails}` : '');
  switch (check.step) {
    case 'hits-roll':
      return { needs: '', why: `${b.hitsSource[check.source]}: ${t.hitsRoll(amountText(check.amount))}` };
    case 'to-hit':
      return { needs: toHitScore(cat, check), why: toHitReasons(cat, check) };
    case 'to-hit-second-roll':
      return { needs: t.needs(check.needed), why: t.secondRoll(check.needed, check.firstNeeded) };
    case 'to-wound': {
      const base = t.strengthAgainstToughness(check.strength, check.toughness);
      if (check.needed === null) return { needs: b.outcome['cannot-wound'], why: `${base}: ${t.cannotWound}` };
      return { needs: t.needs(check.needed), why: check.chart === null ? `${base}; ${t.dashWoundsOnSix}` : base };
    }
    case 'armour-save': {
      const modifiers = check.modifiers.map((m) => `${b.saveModifier[m.code]} ${signed(m.value)}`);
      const why = [t.armour(check.base), ...modifiers].join('; ');
      return check.possible ? { needs: save(check.needed, check.lowest), why } : { needs: t.saveImpossible, why };
    }
    case 'ward-save':
      return { needs: save(check.needed, check.lowest), why: t.ward(check.needed) };
    case 'multiple-wounds':
      return { needs: amountText(check.amount), why: t.multipleWounds(amountText(check.amount), check.cap) };
    case 'shot':
      return { needs: '', why: '' };
    case 'unit-turn':
      return { needs: '', why: cat.battleaxe.battle.turnHeading(0, names.get(check.unit) ?? check.unit, names.get(check.target) ?? check.target, check.volley) };
  }
}

const TALLY_ORDER = ['hit', 'second-roll', 'miss', 'natural-one', 'cannot-hit', 'wound', 'no-wound', 'cannot-wound', 'saved', 'not-saved', 'no-save'] as const;

/** "→ 2 hits, 3 misses"; for dice that count (hits, wounds), their sum. */
function tally(cat: Catalogue, group: DiceGroup): string {
  const b = cat.battleaxe;
  const counted = (outcome: (typeof TALLY_ORDER)[number] | 'hits' | 'wounds', n: number) => {
    const forms = b.outcomeCount[outcome];
    return `${n} ${pluralForm(cat.language, n, forms)}`;
  };
  if (group.step === 'hits-roll' || group.step === 'multiple-wounds') {
    const sum = group.dice.reduce((total, d) => total + (d.face ?? 0), 0);
    return counted(group.step === 'hits-roll' ? 'hits' : 'wounds', sum);
  }
  return TALLY_ORDER.flatMap((outcome) => {
    const n = group.dice.filter((d) => d.outcome === outcome).length;
    return n > 0 ? [counted(outcome, n)] : [];
  }).join(', ');
}

/** One group of dice as a line: "5 dice to hit — 4+ (BS 4+): 1, 2, 2, 4, 6 → 2 hits, 3 misses". */
export function describeDiceGroup(cat: Catalogue, group: DiceGroup): string {
  const b = cat.battleaxe;
  const { needs, why } = describeCheck(cat, group.check);
  const rolled = group.dice.filter((d) => d.face !== null);
  const reason = needs ? `${needs}${why ? ` (${why})` : ''}` : why;
  const multiBatch = group.batch !== null ? group.batch + 1 : null;
  if (rolled.length === 0) return `${b.text.noDiceGroup(group.dice.length, group.step)} — ${reason} → ${tally(cat, group)}`;
  return `${b.text.diceGroup(rolled.length, group.step, multiBatch)} — ${reason}: ${rolled.map((d) => d.face).join(', ')} → ${tally(cat, group)}`;
}
