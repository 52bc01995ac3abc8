// Reading input with a bound: a file or pipe is read only up to the size the command accepts,
// so `marksman odds /dev/zero` or a 10 GB file is refused at once instead of filling memory.
import { open, type FileHandle } from 'node:fs/promises';
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
 * A file's bytes up to `maxBytes`, as UTF-8 text, read straight from its handle: a read stream
 * would load Node's file streams, a tenth of a quick command's start, to read one small file.
 */
async function readHandleAtMost(handle: FileHandle, maxBytes: number): Promise<string> {
  const kept: Buffer[] = [];
  let total = 0;
  for (;;) {
    const { bytesRead, buffer } = await handle.read(Buffer.alloc(CHUNK_BYTES), 0, CHUNK_BYTES, null);
    if (bytesRead === 0) return Buffer.concat(kept).toString('utf8');
    total += bytesRead;
    if (total > maxBytes) throw new InputTooLarge(total, false);
    kept.push(buffer.subarray(0, bytesRead));
  }
}

/** A file's text, refused by its size before reading when the file system knows the size. */
export async function readTextFile(path: string, maxBytes = Number.POSITIVE_INFINITY): Promise<string> {
  const handle = await open(path, 'r');
  try {
    const info = await handle.stat();
    if (info.isFile() && info.size > maxBytes) throw new InputTooLarge(info.size, true);
    return await readHandleAtMost(handle, maxBytes);
  } finally {
    await handle.close();
  }
}

/** Standard input's text, up to `maxBytes`. */
export function readStandardInput(maxBytes = Number.POSITIVE_INFINITY): Promise<string> {
  return readAtMost(process.stdin, maxBytes, () => process.stdin.destroy());
}
