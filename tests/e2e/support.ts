import { expect, type Page } from "@playwright/test";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createPrismaClient, type Db } from "../../server/db-client";
import { insertVerifiedStudent, insertVerifiedTutor } from "../support/accounts";

export const uniqueEmail = (label = "student") =>
  `${label}.${Date.now()}.${randomBytes(3).toString("hex")}@example.com`;

const port = process.env.E2E_PORT ?? "3100";

/**
 * What a browser's own fetch sends with an unsafe request: API calls made with the page's cookies
 * (page.request) need it, or the server takes them for cross-site forgeries.
 */
export const sameOrigin = { origin: `http://localhost:${port}` };

/**
 * Each test's student comes from its own address, as real students do: the per-IP limits
 * (sign-up 10 an hour) would otherwise see the whole suite as one client. The e2e server
 * trusts loopback as a proxy (TRUST_PROXY in serve.ts), so this header names the client.
 */
export const clientAddress = () => ({
  "x-forwarded-for": `198.18.${randomBytes(1)[0]}.${1 + (randomBytes(1)[0]! % 250)}`,
});

/**
 * Waits for React to have hydrated the page (components/layout/hydration-mark.tsx). The mark
 * comes with the root layout: content behind a `loading.tsx` may hydrate later.
 */
export async function hydrated(page: Page) {
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
}

/**
 * Acts on the page as a student would (a key press) and waits for it to hydrate: a public page
 * hydrates on intent (runtime/hydrate-on-intent.ts), and its links stay plain links until it
 * does.
 */
export async function wakePage(page: Page) {
  await page.keyboard.press("Shift");
  await hydrated(page);
}

/** Sets a mark on the window: it survives a client-side navigation, not a page load (see `marked`). */
export async function markWindow(page: Page) {
  await page.evaluate(() => ((window as unknown as { navigationMark: number }).navigationMark = 1));
}
export const marked = (page: Page) =>
  page.evaluate(() => (window as unknown as { navigationMark?: number }).navigationMark === 1);

/** The framework's scripts (React, the router, the pages' client parts), as Next.js serves them. */
export const FRAMEWORK_SCRIPT = /\/_next\/static\/.+\.js$/;

/** Holds back the page's requests whose URL matches until the returned function is called. */
export async function holdRequests(page: Page, url: string | RegExp) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** The e2e database tests/e2e/serve.ts made, for the states a spec makes directly. */
async function withDatabase<T>(work: (db: Db) => Promise<T>): Promise<T> {
  const url = fs.readFileSync(path.join(os.tmpdir(), `examprep-e2e-${port}`, "database-url"), "utf8");
  const db = createPrismaClient(url, { max: 1 });
  try {
    return await work(db);
  } finally {
    await db.$disconnect();
  }
}

const STUDENT = { first_name: "Tolu", last_name: "Adeyemi", academic_level: "Senior Secondary 2" };

/**
 * A verified student made straight in the database, as sign-up and the mailed link would leave
 * them; the spec signs in through the API (signInViaApi). Sign-up itself is
 * tests/e2e/accounts/signup-journey.spec.ts's subject, and signUpVerifiedStudent's.
 */
export async function createVerifiedStudent(_page: Page, password = "Password123!") {
  const { email } = await withDatabase((db) =>
    insertVerifiedStudent(db, { ...STUDENT, email: uniqueEmail(), password }),
  );
  return { email, password };
}

/**
 * A verified tutor made straight in the database (`fields` as tutor registration takes them),
 * signed in through the API; returns the session token.
 */
export async function createVerifiedTutor(
  page: Page | { request: Page["request"] },
  fields: Record<string, unknown>,
  password = "TutorPass123",
) {
  const { email } = await withDatabase((db) =>
    insertVerifiedTutor(db, { ...fields, email: uniqueEmail("tutor"), password }),
  );
  const login = await page.request.post("/api/auth/tutor/login", {
    headers: clientAddress(),
    data: { email, password },
  });
  expect(login.status()).toBe(200);
  return { email, password, token: (await login.json()).token as string };
}

/** Signs in through the API: the response sets the session cookie in the page's context. */
export async function signInViaApi(page: Page, email: string, password: string) {
  const res = await page.request.post("/api/students/signin", {
    headers: { ...clientAddress(), ...sameOrigin },
    data: { email, password },
  });
  expect(res.status()).toBe(200);
}

/**
 * Ends a student's 14-day free trial (lib/courses/free-trial.ts) by dating their verification a month
 * back, in the e2e database tests/e2e/serve.ts names: no screen or API can make a trial older.
 */
export async function endFreeTrial(email: string) {
  await withDatabase(
    (db) =>
      db.$executeRaw`update users set email_verified_at = now() - interval '30 days' where email = ${email.toLowerCase()}`,
  );
}

/**
 * Puts the page under the service worker: it installs on the first visit to the current page, and
 * the reload that follows is served through it, as a phone's next visit would be.
 */
export async function underServiceWorker(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
}
