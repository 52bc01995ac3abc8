// Standard output and standard error as the command writes them. On POSIX systems the text goes
// straight to file descriptors 1 and 2: making process.stdout for a pipe loads Node's streams
// and sockets, some 3 ms of a quick command's start, to write one piece of text. On Windows a
// console takes UTF-16, which only Node's own streams convert to, so there the command writes
// through them.
import { writeSync } from 'node:fs';

/** Writes text and settles once it is handed on: with null, or with the error it met (EPIPE, ENOSPC…). */
export type StandardWrite = (text: string) => Promise<Error | null>;

export interface StandardStreams {
  readonly out: StandardWrite;
  readonly err: StandardWrite;
  /** Whether a write has reached its descriptor when it settles (POSIX), so the process may end at once. */
  readonly synchronous: boolean;
}

/** How long to wait before writing again to a full pipe that answers EAGAIN instead of waiting itself. */
const FULL_PIPE_WAIT_MS = 1;

/** Waits a moment without returning to the event loop (the write it waits for is synchronous). */
function pause(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/**
 * Writes all of `text` to a file descriptor, synchronously; the error it met, or null. A pipe
 * another process made non-blocking (Node does, for its own process.stdout) answers EAGAIN
 * when it is full: the write waits for the reader and goes on.
 */
export function writeAllTo(fd: number, text: string): Error | null {
  const bytes = Buffer.from(text, 'utf8');
  let written = 0;
  while (written < bytes.length) {
    try {
      written += writeSync(fd, bytes, written);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EAGAIN') return error as Error;
      pause(FULL_PIPE_WAIT_MS);
    }
  }
  return null;
}

/** Writes through one of Node's standard streams, settling in the write's callback. */
function streamWrite(stream: NodeJS.WriteStream): StandardWrite {
  // Failed writes are settled through their callbacks; without a listener the stream's 'error'
  // event would end the process with a stack trace.
  stream.on('error', () => undefined);
  return (text) =>
    new Promise((settle) => {
      stream.write(text, (error) => settle(error ?? null));
    });
}

/** The process's standard output and error: their file descriptors, or Node's streams on Windows. */
export function standardStreams(): StandardStreams {
  if (process.platform === 'win32') return { out: streamWrite(process.stdout), err: streamWrite(process.stderr), synchronous: false };
  return { out: (text) => Promise.resolve(writeAllTo(1, text)), err: (text) => Promise.resolve(writeAllTo(2, text)), synchronous: true };
}
