import { describe, expect, it } from "vitest";
import type { SourceFacts } from "./ladder";
import { formatLength, sourceRefusal, type SourceLimits } from "./source-limits";

const limits: SourceLimits = { maxDurationSeconds: 3 * 3600, maxLongSide: 3840, maxShortSide: 2160, minBytesPerSecond: 500 };
const facts = (overrides: Partial<SourceFacts> = {}): SourceFacts => ({ durationSeconds: 600, width: 1280, height: 720, fps: 30, hasAudio: true, ...overrides });
/** Comfortably enough bytes for `seconds`. */
const plenty = (seconds: number) => seconds * 100_000;

describe("formatLength", () => {
  it("says seconds under a minute, minutes under an hour, then hours and minutes", () => {
    expect(formatLength(0)).toBe("0 s");
    expect(formatLength(59.4)).toBe("59 s");
    expect(formatLength(60)).toBe("1 min");
    expect(formatLength(45 * 60)).toBe("45 min");
    expect(formatLength(3600)).toBe("1 h");
    expect(formatLength(3 * 3600)).toBe("3 h");
    expect(formatLength(2 * 3600 + 5 * 60)).toBe("2 h 5 min");
    expect(formatLength(36_001)).toBe("10 h");
  });
});

describe("sourceRefusal: length", () => {
  it("accepts a source up to the longest lesson, exactly, and refuses one a second longer", () => {
    expect(sourceRefusal(facts({ durationSeconds: 10_800 }), plenty(10_800), limits)).toBeNull();
    expect(sourceRefusal(facts({ durationSeconds: 10_800.5 }), plenty(10_801), limits)).toBe(
      "This video is 3 h long; a lesson can be at most 3 h. Split it into shorter lessons.",
    );
    expect(sourceRefusal(facts({ durationSeconds: 36_001 }), plenty(36_001), limits)).toBe(
      "This video is 10 h long; a lesson can be at most 3 h. Split it into shorter lessons.",
    );
  });

  it("refuses a length that is not a positive number", () => {
    for (const durationSeconds of [0, -1, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(sourceRefusal(facts({ durationSeconds }), 1e9, limits), String(durationSeconds)).toBe("The file's length could not be read; it may be incomplete or damaged.");
    }
  });

  it("follows the configured limit", () => {
    expect(sourceRefusal(facts({ durationSeconds: 601 }), plenty(601), { ...limits, maxDurationSeconds: 600 })).toMatch(/at most 10 min/);
    expect(sourceRefusal(facts({ durationSeconds: 600 }), plenty(600), { ...limits, maxDurationSeconds: 600 })).toBeNull();
  });
});

describe("sourceRefusal: size", () => {
  it("accepts 4K either way up, and refuses anything wider or taller", () => {
    expect(sourceRefusal(facts({ width: 3840, height: 2160 }), plenty(600), limits)).toBeNull();
    expect(sourceRefusal(facts({ width: 2160, height: 3840 }), plenty(600), limits)).toBeNull();
    expect(sourceRefusal(facts({ width: 3841, height: 2160 }), plenty(600), limits)).toBe(
      "This video is 3841×2160; a lesson can be at most 3840×2160. Export it at a smaller size.",
    );
    expect(sourceRefusal(facts({ width: 2161, height: 3840 }), plenty(600), limits)).toMatch(/^This video is 2161×3840;/);
    expect(sourceRefusal(facts({ width: 3000, height: 2161 }), plenty(600), limits)).toMatch(/^This video is 3000×2161;/);
    expect(sourceRefusal(facts({ width: 16_384, height: 16 }), plenty(600), limits)).not.toBeNull();
  });

  it("has nothing to check on a sound-only source", () => {
    expect(sourceRefusal(facts({ width: null, height: null }), plenty(600), limits)).toBeNull();
  });
});

describe("sourceRefusal: bytes for the claimed length", () => {
  it("accepts exactly the minimum bytes per second and refuses one byte fewer", () => {
    expect(sourceRefusal(facts({ durationSeconds: 600 }), 300_000, limits)).toBeNull();
    expect(sourceRefusal(facts({ durationSeconds: 600 }), 299_999, limits)).toBe(
      "This file is too small to hold the 10 min it says it lasts; it is damaged or was not exported properly. Export it again and upload the new file.",
    );
    expect(sourceRefusal(facts({ durationSeconds: 0.5 }), 250, limits)).toBeNull();
    expect(sourceRefusal(facts({ durationSeconds: 0.5 }), 249, limits)).not.toBeNull();
  });

  it("refuses a few KB claiming hours, however the hours fit the length cap", () => {
    expect(sourceRefusal(facts({ durationSeconds: 7200, width: 854, height: 480 }), 3_500, limits)).toMatch(/^This file is too small to hold the 2 h it says it lasts/);
    expect(sourceRefusal(facts({ durationSeconds: 10_800 }), 5_399_999, limits)).not.toBeNull();
  });

  it("accepts what real lessons spend: voice at 8 kbps for 3 h, a 64 kbps sound-only lesson, a camera lesson", () => {
    expect(sourceRefusal(facts({ durationSeconds: 10_800, width: null, height: null }), (8_000 / 8) * 10_800, limits)).toBeNull();
    expect(sourceRefusal(facts({ durationSeconds: 1800, width: null, height: null }), (64_000 / 8) * 1800, limits)).toBeNull();
    expect(sourceRefusal(facts({ durationSeconds: 600 }), (2_500_000 / 8) * 600, limits)).toBeNull();
  });

  it("checks nothing about bytes when the minimum is 0", () => {
    expect(sourceRefusal(facts({ durationSeconds: 600 }), 0, { ...limits, minBytesPerSecond: 0 })).toBeNull();
  });

  it("says the length first when a source is both too long and too thin", () => {
    expect(sourceRefusal(facts({ durationSeconds: 36_001 }), 3_500, limits)).toMatch(/^This video is 10 h long/);
  });
});
