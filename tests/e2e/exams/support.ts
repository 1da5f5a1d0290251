import { expect, type Page } from "@playwright/test";
import { createVerifiedStudent, sameOrigin, signInViaApi } from "../support";

// Helpers for the exam specs: a signed-in student, and a sitting started, answered and submitted
// through the API (docs/contract.md, "Exam engine"), as the sitting screen would.

export type Question = { id: string; number: number; options: { key: string }[] };
export type Sitting = { id: string; sections: { subject: string; questions: Question[] }[] };

export async function signedInStudent(page: Page) {
  const student = await createVerifiedStudent(page);
  await signInViaApi(page, student.email, student.password);
  return student;
}

export async function startSitting(page: Page, paperId: string, body: Record<string, unknown>): Promise<Sitting> {
  const res = await page.request.post(`/api/papers/${paperId}/sittings`, { headers: sameOrigin, data: body });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).sitting as Sitting;
}

/**
 * Starts a sitting, answers `A` to the first `answered` questions of each section, flags the
 * first `flagged` questions of the paper, records the time spent per subject and submits.
 */
export async function sitAndSubmit(
  page: Page,
  paperId: string,
  body: Record<string, unknown>,
  plan: { answered: number; flagged: number; timeSpent: Record<string, number> },
) {
  const sitting = await startSitting(page, paperId, body);
  const questions = sitting.sections.flatMap((s) => s.questions);
  const answers = Object.fromEntries(
    sitting.sections.flatMap((s) => s.questions.slice(0, plan.answered).map((q) => [q.id, "A"])),
  );
  const flags = questions.slice(0, plan.flagged).map((q) => q.id);
  const saved = await page.request.put(`/api/sittings/${sitting.id}/answers`, {
    headers: sameOrigin,
    data: { answers, flags, time_spent: plan.timeSpent },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  const submitted = await page.request.post(`/api/sittings/${sitting.id}/submit`, { headers: sameOrigin });
  expect(submitted.status(), await submitted.text()).toBe(200);
  const reviewed = await page.request.get(`/api/sittings/${sitting.id}/review`);
  expect(reviewed.status()).toBe(200);
  type Reviewed = {
    id: string;
    number: number;
    answer: string | null;
    correct: boolean;
    correct_answer: string;
    flagged: boolean;
    explanation: string;
  };
  const review = (await reviewed.json()).review as { sections: { subject: string; questions: Reviewed[] }[] };
  return {
    sitting,
    result: (await submitted.json()).result,
    review,
    questions: review.sections.flatMap((s) => s.questions),
  };
}

/** The web fonts the page has fetched: none, as the product draws with the phone's own (notation too). */
export function fetchedFonts(page: Page) {
  return page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .map((entry) => entry.name)
      .filter((url) => /\.(woff2?|ttf|otf)(\?|$)/.test(url)),
  );
}

/**
 * Answers the browser's "leave this page?" (beforeunload) with yes: a timed paper asks before a
 * reload or another address (docs/exam-engine.md, "The sitting screen"), and a test that reloads or
 * navigates away mid-paper confirms, as the candidate would. Other dialogs are dismissed, as
 * Playwright does when nobody listens.
 */
export function confirmLeavingThePaper(page: Page) {
  page.on("dialog", (dialog) => void (dialog.type() === "beforeunload" ? dialog.accept() : dialog.dismiss()));
}
