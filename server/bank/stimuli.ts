import "server-only";
import {
  DIAGRAM_NEEDS_IMAGE,
  type StimulusCreate,
  type StimulusListQuery,
  type StimulusUpdate,
} from "@/lib/validation/bank";
import { db } from "../db";
import { AppError, notFound } from "../errors";
import type { Prisma } from "../generated/prisma/client";
import { mediaUrl } from "../accounts/users";
import { assertOwnImage } from "./owned";

// Stimuli: a passage, a table or a diagram several questions share. Tutors write their own
// and may attach the platform's to their questions; only their own can be edited.
// An edit shows at once in every question that uses the stimulus (stimuli have no versions:
// see docs/question-bank.md).

const stimulusSelect = {
  id: true,
  ownerId: true,
  subject: true,
  kind: true,
  title: true,
  content: true,
  imageKey: true,
  createdAt: true,
  _count: { select: { questions: true } },
} as const satisfies Prisma.StimulusSelect;
type StimulusRow = Prisma.StimulusGetPayload<{ select: typeof stimulusSelect }>;

function toStimulusDto(row: StimulusRow) {
  return {
    id: row.id,
    subject: row.subject,
    kind: row.kind,
    title: row.title,
    content: row.content,
    image_key: row.imageKey,
    image_url: row.imageKey ? mediaUrl(row.imageKey) : null,
    owner: row.ownerId === null ? ("platform" as const) : ("you" as const),
    question_count: row._count.questions,
    created_at: row.createdAt.toISOString(),
  };
}
export type StimulusDto = ReturnType<typeof toStimulusDto>;

export async function createStimulus(tutorId: string, input: StimulusCreate): Promise<StimulusDto> {
  await assertOwnImage(tutorId, input.image_key);
  const row = await db.stimulus.create({
    data: {
      ownerId: tutorId,
      subject: input.subject,
      kind: input.kind,
      title: input.title,
      content: input.content,
      imageKey: input.image_key,
    },
    select: stimulusSelect,
  });
  return toStimulusDto(row);
}

/** The tutor's own stimulus, or a platform one (which they may read and attach, not edit). */
export async function getStimulus(tutorId: string, id: string): Promise<StimulusDto> {
  const row = await db.stimulus.findFirst({
    where: { id, OR: [{ ownerId: tutorId }, { ownerId: null }] },
    select: stimulusSelect,
  });
  if (!row) throw notFound("Stimulus");
  return toStimulusDto(row);
}

export async function listStimuli(tutorId: string, query: StimulusListQuery) {
  const owner = {
    own: { ownerId: tutorId },
    platform: { ownerId: null },
    all: { OR: [{ ownerId: tutorId }, { ownerId: null }] },
  }[query.scope];
  const where: Prisma.StimulusWhereInput = { ...owner, ...(query.subject && { subject: query.subject }) };
  const [rows, total] = await Promise.all([
    db.stimulus.findMany({
      where,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      skip: (query.page - 1) * query.limit,
      take: query.limit,
      select: stimulusSelect,
    }),
    db.stimulus.count({ where }),
  ]);
  return { stimuli: rows.map(toStimulusDto), pagination: { page: query.page, limit: query.limit, total } };
}

export async function updateStimulus(tutorId: string, id: string, input: StimulusUpdate): Promise<StimulusDto> {
  const stored = await db.stimulus.findFirst({
    where: { id, ownerId: tutorId },
    select: { kind: true, imageKey: true },
  });
  if (!stored) throw notFound("Stimulus");
  if (input.image_key !== undefined) await assertOwnImage(tutorId, input.image_key);
  const kind = input.kind ?? stored.kind;
  const imageKey = input.image_key !== undefined ? input.image_key : stored.imageKey;
  if (kind === "diagram" && !imageKey)
    throw new AppError("validation_error", DIAGRAM_NEEDS_IMAGE, { fieldErrors: { image_key: DIAGRAM_NEEDS_IMAGE } });
  // Stimuli have no versions: a change would reach students past the editor who approved it.
  const [approved] = await db.$queryRaw<{ question_id: string }[]>`
    SELECT v.question_id FROM question_versions v JOIN questions q ON q.id = v.question_id
    WHERE v.stimulus_id = ${id} AND q.approved_version = v.version AND q.status = 'active' LIMIT 1`;
  if (approved) {
    throw new AppError(
      "conflict",
      "A question of the platform pool uses this stimulus as an editor approved it: write a new stimulus for the change",
    );
  }
  const row = await db.stimulus.update({
    where: { id },
    data: { kind: input.kind, title: input.title, content: input.content, imageKey: input.image_key },
    select: stimulusSelect,
  });
  return toStimulusDto(row);
}
