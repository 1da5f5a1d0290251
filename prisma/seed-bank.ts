// Loads the platform's question bank and paper templates (prisma/seed-data/bank/). Like the rest
// of the seed it only creates questions and topics that are missing, by slug, so running it twice
// changes nothing and edits made later through the authoring API are never overwritten; paper
// templates, which nothing edits, are brought up to the shipped ones.
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { Db } from "../server/db-client";
import type { Storage } from "../server/integrations/storage/types";
import { questionVersionHtml } from "../lib/exam/question-html";
import type { SeedPaper } from "./seed-data/bank/papers";
import type { SeedBankSubject, SeedTopic } from "./seed-data/bank/types";

const IMAGE_DIR = path.resolve(import.meta.dirname, "seed-data/bank/images");

export const bankImageKey = (file: string) => `bank/seed/${file}`;

async function ensurePapers(db: Db, papers: SeedPaper[]) {
  for (const [position, paper] of papers.entries()) {
    const { sections, ...fields } = paper;
    // A template ships with the release and has no editor: seeding brings an existing one up to
    // date (a new subject, a blueprint) and leaves the sittings drawn from it as they were.
    await db.paper.upsert({
      where: { id: paper.id },
      update: { ...fields, sections, position },
      create: { ...fields, sections, position },
    });
  }
}

/** Topic ids by "<subject>/<slug>", creating missing headings (parents before children). */
async function ensureTopics(db: Db, files: SeedBankSubject[]): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  const existing = await db.topic.findMany({ select: { id: true, subject: true, slug: true } });
  for (const topic of existing) ids.set(`${topic.subject}/${topic.slug}`, topic.id);
  const ensure = async (subject: string, topic: SeedTopic, position: number, parentId: string | null) => {
    const key = `${subject}/${topic.slug}`;
    let id = ids.get(key);
    if (!id) {
      id = (
        await db.topic.create({
          data: { subject, slug: topic.slug, name: topic.name, parentId, position },
          select: { id: true },
        })
      ).id;
      ids.set(key, id);
    }
    for (const [i, child] of (topic.children ?? []).entries()) await ensure(subject, child, i, id);
  };
  for (const file of files) for (const [i, topic] of file.topics.entries()) await ensure(file.subject, topic, i, null);
  return ids;
}

async function ensureImage(storage: Storage, file: string): Promise<string> {
  const key = bankImageKey(file);
  if (!(await storage.head(key))) {
    const body = fs.readFileSync(path.join(IMAGE_DIR, file));
    await storage.put(key, body, {
      contentType: file.endsWith(".svg") ? "image/svg+xml" : "image/png",
      contentLength: body.length,
    });
  }
  return key;
}

async function ensureSubject(
  db: Db,
  storage: Storage,
  file: SeedBankSubject,
  topicIds: Map<string, string>,
): Promise<number> {
  const stimulusIds = new Map<string, string>();
  for (const stimulus of file.stimuli) {
    const found = await db.stimulus.findUnique({ where: { slug: stimulus.slug }, select: { id: true } });
    const imageKey = stimulus.image ? await ensureImage(storage, stimulus.image) : null;
    const id =
      found?.id ??
      (
        await db.stimulus.create({
          data: {
            slug: stimulus.slug,
            subject: file.subject,
            kind: stimulus.kind,
            title: stimulus.title,
            content: stimulus.content,
            imageKey,
          },
          select: { id: true },
        })
      ).id;
    stimulusIds.set(stimulus.slug, id);
  }
  const seeded = new Set(
    (
      await db.question.findMany({ where: { slug: { in: file.questions.map((q) => q.slug) } }, select: { slug: true } })
    ).map((q) => q.slug),
  );
  const missing = file.questions.filter((q) => !seeded.has(q.slug));
  if (missing.length === 0) return 0;
  const rows = missing.map((q) => {
    const topicId = topicIds.get(`${file.subject}/${q.topic}`);
    if (!topicId) throw new Error(`question ${q.slug} names unknown topic ${q.topic}`);
    return {
      id: randomUUID(),
      seed: q,
      topicId,
      stimulusId: q.stimulus ? (stimulusIds.get(q.stimulus) ?? null) : null,
    };
  });
  await db.$transaction([
    db.question.createMany({
      data: rows.map(({ id, seed, topicId, stimulusId }) => ({
        id,
        slug: seed.slug,
        subject: file.subject,
        topicId,
        exams: seed.exams,
        source: seed.source === "original" ? "original" : seed.source.style,
        sourceYear: seed.source === "original" ? null : seed.source.year,
        difficulty: seed.difficulty,
        stimulusId,
        question: seed.text,
        options: seed.options,
        correctIndex: seed.answer,
        explanation: seed.explanation,
      })),
    }),
    db.questionVersion.createMany({
      data: rows.map(({ id, seed, stimulusId }) => ({
        questionId: id,
        version: 1,
        text: seed.text,
        options: seed.options,
        answerIndex: seed.answer,
        explanation: seed.explanation,
        stimulusId,
        html: questionVersionHtml({ text: seed.text, options: seed.options, explanation: seed.explanation }),
      })),
    }),
  ]);
  return rows.length;
}

export async function seedBank(
  db: Db,
  storage: Storage,
  files: SeedBankSubject[],
  papers: SeedPaper[],
): Promise<number> {
  await ensurePapers(db, papers);
  const topicIds = await ensureTopics(db, files);
  let created = 0;
  for (const file of files) created += await ensureSubject(db, storage, file, topicIds);
  return created;
}
