// The page loads each game when it opens; these tests use every game's module at once.
import '../games/every-game.js';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { exactArithmetic, rationalToString } from '../../../src/dice/index.js';
import { battleaxeOdds, battleaxePlanShot, battleaxeTargetReport } from '../../../src/games/battleaxe/index.js';
import { ninthAgeOdds, ninthAgePlanShot, ninthAgeTargetReport } from '../../../src/games/ninth-age/index.js';
import { catalogue } from '../../../i18n/index.js';
import { unitOdds } from './unit-odds.js';
import { unitBattleFromText } from './units.js';

const textOf = (file: string) => readFileSync(fileURLToPath(new URL(`../../../examples/${file}`, import.meta.url)), 'utf8');
const FILES = ['battleaxe/hedge-and-wall.json', 'battleaxe/volley-over-friends.json', 'ninth-age/forest-flank.json'] as const;

describe('unit battles: the odds of the chosen shooting', () => {
  for (const file of FILES) {
    it(`${file}: every advised shooting's models removed are the library's, at least 1 … the target's models`, () => {
      const scenario = unitBattleFromText(textOf(file));
      if (!scenario) throw new Error('no unit battle');
      const cat = catalogue('en');
      let checked = 0;
      for (const unit of scenario.battle.units.filter((u) => u.army === scenario.battle.shooting)) {
        if (scenario.game === 'battleaxe') {
          const advice = battleaxeTargetReport(scenario.battle, unit.id, { variants: scenario.variants }).advice;
          if (!advice) continue;
          const planned = battleaxePlanShot(scenario.battle, unit.id, advice.target, advice.volley, { variants: scenario.variants });
          if (!planned.ok) throw new Error('refused');
          const float = battleaxeOdds(planned.attack);
          const view = unitOdds(cat, scenario, unit.id, advice.target, { volley: advice.volley });
          if (!view) throw new Error('no odds');
          expect(view.models.length).toBe(planned.attack.target.models + 1);
          view.models.slice(0, -1).forEach((row, i) => expect(row.chance.p).toBeCloseTo(float.unit.modelsRemoved.atLeast[i + 1] ?? 0, 12));
          expect(view.models.at(-1)?.chance.p).toBeCloseTo(float.unit.destroyed, 12);
          expect(view.sections.length).toBe(float.shots.length);
          expect(view.sections[0]?.needs.length).toBeGreaterThan(0);
          if (view.exact) {
            const one = battleaxeOdds(planned.attack, exactArithmetic).unit.modelsRemoved.atLeast[1];
            expect(view.models[0]?.chance.exact).toBe(one === undefined ? null : rationalToString(one));
          }
        } else {
          const advice = ninthAgeTargetReport(scenario.battle, unit.id, { variants: scenario.variants }).advice;
          if (!advice) continue;
          const planned = ninthAgePlanShot(scenario.battle, unit.id, advice.target, advice.weapon, { variants: scenario.variants });
          if (!planned.ok) throw new Error('refused');
          const float = ninthAgeOdds(planned.attack);
          const view = unitOdds(cat, scenario, unit.id, advice.target, { weapon: advice.weapon });
          if (!view) throw new Error('no odds');
          expect(view.models.length).toBe(planned.attack.target.models + 1);
          view.models.slice(0, -1).forEach((row, i) => expect(row.chance.p).toBeCloseTo(float.series.modelsRemoved.atLeast[i + 1] ?? 0, 12));
          expect(view.sections.length).toBe(float.volleys.length);
          view.sections.forEach((s, v) => expect(s.chances.find((c) => c.name === `volley-${v + 1}-hit`)?.chance.p).toBeCloseTo(float.volleys[v]?.shot.hit ?? -1, 12));
        }
        checked += 1;
      }
      expect(checked).toBeGreaterThan(0);
    });
  }

  it('refuses odds for a shooting the library refuses', () => {
    const scenario = unitBattleFromText(textOf('battleaxe/hedge-and-wall.json'));
    if (!scenario) throw new Error('no unit battle');
    expect(unitOdds(catalogue('en'), scenario, 'goblins', 'archers', {})).toBeNull();
  });
});
