// Regenerates lib/data/common-passwords.json: the 10,000 most common passwords that the
// length rules (8 to 128 characters) would otherwise let through, most common first.
//
// Source: the ranked list in @zxcvbn-ts/language-common (MIT, Dropbox's zxcvbn data),
// fetched with `npm pack` at a pinned version so the app carries the data, not the package.
// Run: node scripts/common-passwords.mjs
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const PACKAGE = "@zxcvbn-ts/language-common@4.1.3";
const COUNT = 10_000;
const MIN_LENGTH = 8;
const MAX_LENGTH = 128;
const OUT = path.join(import.meta.dirname, "..", "lib", "data", "common-passwords.json");

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "common-passwords-"));
try {
  const tarball = execFileSync("npm", ["pack", PACKAGE, "--silent", "--pack-destination", dir], { encoding: "utf8" })
    .trim()
    .split("\n")
    .pop();
  execFileSync("tar", ["-xzf", path.join(dir, tarball), "-C", dir, "package/src/passwords.json"]);
  const ranked = JSON.parse(fs.readFileSync(path.join(dir, "package", "src", "passwords.json"), "utf8"));
  const seen = new Set();
  for (const password of ranked) {
    const normalised = password.toLowerCase();
    if (normalised.length < MIN_LENGTH || normalised.length > MAX_LENGTH || seen.has(normalised)) continue;
    seen.add(normalised);
    if (seen.size === COUNT) break;
  }
  // One entry a line, so a regeneration diffs readably.
  fs.writeFileSync(OUT, `[\n${[...seen].map((p) => JSON.stringify(p)).join(",\n")}\n]\n`);
  console.log(`wrote ${seen.size} passwords to ${path.relative(process.cwd(), OUT)}`);
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
