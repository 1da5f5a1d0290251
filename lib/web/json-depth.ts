// How deeply a JSON text nests its objects and arrays, found by one pass over the text before
// anything parses or walks it: a body nested thousands deep overflows the stack of every
// recursive walk after JSON.parse (the NUL check, zod, Prisma), so it is refused first.

/** Deeper than any body of this API needs (a few levels), shallow enough for any recursive walk. */
export const MAX_JSON_BODY_DEPTH = 32;

/** Whether `text` opens more than `maxDepth` objects or arrays inside one another. Brackets inside strings do not count. */
export function jsonNestsDeeperThan(text: string, maxDepth: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // a backslash escapes the next character, a quote included
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) {
      inString = true;
    } else if (c === 0x5b || c === 0x7b) {
      if (++depth > maxDepth) return true;
    } else if (c === 0x5d || c === 0x7d) {
      depth--;
    }
  }
  return false;
}
