import "server-only";
import { answerIndexOf, type BankQuestionCreate } from "@/lib/validation/bank";
import { db } from "../db";
import { assertOwnImage, assertUsableStimulus } from "./owned";
import { sourceColumns, type BankQuestionDto } from "./question-dto";
import { getBankQuestion } from "./read-questions";
import { resolveTopic } from "./topics";
import { questionContentColumns, writeFirstVersions, type VersionContent } from "./versions";

// A tutor adds a question to their bank: owned by them, in no quiz, with its version 1.

export async function createBankQuestion(tutorId: string, input: BankQuestionCreate): Promise<BankQuestionDto> {
  const topic = await resolveTopic(input.subject, input.topic);
  await assertUsableStimulus(tutorId, input.subject, input.stimulus_id);
  await assertOwnImage(tutorId, input.image_key);
  const content: VersionContent = {
    text: input.text,
    options: input.options,
    answerIndex: answerIndexOf(input.answer)!,
    explanation: input.explanation,
    stimulusId: input.stimulus_id,
    imageKey: input.image_key,
  };
  const id = await db.$transaction(async (tx) => {
    const row = await tx.question.create({
      data: {
        ownerId: tutorId,
        quizId: null,
        subject: input.subject,
        topicId: topic?.id ?? null,
        exams: input.exams,
        ...sourceColumns(input.source),
        difficulty: input.difficulty,
        ...questionContentColumns(content),
      },
      select: { id: true },
    });
    await writeFirstVersions(tx, [{ id: row.id, content }], "strict");
    return row.id;
  });
  return getBankQuestion(tutorId, id);
}
