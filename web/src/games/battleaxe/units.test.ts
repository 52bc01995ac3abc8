import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { catalogue } from '../../../../i18n/index.js';
import { parseScenarioOf } from '../../../../src/scenario/index.js';
import { diceFromSeed } from '../../../../src/dice/index.js';
import { describeDiceGroup } from '../../../../i18n/explain-battleaxe.js';
import { battleaxeUnits } from './units.js';

const hedgeAndWall = () => {
  const parsed = parseScenarioOf('battleaxe', JSON.parse(readFileSync(fileURLToPath(new URL('../../../../examples/battleaxe/hedge-and-wall.json', import.meta.url)), 'utf8')));
  if (!parsed.ok || parsed.scenario.kind !== 'battle') throw new Error('not a battle');
  return parsed.scenario;
};

describe("the page's Battleaxe target rows and the firing arc (B-16)", () => {
  const en = catalogue('en');

  it("refuses the Goblins to the crossbowmen, outside their front arc, in the row's words", () => {
    const summary = battleaxeUnits.shooterSummary(en, hedgeAndWall(), 'crossbowmen');
    const goblins = summary.rows.find((r) => r.target === 'goblins');
    expect(goblins?.legal).toBe(false);
    expect(goblins?.lines.join('\n')).toContain(en.battleaxe.targetRefusal['outside-arc']);
  });

  it('names the all-round reading on a row it lets through', () => {
    const scenario = hedgeAndWall();
    const summary = battleaxeUnits.shooterSummary(en, { ...scenario, variants: { ...scenario.variants, arc: 'all-round' } }, 'crossbowmen');
    const goblins = summary.rows.find((r) => r.target === 'goblins');
    expect(goblins?.legal).toBe(true);
    expect(goblins?.lines).toContain(en.battleaxe.arc['all-round']);
  });
});

describe("the page's Battleaxe roll log", () => {
  it('explains every group of dice as the calculator does — what it needed and why, the faces, what came of them — once each', () => {
    const en = catalogue('en');
    const shot = battleaxeUnits.shoot(hedgeAndWall(), diceFromSeed(5), 'archers', 'goblins', {});
    if (!shot.ok || shot.step.entry.game !== 'battleaxe' || shot.step.entry.kind === 'turn') throw new Error('the archers may shoot the goblins');
    const { result, planned } = shot.step.entry;
    const lines = battleaxeUnits.logLines(en, shot.step.entry);
    const batches = planned.option.batches.length;
    const explained = result.report.groups.map((g) => describeDiceGroup(en, batches > 1 ? g : { ...g, batch: null }));
    expect(explained.length).toBeGreaterThan(0);
    for (const line of explained) expect(lines.filter((l) => l === line)).toHaveLength(1);
    // The to-hit dice say the score they needed.
    expect(explained[0]).toMatch(/\d\+/);
  });
});
