import fs from "node:fs";
import { expect, test, type Browser, type Page } from "@playwright/test";
import {
  clientAddress,
  createVerifiedStudent,
  createVerifiedTutor,
  hydrated,
  sameOrigin,
  signInViaApi,
} from "../support";

// Schools end to end on phones (docs/schools.md): a teacher opens a class, a student joins by
// the link, the teacher sets a mock open now, the student sits and submits it while the teacher's
// live room follows without a reload, and the teacher reads the results and downloads the CSV.
// A second journey: joining by typing the code, an upcoming mock's countdown, and leaving.

const phone = { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true };

/** Where screenshots for a person to look at go (SCHOOLS_SHOTS=dir), if anywhere. */
const shots = process.env.SCHOOLS_SHOTS;
const shot = async (page: Page, name: string) => {
  if (shots) await page.screenshot({ path: `${shots}/${name}.png`, fullPage: true });
};

// The teacher's phone is in the light theme, the students' in the dark one: both are exercised.
async function phonePage(browser: Browser, colorScheme: "light" | "dark"): Promise<Page> {
  const context = await browser.newContext({ ...phone, colorScheme });
  return context.newPage();
}

async function signedInTeacher(browser: Browser) {
  const page = await phonePage(browser, "light");
  const tutor = await createVerifiedTutor(page, {
    first_name: "Ngozi",
    last_name: "Eze",
    bio: "Biology teacher",
    expertise: "Biology",
  });
  const login = await page.request.post("/api/auth/tutor/login", {
    headers: { ...clientAddress(), ...sameOrigin },
    data: { email: tutor.email, password: tutor.password },
  });
  expect(login.status()).toBe(200);
  return { page, tutor };
}

async function signedInStudent(browser: Browser) {
  const page = await phonePage(browser, "dark");
  const student = await createVerifiedStudent(page);
  await signInViaApi(page, student.email, student.password);
  return { page, student };
}

/** No wider than the phone: nothing scrolls sideways. */
async function fitsThePhone(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
}

test("a teacher opens a class, a student joins by the link and sits the mock set now; the room fills and the results download", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const { page: teacher } = await signedInTeacher(browser);
  const { page: student } = await signedInStudent(browser);

  // The teacher opens a class in the studio's Classes section.
  await teacher.goto("/studio");
  await teacher.getByRole("navigation", { name: "Studio" }).getByRole("link", { name: "Classes" }).click();
  await teacher.waitForURL("**/studio/classes");
  await hydrated(teacher);
  await teacher.getByLabel("Class name").fill("SS3 Gold");
  await teacher.getByRole("button", { name: "Open class" }).click();
  await teacher.waitForURL(/\/studio\/classes\/[^/]+$/);
  await expect(teacher.getByTestId("class-name")).toHaveText("SS3 Gold");
  await expect(teacher.getByTestId("join-qr").locator("svg")).toBeVisible();
  await expect(teacher.getByTestId("join-code")).toHaveText(/^[A-Z0-9]{4} [A-Z0-9]{4}$/);
  await fitsThePhone(teacher);
  await shot(teacher, "teacher-class");
  const joinUrl = new URL((await teacher.getByTestId("join-link").getAttribute("href"))!);
  expect(joinUrl.pathname).toMatch(/^\/join\/[A-Z0-9]{8}$/);

  // The student opens the link the QR code holds and joins.
  await student.goto(joinUrl.pathname);
  await hydrated(student);
  await student.getByRole("button", { name: "Join the class" }).click();
  await expect(student.getByTestId("joined")).toContainText("SS3 Gold");
  await shot(student, "student-joined-by-link");
  await teacher.reload();
  await expect(teacher.getByTestId("roster")).toContainText("Tolu Adeyemi");

  // The teacher sets WAEC Biology as an exam, open from now.
  await teacher.getByTestId("assign-link").click();
  await teacher.waitForURL(/\/assign$/);
  await hydrated(teacher);
  await teacher.getByLabel("Paper").selectOption("waec-biology");
  await teacher.getByLabel("Title (optional)").fill("Friday Biology mock");
  await fitsThePhone(teacher);
  await shot(teacher, "teacher-assign");
  await teacher.getByRole("button", { name: "Set the mock" }).click();
  await teacher.waitForURL(/\/assignments\/[^/]+$/);
  await hydrated(teacher);
  await expect(teacher.getByTestId("room-not_started")).toHaveText("1");
  const roomUrl = teacher.url();

  // The student finds it on the dashboard with its countdown, starts and answers three.
  await student.goto("/dashboard");
  await hydrated(student);
  const card = student.getByTestId("assignment").filter({ hasText: "Friday Biology mock" });
  await expect(card.getByTestId("assignment-countdown")).toHaveText(/^Closes in \d+ (h|min)/);
  await shot(student, "student-dashboard");
  await card.getByRole("button", { name: "Start" }).click();
  await student.waitForURL(/\/exams\/sittings\/[^/]+$/);
  await expect(student.getByTestId("sitting")).toBeVisible();
  for (const key of ["a", "n", "b", "n", "c"]) await student.keyboard.press(key);

  // The room follows the saves without a reload.
  await expect(teacher.getByTestId("room-in_progress")).toHaveText("1", { timeout: 30_000 });
  await expect(teacher.getByTestId("room-student")).toContainText(/3 of 50 answered · \d+:\d\d left/, {
    timeout: 30_000,
  });
  expect(teacher.url()).toBe(roomUrl);
  await shot(teacher, "teacher-room");

  // The student submits; the room shows it.
  await student.keyboard.press("s");
  await student
    .getByRole("dialog", { name: "Submit your paper?" })
    .getByRole("button", { name: "Submit paper" })
    .click();
  await student.waitForURL(/\/result$/);
  await expect(teacher.getByTestId("room-submitted")).toHaveText("1", { timeout: 30_000 });
  await fitsThePhone(teacher);

  // Back on the dashboard the mock is done; resuming is no longer offered.
  await student.goto("/dashboard");
  await expect(student.getByTestId("assignment").filter({ hasText: "Friday Biology mock" })).toHaveAttribute(
    "data-status",
    "submitted",
  );

  // The results: the student's score, the topics weakest first with a drill to set, the CSV.
  await teacher.getByTestId("results-link").click();
  await teacher.waitForURL(/\/results$/);
  await expect(teacher.getByTestId("results-students")).toContainText(/Tolu Adeyemi\s*\d+ \/ 50/);
  await expect(teacher.getByTestId("results-topics").getByRole("link", { name: "Set a drill" }).first()).toBeVisible();
  await expect(teacher.getByTestId("result-item")).toHaveCount(50);
  await fitsThePhone(teacher);
  await shot(teacher, "teacher-results");
  const [download] = await Promise.all([teacher.waitForEvent("download"), teacher.getByTestId("csv-download").click()]);
  const csv = fs
    .readFileSync((await download.path())!, "utf8")
    .trim()
    .split("\r\n");
  expect(csv[0]).toBe("student,submitted,total,max,Biology");
  expect(csv[1]).toMatch(/^Tolu Adeyemi,yes,\d+,50,\d+$/);

  // The weakest topic's drill: the assign page set for that topic, the same questions for the class.
  const resultsUrl = teacher.url();
  await teacher.getByTestId("results-topics").getByRole("link", { name: "Set a drill" }).first().click();
  await teacher.waitForURL(/\/assign\?topic=/);
  await hydrated(teacher);
  await expect(teacher.getByRole("heading", { level: 1 })).toHaveText("Set a drill");
  await teacher.getByRole("button", { name: "Set the mock" }).click();
  await teacher.waitForURL(/\/assignments\/[^/]+$/);
  await expect(teacher.getByRole("heading", { level: 1 })).toHaveText(/^Drill: /);
  await teacher.goto(resultsUrl);

  // A student's one-page report, to print.
  await teacher.getByTestId("results-students").getByRole("link", { name: "Tolu Adeyemi" }).click();
  await expect(teacher.getByTestId("student-report")).toContainText("/ 50");
  await shot(teacher, "teacher-report");
  await teacher.emulateMedia({ media: "print" });
  await expect(teacher.locator("footer")).toBeHidden();
  await expect(teacher.getByRole("navigation", { name: "Studio" })).toBeHidden();
});

test("a student joins by typing the code, sees an upcoming mock count down, and leaves the class", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const { page: teacher, tutor } = await signedInTeacher(browser);
  const created = await teacher.request.post("/api/classes", {
    headers: { authorization: `Bearer ${tutor.token}` },
    data: { name: "SS2 Blue" },
  });
  expect(created.status()).toBe(201);
  const cls = (await created.json()).class as { id: string; join_code: string };
  const opens = new Date(Date.now() + 2 * 3600_000 + 5 * 60_000);
  const set = await teacher.request.post(`/api/classes/${cls.id}/assignments`, {
    headers: { authorization: `Bearer ${tutor.token}` },
    data: {
      paper_id: "waec-chemistry",
      mode: "practice",
      opens_at: opens.toISOString(),
      closes_at: new Date(opens.getTime() + 3600_000).toISOString(),
    },
  });
  expect(set.status()).toBe(201);

  const { page: student } = await signedInStudent(browser);
  await student.goto("/join");
  await hydrated(student);
  await student.getByLabel("Class code").fill("WRONGCODE");
  await student.getByRole("button", { name: "Join the class" }).click();
  await expect(student.getByTestId("join-error")).toContainText("8 letters and digits");
  await shot(student, "student-join-typed");
  // Typed in small letters with a space, as a student would.
  await student
    .getByLabel("Class code")
    .fill(`${cls.join_code.slice(0, 4).toLowerCase()} ${cls.join_code.slice(4).toLowerCase()}`);
  await student.getByRole("button", { name: "Join the class" }).click();
  await expect(student.getByTestId("joined")).toContainText("SS2 Blue");
  await fitsThePhone(student);

  await student.goto("/dashboard");
  await hydrated(student);
  const row = student.getByTestId("assignment").filter({ hasText: "WAEC" });
  await expect(row).toHaveAttribute("data-status", "upcoming");
  const first = await row.getByTestId("assignment-countdown").textContent();
  expect(first).toMatch(/^Opens in 2 h 0[45] min$/);
  await expect(row.getByRole("button", { name: "Start" })).toHaveCount(0);
  await fitsThePhone(student);
  await shot(student, "student-upcoming");

  student.on("dialog", (dialog) => void dialog.accept());
  await student.goto("/join");
  await hydrated(student);
  await expect(student.getByTestId("my-classes")).toContainText("SS2 Blue");
  await student.getByRole("button", { name: "Leave" }).click();
  await expect(student.getByTestId("my-classes")).toHaveCount(0);
  await student.goto("/dashboard");
  await expect(student.getByTestId("assignment")).toHaveCount(0);
});
