import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { createVerifiedStudent, hydrated, signInViaApi, wakePage } from "../support";

// Every page answers with a nonce-based Content-Security-Policy (proxy.ts): the app's own inline
// scripts, Next.js's and the hydrate-on-intent loader's run, and the scripts they insert; an
// injected script does not.

declare global {
  interface Window {
    cspViolations: string[];
    injectedRan?: boolean;
  }
}

test.beforeEach(async ({ page }) => {
  // Added by the browser before any of the page's scripts, and not subject to its policy.
  await page.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener("securitypolicyviolation", (e) =>
      window.cspViolations.push(`${e.effectiveDirective} ${e.blockedURI}`),
    );
  });
});

/** Console messages about the policy, to assert none were reported. */
function policyErrors(page: Page) {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) errors.push(message.text());
  });
  return errors;
}

async function expectStrictPolicy(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  const headers = response!.headers();
  const policy = headers["content-security-policy"];
  expect(policy, `${path} has no policy`).toBeTruthy();
  const scriptSrc = policy!.split(";").find((d) => d.trim().startsWith("script-src"))!;
  expect(scriptSrc).toMatch(/'nonce-[A-Za-z0-9+/=]+'/);
  expect(scriptSrc).toContain("'strict-dynamic'");
  expect(policy).not.toContain("'unsafe-eval'");
  expect(scriptSrc).not.toContain("'unsafe-inline'");
  for (const directive of ["object-src 'none'", "base-uri 'self'", "frame-ancestors 'none'", "form-action 'self'"])
    expect(policy).toContain(directive);
  // APP_URL is http in these tests: no HSTS.
  expect(headers["strict-transport-security"]).toBeUndefined();
  return policy!;
}

/**
 * Injected markup (an inline event handler, the usual XSS) and eval do not run. Injected from
 * the test's evaluate, so the eval runs from a timer: code the test evaluates directly is
 * exempt from the page's policy.
 */
async function expectInjectedScriptBlocked(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        window.cspViolations = [];
        document.body.insertAdjacentHTML(
          "beforeend",
          '<img hidden alt="" src="/csp-probe-missing.png" onerror="window.injectedRan=true">',
        );
        setTimeout(() => {
          try {
            (0, eval)("window.injectedRan = true");
          } catch {
            // refused: no 'unsafe-eval'
          }
          resolve();
        }, 0);
      }),
  );
  await expect
    .poll(() => page.evaluate(() => window.cspViolations.map((v) => v.split(" ")[0]).sort()))
    .toEqual(["script-src", "script-src-attr"]);
  expect(await page.evaluate(() => window.injectedRan === true)).toBe(false);
}

const noViolations = (page: Page) => page.evaluate(() => window.cspViolations);

async function ids(request: APIRequestContext) {
  const courses = (await (await request.get("/api/courses?limit=1")).json()).courses as { id: string }[];
  const quizzes = (await (await request.get("/api/quizzes?search=Geography")).json()).quizzes as { id: string }[];
  return { courseId: courses[0]!.id, quizId: quizzes[0]!.id };
}

test("public pages run their inline scripts and the loader under the policy, and come alive on a tap", async ({
  page,
  request,
}) => {
  const errors = policyErrors(page);
  const { courseId } = await ids(request);
  for (const path of ["/", "/courses", `/courses/${courseId}`, "/quizzes"]) {
    const policy = await expectStrictPolicy(page, path);
    expect(policy.includes("flutterwave"), `${path}: checkout origins only where checkout is used`).toBe(
      path.startsWith("/courses/"),
    );
    // The theme boot script ran before paint.
    await expect(page.locator("html")).toHaveAttribute("data-theme", /^(light|dark)$/);
    // The loader ran, and its scripts hydrate the page on the first key press.
    await page.waitForLoadState("load");
    await wakePage(page);
    expect(await noViolations(page), path).toEqual([]);
    await expectInjectedScriptBlocked(page);
  }
  expect(errors.filter((e) => !/eval|inline/i.test(e))).toEqual([]);
});

test("an injected script in the page's markup does not run, and the page still works", async ({ page }) => {
  // As a stored XSS would arrive: inside the HTML the server sent, with the server's policy.
  await page.route("**/quizzes", async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace("</body>", "<script>window.injectedRan=true</script></body>");
    await route.fulfill({ response, body: html });
  });
  await page.goto("/quizzes");
  await wakePage(page);
  expect(await page.evaluate(() => window.injectedRan === true)).toBe(false);
  expect(await page.evaluate(() => window.cspViolations)).toEqual([expect.stringMatching(/^script-src-elem inline/)]);
});

test("signed-in pages hydrate under the policy: quiz taking and the dashboard", async ({ page, request }) => {
  const errors = policyErrors(page);
  const { email, password } = await createVerifiedStudent(page);
  await signInViaApi(page, email, password);
  const { quizId } = await ids(request);

  await expectStrictPolicy(page, `/quiz/${quizId}/take`);
  await expect(page.getByTestId("sitting")).toBeVisible();
  await hydrated(page);
  await page.keyboard.press("a");
  await expect(page.getByTestId("save-state")).toHaveText("Saved");
  expect(await noViolations(page)).toEqual([]);
  await expectInjectedScriptBlocked(page);

  await expectStrictPolicy(page, "/dashboard");
  await hydrated(page);
  await expect(page.locator("main h1").first()).toBeVisible();
  expect(await noViolations(page)).toEqual([]);
  await expectInjectedScriptBlocked(page);

  expect(errors.filter((e) => !/eval|inline/i.test(e))).toEqual([]);
});

test("the sign-in page works under the policy", async ({ page }) => {
  const errors = policyErrors(page);
  const { email, password } = await createVerifiedStudent(page);
  await expectStrictPolicy(page, "/signin");
  await hydrated(page);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await noViolations(page)).toEqual([]);
  await expectInjectedScriptBlocked(page);
  expect(errors.filter((e) => !/eval|inline/i.test(e))).toEqual([]);
});

test("a nonce is never repeated, and pages are never stored by a shared cache", async ({ request }) => {
  const nonces = new Set<string>();
  for (let i = 0; i < 3; i++) {
    const response = await request.get("/courses");
    expect(response.headers()["cache-control"]).toMatch(/private/);
    expect(response.headers()["cache-control"]).toMatch(/no-store/);
    nonces.add(/'nonce-([^']+)'/.exec(response.headers()["content-security-policy"]!)![1]!);
  }
  expect(nonces.size).toBe(3);
});
