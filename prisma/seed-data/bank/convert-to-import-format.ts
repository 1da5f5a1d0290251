// One-off: writes every subject file of the bank as a bank JSON import file (<name>.json) and the
// topic trees as topics.json, checking that the import parser reads each question back unchanged.
import fs from "node:fs";
import path from "node:path";
import { isDeepStrictEqual } from "node:util";
import { parseBankJson } from "../../../lib/bank-import/json";
import type { SeedBankSubject, SeedTopic } from "./types";

const dir = import.meta.dirname;
const names = fs
  .readdirSync(dir)
  .filter(
    (f) =>
      f.endsWith(".ts") && !/(types|index|papers|check-.*|export-.*|convert-.*|english-topics|\.test)\.ts$/.test(f),
  )
  .map((f) => f.replace(/\.ts$/, ""));
const topics: Record<string, SeedTopic[]> = {};
let problems = 0;
for (const name of names) {
  const loaded = (await import(`./${name}.ts`)) as Record<string, SeedBankSubject>;
  const file = Object.values(loaded).find((v) => v && typeof v === "object" && "questions" in v)!;
  if (topics[file.subject] && !isDeepStrictEqual(topics[file.subject], file.topics)) {
    console.log(`${name}: topic tree differs from another ${file.subject} file`);
    problems++;
  }
  topics[file.subject] ??= file.topics;
  const json = {
    subject: file.subject,
    stimuli: file.stimuli.map((s) => ({
      ref: s.slug,
      slug: s.slug,
      kind: s.kind,
      title: s.title,
      content: s.content,
      ...(s.image ? { image: `bank/seed/${s.image}` } : {}),
    })),
    questions: file.questions.map((q) => ({
      slug: q.slug,
      topic: q.topic,
      exams: q.exams,
      difficulty: q.difficulty,
      source: q.source,
      ...(q.stimulus ? { stimulus: q.stimulus } : {}),
      text: q.text,
      options: q.options,
      answer: "ABCDE"[q.answer],
      explanation: q.explanation,
    })),
  };
  const text = `${JSON.stringify(json, null, 2)}\n`;
  const parsed = parseBankJson(text, {}, file.subject);
  for (const e of parsed.errors.slice(0, 10)) console.log(`${name}: ${e.at}: ${e.message}`);
  problems += parsed.errors.length;
  for (const [i, q] of file.questions.entries()) {
    const p = parsed.questions[i];
    const back = p && {
      slug: p.slug,
      topic: p.topic,
      exams: p.exams,
      difficulty: p.difficulty,
      source: p.source,
      stimulus: p.stimulus ?? undefined,
      text: p.text,
      options: p.options,
      answer: p.answerIndex,
      explanation: p.explanation,
    };
    const orig = { ...q, stimulus: q.stimulus ?? undefined };
    if (!isDeepStrictEqual(back, orig)) {
      problems++;
      if (problems < 20)
        console.log(`${name}: ${q.slug} reads back differently`, JSON.stringify(back), JSON.stringify(orig));
    }
  }
  for (const [i, s] of file.stimuli.entries()) {
    const p = parsed.stimuli[i];
    const back = p && { slug: p.slug, kind: p.kind, title: p.title, content: p.content, image: p.image };
    if (
      !isDeepStrictEqual(back, {
        slug: s.slug,
        kind: s.kind,
        title: s.title,
        content: s.content,
        image: s.image ? `bank/seed/${s.image}` : null,
      })
    ) {
      problems++;
      console.log(`${name}: stimulus ${s.slug} reads back differently`);
    }
  }
  fs.writeFileSync(path.join(dir, `${name}.json`), text);
  console.log(`${name}: ${file.questions.length} questions, ${file.stimuli.length} stimuli`);
}
fs.writeFileSync(path.join(dir, "topics.json"), `${JSON.stringify(topics, null, 2)}\n`);
console.log(`${problems} problems`);
