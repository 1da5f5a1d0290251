import "server-only";
import { db } from "../db";
import { AppError } from "../errors";

// The platform's topic tree (syllabus headings, one level of sub-headings), seeded per
// subject. Tutors tag their questions with these topics, by slug or id.

export type TopicRef = { id: string; slug: string; name: string };
export type TopicNode = TopicRef & { children: TopicRef[] };

/** GET /api/bank/topics: the subject's headings in order, each with its sub-headings. */
export async function topicTree(subject: string): Promise<{ subject: string; topics: TopicNode[] }> {
  const rows = await db.topic.findMany({
    where: { subject },
    orderBy: [{ position: "asc" }, { name: "asc" }],
    select: { id: true, slug: true, name: true, parentId: true },
  });
  const nodes = new Map<string, TopicNode>();
  for (const row of rows)
    if (!row.parentId) nodes.set(row.id, { id: row.id, slug: row.slug, name: row.name, children: [] });
  for (const row of rows)
    if (row.parentId) nodes.get(row.parentId)?.children.push({ id: row.id, slug: row.slug, name: row.name });
  return { subject, topics: [...nodes.values()] };
}

/** The subject's topics named by `refs` (slugs or ids), keyed by the ref that named each. */
export async function findTopics(subject: string, refs: readonly string[]): Promise<Map<string, TopicRef>> {
  const wanted = [...new Set(refs)];
  if (wanted.length === 0) return new Map();
  const rows = await db.topic.findMany({
    where: { subject, OR: [{ slug: { in: wanted } }, { id: { in: wanted } }] },
    select: { id: true, slug: true, name: true },
  });
  const found = new Map<string, TopicRef>();
  for (const row of rows) {
    found.set(row.slug, row);
    found.set(row.id, row);
  }
  return found;
}

export const unknownTopicMessage = (ref: string, subject: string) =>
  `"${ref}" is not a topic of ${subject}: see GET /api/bank/topics?subject=${encodeURIComponent(subject)}`;

/** A topic of the subject by slug or id; null for null; 400 on the `field` when unknown. */
export async function resolveTopic(subject: string, ref: string | null, field = "topic"): Promise<TopicRef | null> {
  if (ref === null) return null;
  const topic = (await findTopics(subject, [ref])).get(ref);
  if (!topic) {
    const message = unknownTopicMessage(ref, subject);
    throw new AppError("validation_error", message, { fieldErrors: { [field]: message } });
  }
  return topic;
}
