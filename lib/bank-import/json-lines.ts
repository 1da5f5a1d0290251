// A JSON reader that knows where things are: the value it reads is the one JSON.parse gives,
// plus the line every value starts on (by its path, e.g. "questions.3.answer"), and on a
// syntax error the line and column where reading failed, in words an author can act on.
// JSON.parse itself says neither on every Node version. Pure; strict RFC 8259 JSON.

export type JsonPath = readonly (string | number)[];
export type LocatedJson = { ok: true; value: unknown; lineOf: (path: JsonPath) => number | undefined };
export type JsonSyntaxProblem = { ok: false; line: number; column: number; message: string };

/** Deeper nesting than this is refused (a file of questions needs 4 levels). */
export const MAX_JSON_DEPTH = 64;

class SyntaxProblem extends Error {
  constructor(
    readonly offset: number,
    message: string,
  ) {
    super(message);
  }
}

const pathKey = (path: JsonPath) => path.join("\u0000");
const WHITESPACE = new Set([" ", "\t", "\n", "\r"]);
const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
// A string's body: any character but a quote, a backslash or a control character, or an escape.
const STRING = /"(?:[^"\\\u0000-\u001f]|\\(?:["\\/bfnrt]|u[0-9a-fA-F]{4}))*"/y;

function describe(char: string | undefined): string {
  if (char === undefined) return "the end of the file";
  if (char === "\n" || char === "\r") return "the end of the line";
  return `"${char}"`;
}

export function parseJsonWithLines(text: string): LocatedJson | JsonSyntaxProblem {
  const lines = new Map<string, number>();
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  let line = 1;

  const skipSpace = () => {
    while (i < text.length && WHITESPACE.has(text[i]!)) {
      if (text[i] === "\n") line += 1;
      i += 1;
    }
  };
  const fail = (message: string): never => {
    throw new SyntaxProblem(i, message);
  };
  const expect = (char: string, context: string) => {
    skipSpace();
    if (text[i] !== char) fail(`Expected ${char} ${context} but found ${describe(text[i])}`);
    i += 1;
  };

  const readString = (): string => {
    STRING.lastIndex = i;
    const match = STRING.exec(text);
    if (!match) {
      // Find what is wrong for the message: a line break, a bad escape or no closing quote.
      for (let j = i + 1; j < text.length; j++) {
        const c = text[j]!;
        if (c === '"') break;
        if (c === "\n" || c === "\r") {
          i = j;
          fail('A text value cannot run over a line break: close it with " or write the break as \\n');
        }
        if (c < " ") {
          i = j;
          fail("A text value contains a control character: write it with a \\u escape");
        }
        if (c === "\\") {
          if (!/^(?:["\\/bfnrt]|u[0-9a-fA-F]{4})/.test(text.slice(j + 1, j + 6))) {
            i = j;
            fail(`Unknown escape \\${text[j + 1] ?? ""} in a text value: a backslash must be written \\\\`);
          }
          j += 1;
        }
      }
      fail('A text value is never closed: a closing " is missing');
    }
    i += match![0].length;
    return JSON.parse(match![0]) as string;
  };

  const readValue = (path: (string | number)[], depth: number): unknown => {
    skipSpace();
    lines.set(pathKey(path), line);
    const c = text[i];
    if (c === "{" || c === "[") {
      if (depth >= MAX_JSON_DEPTH) fail(`The file nests objects and lists more than ${MAX_JSON_DEPTH} deep`);
      return c === "{" ? readObject(path, depth + 1) : readArray(path, depth + 1);
    }
    if (c === '"') return readString();
    for (const [word, value] of [
      ["true", true],
      ["false", false],
      ["null", null],
    ] as const) {
      if (text.startsWith(word, i)) {
        i += word.length;
        return value;
      }
    }
    NUMBER.lastIndex = i;
    const number = NUMBER.exec(text);
    if (number) {
      i += number[0].length;
      return Number(number[0]);
    }
    if (c === "'") return fail('Text must be in double quotes ("), not single ones');
    return fail(
      `Expected a value (text in double quotes, a number, a list, an object, true, false or null) but found ${describe(c)}`,
    );
  };

  const readObject = (path: (string | number)[], depth: number): Record<string, unknown> => {
    const object: Record<string, unknown> = {};
    i += 1;
    skipSpace();
    if (text[i] === "}") {
      i += 1;
      return object;
    }
    for (;;) {
      skipSpace();
      if (text[i] === "}") fail("A comma before } leaves an empty entry: remove the last comma");
      if (text[i] !== '"') fail(`Expected a field name in double quotes but found ${describe(text[i])}`);
      const key = readString();
      expect(":", `after the field name "${key}"`);
      // defineProperty, so a key named __proto__ is a plain field, as JSON.parse makes it.
      Object.defineProperty(object, key, {
        value: readValue([...path, key], depth),
        enumerable: true,
        writable: true,
        configurable: true,
      });
      skipSpace();
      if (text[i] === ",") {
        i += 1;
        continue;
      }
      if (text[i] === "}") {
        i += 1;
        return object;
      }
      fail(`Expected a comma or } after the value of "${key}" but found ${describe(text[i])}`);
    }
  };

  const readArray = (path: (string | number)[], depth: number): unknown[] => {
    const array: unknown[] = [];
    i += 1;
    skipSpace();
    if (text[i] === "]") {
      i += 1;
      return array;
    }
    for (;;) {
      skipSpace();
      if (text[i] === "]") fail("A comma before ] leaves an empty entry: remove the last comma");
      array.push(readValue([...path, array.length], depth));
      skipSpace();
      if (text[i] === ",") {
        i += 1;
        continue;
      }
      if (text[i] === "]") {
        i += 1;
        return array;
      }
      fail(`Expected a comma or ] after entry ${array.length} of the list but found ${describe(text[i])}`);
    }
  };

  try {
    const value = readValue([], 0);
    skipSpace();
    if (i < text.length) fail(`Unexpected ${describe(text[i])} after the end of the JSON value`);
    return { ok: true, value, lineOf: (path) => lines.get(pathKey(path)) };
  } catch (error) {
    if (!(error instanceof SyntaxProblem)) throw error;
    // The line of the offset: every line break before it (a string's faults may be past `line`).
    let at = 1;
    let start = 0;
    for (let j = text.indexOf("\n"); j !== -1 && j < error.offset; j = text.indexOf("\n", j + 1)) {
      at += 1;
      start = j + 1;
    }
    return { ok: false, line: at, column: error.offset - start + 1, message: error.message };
  }
}
