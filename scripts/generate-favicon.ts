// Writes public/favicon.ico from the app's icon (app/icon.svg): browsers and crawlers ask for
// /favicon.ico where a document links no icon. 32 px, which a browser also shrinks to 16.
// Run with `npx tsx scripts/generate-favicon.ts` after changing the icon; the output is committed.
import fs from "node:fs";
import sharp from "sharp";
import { icoFile } from "./favicon-ico";

export const FAVICON_SIZE = 32;

export async function faviconPng(svg: Buffer, size = FAVICON_SIZE): Promise<Buffer> {
  return sharp(svg, { density: 72 * (size / 32) })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: false })
    .toBuffer();
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const png = await faviconPng(fs.readFileSync("app/icon.svg"));
  const ico = icoFile([{ size: FAVICON_SIZE, png }]);
  fs.writeFileSync("public/favicon.ico", ico);
  console.log(`public/favicon.ico: ${ico.length} bytes`);
}
