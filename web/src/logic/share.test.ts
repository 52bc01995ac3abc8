import { describe, expect, it } from 'vitest';
import { parseScenario, SCENARIO_MAX_BYTES, TABLE_MAX_MODELS } from '../../../src/scenario/index.js';
import { decodeShare, encodeShare, isShareHash, SHARE_MAX_CHARS, SHARE_PREFIX } from './share.js';
import { STREET_TEXT } from './test-battle.js';

describe('share links', () => {
  it('hold the scenario text, shorter than the text', async () => {
    const hash = await encodeShare(STREET_TEXT);
    expect(isShareHash(hash)).toBe(true);
    expect(hash.length).toBeLessThan(STREET_TEXT.length);
    expect(await decodeShare(hash)).toEqual({ ok: true, text: STREET_TEXT });
  });

  it('say what is wrong with a damaged link', async () => {
    expect(await decodeShare(`${SHARE_PREFIX}not*base64`)).toEqual({ ok: false, problem: 'not-base64' });
    expect(await decodeShare(`${SHARE_PREFIX}AAAAAAAA`)).toEqual({ ok: false, problem: 'not-deflate' });
    expect(await decodeShare(`${SHARE_PREFIX}${'A'.repeat(SHARE_MAX_CHARS + 1)}`)).toEqual({ ok: false, problem: 'too-long' });
  });

  it('stop inflating a small link that unpacks past the size limit', async () => {
    const bomb = await encodeShare(' '.repeat(SCENARIO_MAX_BYTES * 3));
    expect(bomb.length).toBeLessThan(20_000);
    expect(await decodeShare(bomb)).toEqual({ ok: false, problem: 'too-large' });
  });

  it('hand a short link asking for thousands of models to the parser, which refuses it at once', async () => {
    // 16 units of 40 × 5 on a 240" table: 3,200 models in a link of a few hundred characters.
    const unit = (k: number) => ({ id: `u${k}`, position: [21 + (k % 4) * 50, 10 + Math.floor(k / 4) * 50], files: 40, ranks: 5, base: { width: 1, depth: 1, unit: 'in' }, profile: { BS: 4, S: 3, T: 3 } });
    const text = JSON.stringify({ game: 'battleaxe', battle: { table: { width: 240, depth: 240 }, armies: [{ id: 'a', units: Array.from({ length: 16 }, (_, k) => unit(k)) }] } });
    const hash = await encodeShare(text);
    expect(hash.length).toBeLessThan(600);
    const decoded = await decodeShare(hash);
    const parsed = decoded.ok ? parseScenario(decoded.text) : null;
    expect(parsed).toEqual({ ok: false, issues: [{ code: 'too-many-models-on-table', path: ['battle'], models: 3_200, limit: TABLE_MAX_MODELS }] });
  });
});
