import { describe, expect, it } from 'vitest';
import { parseScenario } from '../src/scenario/index.js';
import { example, runForTest } from './test-io.js';

describe('a Mordheim roster added to a battle', () => {
  it('keeps its warriors\' ids clear of those the battle already uses', async () => {
    // The street battle's Skaven already have a "youngblood"; the Reikland roster brings another.
    const run = await runForTest(['roster', 'data/bsdata/rosters/reiklanders.ros', '--into', example('battle-street.json')]);
    expect(run.code).toBe(0);
    const battle = JSON.parse(run.stdout) as { battle: { warbands: { id: string; models: { id: string }[] }[] } };
    const ids = battle.battle.warbands.flatMap((w) => w.models.map((m) => m.id));
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.filter((id) => id.startsWith('youngblood'))).toEqual(['youngblood', 'youngblood-2']);
    // What it prints reads back as a battle, so `--out` can write it.
    expect(parseScenario(run.stdout).ok).toBe(true);
  });
});
