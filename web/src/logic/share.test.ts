import { describe, expect, it } from 'vitest';
import { SCENARIO_MAX_BYTES } from '../../../src/scenario/index.js';
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
});
