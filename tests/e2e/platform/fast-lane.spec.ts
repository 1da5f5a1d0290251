import { execFileSync } from "node:child_process";
import { expect, test } from "@playwright/test";
import { createVerifiedStudent, sameOrigin, signInViaApi } from "../support";

// Quiz start and submit reach their handlers past Next.js's router (scripts/fast-lane.mjs).
// The quiz tests go through it; these check that this build opens it, that it answers (its
// Server-Timing entry), and that its answers to bad requests are the contract's.

test("this build's quiz start and submit handlers open the fast lane", () => {
  const script = 'import { createFastLane } from "./scripts/fast-lane.mjs"; const lane = createFastLane(".next", { warn: (line) => console.error(line) }); console.log(JSON.stringify(await lane.ready()));';
  const out = execFileSync(process.execPath, ["--input-type=module", "-e", script], {
    // The modules read their settings when loaded; nothing is connected to.
    env: { ...process.env, NODE_ENV: "production", DATABASE_URL: "postgres://unused@127.0.0.1:1/none", AUTH_SECRET: "fast-lane-check-0123456789abcdefghijklmnop", APP_URL: "http://localhost:3000" },
    encoding: "utf8",
  });
  expect(JSON.parse(out)).toEqual({ "app/api/quizzes/[id]/start/route.js": true, "app/api/quizzes/[id]/submit/route.js": true });
});

test("the fast lane answers bad requests with the contract's errors", async ({ page, request }) => {
  const quizzes = await (await request.get("/api/quizzes?search=Geography")).json();
  const quizId = quizzes.quizzes[0].id as string;

  const anonymous = await request.post(`/api/quizzes/${quizId}/start`);
  expect(anonymous.status()).toBe(401);
  expect(await anonymous.json()).toEqual({ message: "Invalid or expired token", error: "unauthorized" });

  const { email, password } = await createVerifiedStudent(page);
  await signInViaApi(page, email, password);
  const api = page.request;
  expect((await api.post(`/api/quizzes/no-such-quiz/start`, { headers: sameOrigin })).status()).toBe(404);

  const start = await api.post(`/api/quizzes/${quizId}/start`, { headers: sameOrigin });
  expect(start.status()).toBe(200);
  // The lane answered (Next.js's path sends no Server-Timing), with next.config.ts's security headers.
  expect(start.headers()["server-timing"]).toContain('desc="fast lane"');
  expect(start.headers()["x-content-type-options"]).toBe("nosniff");
  const { attempt } = await start.json();

  const malformed = await api.post(`/api/quizzes/${quizId}/submit`, { headers: { ...sameOrigin, "content-type": "application/json" }, data: Buffer.from("{not json") });
  expect(malformed.status()).toBe(400);
  expect(await malformed.json()).toMatchObject({ error: "malformed_json", message: "Request body must be valid JSON" });

  const huge = await api.post(`/api/quizzes/${quizId}/submit`, { headers: { ...sameOrigin, "content-type": "application/json" }, data: JSON.stringify({ answers: [], pad: "x".repeat(300 * 1024) }) });
  expect(huge.status()).toBe(413);
  expect(await huge.json()).toMatchObject({ error: "payload_too_large", message: "Request body is too large" });

  // Nothing above changed the attempt: it is still open, and submits once.
  const submitted = await api.post(`/api/quizzes/${quizId}/submit`, { headers: sameOrigin, data: { attempt_id: attempt.id, answers: [] } });
  expect(submitted.status()).toBe(200);
  expect(submitted.headers()["x-request-id"]).toBeTruthy();
  expect(submitted.headers()["server-timing"]).toContain('desc="fast lane"');
  // Another route is Next.js's.
  expect((await api.get(`/api/quizzes/${quizId}/my-attempts`)).headers()["server-timing"]).toBeUndefined();
});
