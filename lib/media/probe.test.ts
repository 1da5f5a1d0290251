import { describe, expect, it } from "vitest";
import { parseFrameRate, readProbe } from "./probe";

const probe = (streams: object[], format: object = { duration: "12.5", format_name: "mov,mp4,m4a,3gp,3g2,mj2" }) => JSON.stringify({ streams, format });

describe("readProbe", () => {
  it("reads the duration, the displayed size, the frame rate and the sound", () => {
    const result = readProbe(probe([{ codec_type: "video", width: 1280, height: 720, avg_frame_rate: "30000/1001" }, { codec_type: "audio" }]));
    expect(result).toEqual({ ok: true, formatName: "mov,mp4,m4a,3gp,3g2,mj2", facts: { durationSeconds: 12.5, width: 1280, height: 720, fps: 29.97, hasAudio: true } });
  });

  it("swaps the sides of a phone video turned a quarter", () => {
    const side = readProbe(probe([{ codec_type: "video", width: 1920, height: 1080, avg_frame_rate: "30/1", side_data_list: [{ rotation: -90 }] }]));
    expect(side.ok && side.facts).toMatchObject({ width: 1080, height: 1920, hasAudio: false });
    const tagged = readProbe(probe([{ codec_type: "video", width: 1920, height: 1080, tags: { rotate: "270" } }]));
    expect(tagged.ok && tagged.facts).toMatchObject({ width: 1080, height: 1920 });
    const upsideDown = readProbe(probe([{ codec_type: "video", width: 1920, height: 1080, tags: { rotate: "180" } }]));
    expect(upsideDown.ok && upsideDown.facts).toMatchObject({ width: 1920, height: 1080 });
  });

  it("treats cover art as no picture", () => {
    const result = readProbe(probe([{ codec_type: "audio" }, { codec_type: "video", width: 600, height: 600, disposition: { attached_pic: 1 } }]));
    expect(result.ok && result.facts).toMatchObject({ width: null, height: null, fps: null, hasAudio: true });
  });

  it("takes the video stream's duration when the format has none", () => {
    const result = readProbe(probe([{ codec_type: "video", width: 640, height: 360, duration: "7.0" }], {}));
    expect(result.ok && result.facts.durationSeconds).toBe(7);
  });

  it("refuses a file with no picture and no sound, no duration, or unreadable output", () => {
    expect(readProbe(probe([{ codec_type: "data" }]))).toEqual({ ok: false, reason: "The file has no video or sound in it." });
    expect(readProbe(probe([{ codec_type: "audio" }], { duration: "N/A" })).ok).toBe(false);
    expect(readProbe(probe([{ codec_type: "audio" }], { duration: "0" })).ok).toBe(false);
    expect(readProbe("not json").ok).toBe(false);
  });
});

describe("parseFrameRate", () => {
  it("reads fractions and refuses nonsense", () => {
    expect(parseFrameRate("25/1")).toBe(25);
    expect(parseFrameRate("24000/1001")).toBe(23.98);
    expect(parseFrameRate("15")).toBe(15);
    expect(parseFrameRate("0/0")).toBeNull();
    expect(parseFrameRate(undefined)).toBeNull();
    expect(parseFrameRate("x/y")).toBeNull();
  });
});
