import { afterAll, describe, expect, it } from "vitest";
import { saveSittingAnswers } from "@/server/exam/sitting-answers";
import { sittingForPage } from "@/server/exam/sitting-page";
import { getSitting } from "@/server/exam/sitting-view";
import { startSitting } from "@/server/exam/start-sitting";
import { submitSitting } from "@/server/exam/submit-sitting";
import { newStudent, openDb } from "../../support/api";

// The sitting page's document carries the open sitting as GET /api/sittings/{id} gives it; a
// sitting that is not the student's, or is over, is left to the screen and the API.

const db = openDb();
afterAll(() => db.$disconnect());

describe("the sitting page's read", () => {
  it("is the API's sitting, saved answers included, with when it was drawn", async () => {
    const student = await newStudent("page-read");
    const { sitting } = await startSitting(student.id, "waec-government", { mode: "exam", timed: true });
    const first = sitting.sections[0]!.questions[0]!.id;
    await saveSittingAnswers(student.id, sitting.id, { answers: { [first]: "B" } });
    const before = Date.now();
    const drawn = await sittingForPage(student.id, sitting.id);
    expect(drawn).not.toBeNull();
    expect(drawn!.rendered_at).toBeGreaterThanOrEqual(before);
    const { remaining_seconds: _drawnLeft, ...drawnRest } = drawn!.sitting;
    const { remaining_seconds: _apiLeft, ...apiRest } = await getSitting(student.id, sitting.id);
    expect(drawnRest).toEqual(apiRest);
    expect(drawn!.sitting.answers).toEqual({ [first]: "B" });
  });

  it("leaves another student's sitting, a missing one and a submitted one to the API", async () => {
    const [owner, stranger] = [await newStudent("page-owner"), await newStudent("page-stranger")];
    const { sitting } = await startSitting(owner.id, "waec-government", { mode: "exam", timed: true });
    expect(await sittingForPage(stranger.id, sitting.id)).toBeNull();
    expect(await sittingForPage(owner.id, "no-such-sitting")).toBeNull();
    await submitSitting(owner.id, sitting.id);
    expect(await sittingForPage(owner.id, sitting.id)).toBeNull();
  });
});
