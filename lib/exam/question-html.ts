import { hasNotation, renderNotation } from "../notation";

// The rendered form of a question version, stored with it (question_versions.html) so a sitting
// is served without running KaTeX. A field is null when it has no notation: the client shows it
// as plain text, which keeps the paper's data small.

export type QuestionHtml = { text: string | null; options: (string | null)[]; explanation: string | null };

const rendered = (source: string) => (hasNotation(source) ? renderNotation(source) : null);

export function questionVersionHtml(content: {
  text: string;
  options: readonly string[];
  explanation: string;
}): QuestionHtml {
  return {
    text: rendered(content.text),
    options: content.options.map(rendered),
    explanation: rendered(content.explanation),
  };
}
