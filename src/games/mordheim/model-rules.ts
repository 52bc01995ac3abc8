/**
 * What a warrior carries besides its weapons and armour that the shooting phase may care about:
 * its skills, its equipment and the special rules of its kind (docs/special-rules.md). Each
 * is known by one id, with the names the rulebook and the community's data give it, and with
 * what Marksman does with it:
 * - `applied`: its effects are rules of `MORDHEIM_RULES` (rules.ts), applied to every shot;
 *   Acrobat alone acts in a fall (fall.ts: ruling M-10), which is not a shot;
 * - `no-effect`: by its text it changes nothing in a shooting phase (Sprint, Weapons Expert);
 * - `not-applied`: it can change a shot, but Marksman does not model it yet: every result that
 *   meets it names it as not applied (ruling M-14).
 */

/** Whether a warrior's rule is a skill, a piece of equipment, or a special rule of its kind. */
export type ModelRuleKind = 'skill' | 'equipment' | 'special';
/** What Marksman does with a warrior's rule (see the module's doc). */
export type ModelRuleStatus = 'applied' | 'no-effect' | 'not-applied';

/** One warrior's rule: its kind, what Marksman does with it, and the names players and the data write. */
export interface ModelRuleEntry {
  readonly kind: ModelRuleKind;
  readonly status: ModelRuleStatus;
  /** The names it is written under, the rulebook's first; "Knife Fighter" and "Knife-Fighter" alike. */
  readonly names: readonly string[];
  /** Rules it stands for as a whole (a Highwayman's Expert Pistolier is Pistolier and Trick Shooter). */
  readonly includes?: readonly MordheimModelRuleId[];
}

const rule = (kind: ModelRuleKind, status: ModelRuleStatus, names: readonly string[], includes?: readonly MordheimModelRuleId[]): ModelRuleEntry =>
  includes ? { kind, status, names, includes } : { kind, status, names };

/** Every warrior's rule id, in the table's order. */
export const MORDHEIM_MODEL_RULE_IDS = [
  'quick-shot',
  'pistolier',
  'eagle-eyes',
  'weapons-expert',
  'nimble',
  'trick-shooter',
  'hunter',
  'knife-fighter',
  'dodge',
  'sprint',
  'acrobat',
  'lucky-charm',
  'hunting-arrows',
  'elven-cloak',
  'wolfcloak',
  'superior-blackpowder',
  'lantern',
  'torch',
  'shaggy-hide',
  'dead-eye-shot',
  'steady-hands',
  'expert-pistolier',
  'lethal-marksman',
  'excellent-sight',
  'unblinking-eye',
  'gun-rest',
  'blessed-sight',
  'no-pain',
  'no-pain-veskit',
  'daemonic-aura',
  'metallic-body',
  'regeneration',
  'stream-of-corruption',
  'undead',
  'daemon',
  'possessed',
] as const;
/** The id of a warrior's rule in {@link MORDHEIM_MODEL_RULES}: 'quick-shot', 'lucky-charm'… */
export type MordheimModelRuleId = (typeof MORDHEIM_MODEL_RULE_IDS)[number];

/** Every warrior's rule Marksman knows, by id, with its kind, status and names. */
export const MORDHEIM_MODEL_RULES: Readonly<Record<MordheimModelRuleId, ModelRuleEntry>> = {
  // Shooting skills and the Speed skills that touch a shot (BS-M data.cat: the skill lists).
  'quick-shot': rule('skill', 'applied', ['Quick Shot']),
  pistolier: rule('skill', 'applied', ['Pistolier']),
  'eagle-eyes': rule('skill', 'applied', ['Eagle Eyes']),
  'weapons-expert': rule('skill', 'no-effect', ['Weapons Expert']),
  nimble: rule('skill', 'applied', ['Nimble']),
  'trick-shooter': rule('skill', 'applied', ['Trick Shooter']),
  hunter: rule('skill', 'applied', ['Hunter']),
  'knife-fighter': rule('skill', 'applied', ['Knife Fighter', 'Knife-Fighter']),
  dodge: rule('skill', 'applied', ['Dodge']),
  sprint: rule('skill', 'no-effect', ['Sprint']),
  acrobat: rule('skill', 'applied', ['Acrobat']),
  // Equipment (BS-M data.cat: Miscellaneous equipment).
  'lucky-charm': rule('equipment', 'applied', ['Lucky Charm']),
  'hunting-arrows': rule('equipment', 'applied', ['Hunting Arrows']),
  'elven-cloak': rule('equipment', 'applied', ['Elven Cloak', 'Elven Cloak (Elf Ranger)']),
  wolfcloak: rule('equipment', 'applied', ['Wolfcloak', 'Wolf Cloak']),
  'superior-blackpowder': rule('equipment', 'applied', ['Superior Blackpowder', 'Superior Black Powder']),
  lantern: rule('equipment', 'applied', ['Lantern']),
  torch: rule('equipment', 'applied', ['Torch']),
  // An upgrade a Beastman may buy (BS-M Beastmen Raiders.cat); the data lists it among armour.
  'shaggy-hide': rule('equipment', 'applied', ['Shaggy Hide']),
  // Special rules of hired swords and warriors (BS-M Characters.cat, Kislevites.cat).
  'dead-eye-shot': rule('special', 'applied', ['Dead Eye Shot']),
  'steady-hands': rule('special', 'applied', ['Steady Hands']),
  'expert-pistolier': rule('special', 'applied', ['Expert Pistolier'], ['pistolier', 'trick-shooter']),
  'lethal-marksman': rule('special', 'applied', ['Lethal Marksman'], ['trick-shooter', 'eagle-eyes']),
  'excellent-sight': rule('special', 'applied', ['Excellent Sight']),
  'unblinking-eye': rule('special', 'applied', ['Unblinking Eye']),
  'gun-rest': rule('special', 'applied', ['Gun-Rest', 'Gun Rest']),
  'blessed-sight': rule('special', 'applied', ['Blessed Sight']),
  // Undead, Carnival of Chaos, Orc Mob and Characters.cat: the injury, the save and the wounds.
  'no-pain': rule('special', 'applied', ['No Pain']),
  // Veskit's own No Pain (Characters.cat) ignores knocked down too; the data names it "No Pain",
  // so the reader gives his entry this one (mordheim-mapping.ts).
  'no-pain-veskit': rule('special', 'applied', ['No Pain (Veskit)']),
  'daemonic-aura': rule('special', 'applied', ['Daemonic Aura']),
  'metallic-body': rule('special', 'applied', ['Metallic Body']),
  regeneration: rule('special', 'applied', ['Regeneration']),
  // A shooting attack of its own: the warrior holds the weapon `stream-of-corruption`.
  'stream-of-corruption': rule('special', 'applied', ['Stream of Corruption']),
  // What a warrior is, for the rules that single out its kind (blessed water harms these three and
  // may not be thrown by the first and the last: BS-M data.cat, Blessed Water). The Carnival's
  // Plague Bearers and Nurglings carry "Demonic" and "Daemonic", whose texts call them Daemons.
  undead: rule('special', 'applied', ['Undead']),
  daemon: rule('special', 'applied', ['Daemon', 'Daemonic', 'Demonic']),
  possessed: rule('special', 'applied', ['Possessed']),
};


/**
 * The ids of one kind: every skill, or every piece of equipment, or every special rule.
 *
 * @example
 * modelRuleIdsOf('equipment'); // ['lucky-charm', 'hunting-arrows', 'elven-cloak', 'wolfcloak', 'superior-blackpowder', 'lantern', 'torch', 'shaggy-hide']
 */
export function modelRuleIdsOf(kind: ModelRuleKind): MordheimModelRuleId[] {
  return MORDHEIM_MODEL_RULE_IDS.filter((id) => MORDHEIM_MODEL_RULES[id].kind === kind);
}

/** "Knife Fighter", "knife_fighter" and "KNIFE-FIGHTER." all read as `knife-fighter`. */
function slugOf(name: string): string {
  return name
    .trim()
    .toLowerCase()
    .replace(/[’']/g, '')
    .replace(/[.!]+$/, '')
    .replace(/[\s_]+/g, '-');
}

const BY_NAME: ReadonlyMap<string, MordheimModelRuleId> = new Map(
  MORDHEIM_MODEL_RULE_IDS.flatMap((id) => [[id, id] as const, ...MORDHEIM_MODEL_RULES[id].names.map((name) => [slugOf(name), id] as const)]),
);

/**
 * The warrior's rule a name means, by its id or any name it is written under; undefined for
 * a name Marksman does not know.
 *
 * @example
 * findModelRule('Quick Shot'); // 'quick-shot'
 * findModelRule('Dodge.'); // 'dodge': the community data's spelling
 * findModelRule('Wolf Cloak'); // 'wolfcloak'
 * findModelRule('Marksman'); // undefined
 */
export function findModelRule(name: string): MordheimModelRuleId | undefined {
  return BY_NAME.get(slugOf(name));
}

/**
 * Whether a warrior's rules give it `id`, itself or inside a rule that stands for it.
 *
 * @example
 * holdsRule(['lethal-marksman'], 'eagle-eyes'); // true: a Roadwarden's Lethal Marksman is Trick Shooter and Eagle Eyes
 * holdsRule(['quick-shot'], 'eagle-eyes'); // false
 */
export function holdsRule(rules: readonly MordheimModelRuleId[], id: MordheimModelRuleId): boolean {
  return rules.some((held) => held === id || MORDHEIM_MODEL_RULES[held].includes?.includes(id) === true);
}

/**
 * The rules among these that Marksman does not apply, each named once (ruling M-14): what a
 * result lists as not applied.
 *
 * @example
 * rulesNotApplied(['quick-shot', 'acrobat']); // []: every rule Marksman knows today is applied or has no effect
 */
export function rulesNotApplied(rules: readonly MordheimModelRuleId[]): MordheimModelRuleId[] {
  return [...new Set(rules.filter((id) => MORDHEIM_MODEL_RULES[id].status === 'not-applied'))];
}
