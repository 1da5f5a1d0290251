import "server-only";
import { optionKey, optionKeys } from "@/lib/exam/draw";
import { questionVersionHtml, servedHtml, type QuestionHtml } from "@/lib/exam/question-html";
import type { ReviewQuestion } from "@/lib/study/review-types";
import { db } from "../db";
import { mediaUrl, stimulusDtos } from "../exam/sitting-content";
import type { Prisma, QuizDifficulty } from "../generated/prisma/client";

// A deck card's question as the student should see it now: the current version of a bank
// question (question_versions where version = questions.version), or the row itself for a course
// quiz's question, which has no versions. Options keep the version's order, lettered A, B, C…;
// the key is read here and only ever leaves the server after the student has answered.

export type CurrentQuestion = {
  questionId: string;
  subject: string | null;
  topicId: string | null;
  topic: string | null;
  difficulty: QuizDifficulty;
  text: string;
  options: string[];
  answerIndex: number;
  explanation: string;
  html: QuestionHtml | null;
  stimulusId: string | null;
  imageKey: string | null;
};

type Row = Omit<CurrentQuestion, "html"> & { html: Prisma.JsonValue | null; versioned: boolean };

/** Notation rendered for a question without a stored version; a tutor's stray "$" leaves it as text. */
function renderedHtml(row: Row): QuestionHtml | null {
  if (row.versioned) return servedHtml(row.html as QuestionHtml | null, row);
  try {
    return questionVersionHtml(row);
  } catch {
    return null;
  }
}

export async function currentQuestions(
  questionIds: readonly string[],
  client: Pick<Prisma.TransactionClient, "$queryRaw"> = db,
): Promise<Map<string, CurrentQuestion>> {
  if (questionIds.length === 0) return new Map();
  const rows = await client.$queryRaw<Row[]>`
    SELECT q.id AS "questionId", q.subject, q.topic_id AS "topicId", t.name AS topic, q.difficulty,
           COALESCE(v.text, q.question) AS text, COALESCE(v.options, q.options) AS options,
           COALESCE(v.answer_index, q.correct_index) AS "answerIndex", COALESCE(v.explanation, q.explanation) AS explanation,
           v.html, COALESCE(v.stimulus_id, q.stimulus_id) AS "stimulusId", COALESCE(v.image_key, q.image_key) AS "imageKey",
           v.id IS NOT NULL AS versioned
    FROM questions q
    LEFT JOIN question_versions v ON v.question_id = q.id AND v.version = q.version
    LEFT JOIN topics t ON t.id = q.topic_id
    WHERE q.id = ANY(${[...questionIds]}::text[])`;
  return new Map(
    rows.map((row) => {
      const { versioned: _versioned, html: _stored, ...content } = row;
      return [row.questionId, { ...content, html: renderedHtml(row) }];
    }),
  );
}

export const keyOf = (question: CurrentQuestion) => optionKey(question.answerIndex);
export const keysOf = (question: CurrentQuestion) => optionKeys(question.options.length);

/** The questions as shown, with their stimuli, by question id; no key, no explanation. */
export async function reviewQuestions(questions: readonly CurrentQuestion[]): Promise<Map<string, ReviewQuestion>> {
  const stimuli = new Map(
    (await stimulusDtos(questions.flatMap((q) => (q.stimulusId ? [q.stimulusId] : [])))).map((s) => [s.id, s]),
  );
  return new Map(
    questions.map((q) => {
      const stimulus = q.stimulusId ? stimuli.get(q.stimulusId) : undefined;
      const image = mediaUrl(q.imageKey);
      const shown: ReviewQuestion = {
        id: q.questionId,
        subject: q.subject,
        topic: q.topic,
        text: q.text,
        ...(q.html?.text ? { html: q.html.text } : {}),
        options: q.options.map((text, i) => {
          const html = q.html?.options[i];
          return { key: optionKey(i), text, ...(html ? { html } : {}) };
        }),
        ...(stimulus ? { stimulus } : {}),
        ...(image ? { image_url: image } : {}),
      };
      return [q.questionId, shown];
    }),
  );
}
