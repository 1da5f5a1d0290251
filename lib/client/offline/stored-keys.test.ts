import { describe, expect, it } from "vitest";
import { isRegisteredKey, STORED_KEYS, storedKey, type StoredName } from "./stored-keys";

describe("stored keys", () => {
  it("names exact entries by their key and per-id entries by prefix and id", () => {
    expect(storedKey("user")).toBe("user");
    expect(storedKey("progressQueue")).toBe("progress-queue");
    expect(storedKey("legacyQuizPosition", "a1")).toBe("quiz-position:a1");
    expect(storedKey("sitting", "s1:progress")).toBe("exam-sitting:s1:progress");
    expect(storedKey("reviewQueue", "u1")).toBe("review-queue:u1");
  });

  it("recognises every key each entry makes", () => {
    for (const name of Object.keys(STORED_KEYS) as StoredName[]) {
      expect(isRegisteredKey(storedKey(name, "x1")), name).toBe(true);
      expect(isRegisteredKey(storedKey(name)), name).toBe(true);
    }
  });

  it("recognises an exact key only as itself", () => {
    expect(isRegisteredKey("user")).toBe(true);
    expect(isRegisteredKey("users")).toBe(false);
    expect(isRegisteredKey("userTypes")).toBe(false);
    expect(isRegisteredKey("progress-queue-old")).toBe(false);
  });

  it("leaves the phone's own preferences and unknown keys alone", () => {
    for (const key of ["theme", "dataSaver", "tus::fingerprint", "exam-sittings", "quiz", ""])
      expect(isRegisteredKey(key), key).toBe(false);
  });

  it("ends every per-id entry in a colon, and no prefix covers another entry", () => {
    const entries: string[] = Object.values(STORED_KEYS);
    for (const entry of entries) expect(entry, entry).toMatch(/^[a-z][a-zA-Z-]*:?$/);
    for (const prefix of entries.filter((e) => e.endsWith(":")))
      expect(
        entries.filter((e) => e !== prefix && e.startsWith(prefix)),
        prefix,
      ).toEqual([]);
  });
});
