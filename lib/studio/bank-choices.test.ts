import { describe, expect, it } from "vitest";
import { BANK_DIFFICULTIES, BANK_IMPORT_FORMATS, EXAM_BODIES } from "../validation/bank";
import { DIFFICULTY_CHOICES, EXAM_CHOICES, IMPORT_FORMAT_CHOICES } from "./bank-choices";

describe("the bank forms' choices", () => {
  it("are exactly what the API accepts", () => {
    expect(EXAM_CHOICES).toEqual(EXAM_BODIES);
    expect(DIFFICULTY_CHOICES).toEqual(BANK_DIFFICULTIES);
    expect(IMPORT_FORMAT_CHOICES).toEqual(BANK_IMPORT_FORMATS);
  });
});
