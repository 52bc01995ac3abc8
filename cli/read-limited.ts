// Reading input with a bound: a file or pipe is read only up to the size the command accepts,
// so `marksman odds /dev/zero` or a 10 GB file is refused at once instead of filling memory.
// Files are read through node:fs's callbacks, not node:fs/promises: loading that module cost a
// quick command some 2 ms, a fiftieth of its start, to read one small file.
import { close, fstat, open, read, type Stats } from 'node:fs';
import { InputTooLarge } from './io.js';

/** A node:fs call that ends in a callback, as a promise. */
function promised<T>(call: (done: (error: NodeJS.ErrnoException | null, value: T) => void) => void): Promise<T> {
  return new Promise((resolve, reject) => call((error, value) => (error ? reject(error) : resolve(value))));
}

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
async function readDescriptorAtMost(fd: number, maxBytes: number): Promise<string> {
  const kept: Buffer[] = [];
  let total = 0;
  for (;;) {
    const buffer = Buffer.alloc(CHUNK_BYTES);
    const bytesRead = await promised<number>((done) => read(fd, buffer, 0, CHUNK_BYTES, null, done));
    if (bytesRead === 0) return Buffer.concat(kept).toString('utf8');
    total += bytesRead;
    if (total > maxBytes) throw new InputTooLarge(total, false);
    kept.push(buffer.subarray(0, bytesRead));
  }
}

/** A file's text, refused by its size before reading when the file system knows the size. */
export async function readTextFile(path: string, maxBytes = Number.POSITIVE_INFINITY): Promise<string> {
  const fd = await promised<number>((done) => open(path, 'r', done));
  try {
    const info = await promised<Stats>((done) => fstat(fd, done));
    if (info.isFile() && info.size > maxBytes) throw new InputTooLarge(info.size, true);
    return await readDescriptorAtMost(fd, maxBytes);
  } finally {
    await promised<void>((done) => close(fd, (error) => done(error, undefined)));
  }
}

/** Standard input's text, up to `maxBytes`. */
export function readStandardInput(maxBytes = Number.POSITIVE_INFINITY): Promise<string> {
  return readAtMost(process.stdin, maxBytes, () => process.stdin.destroy());
}
