/**
 * Share links: the scenario file, deflated and written in base64url after "#battle=". A link
 * is untrusted input like any file: its text and its inflated size are bounded before the
 * library's parser sees it.
 */
import { SCENARIO_MAX_BYTES } from '../../../src/scenario/index.js';

export const SHARE_PREFIX = '#battle=';

/** A link's hash longer than this is refused unread (deflate rarely does worse than 1:1, and base64 adds a third). */
export const SHARE_MAX_CHARS = Math.ceil((SCENARIO_MAX_BYTES * 4) / 3) + 16;

export type ShareProblem = 'too-long' | 'not-base64' | 'not-deflate' | 'too-large';

export type Decoded = { readonly ok: true; readonly text: string } | { readonly ok: false; readonly problem: ShareProblem };

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return null;
  const padded = text.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (text.length % 4)) % 4);
  try {
    const binary = atob(padded);
    const bytes = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
    return bytes;
  } catch {
    return null;
  }
}

async function collect(stream: ReadableStream<Uint8Array>, limit: number): Promise<Uint8Array | 'too-large'> {
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.length;
    // A small link can inflate to gigabytes: stop as soon as it passes the file limit.
    if (total > limit) {
      await reader.cancel();
      return 'too-large';
    }
    chunks.push(value);
  }
  const out = new Uint8Array(total);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
}

/** A stream of one chunk; typed as the compression streams' writable side takes it. */
function streamOf(bytes: Uint8Array<ArrayBuffer>): ReadableStream<BufferSource> {
  return new ReadableStream<BufferSource>({
    start(controller) {
      controller.enqueue(bytes);
      controller.close();
    },
  });
}

/** The hash part of a share link for this scenario text (the calculator's links use their own prefix). */
export async function encodeShare(text: string, prefix: string = SHARE_PREFIX): Promise<string> {
  const deflated = await collect(streamOf(new TextEncoder().encode(text)).pipeThrough(new CompressionStream('deflate-raw')), Number.POSITIVE_INFINITY);
  return prefix + toBase64Url(deflated as Uint8Array);
}

/** Whether a location hash holds a shared battle. */
export function isShareHash(hash: string): boolean {
  return hash.startsWith(SHARE_PREFIX);
}

/** The scenario text a share link holds, or why it cannot be read. */
export async function decodeShare(hash: string, prefix: string = SHARE_PREFIX): Promise<Decoded> {
  const payload = hash.slice(prefix.length);
  if (payload.length > SHARE_MAX_CHARS) return { ok: false, problem: 'too-long' };
  const bytes = fromBase64Url(payload);
  if (!bytes) return { ok: false, problem: 'not-base64' };
  try {
    const inflated = await collect(streamOf(bytes).pipeThrough(new DecompressionStream('deflate-raw')), SCENARIO_MAX_BYTES);
    if (inflated === 'too-large') return { ok: false, problem: 'too-large' };
    return { ok: true, text: new TextDecoder('utf-8', { fatal: true }).decode(inflated) };
  } catch {
    return { ok: false, problem: 'not-deflate' };
  }
}
