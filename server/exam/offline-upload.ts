import "server-only";
import { impossibleClaim, type OfflineClaim } from "@/lib/exam/offline-claims";
import type { UploadOfflineSittingInput } from "@/lib/validation/offline-packs";
import { v7 as uuidv7 } from "uuid";
import { db, inPreparedTransaction } from "../db";
import { AppError, notFound } from "../errors";
import { Prisma } from "../generated/prisma/client";
import type { PackItem } from "./download-pack";
import { paperById } from "./papers";
import { rememberSitting, sittingFacts, type SittingFacts } from "./sitting-row";
import { insertSitting } from "./insert-sitting";
import { finishSitting, type SittingResult } from "./submit-sitting";

// A paper sat offline comes back (docs/exam-engine.md, "Offline papers"): the server checks
// what the phone claims (lib/exam/offline-claims.ts), then makes the sitting from the pack's own
// draw, started when the candidate says, with the answers given, and scores it as a submit does,
// at the time the candidate finished. A refused claim changes nothing. A pack is sat once: the
// same upload again (a lost answer) gets the same result, any other is a 409.

export const SAT_TWICE_MESSAGE = "This paper has already been sat and sent back";

type Pack = {
  id: string;
  studentId: string;
  paperId: string;
  mode: "exam" | "practice";
  subjects: string[];
  timed: boolean;
  maxScore: number;
  items: unknown;
  downloadedAt: Date;
  sittingId: string | null;
};

function claimOf(input: UploadOfflineSittingInput): OfflineClaim {
  return {
    startedAt: Date.parse(input.started_at),
    finishedAt: Date.parse(input.finished_at),
    answers: Object.fromEntries(
      Object.entries(input.answers).map(([id, a]) => [id, { answer: a.answer, answeredAt: Date.parse(a.answered_at) }]),
    ),
    flags: input.flags ?? [],
    opened: input.opened ?? [],
    timeSpent: Object.fromEntries(Object.entries(input.time_spent ?? {}).filter(([, s]) => s !== undefined)) as Record<
      string,
      number
    >,
  };
}

const answerMap = (claim: OfflineClaim) =>
  Object.fromEntries(Object.entries(claim.answers).map(([id, a]) => [id, a.answer]));

const sameAnswers = (a: Record<string, string>, b: Record<string, string>) =>
  Object.keys(a).length === Object.keys(b).length && Object.entries(a).every(([id, key]) => b[id] === key);

/** POST /api/offline-packs/{id}/sitting: 201 with the result, or 200 with the same result for the same upload again. */
export async function uploadOfflineSitting(
  studentId: string,
  packId: string,
  input: UploadOfflineSittingInput,
  now = new Date(),
): Promise<{ created: boolean; result: SittingResult }> {
  const pack: Pack | null = await db.offlinePack.findUnique({ where: { id: packId } });
  if (!pack || pack.studentId !== studentId) throw notFound("Offline paper");
  const claim = claimOf(input);
  if (pack.sittingId) return { created: false, result: await sameUploadAgain(pack.sittingId, claim) };

  const paper = await paperById(pack.paperId);
  const items = pack.items as PackItem[];
  const problem = impossibleClaim(
    {
      downloadedAt: pack.downloadedAt.getTime(),
      durationSeconds: pack.timed ? paper.durationMinutes * 60 : null,
      graceSeconds: paper.graceSeconds,
      options: paper.options,
      subjects: pack.subjects,
      questionIds: new Set(items.map((i) => i.questionId)),
    },
    claim,
    now.getTime(),
  );
  if (problem)
    throw new AppError("validation_error", problem.message, { fieldErrors: { [problem.field]: problem.message } });

  const startedAt = new Date(claim.startedAt);
  const expiresAt = pack.timed ? new Date(claim.startedAt + paper.durationMinutes * 60_000) : null;
  // An answered question was shown by its answer's time at the latest; one only opened, by the start.
  const openedAt = new Map<string, Date>(claim.opened.map((id) => [id, startedAt]));
  for (const [id, a] of Object.entries(claim.answers)) openedAt.set(id, new Date(a.answeredAt));

  const sittingId = uuidv7();
  await inPreparedTransaction(async (tx) => {
    await insertSitting(
      {
        id: sittingId,
        studentId,
        of: { paperId: pack.paperId, assignmentId: null },
        mode: pack.mode,
        subjects: pack.subjects,
        startedAt,
        expiresAt,
        maxScore: pack.maxScore,
        items: items.map((item) => ({ ...item, openedAt: openedAt.get(item.questionId) })),
        saved: { answers: answerMap(claim), flags: [...claim.flags], timeSpent: claim.timeSpent },
      },
      tx,
    );
    // Two uploads at once: the second waits on the pack's row, then finds it taken.
    const taken = await tx.sql(
      Prisma.sql`UPDATE offline_packs SET sitting_id = ${sittingId} WHERE id = ${pack.id} AND sitting_id IS NULL RETURNING id`,
    );
    if (taken.length === 0) throw new AppError("conflict", SAT_TWICE_MESSAGE);
  });

  const facts: SittingFacts = {
    id: sittingId,
    studentId,
    paper,
    mode: pack.mode,
    subjects: pack.subjects,
    startedAt,
    expiresAt,
    maxScore: pack.maxScore,
    items,
    questionIds: new Set(items.map((i) => i.questionId)),
  };
  rememberSitting(facts);
  return { created: true, result: await finishSitting(facts, new Date(claim.finishedAt)) };
}

/** The pack's sitting again: its result when the phone sends what it sent before, else 409. */
async function sameUploadAgain(sittingId: string, claim: OfflineClaim): Promise<SittingResult> {
  const sitting = await db.sitting.findUniqueOrThrow({
    where: { id: sittingId },
    select: { startedAt: true, answers: true },
  });
  const same =
    sitting.startedAt.getTime() === claim.startedAt &&
    sameAnswers(sitting.answers as Record<string, string>, answerMap(claim));
  if (!same) throw new AppError("conflict", SAT_TWICE_MESSAGE);
  // Finished already, unless the first upload stopped between making the sitting and scoring it.
  return finishSitting(await sittingFacts(sittingId), new Date(claim.finishedAt));
}
