import { describe, expectTypeOf, it } from "vitest";
import type { SittingPayload } from "@/server/exam/sitting-view";
import type { Sitting } from "./sitting-types";

describe("Sitting", () => {
  it("is what GET /api/sittings/{id} sends (a type check, run by tsc)", () => {
    expectTypeOf<SittingPayload>().toExtend<Sitting>();
  });
});
