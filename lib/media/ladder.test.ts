import { describe, expect, it } from "vitest";
import { bestRendition, DATA_LITE_TOTAL_KBPS, outputFps, outputSize, planSteps, TRANSCODE_STEPS, videoRung, type SourceFacts } from "./ladder";

const source = (width: number | null, height: number | null, hasAudio = true): SourceFacts => ({ durationSeconds: 60, width, height, fps: 30, hasAudio });
const actions = (facts: SourceFacts) => Object.fromEntries(planSteps(facts).map((p) => [p.step, p.action]));

describe("the ladder", () => {
  it("lists the steps in the order they run", () => {
    expect(TRANSCODE_STEPS).toEqual(["probe", "poster", "audio", "p240", "p360", "p480"]);
  });

  it("caps data-lite at 150 kbps in all", () => {
    expect(DATA_LITE_TOTAL_KBPS).toBe(150);
  });
});

describe("planSteps", () => {
  it("makes every rung from a 720p source, and nothing above 480p", () => {
    expect(actions(source(1280, 720))).toEqual({ probe: "run", poster: "run", audio: "run", p240: "run", p360: "run", p480: "run" });
  });

  it("makes a rung whose short side equals the source's, and skips the ones above", () => {
    expect(actions(source(854, 480))).toMatchObject({ p240: "run", p360: "run", p480: "run" });
    expect(actions(source(852, 479))).toMatchObject({ p240: "run", p360: "run", p480: "skip" });
    expect(actions(source(640, 360))).toMatchObject({ p240: "run", p360: "run", p480: "skip" });
    expect(actions(source(638, 359))).toMatchObject({ p240: "run", p360: "skip", p480: "skip" });
  });

  it("always makes the data-lite rung of a picture, even below 240p", () => {
    expect(actions(source(320, 180))).toMatchObject({ poster: "run", p240: "run", p360: "skip", p480: "skip" });
  });

  it("reads a portrait source by its short side", () => {
    expect(actions(source(720, 1280))).toMatchObject({ p240: "run", p360: "run", p480: "run" });
    expect(actions(source(360, 640))).toMatchObject({ p360: "run", p480: "skip" });
  });

  it("gives a sound-only source the audio file alone", () => {
    expect(actions(source(null, null))).toEqual({ probe: "run", poster: "skip", audio: "run", p240: "skip", p360: "skip", p480: "skip" });
  });

  it("gives a silent source no audio file", () => {
    expect(actions(source(1280, 720, false))).toMatchObject({ audio: "skip", p240: "run" });
  });
});

describe("outputSize", () => {
  it("scales the short side to the rung and keeps the shape, with even sides", () => {
    expect(outputSize(videoRung("p240"), 1920, 1080)).toEqual({ width: 426, height: 240 });
    expect(outputSize(videoRung("p360"), 1280, 720)).toEqual({ width: 640, height: 360 });
    expect(outputSize(videoRung("p240"), 1080, 1920)).toEqual({ width: 240, height: 426 });
  });

  it("never scales up", () => {
    expect(outputSize(videoRung("p240"), 320, 180)).toEqual({ width: 320, height: 180 });
    expect(outputSize(videoRung("p480"), 853, 480)).toEqual({ width: 854, height: 480 });
  });

  it("rounds odd sides to even ones", () => {
    expect(outputSize(videoRung("p240"), 321, 181)).toEqual({ width: 322, height: 182 });
  });
});

describe("outputFps", () => {
  it("caps the source's rate at the rung's", () => {
    expect(outputFps(videoRung("p240"), 30)).toBe(15);
    expect(outputFps(videoRung("p240"), 12)).toBe(12);
    expect(outputFps(videoRung("p360"), 29.97)).toBe(24);
    expect(outputFps(videoRung("p480"), 29.97)).toBe(29.97);
  });

  it("uses the rung's rate when the source's is unknown", () => {
    expect(outputFps(videoRung("p240"), null)).toBe(15);
    expect(outputFps(videoRung("p240"), 0)).toBe(15);
    expect(outputFps(videoRung("p240"), Number.NaN)).toBe(15);
  });
});

describe("bestRendition", () => {
  it("picks the highest video rung, then the audio, then nothing", () => {
    expect(bestRendition(["audio", "p240", "p360", "p480"])).toBe("p480");
    expect(bestRendition(["audio", "p240", "p360"])).toBe("p360");
    expect(bestRendition(["p240"])).toBe("p240");
    expect(bestRendition(["audio"])).toBe("audio");
    expect(bestRendition([])).toBeNull();
  });
});
