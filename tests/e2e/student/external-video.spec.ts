import fs from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { createVerifiedStudent, createVerifiedTutor, sameOrigin, signInViaApi } from "../support";

test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

// A public host the test stands in for: the browser's request is answered with a bundled sample.
const EXTERNAL = "https://videos.example.org/physics/newton.mp4";

test("a lesson with an external https videoUrl plays from that address in the player", async ({ browser, page }) => {
  const tutor = (await browser.newContext()).request;
  const { token } = await createVerifiedTutor(
    { request: tutor },
    { first_name: "Kemi", last_name: "Oladipo", bio: "Physics teacher", expertise: "Physics" },
  );
  const auth = { authorization: `Bearer ${token}` };
  const course = await tutor.post("/api/courses", {
    headers: auth,
    data: { title: `Mechanics ${Date.now()}`, level: "Beginner", category: "Physics", price: 0, status: "published" },
  });
  expect(course.status()).toBe(201);
  const courseId = (await course.json()).course.id as string;
  const section = await tutor.post("/api/sections", { headers: auth, data: { course_id: courseId, title: "Motion" } });
  const sectionId = (await section.json()).section.id as string;
  const video = await tutor.post("/api/videos", {
    headers: auth,
    data: { section_id: sectionId, title: "Newton's laws", duration: "0:10", videoUrl: EXTERNAL },
  });
  expect(video.status()).toBe(201);
  expect((await video.json()).video.videoUrl).toBe(EXTERNAL);

  const sample = fs.readFileSync(path.resolve("media/samples/lesson-1.mp4"));
  let served = 0;
  await page.route(EXTERNAL, (route) => {
    served++;
    return route.fulfill({ status: 200, contentType: "video/mp4", body: sample });
  });
  const { email, password } = await createVerifiedStudent(page);
  await signInViaApi(page, email, password);
  expect(
    (await page.request.post("/api/enrollments", { headers: sameOrigin, data: { course_id: courseId } })).ok(),
  ).toBe(true);
  await page.goto(`/course-content?courseId=${courseId}`);
  const player = page.getByTestId("lesson-video");
  await expect(player).toHaveAttribute("src", EXTERNAL);
  await expect.poll(() => player.evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThanOrEqual(1);
  expect(await player.evaluate((v: HTMLVideoElement) => v.duration)).toBeGreaterThan(0);
  expect(served).toBeGreaterThan(0);
  await page.screenshot({ path: "/tmp/journey-external-video.png" });
});
