// Hostile rosters within the limits, shrunk from the fuzz campaign's finds (issue 16): the
// tests check what reading them gives, `npm run bench` (bench/data.ts) how long it takes.
/** Mordheim's and The Ninth Age's game systems, as a roster names them. */
export const MORDHEIM = 'gameSystemId="9481a749-7900-614b-1695-bdc2899069c1" gameSystemName="Mordheim"';
export const NINTH_AGE = 'gameSystemId="aa64-1e8e-66fc-9abf" gameSystemName="The 9th Age: Fantasy Battles 2nd Edition 2024"';

/** A roster of one force holding these selections. */
export function roster(system: string, selections: string): string {
  return `<roster id="r" name="Hostile" ${system}><forces><force id="f" name="F" catalogueId="c"><selections>${selections}</selections></force></forces></roster>`;
}

/** A profile of this type with these characteristics. */
export function profile(typeName: string, characteristics: Readonly<Record<string, string>>, name = 'P'): string {
  return `<profiles><profile name="${name}" typeName="${typeName}"><characteristics>${Object.entries(characteristics)
    .map(([c, v]) => `<characteristic name="${c}">${v}</characteristic>`)
    .join('')}</characteristics></profile></profiles>`;
}

export const WARRIOR = profile('Model', { M: '4', WS: '3', BS: '3', S: '3', T: '3', W: '1', I: '3', A: '1', LD: '7' });
export const UNIT = profile('2 Defensive', { HP: '1', Res: '3', Arm: '0' });

/** `count` Mordheim warriors, each a selection of `number` models. */
export const warriors = (count: number, number = 1) => Array.from({ length: count }, (_, i) => `<selection id="s${i}" name="Hench" number="${number}" type="model">${WARRIOR}</selection>`).join('');
/** `count` Ninth Age units of one model. */
export const units = (count: number) => Array.from({ length: count }, (_, i) => `<selection id="u${i}" name="Unit" number="1" type="unit">${UNIT}</selection>`).join('');

/** A Ninth Age unit with one bow whose profile has these characteristics besides its own. */
export const ninthAgeWeapon = (characteristics: Readonly<Record<string, string>>) =>
  roster(NINTH_AGE, `<selection id="u" name="Unit" number="1" type="unit">${UNIT}<selections><selection id="w" name="Bow" number="1" type="upgrade">${profile('6 Ranged Weapon', { Range: '24"', Shots: '1', Str: '3', AP: '0', ...characteristics }, 'Bow (4+)')}</selection></selections></selection>`);

/** The hostile rosters, by what makes each hostile. */
export const HOSTILE = {
  /** 100,000 empty selections: refused at the XML reader's element limit (they once ran for minutes). */
  horde: () => roster(MORDHEIM, '<selection/>'.repeat(100_000)),
  /** One warrior's kit of 1,999 guns Marksman does not know. */
  armoury: () => {
    const guns = Array.from({ length: 1999 }, (_, i) => `<selection id="g${i}" name="Gun ${i}" number="1" type="upgrade">${profile('Ranged Weapon', { Range: '24' }, `Gun ${i}`)}</selection>`).join('');
    return roster(MORDHEIM, `<selection id="s" name="Hench" number="1" type="model">${WARRIOR}<selections>${guns}</selections></selection>`);
  },
  /** 2,000 warriors: counted, not made. */
  crowd: () => roster(MORDHEIM, warriors(2000)),
  /** A profile named "max(" 500,000 times (the racial-maximum test scanned the rest from every "max"). */
  maxName: () => roster(MORDHEIM, `<selection id="s" name="Hench" number="1" type="model"><profiles><profile name="${'max('.repeat(500_000)}" typeName="Model"/></profiles></selection>`),
  /** A range padded with a million spaces. */
  paddedRange: () => ninthAgeWeapon({ Range: `24${' '.repeat(1_000_000)}x` }),
  /** A base padded with a million spaces. */
  paddedBase: () => roster(NINTH_AGE, `<selection id="u" name="Unit" number="1" type="unit">${profile('0 Size', { Base: `20x20${' '.repeat(1_000_000)}z` })}${UNIT}</selection>`),
  /** A Rules text of one rule 100,000 times. */
  repeatedRule: () => roster(NINTH_AGE, `<selection id="u" name="Unit" number="1" type="unit">${profile('2 Defensive', { HP: '1', Res: '3', Arm: '0', Rules: 'Hard Target (1),'.repeat(100_000) })}</selection>`),
  /** Attributes of 300,000 names. */
  manyAttributes: () => ninthAgeWeapon({ Attributes: `Volley Fire, Volley Fire, ${Array.from({ length: 300_000 }, (_, i) => i.toString(36)).join(',')}` }),
  /** 99,000 rules on one warrior. */
  manyRules: () => roster(MORDHEIM, `<selection id="s" name="Hench" number="1" type="model">${WARRIOR}<rules>${Array.from({ length: 99_000 }, (_, i) => `<rule name="r${i}"/>`).join('')}</rules></selection>`),
} as const;
