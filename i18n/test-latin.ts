// What the Russian tests share: the Latin a Russian reader may meet, and a finder for any other.
import { BATTLEAXE_WEAPON_IDS } from '../src/games/battleaxe/index.js';
import { MORDHEIM_MODEL_RULE_IDS, MORDHEIM_WEAPON_IDS } from '../src/games/mordheim/index.js';
import { NINTH_AGE_WEAPON_IDS, WEAPON_ATTRIBUTE_CODES } from '../src/games/ninth-age/index.js';
import { MORDHEIM_KIT_ITEMS } from '../src/scenario/index.js';

// Latin a Russian reader may meet: the program's name, formats, codes the scenario file
// uses (weapon and kit names, JSON keys and literals), commands, language codes, dice.
export const ALLOWED_LATIN = new Set([
  'Marksman',
  'marksman',
  'JSON',
  'SVG',
  'PNG',
  'LANG',
  'D3',
  // Dice of rolled shots as a file writes them ("2D6", "D6+1").
  'D6',
  'en',
  'ru',
  'true',
  'false',
  'null',
  'S',
  'longRange',
  'shots',
  'attack',
  'battle',
  'odds',
  'roll',
  'demo',
  'schema',
  'render',
  'targets',
  'shoot',
  'phase',
  'plan',
  // The goals of `plan --goal`, typed as they are.
  'expected',
  'chance',
  'help',
  'profiles',
  'roster',
  'advise',
  // Values of `advise --goal`, typed as they are.
  'out-of-action',
  'any-effect',
  // What `marksman schema` names besides the commands: the scenario file's schema.
  'scenario',
  // Values of the quick-description flags, typed as they are.
  'mordheim',
  'ninth-age',
  'BattleScribe',
  'ros',
  'rosz',
  'standing',
  'knocked-down',
  'stunned',
  'large-target',
  'hard-to-kill',
  // The Ninth Age target rules, typed as they are (--target-rules).
  'flammable',
  'fly',
  'cover',
  'long-range',
  'moved',
  'large-body',
  'fire-twice',
  'heavy',
  'shield',
  'helmet',
  'sevenPlus',
  'second-roll',
  'point-blank',
  'stand-and-shoot',
  'volley',
  'soft-cover',
  'hard-cover',
  'into-combat',
  // Battleaxe's target keywords, as --target-keywords takes them.
  'large',
  'character',
  'war-machine',
  'none',
  'advance',
  'reform',
  'pivot',
  'march',
  'soft',
  'hard',
  // Proper names of the games, and words of formats.
  'Battleaxe',
  'The',
  'Ninth',
  'Age',
  'Mordheim',
  'battleaxe',
  'CDATA',
  'DOCTYPE',
  'D6',
  // The system's code for a write that failed, shown as the system gives it.
  'ENOSPC',
  // Field names a message may point at in a scenario file.
  'shooter',
  'weapon',
  'hits',
  'models',
  'circumstances',
  'batches',
  'files',
  'pointBlank',
  'skills',
  'equipment',
  'rules',
  // Keys as printed on the keyboard, and the English language's own name on the switch.
  'Enter',
  'Escape',
  'Shift',
  'English',
  // A name the samples use as the user's own text.
  'Reiklanders',
  ...MORDHEIM_WEAPON_IDS,
  ...BATTLEAXE_WEAPON_IDS,
  ...NINTH_AGE_WEAPON_IDS,
  ...WEAPON_ATTRIBUTE_CODES,
  ...MORDHEIM_KIT_ITEMS,
  ...MORDHEIM_MODEL_RULE_IDS,
]);

/**
 * The Latin words left in Russian output once the allowed ones are taken out: ruling ids
 * (M-1), flags (--seed, -h), file names and paths, JSON paths before a colon, and `user`
 * texts (what the scenario or the command line itself said: titles, names, values).
 */
export function strayLatin(text: string, user: readonly string[] = []): string[] {
  let rest = text;
  for (const words of [...user].sort((a, b) => b.length - a.length)) rest = rest.split(words).join(' ');
  rest = rest
    .replace(/(^|[\s(])--?[A-Za-z][\w-]*/g, '$1 ')
    .replace(/[\w./-]*\.(?:json|svg)\b/g, ' ')
    .replace(/^(\s*)[a-z$][\w$]*(?:\.[\w$]+|\[\d+\])+:/gm, '$1 ');
  const words = rest.match(/[A-Za-z][A-Za-z0-9]*(?:-[A-Za-z0-9]+)*/g) ?? [];
  return words.filter((word) => !ALLOWED_LATIN.has(word) && !/^[MBT]-\d+$/.test(word));
}
