// GET/PUT /api/me/data-settings: the student's network (lesson costs in naira) and video quality,
// answered with the tariffs; an unknown network or quality is a 400 that changes nothing.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET, PUT } from "@/app/api/me/data-settings/route";
import { call, newStudent, openDb, newTutor, type TestAccount } from "../../support/api";

const db = openDb();
afterAll(() => db.$disconnect());

let student: TestAccount;
beforeAll(async () => {
  student = await newStudent();
});

const put = (body: unknown, token = student.token) =>
  call(PUT, { method: "PUT", path: "/api/me/data-settings", token, body });

describe("/api/me/data-settings", () => {
  it("starts with no network, automatic quality and the seeded tariffs", async () => {
    const res = await call(GET, { token: student.token });
    expect(res.status).toBe(200);
    expect(res.body.network).toBeNull();
    expect(res.body.video_quality).toBe("auto");
    expect(res.body.tariffs).toEqual(
      expect.arrayContaining([
        { network: "mtn", name: "MTN", naira_per_gb: 350 },
        { network: "airtel", name: "Airtel", naira_per_gb: 500 },
        { network: "glo", name: "Glo", naira_per_gb: 750 },
      ]),
    );
  });

  it("saves the network and the quality, separately or together", async () => {
    expect((await put({ network: "Airtel" })).body).toMatchObject({ network: "airtel", video_quality: "auto" });
    expect((await put({ video_quality: "lite" })).body).toMatchObject({ network: "airtel", video_quality: "lite" });
    expect((await put({ network: "glo", video_quality: "audio" })).body).toMatchObject({
      network: "glo",
      video_quality: "audio",
    });
    expect((await call(GET, { token: student.token })).body).toMatchObject({ network: "glo", video_quality: "audio" });
    expect((await put({ network: null })).body).toMatchObject({ network: null, video_quality: "audio" });
  });

  it("refuses an unknown network with a message naming the choices, and changes nothing", async () => {
    await put({ network: "mtn", video_quality: "standard" });
    const res = await put({ network: "etisalat", video_quality: "high" });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe("validation_error");
    expect(res.body.message).toMatch(/Unknown mobile network "etisalat": choose one of .*mtn/);
    expect(res.body.errors.network).toBeDefined();
    expect((await call(GET, { token: student.token })).body).toMatchObject({
      network: "mtn",
      video_quality: "standard",
    });
  });

  it.each([
    [{ video_quality: "ultra" }, "video_quality"],
    [{ network: 42 }, "network"],
    [{}, null],
    [{ network: "mtn", colour: "red" }, null],
  ])("answers 400 to %j", async (body, field) => {
    const res = await put(body);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe("validation_error");
    expect(res.body.message.length).toBeGreaterThan(5);
    if (field) expect(res.body.errors[field]).toBeDefined();
  });

  it("is for signed-in students only", async () => {
    expect((await call(GET, {})).status).toBe(401);
    const tutor = await newTutor();
    expect((await call(GET, { token: tutor.token })).status).toBe(403);
  });
});
