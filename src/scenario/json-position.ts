/**
 * Finds where JSON text first goes wrong, as a character offset. Node 20's JSON.parse
 * does not always say where, and a player editing a file by hand needs the line.
 * This only scans; parsing is still JSON.parse's job.
 */
export function jsonErrorOffset(text: string): number {
  let i = 0;
  const fail = (): never => {
    throw new JsonStop(i);
  };
  const space = () => {
    while (i < text.length && ' \t\n\r'.includes(text[i] ?? '')) i += 1;
  };
  const literal = (word: string) => {
    if (text.startsWith(word, i)) i += word.length;
    else fail();
  };
  const string = () => {
    i += 1;
    while (i < text.length) {
      const c = text[i] ?? '';
      if (c === '"') {
        i += 1;
        return;
      }
      if (c < ' ') fail();
      if (c === '\\') {
        i += 1;
        const escaped = text[i] ?? '';
        if (escaped === 'u') {
          if (!/^[0-9a-fA-F]{4}$/.test(text.slice(i + 1, i + 5))) fail();
          i += 4;
        } else if (!'"\\/bfnrt'.includes(escaped) || escaped === '') fail();
      }
      i += 1;
    }
    fail();
  };
  const number = () => {
    const match = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/.exec(text.slice(i));
    if (!match) fail();
    i += match?.[0].length ?? 0;
  };
  const value = (): void => {
    space();
    const c = text[i];
    if (c === '{') {
      i += 1;
      space();
      if (text[i] === '}') {
        i += 1;
        return;
      }
      for (;;) {
        space();
        if (text[i] !== '"') fail();
        string();
        space();
        if (text[i] !== ':') fail();
        i += 1;
        value();
        space();
        if (text[i] === ',') i += 1;
        else if (text[i] === '}') {
          i += 1;
          return;
        } else fail();
      }
    } else if (c === '[') {
      i += 1;
      space();
      if (text[i] === ']') {
        i += 1;
        return;
      }
      for (;;) {
        value();
        space();
        if (text[i] === ',') i += 1;
        else if (text[i] === ']') {
          i += 1;
          return;
        } else fail();
      }
    } else if (c === '"') string();
    else if (c === 't') literal('true');
    else if (c === 'f') literal('false');
    else if (c === 'n') literal('null');
    else if (c === '-' || (c !== undefined && c >= '0' && c <= '9')) number();
    else fail();
  };
  try {
    value();
    space();
    if (i < text.length) fail();
    return -1;
  } catch (stop) {
    if (stop instanceof JsonStop) return stop.offset;
    throw stop;
  }
}

class JsonStop extends Error {
  constructor(readonly offset: number) {
    super('JSON syntax error');
  }
}

/** 1-based line and column of a character offset. */
export function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, Math.max(0, offset)).split('\n');
  return { line: before.length, column: (before[before.length - 1]?.length ?? 0) + 1 };
}
