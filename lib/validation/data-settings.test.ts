import { describe, expect, it } from "vitest";
import { dataSettingsSchema, tariffSetSchema } from "./data-settings";

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe("dataSettingsSchema", () => {
  it("takes either field or both, the network lower-cased and trimmed", () => {
    expect(dataSettingsSchema.parse({ network: " MTN " })).toEqual({ network: "mtn" });
    expect(dataSettingsSchema.parse({ video_quality: "lite" })).toEqual({ video_quality: "lite" });
    expect(dataSettingsSchema.parse({ network: "glo", video_quality: "auto" })).toEqual({
      network: "glo",
      video_quality: "auto",
    });
  });

  it("reads a null or blank network as none chosen", () => {
    expect(dataSettingsSchema.parse({ network: null })).toEqual({ network: null });
    expect(dataSettingsSchema.parse({ network: "  " })).toEqual({ network: null });
  });

  it.each([
    [{}, "Send network, video_quality or both"],
    [{ video_quality: "ultra" }, "video_quality must be auto, audio, lite, standard or high"],
    [{ network: 7 }, "network must be the key of a mobile network, or null"],
    [{ network: "a".repeat(17) }, "network must be the key of a mobile network, or null"],
  ])("refuses %j", (input, message) => {
    expect(firstMessage(dataSettingsSchema.safeParse(input))).toBe(message);
  });

  it("refuses fields it does not know", () => {
    expect(dataSettingsSchema.safeParse({ network: "mtn", theme: "dark" }).success).toBe(false);
  });
});

describe("tariffSetSchema", () => {
  it("takes a network key, whole naira per GB from text, and an optional name", () => {
    expect(tariffSetSchema.parse({ network: "9Mobile", naira_per_gb: "450", name: " 9mobile " })).toEqual({
      network: "9mobile",
      naira_per_gb: 450,
      name: "9mobile",
    });
    expect(tariffSetSchema.parse({ network: "mtn", naira_per_gb: 1 })).toEqual({ network: "mtn", naira_per_gb: 1 });
    expect(tariffSetSchema.parse({ network: "mtn", naira_per_gb: 100_000 }).naira_per_gb).toBe(100_000);
  });

  it.each([
    [{ network: "m", naira_per_gb: 300 }, /network is a short key/],
    [{ network: "m-tn", naira_per_gb: 300 }, /network is a short key/],
    [{ network: "a".repeat(17), naira_per_gb: 300 }, /network is a short key/],
    [{ network: "mtn", naira_per_gb: "abc" }, /whole number of naira/],
    [{ network: "mtn", naira_per_gb: 350.5 }, /whole number of naira/],
    [{ network: "mtn", naira_per_gb: 0 }, /at least 1/],
    [{ network: "mtn", naira_per_gb: 100_001 }, /at most 100000/],
    [{ network: "mtn", naira_per_gb: 300, name: "" }, /name must not be empty/],
    [{ network: "mtn", naira_per_gb: 300, name: "x".repeat(41) }, /at most 40 characters/],
  ])("refuses %j", (input, message) => {
    expect(firstMessage(tariffSetSchema.safeParse(input))).toMatch(message);
  });
});
