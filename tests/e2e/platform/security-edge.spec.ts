import http from "node:http";
import { randomBytes } from "node:crypto";
import { expect, test } from "@playwright/test";
import { createVerifiedStudent, sameOrigin, signInViaApi, uniqueEmail } from "../support";

// The production server's edge: client addresses a client cannot invent, requests that never
// reach a route handler (the HTTP server in front of Next.js answers them), and forgeries from
// another site. The e2e server trusts loopback as a proxy (serve.ts), as one load balancer.

const port = Number(process.env.E2E_PORT ?? 3100);
const invented = () => `203.0.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;

/** A request sent byte for byte as written (no client-side normalisation of the path or method). */
function raw(
  method: string,
  path: string,
  body?: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; type: string; text: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: "localhost",
        port,
        method,
        path,
        headers: body === undefined ? headers : { "content-type": "application/json", ...headers },
      },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk) => (text += chunk));
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, type: String(res.headers["content-type"] ?? ""), text }),
        );
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

test("hops a client invents in X-Forwarded-For, or the server's own header, do not reset the per-IP sign-in limit", async ({
  request,
}) => {
  const client = `198.19.${randomBytes(1)[0]}.${1 + (randomBytes(1)[0]! % 250)}`;
  const attempt = () =>
    request.post("/api/students/signin", {
      headers: { "x-forwarded-for": `${invented()}, ${client}`, "x-examprep-client-ip": invented() },
      data: { email: uniqueEmail("guess"), password: "Wrong-Password-1" },
    });
  for (let i = 0; i < 30; i++) expect((await attempt()).status(), `attempt ${i + 1}`).toBe(401);
  const limited = await attempt();
  expect(limited.status()).toBe(429);
  expect(limited.headers()["retry-after"]).toMatch(/^\d+$/);
});

test("bad input gets a clear 4xx JSON error, never a 500", async () => {
  const cases: [string, string, number, string?][] = [
    ["TRACE", "/api/courses", 405],
    ["TRACE", "/", 405],
    ["GET", "/api/courses/%E0%A4%A", 400],
    ["GET", "/courses/%E0%A4%A", 400],
    ["GET", "/api/courses/a%00b", 400],
    ["GET", "/api/courses?search=a%00b", 400],
    ["GET", "/api/quizzes?search=%00", 400],
    ["GET", "/api/media/avatars/..%2F..%2Fpackage.json", 400],
    ["GET", "/api/media/%2E%2E/%2E%2E/package.json", 400],
    ["GET", "/api/stream/videos/../../.env", 400],
    ["POST", "/api/students/signin", 400, JSON.stringify({ email: "a\u0000b@example.com", password: "Password123!" })],
    ["POST", "/api/students/signin", 400, '{"email":"x@example.com","password":"a\\u0000b"}'],
  ];
  for (const [method, path, status, body] of cases) {
    const res = await raw(method, path, body);
    expect(res.status, `${method} ${path}`).toBe(status);
    expect(res.type, `${method} ${path}`).toContain("application/json");
    const parsed = JSON.parse(res.text);
    expect(Object.keys(parsed).sort(), `${method} ${path}`).toEqual(["error", "message"]);
    expect(res.text).not.toMatch(/at \w+ \(|invocation|UTF8/);
  }
  // A malformed escape in the query is only text to search for.
  const search = await raw("GET", "/api/courses?search=%ZZ");
  expect(search.status).toBe(200);
  expect(JSON.parse(search.text).courses).toEqual([]);
});

test("the app's own pages work while another site's forged requests are refused", async ({ page, browser }) => {
  const { email, password } = await createVerifiedStudent(page);
  await signInViaApi(page, email, password);
  await page.goto("/");
  // A browser's own fetch from the app's origin, with the session cookie.
  const own = await page.evaluate(async () => {
    const res = await fetch("/api/student-profile", {
      method: "PUT",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ first_name: "Kemi" }),
    });
    return res.status;
  });
  expect(own).toBe(200);
  // The same request made without the browser saying where it comes from, with the cookie: refused.
  const noOrigin = await page.request.put("/api/student-profile", { data: { first_name: "Forged" } });
  expect(noOrigin.status()).toBe(403);
  expect(await noOrigin.json()).toEqual({
    message: "Cross-site requests are not allowed",
    error: "cross_site_request",
  });

  // Another site (127.0.0.1 is another origin than localhost) posts a sign-in as a text/plain form would (login CSRF).
  const attacker = await browser.newPage();
  await attacker.goto(`http://127.0.0.1:${port}/api/health`);
  const answered = attacker.waitForResponse((res) => res.url().endsWith("/api/students/signin"));
  await attacker.evaluate(
    ({ target, body }) =>
      fetch(target, {
        method: "POST",
        mode: "no-cors",
        credentials: "include",
        headers: { "content-type": "text/plain" },
        body,
      }).catch(() => null),
    { target: `http://localhost:${port}/api/students/signin`, body: JSON.stringify({ email, password }) },
  );
  expect((await answered).status()).toBe(403);
  expect((await answered).headers()["set-cookie"]).toBeUndefined();
  await attacker.close();

  const me = await page.request.get("/api/auth/me", { headers: sameOrigin });
  expect((await me.json()).user.first_name).toBe("Kemi");
});
