// Reading input with a bound: a file or pipe is read only up to the size the command accepts,
// so `marksman odds /dev/zero` or a 10 GB file is refused at once instead of filling memory.
// A file is read with node:fs's synchronous calls: the command waits for it either way, and
// node:fs/promises cost a quick command some 2 ms to load, each of its calls a trip through
// libuv's threads, to read one small file.
import { closeSync, fstatSync, openSync, readSync } from 'node:fs';
import { InputTooLarge } from './io.js';

/** Every chunk of a stream up to `maxBytes`, as UTF-8 text; one byte more and it stops. */
async function readAtMost(chunks: AsyncIterable<Buffer | string>, maxBytes: number, stop: () => void): Promise<string> {
  const kept: Buffer[] = [];
  let total = 0;
  for await (const chunk of chunks) {
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    total += bytes.length;
    if (total > maxBytes) {
      stop();
      throw new InputTooLarge(total, false);
    }
    kept.push(bytes);
  }
  return Buffer.concat(kept).toString('utf8');
}

/** As much as a read stream takes at a time, so a file over the limit stops at the same count a stream would. */
const CHUNK_BYTES = 64 * 1024;

/**
 * A file's bytes up to `maxBytes`, as UTF-8 text, read straight from its descriptor: a read
 * stream would load Node's file streams, a tenth of a quick command's start, to read one small file.
 */
function readDescriptorAtMost(fd: number, maxBytes: number): string {
  const kept: Buffer[] = [];
  let total = 0;
  for (;;) {
    const buffer = Buffer.alloc(CHUNK_BYTES);
    const bytesRead = readSync(fd, buffer, 0, CHUNK_BYTES, null);
    if (bytesRead === 0) return Buffer.concat(kept).toString('utf8');
    total += bytesRead;
    if (total > maxBytes) throw new InputTooLarge(total, false);
    kept.push(buffer.subarray(0, bytesRead));
  }
}

/** A file's text, refused by its size before reading when the file system knows the size. */
function readFileAtMost(path: string, maxBytes: number): string {
  const fd = openSync(path, 'r');
  try {
    const info = fstatSync(fd);
    if (info.isFile() && info.size > maxBytes) throw new InputTooLarge(info.size, true);
    return readDescriptorAtMost(fd, maxBytes);
  } finally {
    closeSync(fd);
  }
}

/** A file's text, refused by its size before reading when the file system knows the size; what stops it is the promise's rejection. */
export function readTextFile(path: string, maxBytes = Number.POSITIVE_INFINITY): Promise<string> {
  // What the executor throws rejects the promise.
  return new Promise((resolve) => resolve(readFileAtMost(path, maxBytes)));
}

/** Standard input's text, up to `maxBytes`. */
export function readStandardInput(maxBytes = Number.POSITIVE_INFINITY): Promise<string> {
  return readAtMost(process.stdin, maxBytes, () => process.stdin.destroy());
}
