import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { importValue } from '../logic/import.js';
import { street } from '../logic/test-battle.js';
import { unitBattleFromValue } from '../logic/units.js';
import { freeId, rosterIntoBattle } from './roster-import.js';

const rosterBytes = (file: string): Uint8Array => new Uint8Array(readFileSync(fileURLToPath(new URL(`../../../data/bsdata/rosters/${file}`, import.meta.url))));

describe('a roster opened on the page', () => {
  it('a Mordheim roster joins the Mordheim battle on the page, along the far edge, and the battle parses', () => {
    const { file } = street();
    const added = rosterIntoBattle('reiklanders.ros', rosterBytes('reiklanders.ros'), { game: 'mordheim', file });
    if (!added.ok) throw new Error(JSON.stringify(added.problems));
    expect(added).toMatchObject({ game: 'mordheim', side: 'Reikland Rangers', joined: true });
    const parsed = importValue(added.battle);
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.problem));
    const bands = parsed.loaded.scenario.battle.warbands;
    // The street's two warbands, then the roster's.
    expect(bands.map((b) => b.id)).toEqual([...file.battle.warbands.map((b) => b.id), 'reikland-rangers']);
    const models = parsed.loaded.file.battle.warbands.find((b) => b.id === 'reikland-rangers')?.models ?? [];
    expect(models.length).toBeGreaterThan(0);
    // The street has warbands already: the new one stands in rows along the top edge (y = 0), an inch in.
    for (const m of models) expect(m.position[1]).toBeLessThan(4);
  });

  it('a Ninth Age roster on a Mordheim page opens a new battle of its game, 6\' by 4\'; a .rosz reads as its .ros', () => {
    const added = rosterIntoBattle('sonnstahl.ros', rosterBytes('sonnstahl.ros'), { game: 'mordheim', file: street().file });
    if (!added.ok) throw new Error(JSON.stringify(added.problems));
    expect(added).toMatchObject({ game: 'ninth-age', side: 'Sonnstahl Border Patrol', joined: false });
    const scenario = unitBattleFromValue(added.battle);
    expect(scenario?.battle.table).toMatchObject({ width: 72, depth: 48 });
    const zipped = zipSync({ 'sonnstahl.ros': rosterBytes('sonnstahl.ros') });
    const fromZip = rosterIntoBattle('sonnstahl.rosz', zipped, null);
    expect(fromZip.ok && fromZip.battle).toEqual(added.battle);
  });

  it('a second copy of a roster gets an id of its own', () => {
    const first = rosterIntoBattle('sonnstahl.ros', rosterBytes('sonnstahl.ros'), null);
    if (!first.ok) throw new Error('refused');
    const second = rosterIntoBattle('sonnstahl.ros', rosterBytes('sonnstahl.ros'), { game: 'ninth-age', file: first.battle });
    if (!second.ok) throw new Error('refused');
    expect((second.battle as { battle: { armies: { id: string }[] } }).battle.armies.map((a) => a.id)).toEqual(['sonnstahl-border-patrol', 'sonnstahl-border-patrol-2']);
    expect(unitBattleFromValue(second.battle)).not.toBeNull();
    expect(freeId('a', ['a', 'a-2'])).toBe('a-3');
    expect(freeId('b', ['a'])).toBe('b');
  });

  it('refuses what is no roster of these games, with the reader\'s problems', () => {
    const notXml = rosterIntoBattle('notes.ros', strToU8('a shopping list'), null);
    expect(notXml.ok).toBe(false);
    if (!notXml.ok) expect(notXml.problems.length).toBeGreaterThan(0);
    const otherGame = rosterIntoBattle('other.ros', strToU8(new TextDecoder().decode(rosterBytes('reiklanders.ros')).replace(/gameSystemId="[^"]*"/, 'gameSystemId="another-game"').replace(/gameSystemName="[^"]*"/, 'gameSystemName="Another game"')), null);
    expect(otherGame.ok).toBe(false);
    const brokenZip = rosterIntoBattle('band.rosz', new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]), null);
    expect(!brokenZip.ok && brokenZip.problems.map((p) => p.code)).toEqual(['zip-unreadable']);
  });
});
