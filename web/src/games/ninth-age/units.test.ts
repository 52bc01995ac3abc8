// The page's target rows for The Ninth Age: what rulings T-11 and T-1 (2.x) add to them.
// The page loads each game when it opens; these tests use every game's module at once.
import '../every-game.js';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { catalogue } from '../../../../i18n/index.js';
import { parseScenarioOf } from '../../../../src/scenario/index.js';
import { shooterSummary, type UnitScenario } from '../../logic/units.js';
import { diceFromSeed } from '../../../../src/dice/index.js';
import { diceGroupLine } from '../../../../i18n/explain-ninth-age.js';
import { ninthAgeUnits } from './units.js';

interface ExampleFile {
  variants?: { edition?: string };
  battle: { terrain: { outline: number[][] }[]; armies: { units: { id: string; position: number[]; weapons?: string[]; state?: Record<string, unknown> }[] }[] };
}

/** The forest example: crossbowmen at (32, 20) facing the spearmen's right flank, 5 × 4 around (20, 20). */
function forestFlank(): ExampleFile {
  return JSON.parse(readFileSync(new URL('../../../../examples/ninth-age/forest-flank.json', import.meta.url), 'utf8')) as ExampleFile;
}

function scenarioOf(file: ExampleFile): UnitScenario {
  const result = parseScenarioOf('ninth-age', file);
  if (!result.ok || result.scenario.kind !== 'battle') throw new Error(JSON.stringify(result));
  return result.scenario;
}

const rowLines = (file: ExampleFile, target: string) => shooterSummary(catalogue('en'), scenarioOf(file), 'crossbowmen').rows.find((r) => r.target === target)?.lines ?? [];

describe('The Ninth Age target rows on the page', () => {
  it('name the Covering terrain a target stands in (T-11)', () => {
    const file = forestFlank();
    // The forest moved under the spearmen: x ∈ [17, 22.2] holds all 20 model centres (x ≤ 22).
    const forest = file.battle.terrain[0];
    if (!forest) throw new Error('no forest');
    forest.outline = [[17, 17.5], [22.2, 17.5], [22.2, 22.5], [17, 22.5]];
    expect(rowLines(file, 'spearmen')).toContain('the target stands inside covering terrain (forest): soft cover whatever the lines find');
    expect(rowLines(forestFlank(), 'spearmen').some((l) => l.includes('stands inside'))).toBe(false);
  });

  it('say when a 2.x Stand and Shoot reaches beyond the range (T-1)', () => {
    // The crossbowmen 40" from the spearmen's right facing (x = 22.5), beyond the crossbow's 30".
    const file = forestFlank();
    file.variants = { edition: '2.x' };
    const crossbowmen = file.battle.armies[0]?.units[0];
    if (!crossbowmen) throw new Error('no crossbowmen');
    crossbowmen.position = [63.5, 20];
    crossbowmen.state = { standAndShoot: true };
    (file.battle as unknown as { table: { width: number } }).table.width = 72;
    expect(rowLines(file, 'spearmen')).toContain('beyond its range: Stand and Shoot (2.x), as long range');
  });
});

describe("the page's Ninth Age roll log", () => {
  it('explains every group of dice as the calculator does — the step, why, the score needed, each die and what it did — once each', () => {
    const en = catalogue('en');
    const scenario = scenarioOf(forestFlank());
    if (scenario.game !== 'ninth-age') throw new Error('not The Ninth Age');
    const shot = ninthAgeUnits.shoot(scenario, diceFromSeed(5), 'crossbowmen', 'spearmen', {});
    if (!shot.ok || shot.step.entry.game !== 'ninth-age' || shot.step.entry.kind === 'turn') throw new Error('the crossbowmen may shoot the spearmen');
    const lines = ninthAgeUnits.logLines(en, shot.step.entry);
    const explained = shot.step.entry.result.report.groups.map((g) => diceGroupLine(en, g));
    expect(explained.length).toBeGreaterThan(0);
    for (const line of explained) expect(lines.filter((l) => l === line)).toHaveLength(1);
    // The to-hit dice say the score they needed.
    expect(explained[0]).toMatch(/needs \d\+/);
  });
});

describe("the page's Ninth Age unit battles with a joined character (T-13)", () => {
  // examples/ninth-age/captain-in-unit-table.json: two archers' Bows (4+) at three Spearmen and a
  // Captain of 2 HP; four models share the hits, the first to the Captain: hit with 1 − (1/2)² = 3/4.
  const captainFile = () => JSON.parse(readFileSync(new URL('../../../../examples/ninth-age/captain-in-unit-table.json', import.meta.url), 'utf8')) as ExampleFile;

  it('the target row gives the Captain\'s chance to be hit and removed', () => {
    const lines = shooterSummary(catalogue('en'), scenarioOf(captainFile()), 'archers1').rows.find((r) => r.target === 'spearmen')?.lines ?? [];
    expect(lines).toContain('Captain: hit 75.0%, removed 0.0%');
  });

  it('the log of a shot and of a phase turn says how the hits were shared and names the Captain', () => {
    const en = catalogue('en');
    const scenario = scenarioOf(captainFile());
    if (scenario.game !== 'ninth-age') throw new Error('not The Ninth Age');
    const shot = ninthAgeUnits.shoot(scenario, diceFromSeed(4), 'archers1', 'spearmen', {});
    if (!shot.ok || shot.step.entry.game !== 'ninth-age') throw new Error('the archers may shoot the spearmen');
    const hits = shot.step.entry.kind === 'turn' ? 0 : (shot.step.entry.result.joined?.volleys[0]?.hits ?? 0);
    const lines = ninthAgeUnits.logLines(en, shot.step.entry);
    // This seed hits: the Captain takes the first hit.
    expect(hits).toBeGreaterThan(0);
    expect(lines.some((l) => l.startsWith('Captain:'))).toBe(true);
    expect(lines.some((l) => l.includes('1 to Captain'))).toBe(true);
    const turn = ninthAgeUnits.phaseTurn(scenario, diceFromSeed(4), 'archers1');
    if (!turn) throw new Error('the archers may shoot');
    const turnLines = ninthAgeUnits.logLines(en, turn.entry);
    // The same seed throws the same dice: the turn shares its hits as the shot did.
    expect(turnLines.some((l) => l.startsWith('Hits shared:') && l.includes('1 to Captain'))).toBe(true);
  });
});

describe('a joined character shooting its own weapon on the page (T-14)', () => {
  // examples/ninth-age/captain-shoots.json: the Militia carry nothing; their Captain has a Handgun.
  const captainShoots = (): ExampleFile => JSON.parse(readFileSync(new URL('../../../../examples/ninth-age/captain-shoots.json', import.meta.url), 'utf8')) as ExampleFile;

  it('takes his turn in the phase after his unit, and the log and odds panel name him', () => {
    const en = catalogue('en');
    const scenario = scenarioOf(captainShoots());
    if (scenario.game !== 'ninth-age') throw new Error('not The Ninth Age');
    expect(ninthAgeUnits.shootingOrder(scenario)).toEqual(['militia', 'militia/1']);
    const turn = ninthAgeUnits.phaseTurn(scenario, diceFromSeed(4), 'militia/1');
    if (!turn) throw new Error('the Captain may shoot');
    expect(ninthAgeUnits.logLines(en, turn.entry)[0]).toBe('The Ninth Age — Captain shooting at Orcs with Handgun');
    expect(ninthAgeUnits.odds(en, scenario, 'militia/1', 'orcs', {})?.heading).toContain('Captain');
  });

  it("names him, not his id, as the phase's next shooter, and a unit by its own name", () => {
    const scenario = scenarioOf(captainShoots());
    if (scenario.game !== 'ninth-age') throw new Error('not The Ninth Age');
    expect(ninthAgeUnits.shooterName(scenario, 'militia/1')).toBe('Captain');
    expect(ninthAgeUnits.shooterName(scenario, 'militia')).toBe('Militia');
  });
});
