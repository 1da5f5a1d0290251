import { renderNotation } from "../notation/render";

// A table stimulus is written as a GitHub-style pipe table; the server turns it into HTML (cells
// may carry notation) so the phone shows a real table without a Markdown library.

function cells(line: string): string[] {
  return line
    .trim()
    .replace(/^\|/, "")
    .replace(/\|$/, "")
    .split("|")
    .map((cell) => cell.trim());
}

const isRule = (line: string) => /^\s*\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?\s*$/.test(line);

/** HTML for a pipe table; text before or after the table becomes paragraphs. */
export function tableHtml(source: string): string {
  const lines = source.split("\n");
  const start = lines.findIndex((line, i) => line.includes("|") && isRule(lines[i + 1] ?? ""));
  if (start === -1) return paragraphsHtml(source);
  let end = start + 2;
  while (end < lines.length && lines[end]!.includes("|")) end += 1;
  const head = cells(lines[start]!);
  const body = lines.slice(start + 2, end).map(cells);
  const before = lines.slice(0, start).join("\n").trim();
  const after = lines.slice(end).join("\n").trim();
  const table =
    `<table><thead><tr>${head.map((c) => `<th scope="col">${renderNotation(c)}</th>`).join("")}</tr></thead>` +
    `<tbody>${body.map((row) => `<tr>${row.map((c) => `<td>${renderNotation(c)}</td>`).join("")}</tr>`).join("")}</tbody></table>`;
  return `${before ? paragraphsHtml(before) : ""}${table}${after ? paragraphsHtml(after) : ""}`;
}

/** Paragraphs separated by blank lines, with notation rendered. */
export function paragraphsHtml(source: string): string {
  return source
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => `<p>${renderNotation(p)}</p>`)
    .join("");
}
