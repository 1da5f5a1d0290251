import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { drawSection, optionKey, seededRandom } from "../../../lib/exam/draw";
import { checkBankSubject } from "./check-subject";
import { bankSubjects } from "./index";
import { papers, UTME_SUBJECTS } from "./papers";
import type { SeedBankQuestion, SeedBankSubject, SeedTopic } from "./types";

// The seeded bank as a whole: every question sound, every key confirmed by an independent
// solver who never saw it (key-checks/), and every paper drawable — twice without repeating a
// question for the UTME science combination.

const KEY_CHECKS = path.join(import.meta.dirname, "key-checks");
const fileNames = fs
  .readdirSync(import.meta.dirname)
  .filter((f) => f.endsWith(".ts") && !/(types|index|papers|check-.*|export-.*|english-topics|\.test)\.ts$/.test(f));

function leafOrder(topics: SeedTopic[]): string[] {
  return topics.flatMap((t) => (t.children?.length ? t.children.map((c) => c.slug) : [t.slug]));
}

function poolFor(subject: string, exam: string, options: number): { questions: SeedBankQuestion[]; topicOrder: string[] } {
  const files = bankSubjects.filter((f) => f.subject === subject);
  return {
    questions: files.flatMap((f) => f.questions).filter((q) => q.exams.includes(exam as never) && q.options.length === options),
    topicOrder: files[0] ? leafOrder(files[0].topics) : [],
  };
}

const draw = (questions: SeedBankQuestion[], topicOrder: string[], count: number, seed: number, seen = new Set<string>()) =>
  drawSection({
    pool: questions.map((q) => ({ id: q.slug, topic: q.topic, stimulusId: q.stimulus ?? null, recent: seen.has(q.slug) })),
    count,
    topicOrder,
    random: seededRandom(seed),
  });

describe("the seeded question bank", () => {
  it("lists every subject file in the index", () => {
    expect(bankSubjects).toHaveLength(fileNames.length);
  });

  it.each(bankSubjects.map((f) => [`${f.subject} (${f.questions[0]?.slug.split("-").slice(0, 2).join("-")})`, f] as const))(
    "%s: every question is sound",
    (_, file: SeedBankSubject) => {
      expect(checkBankSubject(file)).toEqual([]);
    },
  );

  it("has unique question slugs across the whole bank", () => {
    const slugs = bankSubjects.flatMap((f) => f.questions.map((q) => q.slug));
    expect(new Set(slugs).size).toBe(slugs.length);
  });

  it.each(fileNames.map((f) => f.replace(/\.ts$/, "")))("%s: every key matches an independent solver's answer", async (name) => {
    const loaded = (await import(`./${name}.ts`)) as Record<string, SeedBankSubject>;
    const file = Object.values(loaded).find((v) => v && typeof v === "object" && "questions" in v)!;
    const checks = JSON.parse(fs.readFileSync(path.join(KEY_CHECKS, `${name}.json`), "utf8")) as Record<string, string>;
    expect(Object.keys(checks).sort()).toEqual(file.questions.map((q) => q.slug).sort());
    const disagreements = file.questions
      .filter((q) => checks[q.slug] !== optionKey(q.answer))
      .map((q) => `${q.slug}: key ${optionKey(q.answer)}, solver ${checks[q.slug]}`);
    expect(disagreements).toEqual([]);
  });

  it("is large enough for the issue's minimum per subject", () => {
    const count = (subject: string, exam: string, options: number) => poolFor(subject, exam, options).questions.length;
    expect(count("English", "UTME", 4)).toBeGreaterThanOrEqual(120);
    for (const subject of ["Mathematics", "Physics", "Chemistry"]) expect(count(subject, "UTME", 4)).toBeGreaterThanOrEqual(80);
    for (const subject of ["Biology", "Economics", "Government"]) expect(count(subject, "UTME", 4)).toBeGreaterThanOrEqual(50);
    expect(count("English", "NECO", 5)).toBeGreaterThanOrEqual(80);
    const passages = bankSubjects.filter((f) => f.subject === "English").flatMap((f) => f.stimuli.filter((s) => s.kind === "passage"));
    expect(passages.length).toBeGreaterThanOrEqual(4);
  });

  it("every topic-tagged question has an explanation", () => {
    for (const file of bankSubjects) for (const q of file.questions) expect(q.explanation.length, q.slug).toBeGreaterThan(10);
  });

  it.each(papers.map((p) => [p.id, p] as const))("paper %s can be drawn for every subject it offers", (_, paper) => {
    for (const section of paper.sections) {
      const { questions, topicOrder } = poolFor(section.subject, paper.exam, paper.options);
      const drawn = draw(questions, topicOrder, section.questions, 1);
      expect(drawn, `${paper.id} ${section.subject}`).toHaveLength(section.questions);
    }
  });

  it("draws two full UTME science sittings that share no question", () => {
    const utme = papers.find((p) => p.id === "utme")!;
    expect(UTME_SUBJECTS).toEqual(expect.arrayContaining(["Mathematics", "Physics", "Chemistry"]));
    for (const subject of ["English", "Mathematics", "Physics", "Chemistry"]) {
      const section = utme.sections.find((s) => s.subject === subject)!;
      const { questions, topicOrder } = poolFor(subject, "UTME", 4);
      const first = draw(questions, topicOrder, section.questions, 1);
      const second = draw(questions, topicOrder, section.questions, 2, new Set(first.map((q) => q.id)));
      expect(
        second.filter((q) => q.recent),
        subject,
      ).toEqual([]);
    }
  });
});
