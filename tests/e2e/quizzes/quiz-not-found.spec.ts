import { expect, test, type Page } from "@playwright/test";
import { createVerifiedStudent, createVerifiedTutor, sameOrigin, signInViaApi } from "../support";

// A quiz the student may not see, unknown or a tutor's draft, is the quiz pages' 404: "Quiz
// not found" with a way back to the library, on the take, attempts and result pages alike.
async function expectQuizNotFound(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(404);
  // Drawn by the server, not only once the scripts have run.
  expect(await response!.text(), path).toContain("Quiz not found</h1>");
  await expect(page.getByRole("heading", { level: 1, name: "Quiz not found", exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to Quizzes" })).toHaveAttribute("href", "/quizzes");
  await expect(page.getByTestId("sitting")).toHaveCount(0);
}

test("an unknown quiz and a draft quiz are 'Quiz not found' to a student", async ({ browser, page }) => {
  const tutor = (await browser.newContext()).request;
  const { token } = await createVerifiedTutor(
    { request: tutor },
    { first_name: "Bola", last_name: "Ige", bio: "Chemistry teacher", expertise: "Chemistry" },
  );
  const created = await tutor.post("/api/quizzes", {
    headers: { authorization: `Bearer ${token}` },
    data: { title: `Draft: Acids and Bases ${Date.now()}`, category: "Chemistry", difficulty: "easy" },
  });
  expect(created.status()).toBe(201);
  const draft = (await created.json()).quiz as { id: string; status: string };
  expect(draft.status).toBe("draft");

  const { email, password } = await createVerifiedStudent(page);
  await signInViaApi(page, email, password);
  for (const id of ["no-such-quiz", draft.id]) {
    await expectQuizNotFound(page, `/quiz/${id}/take`);
    await expectQuizNotFound(page, `/quiz/${id}/attempts`);
    await expectQuizNotFound(page, `/quiz/${id}/result`);
  }

  // The API agrees, whichever route or page first loaded the quiz cache.
  for (const id of ["no-such-quiz", draft.id]) {
    const start = await page.request.post(`/api/quizzes/${id}/start`, { headers: sameOrigin });
    expect(start.status()).toBe(404);
    expect(await start.json()).toEqual({ message: "Quiz not found", error: "not_found" });
  }

  await page.getByRole("link", { name: "Back to Quizzes" }).click();
  await expect(page).toHaveURL(/\/quizzes$/);
});
