// Writes public/thumbnails/<subject>.svg (one per subject of docs/product-spec.md part 2) and the
// placeholder shown when a course image fails to load. Small, local, no other hosts.
// Run with `npx tsx scripts/generate-thumbnails.ts`; the output is committed.
import fs from "node:fs";
import path from "node:path";
import { SUBJECTS } from "../lib/subjects";
import { subjectSlug } from "../lib/subjects";

const palette: Record<string, [string, string, string]> = {
  Mathematics: ["#1d4ed8", "#0ea5e9", "∑"],
  English: ["#b45309", "#f59e0b", "Aa"],
  Physics: ["#6d28d9", "#a78bfa", "⚛"],
  Chemistry: ["#047857", "#34d399", "⚗"],
  Biology: ["#15803d", "#84cc16", "✿"],
  Government: ["#9f1239", "#fb7185", "⚖"],
  Economics: ["#0f766e", "#2dd4bf", "₦"],
  Literature: ["#7c2d12", "#fb923c", "✎"],
  Geography: ["#0369a1", "#38bdf8", "⊕"],
  "Computer Science": ["#334155", "#64748b", "</>"],
  Accounting: ["#4338ca", "#818cf8", "%"],
  Commerce: ["#a16207", "#facc15", "⇄"],
};

function svg(title: string, from: string, to: string, glyph: string): string {
  const escape = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 360" width="640" height="360">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="640" height="360" fill="url(#g)"/>
<circle cx="560" cy="60" r="120" fill="#fff" opacity=".08"/><circle cx="60" cy="330" r="90" fill="#fff" opacity=".08"/>
<text x="320" y="190" text-anchor="middle" font-family="system-ui,sans-serif" font-size="120" font-weight="700" fill="#fff" opacity=".9">${escape(glyph)}</text>
<text x="320" y="300" text-anchor="middle" font-family="system-ui,sans-serif" font-size="40" font-weight="600" fill="#fff">${escape(title)}</text>
</svg>
`;
}

const out = path.resolve("public/thumbnails");
fs.mkdirSync(out, { recursive: true });
for (const subject of SUBJECTS) {
  const [from, to, glyph] = palette[subject]!;
  fs.writeFileSync(path.join(out, `${subjectSlug(subject)}.svg`), svg(subject, from, to, glyph));
}
fs.writeFileSync(path.join(out, "placeholder.svg"), svg("ExamPrep", "#475569", "#94a3b8", "▶"));
console.log(`wrote ${SUBJECTS.length + 1} thumbnails to ${out}`);
