import { hasNotation, renderNotation } from "../notation/render";
import { hasUnlabelledMath, withSpokenLabels } from "../notation/speech";
import { isKatexHtml, mathmlOnly } from "./mathml-only";

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

type Source = { text: string; options: readonly string[]; explanation: string };

/**
 * A version's stored HTML as it is served. A field stored before notation became MathML alone
 * carries KaTeX's styled spans (mathml-only.ts): it is rendered again from the version's own
 * source, so it is cut for a phone's lines as a new one is, or, should that fail, kept as its MathML.
 * A formula stored before formulas carried their words for screen readers is given them.
 */
export function servedHtml<T extends QuestionHtml>(stored: T | null | undefined, source: Source): T | null {
  if (!stored) return null;
  const serve = <S extends string | null>(html: S, from: string | undefined): S => {
    if (html === null) return html;
    if (!isKatexHtml(html)) return (hasUnlabelledMath(html) ? withSpokenLabels(html) : html) as S;
    try {
      if (from !== undefined) return renderNotation(from) as S;
    } catch {
      // kept as its MathML below
    }
    return withSpokenLabels(mathmlOnly(html)) as S;
  };
  return {
    ...stored,
    text: serve(stored.text, source.text),
    options: stored.options.map((html, i) => serve(html, source.options[i])),
    explanation: serve(stored.explanation, source.explanation),
  };
}

/**
 * The rendering of the fields whose source has notation (null for the others), from the stored
 * one (rendered here when nothing is stored: a row written straight into the table); undefined
 * when no field has notation, or it does not render, so the text is shown as written.
 */
export function notationFields(source: Source, stored: QuestionHtml | null): QuestionHtml | undefined {
  try {
    if (![source.text, source.explanation, ...source.options].some(hasNotation)) return undefined;
    const html = stored ? servedHtml(stored, source)! : questionVersionHtml(source);
    const when = (text: string, field: string | null | undefined) => (hasNotation(text) ? (field ?? null) : null);
    return {
      text: when(source.text, html.text),
      options: source.options.map((option, i) => when(option, html.options[i])),
      explanation: when(source.explanation, html.explanation),
    };
  } catch {
    return undefined;
  }
}
