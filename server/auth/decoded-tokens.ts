import { LRUCache } from "lru-cache";

// Decoding a session token (HKDF key derivation, then JWE decryption) gives the same claims
// every time, and a phone sends the same token with every request: recent decodes are kept.
// When full, the least recently used token goes; the rest stay.

export type DecodedToken = { sid: string; sk: string; exp: number };

export const DECODED_TOKENS_KEPT = 10_000;

export function createDecodedTokens(max = DECODED_TOKENS_KEPT) {
  const tokens = new LRUCache<string, DecodedToken>({ max });
  return {
    /** The claims of a token decoded before: null once it has expired (and it is forgotten), undefined when unknown. */
    get(token: string, nowSeconds: number): DecodedToken | null | undefined {
      const known = tokens.get(token);
      if (!known) return undefined;
      if (known.exp > nowSeconds) return known;
      tokens.delete(token);
      return null;
    },
    remember(token: string, claims: DecodedToken) {
      tokens.set(token, claims);
    },
  };
}
