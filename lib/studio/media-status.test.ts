import { describe, expect, it } from "vitest";
import { isSettled, renditionLabel } from "./media-status";

describe("renditionLabel", () => {
  it("names the rung, its frame size and bitrate", () => {
    expect(renditionLabel({ kind: "p240", bytes: 1, bitrate_kbps: 180, width: 426, height: 240 })).toBe(
      "240p · 426×240 · 180 kbps",
    );
  });

  it("leaves the frame size out of audio", () => {
    expect(renditionLabel({ kind: "audio", bytes: 1, bitrate_kbps: 48, width: null, height: null })).toBe(
      "Audio only · 48 kbps",
    );
  });
});

describe("isSettled", () => {
  it.each([
    ["awaiting_upload", false],
    ["processing", false],
    ["ready", true],
    ["failed", true],
    [null, true],
  ] as const)("%s → %s", (state, settled) => {
    expect(isSettled(state)).toBe(settled);
  });
});
