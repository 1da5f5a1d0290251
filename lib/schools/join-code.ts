// A class's join code (docs/schools.md): 8 characters a teacher can read out and a student can
// type on a phone without mistaking one for another. The alphabet leaves out both sides of the
// look-alikes 0/O/Q, 1/I/L, 2/Z, 5/S and 8/B, so 24 characters remain: 24^8 ≈ 1.1·10^11 codes,
// far beyond what the rate-limited join can guess.

export const JOIN_CODE_ALPHABET = "ACDEFGHJKMNPRTUVWXY34679";
export const JOIN_CODE_LENGTH = 8;

const VALID = new RegExp(`^[${JOIN_CODE_ALPHABET}]{${JOIN_CODE_LENGTH}}$`);

/** A fresh code from `randomBytes` (a function giving n random bytes); rejection sampling keeps every character equally likely. */
export function makeJoinCode(randomBytes: (n: number) => Uint8Array): string {
  const limit = 256 - (256 % JOIN_CODE_ALPHABET.length);
  let code = "";
  while (code.length < JOIN_CODE_LENGTH) {
    for (const byte of randomBytes(JOIN_CODE_LENGTH * 2)) {
      if (byte >= limit) continue;
      code += JOIN_CODE_ALPHABET[byte % JOIN_CODE_ALPHABET.length];
      if (code.length === JOIN_CODE_LENGTH) break;
    }
  }
  return code;
}

/** What a student typed, as a code: upper-cased, without spaces or dashes. */
export function normaliseJoinCode(typed: string): string {
  return typed.toUpperCase().replace(/[\s-]/g, "");
}

export function isJoinCode(code: string): boolean {
  return VALID.test(code);
}

/** The code as shown to a class: two groups of four, easier to read out. */
export function displayJoinCode(code: string): string {
  return `${code.slice(0, 4)} ${code.slice(4)}`;
}
