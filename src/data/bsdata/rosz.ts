/**
 * The roster inside a `.rosz`, unpacked within the limits (limits.ts). A zip says how large
 * its members are, but it can lie either way: a small declared size over a huge deflate
 * stream (fflate would inflate all of it), a huge one over nothing (fflate would allocate
 * it). So the declared sizes are checked first, and then the roster member alone is inflated
 * a few KB at a time, its output counted, and the inflating stopped once it passes the limit.
 */
import { strFromU8, Unzip, UnzipInflate, unzipSync, type UnzipFile } from 'fflate';
import { ROSTER_LIMITS } from './limits.js';
import type { BsdataProblem } from './problems.js';

/** What the zip's central directory says of a member. */
interface ZipMember {
  readonly name: string;
  readonly originalSize: number;
}

type Listing = { readonly ok: true; readonly members: readonly ZipMember[] } | { readonly ok: false; readonly why: 'unreadable' | 'too-many-entries' };

type UnpackFailure = 'unreadable' | 'too-many-entries' | 'too-large';

type Unpacked = { readonly ok: true; readonly bytes: Uint8Array } | { readonly ok: false; readonly why: UnpackFailure };

/** Each push inflates at most about 1,000 times its input (deflate's best ratio): 4 KiB in, 4 MiB out at worst. */
const CHUNK_BYTES = 4096;

/** Thrown from unzipSync's filter to stop it reading a directory longer than the limit. */
class TooManyEntries extends Error {}

/** The members as the zip lists them, none unpacked (the filter turns each down). */
function listMembers(bytes: Uint8Array): Listing {
  const members: ZipMember[] = [];
  try {
    unzipSync(bytes, {
      filter: (info) => {
        if (members.length >= ROSTER_LIMITS.zipEntries) throw new TooManyEntries();
        members.push({ name: info.name, originalSize: info.originalSize });
        return false;
      },
    });
  } catch (error) {
    return { ok: false, why: error instanceof TooManyEntries ? 'too-many-entries' : 'unreadable' };
  }
  return { ok: true, members };
}

/** The member BattleScribe wrote: the one `.ros`, or the only member whatever its name. */
function rosterMember(members: readonly ZipMember[]): ZipMember | undefined {
  return members.find((m) => m.name.toLowerCase().endsWith('.ros')) ?? (members.length === 1 ? members[0] : undefined);
}

/**
 * One member, inflated from the local headers onwards in small pushes, its output counted as
 * it comes; the first member of that name is taken. The zip is read only as far as needed.
 */
function unpackMember(bytes: Uint8Array, name: string, limit: number): Unpacked {
  const state: { chunks: Uint8Array[]; inflated: number; files: number; started: boolean; done: boolean; failure: UnpackFailure | null } = { chunks: [], inflated: 0, files: 0, started: false, done: false, failure: null };
  const unzip = new Unzip((file: UnzipFile) => {
    state.files += 1;
    if (state.files > ROSTER_LIMITS.zipEntries) state.failure ??= 'too-many-entries';
    if (state.started || state.failure !== null || file.name !== name) return;
    state.started = true;
    // fflate catches what a handler throws and calls it again with the error, so the handler only records.
    file.ondata = (error, data, final) => {
      if (state.failure !== null || state.done) return;
      if (error) {
        state.failure = 'unreadable';
        return;
      }
      state.inflated += data.length;
      if (state.inflated > limit) {
        state.failure = 'too-large';
        return;
      }
      state.chunks.push(data);
      if (final) state.done = true;
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  try {
    for (let at = 0; at < bytes.length && state.failure === null && !state.done; at += CHUNK_BYTES) {
      unzip.push(bytes.subarray(at, at + CHUNK_BYTES), at + CHUNK_BYTES >= bytes.length);
    }
  } catch {
    state.failure ??= 'unreadable';
  }
  if (state.failure !== null) return { ok: false, why: state.failure };
  if (!state.done) return { ok: false, why: 'unreadable' };
  return { ok: true, bytes: joined(state.chunks, state.inflated) };
}

function joined(chunks: readonly Uint8Array[], length: number): Uint8Array {
  const out = new Uint8Array(length);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.length;
  }
  return out;
}

/**
 * The roster text of a `.rosz` (zip bytes), or the problem: unreadable, no roster inside,
 * more members than the limit, declared sizes over the limit, or a member that unpacks to
 * more than the limit though it declared less.
 *
 * @example
 * rosterFromZip('band.rosz', zipSync({ 'band.ros': strToU8(text) })); // { ok: true, text }
 */
export function rosterFromZip(file: string, bytes: Uint8Array): { readonly ok: true; readonly text: string } | { readonly ok: false; readonly problem: BsdataProblem } {
  const at = { file, entry: null };
  const limit = ROSTER_LIMITS.inflatedBytes;
  const listing = listMembers(bytes);
  if (!listing.ok) return { ok: false, problem: listing.why === 'too-many-entries' ? { code: 'zip-too-many-entries', ...at, limit: ROSTER_LIMITS.zipEntries } : { code: 'zip-unreadable', ...at } };
  const member = rosterMember(listing.members);
  if (member === undefined) return { ok: false, problem: { code: 'zip-without-roster', ...at, files: listing.members.map((m) => m.name) } };
  const declared = listing.members.reduce((sum, m) => sum + m.originalSize, 0);
  if (declared > limit) return { ok: false, problem: { code: 'zip-declared-too-large', ...at, declared, limit } };
  const unpacked = unpackMember(bytes, member.name, limit);
  if (unpacked.ok) return { ok: true, text: strFromU8(unpacked.bytes) };
  switch (unpacked.why) {
    case 'unreadable':
      return { ok: false, problem: { code: 'zip-unreadable', ...at } };
    case 'too-many-entries':
      return { ok: false, problem: { code: 'zip-too-many-entries', ...at, limit: ROSTER_LIMITS.zipEntries } };
    case 'too-large':
      return { ok: false, problem: { code: 'zip-inflated-too-large', ...at, member: member.name, limit } };
  }
}
