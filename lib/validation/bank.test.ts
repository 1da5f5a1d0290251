import { describe, expect, it } from "vitest";
import {
  answerIndexOf,
  bankQuestionCreateSchema,
  bankQuestionUpdateSchema,
  notationProblem,
  stimulusCreateSchema,
} from "./bank";

const question = (extra: Record<string, unknown> = {}) => ({
  subject: "Physics",
  text: "A current of $2\\,\\mathrm{A}$ flows through $5\\,\\Omega$. Find the p.d.",
  options: ["$10\\,\\mathrm{V}$", "$2.5\\,\\mathrm{V}$", "$7\\,\\mathrm{V}$", "$3\\,\\mathrm{V}$"],
  answer: "a",
  exams: ["WAEC", "UTME", "WAEC"],
  ...extra,
});
const paths = (result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) =>
  result.error?.issues.map((i) => i.path.join(".")) ?? [];

describe("answerIndexOf", () => {
  it.each([
    ["A", 0],
    ["b", 1],
    [" E ", 4],
  ])("%s → %s", (letter, index) => expect(answerIndexOf(letter)).toBe(index));
  it.each(["F", "1", "", "AB"])("%s is not an answer", (letter) => expect(answerIndexOf(letter)).toBeUndefined());
});

describe("notationProblem", () => {
  it("null for plain text, good notation and an escaped dollar", () => {
    expect(notationProblem("Plain words")).toBeNull();
    expect(notationProblem("$x^2 + \\frac{1}{2}$")).toBeNull();
    expect(notationProblem("It costs \\$5")).toBeNull();
  });
  it("the reason, without KaTeX's combining underlines", () => {
    expect(notationProblem("$\\oops$")).toBe(
      "KaTeX parse error: Undefined control sequence: \\oops at position 1: \\oops",
    );
    expect(notationProblem("$5 and more")).toBe("an opening $ has no closing one");
  });
});

describe("bankQuestionCreateSchema", () => {
  it("fills the defaults, upper-cases the answer and puts the exams in order without repeats", () => {
    expect(bankQuestionCreateSchema.parse(question())).toMatchObject({
      answer: "A",
      exams: ["UTME", "WAEC"],
      explanation: "",
      topic: null,
      source: "original",
      difficulty: "medium",
      stimulus_id: null,
      image_key: null,
    });
  });

  it("names the field of each problem", () => {
    const result = bankQuestionCreateSchema.safeParse(
      question({ text: "$\\frac{1}{$", options: ["1", "2", "$x^$", "1", "5"], explanation: "$x" }),
    );
    expect(paths(result)).toEqual(["text", "options.2", "options.3", "explanation"]);
  });

  it("an answer past the options is on answer", () => {
    expect(paths(bankQuestionCreateSchema.safeParse(question({ answer: "E" })))).toEqual(["answer"]);
    expect(
      bankQuestionCreateSchema.safeParse(question({ answer: "E", options: ["1", "2", "3", "4", "5"] })).success,
    ).toBe(true);
  });
});

describe("bankQuestionUpdateSchema", () => {
  it("takes any subset, and checks the answer against options sent with it", () => {
    expect(bankQuestionUpdateSchema.parse({})).toEqual({});
    expect(bankQuestionUpdateSchema.parse({ status: "retired" })).toEqual({ status: "retired" });
    expect(paths(bankQuestionUpdateSchema.safeParse({ options: ["1", "2", "3", "4"], answer: "E" }))).toEqual([
      "answer",
    ]);
    expect(paths(bankQuestionUpdateSchema.safeParse({ id: "x" }))).toEqual([""]);
  });
});

describe("stimulusCreateSchema", () => {
  it("a diagram needs an image; a passage does not", () => {
    expect(
      paths(stimulusCreateSchema.safeParse({ subject: "Physics", kind: "diagram", content: "A circuit" })),
    ).toEqual(["image_key"]);
    expect(
      stimulusCreateSchema.parse({ subject: "English", kind: "passage", content: "Once upon a time." }),
    ).toMatchObject({ title: "", image_key: null });
  });
});
