// JSON bodies nested thousands deep (issue 31): refused with 400 before anything parses or
// walks them, on every path that reads JSON (the route wrapper's readJson, which the webhook,
// the sign-in, the offline sync queues and the imports all use), never a 500 from a stack
// overflow, and nothing changes.
import { afterAll, describe, expect, it } from "vitest";
import { POST as signinPost } from "@/app/api/auth/signin/route";
import { POST as bankImportPost } from "@/app/api/bank/imports/route";
import { POST as bankQuestionPost } from "@/app/api/bank/questions/route";
import { POST as reviewSyncPost } from "@/app/api/me/review/sync/route";
import { POST as webhookPost } from "@/app/api/payments/webhook/route";
import { PUT as progressPut } from "@/app/api/progress/videos/[videoId]/route";
import { POST as quizImportPost } from "@/app/api/quizzes/[id]/import/route";
import { call, newStudent, openDb, newTutor, type ApiResponse } from "../support/api";

const db = openDb();
afterAll(() => db.$disconnect());

const arrays = (n: number) => "[".repeat(n) + "1" + "]".repeat(n);
const objects = (n: number) => '{"a":'.repeat(n) + "1" + "}".repeat(n);
/** An object body (a top-level array is refused for another reason) holding the deep value in a field the endpoint knows. */
const body = (field: string, deep: string) => `{"${field}":${deep}}`;

type Endpoint = { name: string; field: string; send: (raw: string) => Promise<ApiResponse>; bigBodies: boolean };

async function endpoints(): Promise<Endpoint[]> {
  const student = await newStudent();
  const tutor = await newTutor();
  const headers = { "content-type": "application/json" };
  return [
    { name: "sign-in", field: "email", bigBodies: false, send: (raw) => call(signinPost, { rawBody: raw, headers }) },
    {
      name: "payment webhook",
      field: "data",
      bigBodies: false,
      send: (raw) =>
        call(webhookPost, { rawBody: raw, headers: { ...headers, "verif-hash": "integration-webhook-hash" } }),
    },
    {
      name: "review sync",
      field: "reviews",
      bigBodies: false,
      send: (raw) => call(reviewSyncPost, { rawBody: raw, headers, token: student.token }),
    },
    {
      name: "lesson progress",
      field: "completed",
      bigBodies: false,
      send: (raw) =>
        call(progressPut, {
          method: "PUT",
          rawBody: raw,
          headers,
          token: student.token,
          params: { videoId: "no-such-video" },
        }),
    },
    {
      name: "bank question",
      field: "options",
      bigBodies: false,
      send: (raw) => call(bankQuestionPost, { rawBody: raw, headers, token: tutor.token }),
    },
    {
      name: "bank import",
      field: "text",
      bigBodies: true,
      send: (raw) => call(bankImportPost, { rawBody: raw, headers, token: tutor.token }),
    },
    {
      name: "quiz import",
      field: "text",
      bigBodies: true,
      send: (raw) =>
        call(quizImportPost, { rawBody: raw, headers, token: tutor.token, params: { id: "no-such-quiz" } }),
    },
  ];
}

const refused = { error: "bad_request", message: "Request body nests objects and lists more than 32 deep" };

describe("a JSON body nested thousands deep", () => {
  it("is a 400 with a clear message on every JSON endpoint, for arrays and objects 5,000 and 100,000 deep", async () => {
    const before = {
      payments: await db.payment.count(),
      questions: await db.question.count(),
      reviews: await db.reviewLog.count(),
    };
    for (const endpoint of await endpoints()) {
      for (const deep of [arrays(5_000), objects(5_000), arrays(100_000)]) {
        const res = await endpoint.send(body(endpoint.field, deep));
        expect([endpoint.name, res.status, res.body], res.text.slice(0, 200)).toEqual([endpoint.name, 400, refused]);
      }
      // 100,000 objects deep is 600 KB: past the 256 KB limit of ordinary bodies (413), within the imports' (400).
      const huge = await endpoint.send(body(endpoint.field, objects(100_000)));
      expect([endpoint.name, huge.status]).toEqual([endpoint.name, endpoint.bigBodies ? 400 : 413]);
    }
    expect({
      payments: await db.payment.count(),
      questions: await db.question.count(),
      reviews: await db.reviewLog.count(),
    }).toEqual(before);
  });

  it("inside a bank import's JSON file, is refused by the file's reader with its line, not a 500", async () => {
    const tutor = await newTutor();
    for (const deep of [arrays(5_000), arrays(100_000), objects(100_000)]) {
      const res = await call(bankImportPost, {
        token: tutor.token,
        body: { format: "json", subject: "Mathematics", preview: true, text: deep },
      });
      expect(res.status, res.text.slice(0, 200)).toBe(400);
      expect(JSON.stringify(res.body.errors)).toMatch(/nests objects and lists more than 64 deep/);
    }
  });

  it("still reads bodies of ordinary depth, and brackets inside text do not count", async () => {
    const [signin] = await endpoints();
    const res = await signin!.send(
      JSON.stringify({ email: `[[[[{{{{${"[".repeat(100)}@example.com`, password: "not the password" }),
    );
    expect(res.status).not.toBe(500);
    expect(res.body?.message).not.toMatch(/deep/);
    // 32 deep in all: the body's object and 31 arrays.
    const nested = await signin!.send(body("email", arrays(31)));
    expect(nested.status).toBe(400);
    expect(nested.body.message).not.toMatch(/deep/);
  });
});
