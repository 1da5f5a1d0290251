// What the browser-driven modules share: Chromium as this machine runs it, and the four public
// pages the Lighthouse targets name.
import { chromium, type Browser } from "@playwright/test";
import type { BenchContext } from "./context";

/** No sandbox (root in a container), no GPU, and none of Chromium's own network traffic during a measurement. */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export function launchChromium(ctx: BenchContext): Promise<Browser> {
  return chromium.launch({ executablePath: ctx.chromiumPath, args: CHROMIUM_ARGS });
}

/** `/`, `/courses`, a course and `/quizzes`, labelled as the results name them. */
export async function publicPages(ctx: BenchContext): Promise<{ label: string; path: string }[]> {
  const course = await ctx.db.course.findFirstOrThrow({
    where: { slug: "waec-mathematics-complete" },
    select: { id: true },
  });
  return [
    { label: "/", path: "/" },
    { label: "/courses", path: "/courses" },
    { label: "/courses/{id}", path: `/courses/${course.id}` },
    { label: "/quizzes", path: "/quizzes" },
  ];
}

/** The sitting page's targets (issue 35): a candidate on a cheap phone, the most important page. */
export const SITTING_LABEL = "sitting (UTME, student)";
/** English with the heaviest notation UTME allows, as the exam module's bytes measurement. */
export const SITTING_SUBJECTS = ["English", "Mathematics", "Physics", "Chemistry"];

export type BenchSitting = { label: string; path: string; sittingId: string; token: string; firstQuestions: number };

/**
 * A bench student starts a UTME sitting in exam mode (POST /api/papers/utme/sittings, as the
 * start form does) and the page it opens on is returned: `/exams/sittings/{id}`, with the
 * student's session. The paper lasts 2 hours, so every measurement of a run finds it open.
 */
export async function startBenchSitting(ctx: BenchContext, label: string): Promise<BenchSitting> {
  const [student] = await ctx.students(1, label);
  const res = await fetch(`${ctx.baseUrl}/api/papers/utme/sittings`, {
    method: "POST",
    headers: { authorization: `Bearer ${student!.token}`, "content-type": "application/json" },
    body: JSON.stringify({ mode: "exam", subjects: SITTING_SUBJECTS }),
  });
  const text = await res.text();
  if (res.status !== 201) throw new Error(`starting a UTME sitting answered ${res.status}: ${text.slice(0, 200)}`);
  const { sitting } = JSON.parse(text) as { sitting: { id: string; sections: { questions: unknown[] }[] } };
  return {
    label: SITTING_LABEL,
    path: `/exams/sittings/${encodeURIComponent(sitting.id)}`,
    sittingId: sitting.id,
    token: student!.token,
    firstQuestions: sitting.sections[0]?.questions.length ?? 0,
  };
}
