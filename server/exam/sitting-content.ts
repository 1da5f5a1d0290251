import "server-only";
import type { LRUCache } from "lru-cache";
import { servedHtml, type QuestionHtml } from "@/lib/exam/question-html";
import { optionKey } from "@/lib/exam/draw";
import { paragraphsHtml, tableHtml } from "@/lib/exam/stimulus-html";
import { keptLru } from "../cache/registry";
import { db } from "../db";

// What a candidate is shown: question versions (immutable, so cached without expiry while they
// fit) and stimuli (shared passages, tables and diagrams), put together in the option order the
// sitting drew. Nothing here carries a key: keys stay in sitting_items until the review.

export type VersionContent = {
  id: string;
  questionId: string;
  text: string;
  options: string[];
  answerIndex: number;
  explanation: string;
  stimulusId: string | null;
  imageKey: string | null;
  html: QuestionHtml | null;
};

const globalForContent = globalThis as unknown as {
  examprepVersions?: LRUCache<string, VersionContent>;
  examprepStimuli?: LRUCache<string, StimulusDto>;
};
const versions = (globalForContent.examprepVersions ??= keptLru<VersionContent>("questionVersions", (_topic, id) =>
  id ? [id] : "all",
));
const stimuli = (globalForContent.examprepStimuli ??= keptLru<StimulusDto>("stimuli", (_topic, id) =>
  id ? [id] : "all",
));

export async function versionContents(ids: readonly string[]): Promise<Map<string, VersionContent>> {
  const found = new Map<string, VersionContent>();
  const missing: string[] = [];
  for (const id of ids) {
    const hit = versions.get(id);
    if (hit) found.set(id, hit);
    else missing.push(id);
  }
  if (missing.length) {
    const rows = await db.questionVersion.findMany({
      where: { id: { in: missing } },
      select: {
        id: true,
        questionId: true,
        text: true,
        options: true,
        answerIndex: true,
        explanation: true,
        stimulusId: true,
        imageKey: true,
        html: true,
      },
    });
    for (const row of rows) {
      const content = { ...row, html: servedHtml(row.html as QuestionHtml | null, row) };
      versions.set(row.id, content);
      found.set(row.id, content);
    }
  }
  return found;
}

export const mediaUrl = (key: string | null) => (key ? `/api/media/${key}` : null);

export type StimulusDto = {
  id: string;
  kind: "passage" | "table" | "diagram";
  title: string;
  content: string;
  html: string;
  image_url: string | null;
};

export async function stimulusDtos(ids: readonly string[]): Promise<StimulusDto[]> {
  const unique = [...new Set(ids)];
  const missing = unique.filter((id) => !stimuli.has(id));
  if (missing.length) {
    const rows = await db.stimulus.findMany({
      where: { id: { in: missing } },
      select: { id: true, kind: true, title: true, content: true, imageKey: true },
    });
    for (const row of rows) {
      stimuli.set(row.id, {
        id: row.id,
        kind: row.kind,
        title: row.title,
        content: row.content,
        html: row.kind === "table" ? tableHtml(row.content) : paragraphsHtml(row.content),
        image_url: mediaUrl(row.imageKey),
      });
    }
  }
  return unique.flatMap((id) => {
    const dto = stimuli.get(id);
    return dto ? [dto] : [];
  });
}

export type ItemRef = { number: number; subject: string; questionId: string; versionId: string; optionOrder: number[] };

/** A question as shown: options relettered in the drawn order; `html` only where there is notation. */
export function shownQuestion(item: ItemRef, content: VersionContent) {
  return {
    id: item.questionId,
    number: item.number,
    text: content.text,
    ...(content.html?.text ? { html: content.html.text } : {}),
    options: item.optionOrder.map((original, position) => {
      const html = content.html?.options[original];
      return { key: optionKey(position), text: content.options[original] ?? "", ...(html ? { html } : {}) };
    }),
    stimulus_id: content.stimulusId,
    image_url: mediaUrl(content.imageKey),
  };
}
export type ShownQuestion = ReturnType<typeof shownQuestion>;

/** The sections of a sitting, in paper order, and the stimuli they use. */
export async function sittingSections(subjects: readonly string[], items: readonly ItemRef[]) {
  const contents = await versionContents(items.map((i) => i.versionId));
  const sections = subjects.map((subject) => ({ subject, questions: [] as ShownQuestion[] }));
  const bySubject = new Map(sections.map((s) => [s.subject, s]));
  const stimulusIds: string[] = [];
  for (const item of [...items].sort((a, b) => a.number - b.number)) {
    const content = contents.get(item.versionId);
    if (!content) throw new Error(`question version ${item.versionId} is missing`);
    bySubject.get(item.subject)?.questions.push(shownQuestion(item, content));
    if (content.stimulusId) stimulusIds.push(content.stimulusId);
  }
  return { sections, stimuli: await stimulusDtos(stimulusIds), contents };
}
