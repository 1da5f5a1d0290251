import fs from "node:fs";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { icoFile, icoImages } from "./favicon-ico";
import { FAVICON_SIZE, faviconPng } from "./generate-favicon";

const pixels = async (png: Buffer) => {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
};

describe("icoFile", () => {
  it("writes the icon header and one entry per PNG, each pointing at its image", () => {
    const a = Buffer.from("first png");
    const b = Buffer.from("second, longer png");
    const ico = icoFile([
      { size: 16, png: a },
      { size: 256, png: b },
    ]);
    expect([...ico.subarray(0, 6)]).toEqual([0, 0, 1, 0, 2, 0]);
    // 16 px; 256 px is written as 0. 32 bits a pixel, the length, then the offset.
    expect([...ico.subarray(6, 14)]).toEqual([16, 16, 0, 0, 1, 0, 32, 0]);
    expect(ico.readUInt32LE(14)).toBe(a.length);
    expect(ico.readUInt32LE(18)).toBe(6 + 32);
    expect([ico[22], ico[23]]).toEqual([0, 0]);
    expect(ico.readUInt32LE(34)).toBe(6 + 32 + a.length);
    expect(icoImages(ico)).toEqual([
      { size: 16, png: a },
      { size: 256, png: b },
    ]);
    expect(() => icoFile([{ size: 300, png: a }])).toThrow("1 to 256 pixels");
  });
});

describe("public/favicon.ico", () => {
  it("is small and holds the app's icon (app/icon.svg) at 32 px", async () => {
    const ico = fs.readFileSync("public/favicon.ico");
    expect(ico.length).toBeLessThan(2048);
    const [image, ...more] = icoImages(ico);
    expect(more).toEqual([]);
    expect(image!.size).toBe(FAVICON_SIZE);
    const stored = await pixels(image!.png);
    const fresh = await pixels(await faviconPng(fs.readFileSync("app/icon.svg")));
    expect([stored.width, stored.height]).toEqual([FAVICON_SIZE, FAVICON_SIZE]);
    expect([fresh.width, fresh.height]).toEqual([FAVICON_SIZE, FAVICON_SIZE]);
    // The same picture, give or take a rasteriser's rounding.
    const differences = stored.data.reduce((most, value, i) => Math.max(most, Math.abs(value - fresh.data[i]!)), 0);
    expect(differences).toBeLessThanOrEqual(16);
  });
});
