// A .rosz (a zip) is unpacked within the limits, whatever its headers say (issue 16, shrunk
// from the fuzz campaign's finds).
import { readFileSync } from 'node:fs';
import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { SHIPPED_DATA } from '../../../test-support/bsdata.js';
import { importMordheimRoster, ROSTER_LIMITS } from './index.js';
import { rosterText } from './roster.js';
import { rosterFromZip } from './rosz.js';

const reiklanders = readFileSync(`${SHIPPED_DATA}rosters/reiklanders.ros`, 'utf8');
const MIB = 1024 * 1024;

/** The zip with every member's declared (uncompressed) size set to `size`, in its local and its central header. */
function declaring(zip: Uint8Array, size: number): Uint8Array {
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  for (let i = 0; i + 4 <= zip.length; i += 1) {
    const signature = view.getUint32(i, true);
    if (signature === 0x04034b50) view.setUint32(i + 22, size, true);
    if (signature === 0x02014b50) view.setUint32(i + 24, size, true);
  }
  return zip;
}

/**
 * The zip with its members' data cut to the first `kept` bytes, the central directory kept
 * (and the end record pointing at it again): what a reader sees only if it reads past them.
 */
function cutAfter(zip: Uint8Array, kept: number): Uint8Array {
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  const end = zip.length - 22;
  const directory = view.getUint32(end + 16, true);
  const cut = new Uint8Array(kept + (zip.length - directory));
  cut.set(zip.subarray(0, kept));
  cut.set(zip.subarray(directory), kept);
  new DataView(cut.buffer).setUint32(cut.length - 22 + 16, kept, true);
  return cut;
}

/** The zip with every member's compression method set to `method`. */
function compressedWith(zip: Uint8Array, method: number): Uint8Array {
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  for (let i = 0; i + 4 <= zip.length; i += 1) {
    const signature = view.getUint32(i, true);
    if (signature === 0x04034b50) view.setUint16(i + 8, method, true);
    if (signature === 0x02014b50) view.setUint16(i + 10, method, true);
  }
  return zip;
}

describe('the limits of a .rosz', () => {
  it('are 2 MiB for the file and for what it unpacks to, and 16 members', () => {
    expect(ROSTER_LIMITS).toMatchObject({ fileBytes: 2 * MIB, inflatedBytes: 2 * MIB, zipEntries: 16 });
  });
});

describe('rosterFromZip', () => {
  it('unpacks the roster, deflated or stored, and takes the only member whatever its name', () => {
    expect(rosterFromZip('a.rosz', zipSync({ 'Reikland Rangers.ros': strToU8(reiklanders) }))).toEqual({ ok: true, text: reiklanders });
    expect(rosterFromZip('a.rosz', zipSync({ 'band.ros': strToU8(reiklanders) }, { level: 0 }))).toEqual({ ok: true, text: reiklanders });
    expect(rosterFromZip('a.rosz', zipSync({ roster: strToU8(reiklanders) }))).toEqual({ ok: true, text: reiklanders });
  });

  it('a roster of exactly the limit unpacks', () => {
    const text = `<roster>${' '.repeat(2 * MIB - 17)}</roster>`;
    expect(text.length).toBe(2 * MIB);
    expect(rosterFromZip('a.rosz', zipSync({ 'a.ros': strToU8(text) }))).toEqual({ ok: true, text });
  });

  it('more than 16 members are refused before any is unpacked', () => {
    const members = Object.fromEntries(Array.from({ length: 17 }, (_, i) => [`${i}.ros`, strToU8('<roster/>')]));
    expect(rosterFromZip('many.rosz', zipSync(members))).toEqual({ ok: false, problem: { code: 'zip-too-many-entries', file: 'many.rosz', entry: null, limit: 16 } });
    expect(rosterFromZip('sixteen.rosz', zipSync(Object.fromEntries(Object.entries(members).slice(1)))).ok).toBe(true);
  });

  it('a member declaring 2 GiB is refused by its header, before anything is allocated (fuzz: 2 GiB accepted, above 512 MiB an internal error)', () => {
    const zip = declaring(zipSync({ 'band.ros': strToU8(reiklanders) }), 2 ** 31);
    expect(rosterFromZip('huge.rosz', zip)).toEqual({ ok: false, problem: { code: 'zip-declared-too-large', file: 'huge.rosz', entry: null, declared: 2 ** 31, limit: 2 * MIB } });
  });

  it('the declared sizes of all members count, not only the roster\'s', () => {
    const zip = zipSync({ 'band.ros': strToU8(reiklanders), 'padding.bin': new Uint8Array(2 * MIB) });
    expect(rosterFromZip('padded.rosz', zip)).toMatchObject({ ok: false, problem: { code: 'zip-declared-too-large', declared: 2 * MIB + reiklanders.length } });
  });

  it('a member that lies, declaring 1,000 bytes over 32 MiB of zeros, is stopped while it unpacks', () => {
    const zip = declaring(zipSync({ 'band.ros': new Uint8Array(32 * MIB) }), 1000);
    // 32 MiB of zeros deflate to a few tens of KB: a small file that would fill memory.
    expect(zip.length).toBeLessThan(64 * 1024);
    expect(rosterFromZip('bomb.rosz', zip)).toEqual({ ok: false, problem: { code: 'zip-inflated-too-large', file: 'bomb.rosz', entry: null, member: 'band.ros', limit: 2 * MIB } });
    // With all but its first 8 KB of deflate data gone, the member is still refused for its size,
    // not found cut short: unpacking stopped at the limit, before it would have reached the cut.
    const cut = cutAfter(zip, 8 * 1024);
    expect(rosterFromZip('bomb.rosz', cut)).toMatchObject({ ok: false, problem: { code: 'zip-inflated-too-large' } });
    expect(rosterFromZip('cut.rosz', cutAfter(declaring(zipSync({ 'band.ros': new Uint8Array(MIB) }), 1000), 300))).toMatchObject({ ok: false, problem: { code: 'zip-unreadable' } });
  });

  it('a member that declares more than it holds is read as what it holds', () => {
    expect(rosterFromZip('a.rosz', declaring(zipSync({ 'band.ros': strToU8(reiklanders) }), MIB))).toEqual({ ok: true, text: reiklanders });
  });

  it('a zip that is cut short, empty, or compressed by a method fflate lacks is unreadable or holds no roster', () => {
    const zip = zipSync({ 'band.ros': strToU8(reiklanders) });
    expect(rosterFromZip('cut.rosz', zip.subarray(0, zip.length - 30))).toEqual({ ok: false, problem: { code: 'zip-unreadable', file: 'cut.rosz', entry: null } });
    expect(rosterFromZip('empty.rosz', zipSync({}))).toEqual({ ok: false, problem: { code: 'zip-without-roster', file: 'empty.rosz', entry: null, files: [] } });
    // Method 12 is bzip2.
    expect(rosterFromZip('bz.rosz', compressedWith(zipSync({ 'band.ros': strToU8(reiklanders) }), 12))).toEqual({ ok: false, problem: { code: 'zip-unreadable', file: 'bz.rosz', entry: null } });
  });
});

describe('the roster file and text', () => {
  it('a file over 2 MiB is refused unread (fuzz: an 8 MB .rosz reached 6 GB of memory)', () => {
    const bytes = new Uint8Array(8 * MIB).fill(0x50);
    expect(importMordheimRoster({ name: 'big.rosz', data: bytes })).toEqual({ ok: false, problems: [{ code: 'roster-file-too-large', file: 'big.rosz', entry: null, bytes: 8 * MIB, limit: 2 * MIB }] });
    expect(rosterText({ name: 'edge.ros', data: new Uint8Array(2 * MIB + 1) })).toMatchObject({ ok: false, problem: { code: 'roster-file-too-large', bytes: 2 * MIB + 1 } });
  });

  it('text over 2 Mi characters is refused unread', () => {
    expect(rosterText({ name: 'long.ros', data: 'x'.repeat(2 * MIB + 1) })).toEqual({ ok: false, problem: { code: 'roster-text-too-long', file: 'long.ros', entry: null, characters: 2 * MIB + 1, limit: 2 * MIB } });
    expect(rosterText({ name: 'edge.ros', data: 'x'.repeat(2 * MIB) }).ok).toBe(true);
  });
});
