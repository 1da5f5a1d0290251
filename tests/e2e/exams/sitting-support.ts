import { expect, type Page } from "@playwright/test";
import { createVerifiedStudent, sameOrigin, signInViaApi } from "../support";

// Starting a sitting for an end-to-end test: a fresh student, signed in through the API, starts
// the paper from the page's context (its cookies), as the paper page would.

export type E2eSitting = {
  id: string;
  mode: "exam" | "practice";
  sections: {
    subject: string;
    questions: { id: string; text: string; stimulus_id: string | null; options: { key: string }[] }[];
  }[];
};

export const UTME_SUBJECTS = ["English", "Mathematics", "Physics", "Chemistry"];

export async function startSitting(page: Page, paperId: string, body: Record<string, unknown>): Promise<E2eSitting> {
  const { email, password } = await createVerifiedStudent(page);
  await signInViaApi(page, email, password);
  const res = await page.request.post(`/api/papers/${paperId}/sittings`, { headers: sameOrigin, data: body });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).sitting as E2eSitting;
}

/** The answers the server holds for a sitting. */
export async function serverAnswers(page: Page, sittingId: string): Promise<Record<string, string>> {
  const res = await page.request.get(`/api/sittings/${sittingId}`);
  expect(res.status()).toBe(200);
  return (await res.json()).sitting.answers;
}

export async function serverSitting(page: Page, sittingId: string) {
  const res = await page.request.get(`/api/sittings/${sittingId}`);
  expect(res.status()).toBe(200);
  return (await res.json()).sitting as {
    answers: Record<string, string>;
    flags: string[];
    submitted_at: string | null;
  };
}

export const position = (page: Page) => page.getByTestId("question-position");
export const tab = (page: Page, subject: string) => page.getByRole("tab", { name: new RegExp(`^${subject}`) });
