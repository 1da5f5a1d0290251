import "server-only";
import { answerIndexOf, type BankQuestionUpdate } from "@/lib/validation/bank";
import { optionKey, optionLetter } from "@/lib/validation/quiz-authoring";
import { db } from "../db";
import { AppError, notFound } from "../errors";
import { assertOwnImage, assertUsableStimulus, ownQuestionWhere } from "./owned";
import { sourceColumns, type BankQuestionDto } from "./question-dto";
import { getBankQuestion } from "./read-questions";
import { resolveTopic } from "./topics";
import { contentOf, saveContent, type VersionContent, type VersionWrite } from "./versions";

// A tutor edits or retires one of their bank questions. A change of content (text, options,
// answer, explanation, stimulus, image) goes through server/bank/versions.ts: in place while
// no candidate has been shown the current version, else as a new version. Retiring keeps
// everything: the question is only never drawn again. A question with an approved version
// (docs/question-bank.md "Editorial review") keeps it in the pool while the edit waits for an
// editor: new content goes back to "submitted", and its subject stays the one approved.

const CONTENT_FIELDS = ["text", "options", "answer", "explanation", "stimulus_id", "image_key"] as const;

const fieldError = (field: string, message: string) =>
  new AppError("validation_error", message, { fieldErrors: { [field]: message } });

/**
 * The right option's index after the edit. New options without an answer keep the right
 * option by its text (so reordering keeps the key); if it is gone, the answer must be sent.
 */
function answerAfter(stored: VersionContent, input: BankQuestionUpdate): number {
  if (input.answer !== undefined) {
    const index = answerIndexOf(input.answer)!;
    const count = (input.options ?? stored.options).length;
    if (index >= count)
      throw fieldError("answer", `The answer must be one of the options (A to ${optionLetter(count - 1)})`);
    return index;
  }
  if (!input.options) return stored.answerIndex;
  const key = optionKey(stored.options[stored.answerIndex] ?? "");
  const index = input.options.findIndex((option) => optionKey(option) === key);
  if (index === -1)
    throw fieldError("answer", "The right option is no longer among the options: send the answer with the new options");
  return index;
}

export async function updateBankQuestion(
  tutorId: string,
  id: string,
  input: BankQuestionUpdate,
): Promise<{ question: BankQuestionDto; version_write: VersionWrite }> {
  const stored = await db.question.findFirst({
    where: ownQuestionWhere(tutorId, id),
    select: {
      subject: true,
      topicId: true,
      question: true,
      options: true,
      correctIndex: true,
      explanation: true,
      stimulusId: true,
      imageKey: true,
      approvedVersion: true,
      topic: { select: { subject: true, slug: true } },
    },
  });
  if (!stored) throw notFound("Question");
  if (stored.approvedVersion !== null && input.subject !== undefined && input.subject !== stored.subject) {
    throw fieldError(
      "subject",
      "An approved question keeps its subject: retire it and write a new one for another subject",
    );
  }
  const storedContent = contentOf(stored);
  const subject = input.subject ?? stored.subject!;

  let topicId: string | null | undefined;
  if (input.topic !== undefined) topicId = (await resolveTopic(subject, input.topic))?.id ?? null;
  else if (stored.topic && stored.topic.subject !== subject) {
    throw fieldError(
      "topic",
      `The topic "${stored.topic.slug}" is of ${stored.topic.subject}: send a topic of ${subject}, or null`,
    );
  }
  const stimulusId = input.stimulus_id !== undefined ? input.stimulus_id : storedContent.stimulusId;
  if (input.stimulus_id !== undefined || input.subject !== undefined)
    await assertUsableStimulus(tutorId, subject, stimulusId);
  if (input.image_key !== undefined) await assertOwnImage(tutorId, input.image_key);

  const content: VersionContent = {
    text: input.text ?? storedContent.text,
    options: input.options ?? storedContent.options,
    answerIndex: answerAfter(storedContent, input),
    explanation: input.explanation ?? storedContent.explanation,
    stimulusId,
    imageKey: input.image_key !== undefined ? input.image_key : storedContent.imageKey,
  };
  const changesContent = CONTENT_FIELDS.some((field) => input[field] !== undefined);

  const write = await db.$transaction(async (tx) => {
    const saved: VersionWrite = changesContent ? (await saveContent(tx, id, content, "strict")).write : "unchanged";
    const backToReview = saved !== "unchanged" && stored.approvedVersion !== null;
    await tx.question.update({
      where: { id },
      data: {
        subject: input.subject,
        topicId,
        exams: input.exams,
        ...(input.source !== undefined && sourceColumns(input.source)),
        difficulty: input.difficulty,
        status: input.status,
        ...(backToReview && { reviewStatus: "submitted", submittedAt: new Date(), reviewNote: null }),
      },
      select: { id: true },
    });
    return saved;
  });
  return { question: await getBankQuestion(tutorId, id), version_write: write };
}

/** DELETE: the question is retired (never drawn again); its versions and statistics stay. */
export async function retireBankQuestion(tutorId: string, id: string): Promise<BankQuestionDto> {
  const { count } = await db.question.updateMany({ where: ownQuestionWhere(tutorId, id), data: { status: "retired" } });
  if (count === 0) throw notFound("Question");
  return getBankQuestion(tutorId, id);
}
