// A small Mordheim battle for a Knife Fighter's divided throws (ruling M-15), shared by the CLI's
// and the page's tests so both read the same table.

/** A warrior of the knives battle: BS 3, S 3, T 3, W 1, I 3, with what `more` adds. */
const warrior = (id: string, name: string, position: [number, number], more: object = {}) => ({ id, name, position, profile: { BS: 3, S: 3, T: 3, W: 1, I: 3 }, ...more });

/**
 * The Knifer (a Knife Fighter with throwing knives) and a plain thrower against an Orc and a
 * Goblin, both 4" from the Knifer's centre: both the closest, both legal, both within the
 * knives' 6".
 */
export const KNIVES_BATTLE = {
  game: 'mordheim',
  battle: {
    table: { width: 24, depth: 24 },
    warbands: [
      { id: 'a', models: [warrior('knifer', 'Knifer', [10, 12], { weapons: ['throwing-knives'], skills: ['knife-fighter'] }), warrior('plain', 'Plain', [14, 8], { weapons: ['throwing-knives'] })] },
      { id: 'b', models: [warrior('orc', 'Orc', [14, 12]), warrior('goblin', 'Goblin', [10, 8])] },
    ],
    shooting: 'a',
  },
};
