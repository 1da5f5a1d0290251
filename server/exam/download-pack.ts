import "server-only";
import type { StartSittingInput } from "@/lib/validation/sittings";
import { db } from "../db";
import { assertNoOpenExam, lockExamGate } from "./exam-in-progress";
import { paperMaxScore, type PaperDef } from "./papers";
import { seenQuestions, subjectPool } from "./pool";
import { sittingSections, type VersionContent } from "./sitting-content";
import type { SittingFacts } from "./sitting-row";
import { drawItems, planOf } from "./start-sitting";

// Downloading a paper to sit offline (docs/exam-engine.md, "Offline papers"): the student's own
// draw, made exactly as a start makes it, kept on the server with its keys as an offline pack.
// The phone gets the questions; a practice pack also gets each key and explanation, so the phone
// can check answers offline; an exam pack never does. Notation is MathML alone, as online
// (lib/notation/render.ts), so a full UTME fits the phone. The clock starts when the candidate taps
// Start on the phone; the sitting is made when the answers come back (offline-upload.ts).

export type PackItem = SittingFacts["items"][number];

export async function downloadPack(
  studentId: string,
  paperId: string,
  input: StartSittingInput,
  now = new Date(),
  random: () => number = Math.random,
) {
  const { paper, sections, mode, timed } = await planOf(paperId, input);
  // Read before the transaction, as a start does (start-sitting.ts).
  const pools = await Promise.all(sections.map((s) => subjectPool(s.subject, paper.exam, paper.options)));
  const pack = await db.$transaction(async (tx) => {
    // A practice pack carries keys: not while an exam is open, as for any practice.
    await lockExamGate(tx, studentId, mode);
    if (mode === "practice") await assertNoOpenExam(studentId, tx, now);
    const items = drawItems(paper, sections, pools, await seenQuestions(studentId, tx), random);
    return tx.offlinePack.create({
      data: {
        studentId,
        paperId: paper.id,
        mode,
        subjects: sections.map((s) => s.subject),
        timed,
        maxScore: paperMaxScore(paper, sections),
        items,
        downloadedAt: now,
      },
      select: { id: true, subjects: true, maxScore: true, items: true },
    });
  });
  return packPayload(paper, {
    id: pack.id,
    mode,
    timed,
    subjects: pack.subjects,
    maxScore: pack.maxScore,
    items: pack.items as PackItem[],
    downloadedAt: now,
  });
}

async function packPayload(
  paper: PaperDef,
  pack: {
    id: string;
    mode: "exam" | "practice";
    timed: boolean;
    subjects: string[];
    maxScore: number;
    items: PackItem[];
    downloadedAt: Date;
  },
) {
  const { sections, stimuli, contents } = await sittingSections(pack.subjects, pack.items);
  return {
    id: pack.id,
    paper_id: paper.id,
    exam: paper.exam,
    title: paper.title,
    mode: pack.mode,
    options: paper.options,
    /** The paper's time when timed; null for untimed practice. */
    duration_minutes: pack.timed ? paper.durationMinutes : null,
    grace_seconds: paper.graceSeconds,
    max_score: pack.maxScore,
    /** The server's time of the download: a start before it is refused. */
    downloaded_at: pack.downloadedAt.toISOString(),
    sections,
    stimuli,
    ...(pack.mode === "practice" ? { keys: practiceKeys(pack.items, contents) } : {}),
  };
}
export type OfflinePackPayload = Awaited<ReturnType<typeof packPayload>>;

/** Practice only: each question's key under its drawn order, and why. */
function practiceKeys(items: readonly PackItem[], contents: Map<string, VersionContent>) {
  return Object.fromEntries(
    items.map((item) => {
      const content = contents.get(item.versionId)!;
      return [
        item.questionId,
        {
          correct_answer: item.correctKey,
          explanation: content.explanation,
          ...(content.html?.explanation ? { explanation_html: content.html.explanation } : {}),
        },
      ];
    }),
  );
}
