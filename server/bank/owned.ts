import "server-only";
import { db } from "../db";
import { AppError, notFound } from "../errors";

// What a tutor may use in the bank: their own questions (owner_id = them, no quiz: a quiz's
// questions are edited through the quiz), their own stimuli or the platform's, and images
// they uploaded. Anyone else's question or stimulus answers 404, as if it did not exist.

export const BANK_IMAGE_PREFIX = "bank/";

const fieldError = (field: string, message: string) =>
  new AppError("validation_error", message, { fieldErrors: { [field]: message } });

/** The where clause of a tutor's own bank question. */
export const ownQuestionWhere = (tutorId: string, id: string) => ({ id, ownerId: tutorId, quizId: null });

/** 404 unless the question is one of the tutor's bank questions. */
export async function assertOwnQuestion(tutorId: string, id: string): Promise<{ id: string; subject: string }> {
  const question = await db.question.findFirst({
    where: ownQuestionWhere(tutorId, id),
    select: { id: true, subject: true },
  });
  if (!question) throw notFound("Question");
  return { id: question.id, subject: question.subject ?? "" };
}

/** A stimulus the tutor may attach to a question of `subject`: theirs or the platform's, of that subject. */
export async function assertUsableStimulus(
  tutorId: string,
  subject: string,
  stimulusId: string | null,
  field = "stimulus_id",
): Promise<void> {
  if (stimulusId === null) return;
  const stimulus = await db.stimulus.findFirst({
    where: { id: stimulusId, OR: [{ ownerId: tutorId }, { ownerId: null }] },
    select: { subject: true },
  });
  if (!stimulus) throw fieldError(field, "No stimulus of yours or of the platform has this id");
  if (stimulus.subject !== subject) throw fieldError(field, `This stimulus is for ${stimulus.subject}, not ${subject}`);
}

/** Keys among `keys` that are not images this tutor uploaded to the bank. */
export async function foreignImageKeys(tutorId: string, keys: readonly string[]): Promise<Set<string>> {
  const wanted = [...new Set(keys)];
  if (wanted.length === 0) return new Set();
  const owned = await db.storedObject.findMany({
    where: { key: { in: wanted }, ownerId: tutorId },
    select: { key: true },
  });
  const ok = new Set(owned.filter((o) => o.key.startsWith(BANK_IMAGE_PREFIX)).map((o) => o.key));
  return new Set(wanted.filter((key) => !ok.has(key)));
}

export const foreignImageMessage =
  "This is not an image you uploaded: upload it with POST /api/bank/images and send the key it answers";

/** 400 on `field` unless the key is one of the tutor's bank images. */
export async function assertOwnImage(tutorId: string, key: string | null, field = "image_key"): Promise<void> {
  if (key === null) return;
  if ((await foreignImageKeys(tutorId, [key])).size > 0) throw fieldError(field, foreignImageMessage);
}
