import "server-only";
import { servedHtml, type QuestionHtml } from "@/lib/exam/question-html";
import { db } from "../db";

// Versions stored before notation became MathML alone hold KaTeX's styled spans, and those stored
// before formulas carried their words for screen readers lack them; every reader mends both as it
// serves them (servedHtml). This stores that rendering once, so readers without a cache (the
// review, the deck, the studio) stop paying for it. The html is the version's rendering, not its
// content: what a candidate was shown stays the same formula.

/** Stores the current rendering of up to `limit` versions rendered by an older rule; returns how many. */
export async function rerenderOldVersions(limit = 500): Promise<number> {
  const rows = await db.$queryRaw<
    { id: string; text: string; options: string[]; explanation: string; html: QuestionHtml }[]
  >`
    SELECT id, text, options, explanation, html FROM question_versions
    WHERE html::text LIKE '%katex-html%' OR html::text ~ '<math(?![^>]* aria-label=)'
    ORDER BY id LIMIT ${limit}`;
  if (rows.length === 0) return 0;
  // Written only over the HTML read, so a version changed meanwhile is left to the next run.
  return db.$executeRaw`
    UPDATE question_versions v SET html = n.html::jsonb
    FROM unnest(${rows.map((r) => r.id)}::text[], ${rows.map((r) => JSON.stringify(r.html))}::text[],
      ${rows.map((r) => JSON.stringify(servedHtml(r.html, r)))}::text[]) AS n(id, read, html)
    WHERE v.id = n.id AND v.html = n.read::jsonb`;
}
