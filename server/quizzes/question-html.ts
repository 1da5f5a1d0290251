import "server-only";
import { questionVersionHtml, servedHtml, type QuestionHtml } from "@/lib/exam/question-html";
import { hasNotation } from "@/lib/notation/render";

// A quiz question's notation ($…$, as in the bank) as MathML, for the fields whose source has
// any; the screens show the plain text of the others. The stored rendering of its version when
// there is one, else rendered here (a question written straight into the table). Absent when no
// field has notation, which is most quiz questions, or when it does not render: a quiz's text was
// never checked for notation, and is then shown as it is.

export type QuizQuestionHtml = { question: string | null; options: (string | null)[]; explanation: string | null };

export function quizQuestionHtml(
  source: { question: string; options: string[]; explanation: string },
  stored: QuestionHtml | null,
): QuizQuestionHtml | undefined {
  const content = { text: source.question, options: source.options, explanation: source.explanation };
  try {
    if (![source.question, source.explanation, ...source.options].some(hasNotation)) return undefined;
    const html = stored ? servedHtml(stored, content)! : questionVersionHtml(content);
    const when = (text: string, rendered: string | null | undefined) => (hasNotation(text) ? (rendered ?? null) : null);
    return {
      question: when(source.question, html.text),
      options: source.options.map((option, i) => when(option, html.options[i])),
      explanation: when(source.explanation, html.explanation),
    };
  } catch {
    return undefined;
  }
}
