// What the browser-driven modules share: Chromium as this machine runs it, and the four public
// pages the Lighthouse targets name.
import { chromium, type Browser } from "@playwright/test";
import type { BenchContext } from "./context";

/** No sandbox (root in a container), no GPU, and none of Chromium's own network traffic during a measurement. */
export const CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync"];

export function launchChromium(ctx: BenchContext): Promise<Browser> {
  return chromium.launch({ executablePath: ctx.chromiumPath, args: CHROMIUM_ARGS });
}

/** `/`, `/courses`, a course and `/quizzes`, labelled as the results name them. */
export async function publicPages(ctx: BenchContext): Promise<{ label: string; path: string }[]> {
  const course = await ctx.db.course.findFirstOrThrow({ where: { slug: "waec-mathematics-complete" }, select: { id: true } });
  return [
    { label: "/", path: "/" },
    { label: "/courses", path: "/courses" },
    { label: "/courses/{id}", path: `/courses/${course.id}` },
    { label: "/quizzes", path: "/quizzes" },
  ];
}
