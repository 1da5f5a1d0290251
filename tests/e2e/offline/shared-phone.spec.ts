import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import { createVerifiedStudent, sameOrigin, signInViaApi, underServiceWorker } from "../support";

// A phone shared by students: what one student leaves in the browser (page copies, queued
// answers, the remembered user) is gone after they sign out or their session is refused, and
// offline the next person never sees their pages.
test.use({ viewport: { width: 360, height: 740 } });

const PRIVATE_KEY =
  /^(user|userType|token|progress-queue|progress:|quiz-start:|quiz-answers:|quiz-position:|exam-sitting:|review-)/;

/** Every page copy in Cache Storage, with its body. */
const cachedPages = (page: Page) =>
  page.evaluate(async () => {
    const found: { url: string; body: string }[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys())
        found.push({ url: new URL(request.url).pathname, body: await (await cache.match(request))!.text() });
    }
    return found;
  });
const privateStorageKeys = (page: Page) =>
  page.evaluate((pattern) => Object.keys(localStorage).filter((k) => new RegExp(pattern).test(k)), PRIVATE_KEY.source);

async function controlledByWorker(page: Page) {
  await page.goto("/quizzes");
  await underServiceWorker(page);
}

/** Student A uses the phone online, then answers a quiz question offline (kept on the phone). */
async function useThePhone(page: Page, context: BrowserContext) {
  const a = await createVerifiedStudent(page);
  await signInViaApi(page, a.email, a.password);
  await controlledByWorker(page);
  const quizId = (await (await page.request.get("/api/quizzes?search=Geography")).json()).quizzes[0].id as string;
  await page.request.post(`/api/quizzes/${quizId}/start`, { headers: sameOrigin });
  const submitted = await (
    await page.request.post(`/api/quizzes/${quizId}/submit`, {
      headers: sameOrigin,
      data: { answers: [], time_taken: 1 },
    })
  ).json();
  await page.goto("/dashboard");
  await page.goto("/profile");
  await expect(page.getByTestId("profile-sidebar")).toContainText(a.email);
  await page.goto(`/quiz/${quizId}/result?attempt=${submitted.attempt.id}`);
  await page.goto(`/quiz/${quizId}/take`);
  await expect(page.getByTestId("sitting")).toBeVisible();
  await context.setOffline(true);
  await page.keyboard.press("b");
  await expect(page.getByTestId("save-state")).toHaveText("Offline: 1 answer waiting");
  expect(await privateStorageKeys(page)).toEqual(
    expect.arrayContaining([
      expect.stringMatching(/^quiz-start:/),
      expect.stringMatching(/^exam-sitting:.*:progress$/),
    ]),
  );
  expect((await cachedPages(page)).map((c) => c.url)).toEqual(expect.arrayContaining(["/dashboard", "/profile"]));
  await context.setOffline(false);
  return a;
}

async function expectNothingOf(page: Page, email: string) {
  expect(await privateStorageKeys(page)).toEqual([]);
  const pages = await cachedPages(page);
  expect(pages.filter((c) => /^\/(dashboard|profile|quiz\/)/.test(c.url)).map((c) => c.url)).toEqual([]);
  expect(pages.filter((c) => c.body.includes(email)).map((c) => c.url)).toEqual([]);
}

async function expectOfflineShowsNothingOf(page: Page, email: string) {
  for (const path of ["/dashboard", "/profile"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { name: "You are offline" })).toBeVisible();
    expect(await page.content()).not.toContain(email);
  }
}

test("signing out leaves nothing of the student on the phone, and offline the next one sees none of it", async ({
  page,
  context,
}) => {
  const a = await useThePhone(page, context);

  await page.goto("/settings");
  await page.getByRole("tab", { name: "Security" }).click();
  await page.getByRole("button", { name: "Sign Out" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Sign Out" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expectNothingOf(page, a.email);

  // Signed out, offline: the shell works, A's pages do not come back.
  await context.setOffline(true);
  await page.goto("/quizzes");
  await expect(page.getByTestId("quiz-card").first()).toBeVisible();
  expect(await page.content()).not.toContain(a.email);
  await expectOfflineShowsNothingOf(page, a.email);
  await context.setOffline(false);

  // Student B signs in on the same phone and goes offline.
  const b = await createVerifiedStudent(page);
  await signInViaApi(page, b.email, b.password);
  await page.goto("/");
  await context.setOffline(true);
  await expectOfflineShowsNothingOf(page, a.email);
  await context.setOffline(false);
});

test("a refused session (401) drops the student's pages and queued answers", async ({ page, context, playwright }) => {
  const a = await useThePhone(page, context);
  // The session is revoked elsewhere (a password reset, sign-out on another device); the cookie stays.
  const api = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  const pageToken = (await context.cookies()).find((c) => c.name.endsWith("examprep_session"))!.value;
  expect(
    (
      await api.post("/api/auth/logout", {
        headers: { cookie: `examprep_session=${pageToken}`, origin: test.info().project.use.baseURL! },
      })
    ).ok(),
  ).toBe(true);
  await api.dispose();

  // The next answer reaches the server, which answers 401.
  await page.keyboard.press("c");
  await expect(page).toHaveURL(/\/signin$/);
  await expectNothingOf(page, a.email);
});
