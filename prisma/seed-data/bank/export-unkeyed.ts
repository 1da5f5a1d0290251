// npx tsx prisma/seed-data/bank/export-unkeyed.ts <file name without .json> <out.json>
// Writes a subject's questions WITHOUT keys or explanations, for an independent solver whose
// answers go to key-checks/<file>.json and are compared with the keys by bank.test.ts.
import fs from "node:fs";
import { asSeedSubject, readBankFile } from "./index";

const [name, out] = process.argv.slice(2);
if (!name || !out) throw new Error("usage: export-unkeyed.ts <file> <out.json>");
const file = asSeedSubject(readBankFile(name));
const stimuli = Object.fromEntries(
  file.stimuli.map((s) => [s.slug, { kind: s.kind, title: s.title, content: s.content, image: s.image ?? null }]),
);
const questions = file.questions.map((q) => ({
  slug: q.slug,
  stimulus: q.stimulus ?? null,
  text: q.text,
  options: Object.fromEntries(q.options.map((o, i) => [String.fromCharCode(65 + i), o])),
}));
fs.writeFileSync(out, JSON.stringify({ subject: file.subject, stimuli, questions }, null, 1));
console.log(`${questions.length} questions written to ${out}`);
