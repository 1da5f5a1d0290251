import { describe, expect, it } from "vitest";
import { chooseRendition, THROUGHPUT_HEADROOM, type NetworkHints } from "./choose-rendition";
import type { LessonRendition, RenditionKind } from "./renditions";

const BITRATES: Record<RenditionKind, number | null> = { audio: 48, p240: 250, p360: 500, p480: 900, original: null };
const r = (kind: RenditionKind): LessonRendition => ({
  kind,
  url: `/${kind}.mp4`,
  bytes: 1000,
  bitrate_kbps: BITRATES[kind],
  width: null,
  height: null,
  content_type: "video/mp4",
});
const ladder = [r("p480"), r("audio"), r("p360"), r("p240")];
const none: NetworkHints = { saveData: false, throughputKbps: null };
const kindOf = (...args: Parameters<typeof chooseRendition>) => chooseRendition(...args)?.rendition.kind;

describe("chooseRendition", () => {
  it("has nothing to choose from an empty list", () => {
    expect(chooseRendition([], "auto", none)).toBeNull();
  });

  it("plays the only file there is, whatever the setting or the network", () => {
    expect(chooseRendition([r("original")], "audio", { saveData: true, throughputKbps: 10 })).toMatchObject({
      rendition: { kind: "original" },
      reason: "only_one",
    });
  });

  it.each([
    ["audio", "audio"],
    ["lite", "p240"],
    ["standard", "p360"],
    ["high", "p480"],
  ] as const)("a %s setting plays the %s rung when it exists, even with Save-Data", (quality, kind) => {
    expect(chooseRendition(ladder, quality, { saveData: true, throughputKbps: 10 })).toMatchObject({ rendition: { kind }, reason: "setting" });
  });

  it("a setting plays the nearest rung below when its own is missing", () => {
    expect(kindOf([r("audio"), r("p240"), r("p360")], "high", none)).toBe("p360");
    expect(kindOf([r("audio"), r("p240"), r("p480")], "standard", none)).toBe("p240");
    expect(kindOf([r("audio"), r("p360")], "lite", none)).toBe("audio");
  });

  it("a setting below every rung plays the lowest one", () => {
    expect(kindOf([r("p240"), r("p360")], "audio", none)).toBe("p240");
    expect(kindOf([r("p360"), r("p480")], "lite", none)).toBe("p360");
  });

  it("an older lesson's original counts as standard beside its data-lite copy", () => {
    const legacy = [r("original"), r("p240")];
    expect(kindOf(legacy, "high", none)).toBe("original");
    expect(kindOf(legacy, "standard", none)).toBe("original");
    expect(kindOf(legacy, "lite", none)).toBe("p240");
  });

  it("auto with Save-Data plays data-lite, else audio, else the lowest rung", () => {
    const saveData = { saveData: true, throughputKbps: 100_000 };
    expect(chooseRendition(ladder, "auto", saveData)).toMatchObject({ rendition: { kind: "p240" }, reason: "save_data" });
    expect(kindOf([r("audio"), r("p360"), r("p480")], "auto", saveData)).toBe("audio");
    expect(kindOf([r("p360"), r("p480")], "auto", saveData)).toBe("p360");
  });

  it("auto picks the highest video rung the throughput carries with headroom", () => {
    const at = (kbps: number) => chooseRendition(ladder, "auto", { saveData: false, throughputKbps: kbps });
    expect(at(900 * THROUGHPUT_HEADROOM)).toMatchObject({ rendition: { kind: "p480" }, reason: "throughput" });
    expect(at(900 * THROUGHPUT_HEADROOM - 1)?.rendition.kind).toBe("p360");
    expect(at(500 * THROUGHPUT_HEADROOM)?.rendition.kind).toBe("p360");
    expect(at(500 * THROUGHPUT_HEADROOM - 1)?.rendition.kind).toBe("p240");
    expect(at(250 * THROUGHPUT_HEADROOM)?.rendition.kind).toBe("p240");
  });

  it("auto on a connection too slow for any video plays audio, or the lowest rung without it", () => {
    const slow = { saveData: false, throughputKbps: 250 * THROUGHPUT_HEADROOM - 1 };
    expect(chooseRendition(ladder, "auto", slow)).toMatchObject({ rendition: { kind: "audio" }, reason: "slow_network" });
    expect(kindOf([r("p240"), r("p360")], "auto", slow)).toBe("p240");
  });

  it("auto never judges a file of unknown bitrate to fit", () => {
    expect(kindOf([r("original"), r("p240")], "auto", { saveData: false, throughputKbps: 100_000 })).toBe("p240");
  });

  it("auto with no signal starts on data-lite, or the nearest rung below it", () => {
    expect(chooseRendition(ladder, "auto", none)).toMatchObject({ rendition: { kind: "p240" }, reason: "no_signal" });
    expect(kindOf([r("audio"), r("p360")], "auto", none)).toBe("audio");
    expect(kindOf([r("p360"), r("p480")], "auto", none)).toBe("p360");
  });
});
