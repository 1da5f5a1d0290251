import { expect, test } from "@playwright/test";
import { createVerifiedStudent, sameOrigin, signInViaApi, underServiceWorker } from "../support";

test("the quiz library and a started quiz keep working offline, and answers sync on return", async ({
  page,
  context,
}) => {
  const { email, password } = await createVerifiedStudent(page);
  await signInViaApi(page, email, password);

  // First visit online: the service worker installs and keeps the shell and the library.
  await page.goto("/quizzes");
  await underServiceWorker(page);

  const quizzes = await (await page.request.get("/api/quizzes?search=Geography")).json();
  const quizId = quizzes.quizzes[0].id as string;
  await page.goto(`/quiz/${quizId}/take`);
  await expect(page.getByTestId("sitting")).toBeVisible();
  await page.keyboard.press("a");
  await expect(page.getByTestId("save-state")).toHaveText("Saved");

  await context.setOffline(true);

  // Answering offline keeps the answer on the phone.
  await page.keyboard.press("n");
  await page.keyboard.press("b");
  await expect(page.getByTestId("save-state")).toHaveText("Offline: 1 answer waiting");

  // A reload offline reopens the same attempt with both answers.
  await page.reload();
  await expect(page.getByTestId("sitting")).toBeVisible();
  await expect(page.getByRole("tab")).toContainText(/2\/\d+$/);

  // The library opens offline from the cache; a page never visited shows the offline screen.
  await page.goto("/quizzes");
  await expect(page.getByTestId("quiz-card").first()).toBeVisible();
  await page.goto("/courses");
  await expect(page.getByRole("heading", { name: "You are offline" })).toBeVisible();

  // Back online: the answer given offline reaches the server.
  await context.setOffline(false);
  await page.goto(`/quiz/${quizId}/take`);
  await expect(page.getByRole("tab")).toContainText(/2\/\d+$/);
  await expect(page.getByTestId("save-state")).toHaveText("Saved");
  await expect
    .poll(
      async () =>
        Object.keys(
          (await (await page.request.post(`/api/quizzes/${quizId}/start`, { headers: sameOrigin })).json()).attempt
            .answers,
        ).length,
    )
    .toBe(2);
});

test("the web app manifest describes an installable app", async ({ request }) => {
  const res = await request.get("/manifest.webmanifest");
  expect(res.status()).toBe(200);
  const manifest = await res.json();
  expect(manifest).toMatchObject({ short_name: "ExamPrep", display: "standalone", start_url: "/" });
  expect((await request.get("/sw.js")).headers()["cache-control"]).toBe("no-cache");
});
