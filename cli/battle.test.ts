import { describe, expect, it } from 'vitest';
import { example, EXAMPLES_DIR, runForTest } from './test-io.js';
import { OUTPUT_SCHEMAS } from './output-schemas.js';
import { catalogue } from '../i18n/index.js';
import { KNIVES_BATTLE } from '../test-support/knives-battle.js';

/** One entry of a `--json` dice log: a die, a step without one, or a group of entries. */
interface Die {
  readonly check: { readonly step: string; readonly [key: string]: unknown };
  readonly face?: number;
  readonly outcome?: string;
  readonly dice?: readonly Die[];
}
const opened = (d: Die): Die[] => [d, ...(d.dice ?? []).flatMap(opened)];

const street = example('battle-street.json');

describe('marksman targets', () => {
  it('lists legal and illegal targets with reasons, needed scores and odds, and advises one', async () => {
    const run = await runForTest(['targets', street, '--shooter', 'marksman']);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('Marksman may shoot.');
    // BS 4 (3+) with Large Target +1: the Ogre needs 2+.
    expect(run.stdout).toMatch(/Ogre\s+2\+/);
    expect(run.stdout).toMatch(/Night runner\s+[\d.]+"\s+no line of sight/);
    expect(run.stdout).toContain('the shooter is more than 2" up: any visible enemy');
    expect(run.stdout).toContain('← advised');
  });

  it('--json gives each candidate with its reasons as codes', async () => {
    const run = await runForTest(['targets', street, '--shooter', 'marksman', '--json']);
    const out = JSON.parse(run.stdout) as { candidates: { target: string; legal: boolean; reasons: string[]; refusals: string[]; toHit: { needed: number } }[]; advice: { target: string } | null };
    const ogre = out.candidates.find((c) => c.target === 'ogre');
    expect(ogre).toMatchObject({ legal: true, reasons: ['elevated-shooter'], toHit: { needed: 2 } });
    expect(out.candidates.find((c) => c.target === 'youngblood')?.refusals).toEqual(['not-visible']);
    expect(out.advice).not.toBeNull();
  });

  it('says why a warrior may not shoot', async () => {
    const run = await runForTest(['targets', street, '--shooter', 'lookout']);
    expect(run.stdout).toContain("Lookout may not shoot: not this warband's shooting phase, knocked down, has no missile weapon.");
  });
});

describe('marksman shoot', () => {
  it('rolls one shot on the table, explained, the same for the same seed', async () => {
    const argv = ['shoot', street, '--shooter', 'marksman', '--target', 'lookout', '--seed', '11'];
    const a = await runForTest(argv);
    expect(a.code).toBe(0);
    expect(a.stdout).toContain('Marksman shoots at Lookout with the long bow');
    expect(a.stdout).toMatch(/To hit: rolled \d, needs 4\+ \(BS 4: 3\+; long range −1\)/);
    expect((await runForTest(argv)).stdout).toBe(a.stdout);
  });

  it('writes the battle after the shot with --out, which parses again', async () => {
    const written = new Map<string, string>();
    const run = await runForTest(['shoot', street, '--shooter', 'marksman', '--target', 'ogre', '--seed', '2', '--out', 'after.json'], { written });
    expect(run.code).toBe(0);
    const after = JSON.parse(written.get('after.json') ?? '{}') as { battle: { warbands: { models: { id: string; state?: { hasShot?: boolean } }[] }[] } };
    expect(after.battle.warbands[0]?.models.find((m) => m.id === 'marksman')?.state?.hasShot).toBe(true);
    const again = await runForTest(['targets', '-', '--shooter', 'marksman'], { stdin: written.get('after.json') ?? '' });
    expect(again.stdout).toContain('has already shot this phase');
  });

  it('refuses an illegal target, an unknown warrior and a shooter who may not shoot, with exit code 2', async () => {
    const hidden = await runForTest(['shoot', street, '--shooter', 'marksman', '--target', 'youngblood']);
    expect(hidden.code).toBe(2);
    expect(hidden.stderr).toBe('--target: Night runner may not be shot: no line of sight\n');
    const unknown = await runForTest(['shoot', street, '--shooter', 'nobody', '--target', 'ogre']);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('--shooter: there is no model "nobody"');
    const downed = await runForTest(['shoot', street, '--shooter', 'lookout', '--target', 'marksman']);
    expect(downed.stderr).toContain('--shooter: Lookout may not shoot');
    const weapon = await runForTest(['shoot', street, '--shooter', 'marksman', '--target', 'ogre', '--weapon', 'crossbow']);
    expect(weapon.stderr).toBe('--weapon: the crossbow cannot be used now\n');
  });
});

describe('marksman phase', () => {
  it('plays every shooter in turn; the same seed gives the same log', async () => {
    const a = await runForTest(['phase', street, '--seed', '5']);
    expect(a.code).toBe(0);
    expect(a.stdout).toContain('Shooting phase of Reiklanders');
    expect(a.stdout).toMatch(/1\. Marksman shoots at \S+ with the long bow/);
    expect(a.stdout).toMatch(/2\. Crossbowman shoots at \S+ with the crossbow/);
    expect((await runForTest(['phase', street, '--seed', '5'])).stdout).toBe(a.stdout);
  });

  it('takes an order, and --json lists the turns with their dice', async () => {
    const run = await runForTest(['phase', street, '--seed', '5', '--order', 'crossbowman,marksman', '--json']);
    const out = JSON.parse(run.stdout) as { turns: { shooter: string; dice: { step: string }[] }[]; warriors: { id: string; state: { hasShot: boolean } }[] };
    expect(out.turns.map((t) => t.shooter)).toEqual(['crossbowman', 'marksman']);
    expect(out.turns[0]?.dice[0]?.step).toBe('shot');
    expect(out.warriors.find((w) => w.id === 'marksman')?.state.hasShot).toBe(true);
  });

  it('rejects an unknown id in --order', async () => {
    const run = await runForTest(['phase', street, '--order', 'marksman,ghost']);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('--order: there is no model "ghost"');
  });
});

describe('skills and equipment on the table (ruling M-14)', () => {
  const battle = (rangerRules: Record<string, unknown>) =>
    JSON.stringify({
      game: 'mordheim',
      battle: {
        table: { width: 24, depth: 24 },
        warbands: [
          { id: 'elves', models: [{ id: 'ranger', name: 'Ranger', position: [4, 12], profile: { BS: 4, S: 3, T: 3, I: 5 }, weapons: ['long-bow'], ...rangerRules }] },
          { id: 'skaven', models: [{ id: 'runner', name: 'Runner', position: [20, 12], profile: { BS: 3, S: 3, T: 3, I: 4 }, skills: ['acrobat'], equipment: ['elven-cloak'] }] },
        ],
      },
    });

  it("applies every rule the runner holds, so targets, shoot and phase name none as not applied: Acrobat acts in a fall, the cloak makes the shot 5+", async () => {
    const targets = await runForTest(['targets', '-', '--shooter', 'ranger'], { stdin: battle({}) });
    expect(targets.stdout).not.toContain('not applied');
    // BS 4 (3+); 16" between centres less two 25 mm bases is just over 15", long range for the 30" bow (−1); the Elven cloak (−1): 5+.
    expect(targets.stdout).toMatch(/Runner ← advised\s+5\+/);
    const json = JSON.parse((await runForTest(['targets', '-', '--shooter', 'ranger', '--json'], { stdin: battle({}) })).stdout) as { notApplied: unknown };
    expect(json.notApplied).toEqual([]);
    const shoot = JSON.parse((await runForTest(['shoot', '-', '--shooter', 'ranger', '--target', 'runner', '--json', '--seed', '1'], { stdin: battle({}) })).stdout) as { notApplied: unknown };
    expect(shoot.notApplied).toEqual([]);
    const phase = JSON.parse((await runForTest(['phase', '-', '--json', '--seed', '1'], { stdin: battle({}) })).stdout) as { notApplied: unknown };
    expect(phase.notApplied).toEqual([]);
  });

  it("an Acrobat knocked off a roof takes his own Initiative test after the slip, explained in English and Russian (M-10)", async () => {
    // The lookout (I 3, Acrobat) stands 0.5" from the edge of a 4" roof: the slip test fails on
    // 4–6, then his own test passes on 1–3 and the fall deals no hits.
    const roof = JSON.stringify({
      game: 'mordheim',
      battle: {
        table: { width: 24, depth: 24 },
        buildings: [{ id: 'tower', outline: [[12, 8], [18, 8], [18, 16], [12, 16]], floors: [{ id: 'roof', level: 4 }] }],
        warbands: [
          { id: 'reikland', models: [{ id: 'marksman', name: 'Marksman', position: [4, 12], profile: { BS: 6, S: 3, T: 3, I: 3 }, weapons: ['handgun'] }] },
          { id: 'skaven', models: [{ id: 'lookout', name: 'Lookout', position: [13, 12], floor: 'tower/roof', profile: { BS: 3, S: 3, T: 3, W: 1, I: 3 }, skills: ['acrobat'] }] },
        ],
      },
    });
    const en = catalogue('en');
    const ru = catalogue('ru');
    const seen = new Set<string>();
    for (let seed = 1; seed <= 400 && seen.size < 2; seed += 1) {
      const argv = ['shoot', '-', '--shooter', 'marksman', '--target', 'lookout', '--seed', String(seed)];
      const run = await runForTest([...argv, '--json'], { stdin: roof });
      expect(run.code).toBe(0);
      const dice = (JSON.parse(run.stdout) as { dice: Die[] }).dice.flatMap(opened);
      const own = dice.find((d) => d.check.step === 'acrobat');
      if (!own) continue;
      expect(own.check).toMatchObject({ initiative: 3, drop: 4 });
      const landed = (own.face ?? 0) <= 3;
      expect(own.outcome).toBe(landed ? 'landed-unharmed' : 'failed');
      // A pass: no D3 for the fall; a fail: the D3 comes next.
      expect(dice.some((d) => d.check.step === 'fall')).toBe(!landed);
      const outcome = landed ? 'landed-unharmed' : 'failed';
      if (seen.has(outcome)) continue;
      seen.add(outcome);
      const text = (await runForTest([...argv, '--lang', 'en'], { stdin: roof })).stdout;
      expect(text).toContain(`${en.step.acrobat}: ${en.text.rolled(own.face ?? 0)} (${en.text.acrobatTest(3, 4)}) — ${en.outcome[landed ? 'landed-unharmed' : 'failed']}`);
      const russian = (await runForTest([...argv, '--lang', 'ru'], { stdin: roof })).stdout;
      expect(russian).toContain(`${ru.step.acrobat}: ${ru.text.rolled(own.face ?? 0)} (${ru.text.acrobatTest(3, 4)}) — ${ru.outcome[landed ? 'landed-unharmed' : 'failed']}`);
    }
    expect([...seen].sort()).toEqual(['failed', 'landed-unharmed']);
  });

  it('Eagle Eyes puts the runner within half of 36"; Trick Shooter leaves the cloak, which is no cover', async () => {
    // Eagle Eyes: the long bow reaches 36", half range 18", so just over 15" is short range: 3+, cloak −1: 4+.
    const targets = await runForTest(['targets', '-', '--shooter', 'ranger'], { stdin: battle({ skills: ['eagle eyes', 'trick shooter'] }) });
    expect(targets.stdout).toMatch(/Runner ← advised\s+4\+/);
  });
});

describe('marksman shoot: the choices of each game', () => {
  const ranger = JSON.stringify({
    game: 'mordheim',
    battle: {
      table: { width: 24, depth: 24 },
      warbands: [
        { id: 'elves', models: [{ id: 'ranger', position: [4, 12], profile: { BS: 4, S: 3, T: 3, I: 5 }, weapons: ['long-bow'], skills: ['quick-shot'] }] },
        { id: 'orcs', models: [{ id: 'orc', position: [12, 12], profile: { BS: 3, S: 3, T: 4, W: 3, I: 2 } }] },
      ],
    },
  });
  const shots = (out: string) => (JSON.parse(out) as { dice: { check: { step: string } }[] }).dice.filter((e) => e.check.step === 'shot').length;

  it('fires the two shots of Quick Shot, or one with --fire-once', async () => {
    expect(shots((await runForTest(['shoot', '-', '--shooter', 'ranger', '--target', 'orc', '--seed', '2', '--json'], { stdin: ranger })).stdout)).toBe(2);
    expect(shots((await runForTest(['shoot', '-', '--shooter', 'ranger', '--target', 'orc', '--seed', '2', '--fire-once', '--json'], { stdin: ranger })).stdout)).toBe(1);
  });

  it("refuses a choice the game does not have: --volley for a Mordheim warrior, --fire-once for a Battleaxe unit (B-17)", async () => {
    const volley = await runForTest(['shoot', street, '--shooter', 'marksman', '--target', 'ogre', '--volley']);
    expect(volley.code).toBe(2);
    expect(volley.stderr).toBe('1 problem found:\n  --volley: not a flag of mordheim; its flags are --weapon, --fire-once\n');
    const once = await runForTest(['shoot', `${EXAMPLES_DIR}/battleaxe/volley-over-friends.json`, '--shooter', 'x', '--target', 'y', '--fire-once']);
    expect(once.code).toBe(2);
    expect(once.stderr).toContain('--fire-once: not a flag of battleaxe; its flags are --volley, --no-volley');
  });
});

describe('marksman shoot --target a,a,b: Knife Fighter divides the throws (BS-M data.cat: Knife Fighter; M-15)', () => {
  // Both enemies stand 4" from the knife fighter's centre and from the archer's: both are the closest.
  const knives = JSON.stringify({
    game: 'mordheim',
    battle: {
      table: { width: 24, depth: 24 },
      warbands: [
        {
          id: 'reikland',
          models: [
            { id: 'knifer', name: 'Johann', position: [10, 12], profile: { BS: 3, S: 3, T: 3, I: 4 }, weapons: ['throwing-knives'], skills: ['knife-fighter'] },
            { id: 'archer', position: [14, 8], profile: { BS: 3, S: 3, T: 3, I: 3 }, weapons: ['bow'] },
          ],
        },
        {
          id: 'orcs',
          models: [
            { id: 'orc', name: 'Orc', position: [14, 12], profile: { BS: 3, S: 3, T: 3, W: 1, I: 2 } },
            { id: 'goblin', name: 'Goblin', position: [10, 8], profile: { BS: 3, S: 3, T: 3, W: 1, I: 2 } },
          ],
        },
      ],
    },
  });
  const shoot = (...args: string[]) => runForTest(['shoot', '-', ...args], { stdin: knives });

  it("gives each target's odds from all the throws and explains every throw", async () => {
    const run = await shoot('--shooter', 'knifer', '--target', 'orc,Orc,goblin', '--seed', '3');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('Knife Fighter: 3 of up to 3 throws, each at its own target, declared together');
    // One throw: hit 1/2; wound 4+ (S3 v T3); a plain wound's one injury roll is out of action on
    // 5–6 (1/3), a critical's two rolls 2/3 (5/9, 5/9, 8/9 by kind): 1/2 · (2/6 · 1/3 + 1/6 · 2/3) = 1/9.
    // The orc's two throws: 1 − (8/9)² = 17/81 ≈ 21.0%; any wound at all 1 − (3/4)² = 7/16 ≈ 43.8%.
    expect(run.stdout).toMatch(/Orc \(2 throws\)\s+out of action 21\.0%, any effect 43\.8%/);
    expect(run.stdout).toMatch(/Goblin \(1 throw\)\s+out of action 11\.1%, any effect 25\.0%/);
    expect(run.stdout).toContain('Throw 1 of 3, at Orc');
    expect(run.stdout).toContain('Throw 3 of 3, at Goblin');
  });

  it('--json carries the throws, the exact odds per target and a heading per throw, as its schema says', async () => {
    const run = await shoot('--shooter', 'knifer', '--target', 'orc,goblin,orc', '--seed', '3', '--json');
    const out = JSON.parse(run.stdout) as { targets: string[]; split: unknown; odds: { target: string; exact: { outOfAction: string; anyEffect: string } }[]; dice: { check: { step: string } }[] };
    expect(out.targets).toEqual(['orc', 'goblin', 'orc']);
    expect(out.split).toEqual({ rule: 'knife-fighter', allowed: 3 });
    expect(out.odds.map((o) => [o.target, o.exact.outOfAction, o.exact.anyEffect])).toEqual([
      ['orc', '17/81', '7/16'],
      ['goblin', '1/9', '1/4'],
    ]);
    expect(out.dice.map((d) => d.check.step)).toEqual(['throw', 'throw', 'throw']);
    expect(OUTPUT_SCHEMAS.shoot.safeParse(out).success).toBe(true);
  });

  it('answers in Russian too', async () => {
    const run = await shoot('--shooter', 'knifer', '--target', 'orc,goblin', '--seed', '3', '--lang', 'ru');
    expect(run.stdout).toContain('«Мастер метательных ножей»: бросков 2 из возможных 3');
    expect(run.stdout).toContain('Бросок 2 из 2, цель: Goblin');
  });

  it('refuses to divide shots no rule lets divide, and more throws than the rules give (exit 2)', async () => {
    const bow = await shoot('--shooter', 'archer', '--target', 'orc,goblin');
    expect(bow.code).toBe(2);
    expect(bow.stderr).toContain('--target: the shots of the bow all go at one target');
    const four = await shoot('--shooter', 'knifer', '--target', 'orc,orc,goblin,goblin');
    expect(four.code).toBe(2);
    expect(four.stderr).toContain('--target: 4 shots named, but the rules give 3 shots here');
    const unknown = await shoot('--shooter', 'knifer', '--target', 'orc,gobln');
    expect(unknown.stderr).toContain('did you mean goblin?');
  });
});

describe('marksman phase --declare (ruling M-15, in a phase)', () => {
  const en = catalogue('en');
  // The Orc and the Goblin stand 4" from the Knifer: both the closest, both legal, both within the knives' 6".
  const knives = JSON.stringify(KNIVES_BATTLE);

  it("takes a Knife Fighter's throws as declared, each at its own target, names given as names", async () => {
    const run = await runForTest(['phase', '-', '--declare', 'Knifer=orc,Orc,goblin', '--order', 'knifer', '--seed', '3'], { stdin: knives });
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(en.text.throwHeading(1, 3, 'Orc'));
    expect(run.stdout).toContain(en.text.throwHeading(2, 3, 'Orc'));
    expect(run.stdout).toContain(en.text.throwHeading(3, 3, 'Goblin'));
  });

  it('refuses, naming --declare, throws divided by a thrower without the skill, a shooter --order leaves out, and a malformed declaration', async () => {
    const plain = await runForTest(['phase', '-', '--declare', 'plain=orc,goblin'], { stdin: knives });
    expect(plain.code).toBe(2);
    // Two targets for a weapon no rule of his divides: refused before the count of throws is.
    expect(plain.stderr).toContain(en.cliIssue['split-not-allowed']({ code: 'split-not-allowed', weapon: 'throwing-knives', flag: '--declare' }));
    const many = await runForTest(['phase', '-', '--declare', 'knifer=orc,orc,goblin,goblin'], { stdin: knives });
    expect(many.stderr).toContain(en.cliIssue['too-many-shots']({ code: 'too-many-shots', asked: 4, allowed: 3, flag: '--declare' }));
    const left = await runForTest(['phase', '-', '--declare', 'knifer=orc', '--order', 'plain'], { stdin: knives });
    expect(left.code).toBe(2);
    expect(left.stderr).toContain(en.cliIssue['declare-not-in-order']({ code: 'declare-not-in-order', shooter: 'Knifer' }));
    const malformed = await runForTest(['phase', '-', '--declare', 'knifer'], { stdin: knives });
    expect(malformed.code).toBe(2);
    expect(malformed.stderr).toContain(en.cliIssue['declare-malformed']({ code: 'declare-malformed', given: 'knifer' }));
    expect(malformed.stderr).not.toMatch(/\n\s+at /);
  });

  it('is refused for a game that does not take it (ruling B-17)', async () => {
    const run = await runForTest(['phase', `${EXAMPLES_DIR}/battleaxe/hedge-and-wall.json`, '--declare', 'archers=militia']);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('--declare');
  });
});
