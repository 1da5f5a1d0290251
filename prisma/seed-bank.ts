// Loads the platform's question bank and paper templates (prisma/seed-data/bank/). The bank's
// files are bank JSON import files, read by the importer's parser and checks and written by the
// import's own write (server/bank/import-write.ts) with no owner, so the questions are in the
// pool without review. Like the rest of the seed it only creates what is missing, by slug, so
// running it twice changes nothing and edits made later through the authoring API are never
// overwritten; paper templates, which nothing edits, are brought up to the shipped ones.
import fs from "node:fs";
import type { Db } from "../server/db-client";
import type { Storage } from "../server/integrations/storage/types";
import { writeImport } from "../server/bank/import-write";
import { questionVersionHtml } from "../lib/exam/question-html";
import {
  BANK_IMAGE_PREFIX,
  bankFileText,
  bankImagePath,
  bankTopics,
  rawBankFile,
  readBankFile,
  type BankFile,
} from "./seed-data/bank";
import type { SeedPaper } from "./seed-data/bank/papers";
import type { SeedTopic } from "./seed-data/bank/types";

/**
 * A whole pool's questions go in one transaction: on a loaded machine (a CI runner, a test run
 * beside the seed) it needs longer than Prisma's defaults to start (2 s) and to finish (5 s).
 */
const TRANSACTION = { maxWait: 60_000, timeout: 300_000 };

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
async function ensureTopics(db: Db, trees: Partial<Record<string, SeedTopic[]>>): Promise<Map<string, string>> {
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
  for (const [subject, tree] of Object.entries(trees))
    for (const [i, topic] of (tree ?? []).entries()) await ensure(subject, topic, i, null);
  return ids;
}

async function ensureImage(storage: Storage, key: string) {
  if (!key.startsWith(BANK_IMAGE_PREFIX)) throw new Error(`the bank's image ${key} is not under ${BANK_IMAGE_PREFIX}`);
  if (await storage.head(key)) return;
  const body = fs.readFileSync(bankImagePath(key));
  await storage.put(key, body, {
    contentType: key.endsWith(".svg") ? "image/svg+xml" : "image/png",
    contentLength: body.length,
  });
}

async function writeFile(db: Db, file: BankFile, topicIds: Map<string, string>): Promise<number> {
  const questions = file.questions.map((question) => {
    const topicId = topicIds.get(`${file.subject}/${question.topic}`);
    if (!topicId) throw new Error(`question ${question.slug} names unknown topic ${question.topic}`);
    return { question, topicId };
  });
  const ids = await db.$transaction(
    (tx) =>
      writeImport(tx, {
        ownerId: null,
        subject: file.subject,
        stimuli: file.stimuli,
        questions,
        html: questionVersionHtml,
      }),
    TRANSACTION,
  );
  return ids.length;
}

export async function seedBank(
  db: Db,
  storage: Storage,
  names: readonly string[],
  papers: SeedPaper[],
): Promise<number> {
  await ensurePapers(db, papers);
  const topicIds = await ensureTopics(db, bankTopics);
  // A plain read first: a file whose questions are all in the bank is not read again with the
  // importer's checks (they render every notation), so seeding a seeded database stays quick.
  const texts = names.map((name) => ({ name, text: bankFileText(name) }));
  const raw = texts.map(({ text }) => rawBankFile(text));
  for (const file of raw) for (const s of file.stimuli) if (s.image) await ensureImage(storage, s.image);
  const seeded = new Set(
    (
      await db.question.findMany({
        where: { slug: { in: raw.flatMap((file) => file.questions.map((q) => q.slug)) } },
        select: { slug: true },
      })
    ).map((q) => q.slug),
  );
  let created = 0;
  for (const [i, { name, text }] of texts.entries()) {
    const file = raw[i]!;
    if (file.questions.every((q) => seeded.has(q.slug))) continue;
    created += await writeFile(db, readBankFile(name, text), topicIds);
  }
  return created;
}
