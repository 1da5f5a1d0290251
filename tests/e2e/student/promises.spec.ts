import { expect, test, type Page } from "@playwright/test";
import { createVerifiedStudent, signInViaApi, wakePage } from "../support";

// Issue 17, point 7: the promises the product now keeps, on a phone (360 × 740, touch).
test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

const PAID_COURSE = "WAEC Mathematics: Complete SSCE Revision";
const shot = (page: Page, name: string) => page.screenshot({ path: `/tmp/promises-${name}.png`, fullPage: true });

async function paidCourseId(page: Page): Promise<string> {
  const body = await (await page.request.get(`/api/courses?search=${encodeURIComponent("WAEC Mathematics")}`)).json();
  return (body.courses as { id: string; title: string }[]).find((c) => c.title === PAID_COURSE)!.id;
}

test("@phone a visitor taps a subject tile, opens a course and plays its preview lesson, signed out", async ({
  page,
}) => {
  await page.goto("/");
  await page.getByTestId("subject-tile").filter({ hasText: "Mathematics" }).getByRole("link").tap();
  await expect(page).toHaveURL(/\/courses\?category=Mathematics$/);
  const cards = page.getByTestId("course-card");
  await expect(cards.first()).toBeVisible();
  await shot(page, "catalogue-mathematics");

  await page.goto(`/courses/${await paidCourseId(page)}`);
  const preview = page.getByRole("link", { name: "Preview: Indices and Logarithms" });
  await expect(page.getByTestId("preview-link")).toHaveCount(1);
  await preview.scrollIntoViewIfNeeded();
  await shot(page, "course-outline");
  await preview.tap();
  await expect(page).toHaveURL(/\/preview\//);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Indices and Logarithms");
  const video = page.getByTestId("preview-video");
  await video.evaluate((v: HTMLVideoElement) => v.play());
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 10_000 })
    .toBeGreaterThan(0);
  await shot(page, "preview");

  // Only preview lessons: a locked lesson's stream is refused to a visitor.
  const videos = await (await page.request.get(`/api/videos/course/${await paidCourseId(page)}`)).json();
  const locked = (videos.videos as { id: string; preview: boolean }[]).find((v) => !v.preview)!;
  expect((await page.request.get(`/api/videos/${locked.id}/stream`)).status()).toBe(401);
  expect((await page.request.get(`/courses/${await paidCourseId(page)}/preview/${locked.id}`)).status()).toBe(404);
});

test("@phone a new student studies a paid course in the free trial, saves and shares it", async ({ page, context }) => {
  const { email, password } = await createVerifiedStudent(page);
  await signInViaApi(page, email, password);

  await page.goto("/dashboard");
  await expect(page.getByTestId("trial-note")).toContainText("Free trial: 14 days left");
  await shot(page, "dashboard-trial");

  const courseId = await paidCourseId(page);
  await page.goto(`/courses/${courseId}`);
  await expect(page.getByTestId("trial-access")).toContainText("Free trial: 14 days left");
  await shot(page, "course-trial");

  // Save, then see it on the profile.
  await wakePage(page);
  const save = page.getByTestId("save-course");
  await save.tap();
  await expect(save).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByTestId("toast").filter({ hasText: "Saved" })).toBeVisible();

  // Share without a share sheet copies the link and says so.
  await page.evaluate(() => {
    const copied: string[] = [];
    (window as unknown as { copied: string[] }).copied = copied;
    Object.defineProperty(navigator, "share", { value: undefined, configurable: true });
    Object.defineProperty(navigator, "clipboard", {
      value: { writeText: async (t: string) => void copied.push(t) },
      configurable: true,
    });
  });
  await page.getByTestId("share-course").tap();
  await expect(page.getByTestId("toast").filter({ hasText: "Link copied" })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { copied: string[] }).copied)).toEqual([
    `${new URL(page.url()).origin}/courses/${courseId}`,
  ]);
  await shot(page, "course-saved-shared");

  // With a share sheet, the sheet gets the course.
  await page.evaluate(() => {
    Object.defineProperty(navigator, "share", {
      value: async (d: unknown) => void ((window as unknown as { shared: unknown }).shared = d),
      configurable: true,
    });
  });
  await page.getByTestId("share-course").tap();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { shared?: { title: string } }).shared?.title))
    .toBe(PAID_COURSE);

  await page.getByRole("link", { name: "Start learning with your free trial" }).tap();
  await expect(page).toHaveURL(/\/course-content\?courseId=/);
  await expect(page.getByTestId("lesson-video")).toBeVisible();
  await expect(page.getByTestId("trial-note")).toContainText("days left");
  await shot(page, "player-trial");

  await page.goto("/profile");
  await expect(page.getByTestId("saved-course")).toHaveCount(1);
  await expect(page.getByTestId("saved-course")).toContainText(PAID_COURSE);
  await page.getByTestId("saved-courses").scrollIntoViewIfNeeded();
  await shot(page, "profile-saved");
  void context;
});

test("@phone a visitor requests a subject and reads Help, Privacy and Terms from the footer", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("link", { name: "Request a Subject" }).first().tap();
  await expect(page).toHaveURL(/\/request-a-subject$/);
  await wakePage(page);
  await page.getByLabel("Subject").fill("Further Mathematics");
  await page.getByLabel("Exam").selectOption("WAEC");
  await page.getByLabel("Note (optional)").fill("Past questions, please");
  await page.getByRole("button", { name: "Send request" }).tap();
  await expect(page.getByTestId("subject-request-message")).toHaveText("Thank you! We have noted your request.");
  await shot(page, "request-subject");

  for (const [label, heading, name] of [
    ["Help Centre", "Help Centre", "help"],
    ["Privacy Policy", "Privacy Policy", "privacy"],
    ["Terms of Service", "Terms of Service", "terms"],
  ] as const) {
    await page.goto("/");
    await page.getByTestId("site-footer").getByRole("link", { name: label }).tap();
    await expect(page).toHaveURL(new RegExp(`/${name}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
    await shot(page, name);
  }
  await expect(page.getByTestId("site-footer").getByRole("link", { name: "Privacy Policy" })).toHaveAttribute(
    "href",
    "/privacy",
  );
});

test("@phone a student deletes their account by typing the password and lands home signed out", async ({ page }) => {
  const { email, password } = await createVerifiedStudent(page);
  await signInViaApi(page, email, password);
  await page.goto("/settings");
  await wakePage(page);
  const section = page.getByTestId("delete-account");
  await section.getByRole("button", { name: "Delete my account…" }).tap();
  await section.getByLabel("Type your password to confirm").fill("not-my-password");
  await section.getByRole("button", { name: "Delete my account permanently" }).tap();
  await expect(page.getByTestId("delete-account-message")).toHaveText("Password is incorrect.");
  await section.scrollIntoViewIfNeeded();
  await shot(page, "delete-account");

  await section.getByLabel("Type your password to confirm").fill(password);
  await section.getByRole("button", { name: "Delete my account permanently" }).tap();
  await expect(page).toHaveURL(/\/$/);
  expect((await page.request.get("/api/auth/me")).status()).toBe(401);
  const signIn = await page.request.post("/api/students/signin", {
    data: { email, password },
    headers: { "x-forwarded-for": "198.18.9.9" },
  });
  expect(signIn.status()).toBe(401);
});
