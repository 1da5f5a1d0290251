import "server-only";
import { notationFields, type QuestionHtml } from "@/lib/exam/question-html";

// A quiz question's notation ($…$, as in the bank) as MathML, in the quiz API's words, for the
// fields whose source has any (lib/exam/question-html.ts, notationFields); absent when none has,
// which is most quiz questions, or it does not render: a quiz's text was never checked for
// notation, and is then shown as it is.

export type QuizQuestionHtml = { question: string | null; options: (string | null)[]; explanation: string | null };

export function quizQuestionHtml(
  source: { question: string; options: string[]; explanation: string },
  stored: QuestionHtml | null,
): QuizQuestionHtml | undefined {
  const html = notationFields(
    { text: source.question, options: source.options, explanation: source.explanation },
    stored,
  );
  return html && { question: html.text, options: html.options, explanation: html.explanation };
}
