import fs from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { createVerifiedTutor } from "../support";

test("a tutor creates a course with a section and an uploaded video through the API; a student finds it", async ({
  browser,
}) => {
  const tutorContext = await browser.newContext();
  const api = tutorContext.request;
  const { token } = await createVerifiedTutor(tutorContext, {
    raw_user_meta_data: { first_name: "Kemi", last_name: "Oladipo", bio: "Chemistry teacher", expertise: "Chemistry" },
  });
  const auth = { authorization: `Bearer ${token}` };
  const title = `Organic Chemistry Crash Course ${Date.now()}`;

  // The public catalogue answer is kept in front of Next.js (runtime/front-cache.ts): a repeat
  // comes from memory (it carries Age), and a tutor's write shows at once all the same.
  const search = `/api/courses?search=${encodeURIComponent(title)}`;
  // Tests running in parallel write courses too, and each write empties the cache: ask again
  // until a repeat comes from it.
  // Asked by a visitor: a signed-in tutor's reads bypass the shared cache (they may see drafts).
  const visitor = (await browser.newContext()).request;
  const fromFrontCache = async (path: string) => {
    const answer = await visitor.get(path);
    expect(answer.headers()["x-examprep-front-cache"]).toBeUndefined();
    return answer.headers()["age"] !== undefined;
  };
  expect((await (await api.get(search)).json()).pagination.total).toBe(0);
  await expect.poll(() => fromFrontCache(search)).toBe(true);
  expect((await (await api.get(search)).json()).pagination.total).toBe(0);

  const course = await api.post("/api/courses", {
    headers: auth,
    data: {
      title,
      status: "published",
      description: "Hydrocarbons, functional groups and isomerism for WAEC.",
      level: "Intermediate",
      category: "Chemistry",
      exam: "WAEC",
      price: 3000,
      original_price: 4500,
      duration_hours: 2,
      objectives: ["Name alkanes"],
      requirements: ["SS2 chemistry"],
      tags: ["organic"],
    },
  });
  expect(course.status()).toBe(201);
  const courseId = (await course.json()).course.id as string;
  expect((await (await api.get(search)).json()).courses.map((c: { id: string }) => c.id)).toEqual([courseId]);

  await expect.poll(() => fromFrontCache(`/api/courses/${courseId}`)).toBe(true);
  const description = "Hydrocarbons, functional groups, isomerism and past questions for WAEC.";
  expect((await api.put(`/api/courses/${courseId}`, { headers: auth, data: { description } })).status()).toBe(200);
  expect((await (await api.get(`/api/courses/${courseId}`)).json()).course.description).toBe(description);

  const section = await api.post("/api/sections", {
    headers: auth,
    data: { course_id: courseId, title: "Hydrocarbons" },
  });
  expect(section.status()).toBe(201);
  const sectionId = (await section.json()).section.id as string;

  const upload = await api.post("/api/videos/upload", {
    headers: auth,
    multipart: {
      file: {
        name: "alkanes.mp4",
        mimeType: "video/mp4",
        buffer: fs.readFileSync(path.resolve("media/samples/lesson-2.mp4")),
      },
    },
  });
  expect(upload.status()).toBe(200);
  const { key } = await upload.json();
  const video = await api.post("/api/videos", {
    headers: auth,
    data: { section_id: sectionId, title: "Naming Alkanes", duration: "7:30", storage_key: key, preview: true },
  });
  expect(video.status()).toBe(201);
  const created = (await video.json()).video;
  expect(created.videoUrl).toMatch(/^\/api\/stream\/videos\//);

  // The signed URL serves ranges for seeking.
  const ranged = await api.get(created.videoUrl, { headers: { range: "bytes=0-1023" } });
  expect(ranged.status()).toBe(206);
  expect(ranged.headers()["content-range"]).toMatch(/^bytes 0-1023\/\d+$/);
  expect((await ranged.body()).length).toBe(1024);
  await tutorContext.close();

  // A student (signed out here) finds the new course in the catalogue and sees its outline.
  const page = await browser.newPage();
  await page.goto(`/courses?search=${encodeURIComponent(title)}`);
  await expect(page.getByTestId("count-line")).toHaveText("Showing 1 of 1 course");
  const card = page.getByTestId("course-card");
  await expect(card).toContainText(title);
  await expect(card).toContainText("Kemi Oladipo");
  await expect(card.getByTestId("course-price")).toContainText("₦3,000");
  await card.getByRole("link", { name: "View Course" }).click();
  await expect(page.getByTestId("course-outline")).toContainText("Naming Alkanes");
  await expect(page.getByTestId("course-outline")).toContainText("7:30");
  await expect(page.getByTestId("course-outline")).toContainText("Preview");
  await expect(page.getByTestId("instructor-expertise")).toHaveText("Chemistry");
  await expect(page.getByTestId("instructor-bio")).toHaveText("Chemistry teacher");
  await page.close();
});
