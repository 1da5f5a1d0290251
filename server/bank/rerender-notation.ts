import "server-only";
import { servedHtml, type QuestionHtml } from "@/lib/exam/question-html";
import { db } from "../db";

// Versions stored before notation became MathML alone hold KaTeX's styled spans, which every
// reader renders again from the version's source (servedHtml). This stores that rendering once,
// so readers without a cache (the review, the deck, the studio) stop paying for it. The html is
// the version's rendering, not its content: what a candidate was shown stays the same formula.

/** Stores the MathML rendering of up to `limit` versions still holding KaTeX's spans; returns how many. */
export async function rerenderKatexVersions(limit = 500): Promise<number> {
  const rows = await db.$queryRaw<
    { id: string; text: string; options: string[]; explanation: string; html: QuestionHtml }[]
  >`
    SELECT id, text, options, explanation, html FROM question_versions
    WHERE html::text LIKE '%katex-html%' ORDER BY id LIMIT ${limit}`;
  let stored = 0;
  for (const row of rows) {
    // Written only over the HTML read, so a version changed meanwhile is left to the next run.
    stored += await db.$executeRaw`
      UPDATE question_versions SET html = ${JSON.stringify(servedHtml(row.html, row))}::jsonb
      WHERE id = ${row.id} AND html = ${JSON.stringify(row.html)}::jsonb`;
  }
  return stored;
}
