import { describe, expect, it } from "vitest";
import { parseBankAiken } from "./aiken";
import type { BankImportResult } from "./import-result";

const aiken = (...lines: string[]) => lines.join("\n");
const errorsOf = (r: BankImportResult) => r.errors.map((e) => `${e.at}: ${e.message}`);
const defaults = { exams: ["UTME" as const], topic: "indices", difficulty: "hard" as const };

describe("parseBankAiken", () => {
  it("reads the standard format, giving every question the defaults", () => {
    const r = parseBankAiken(
      aiken(
        "Simplify $2^3 \\times 2^2$.",
        "A. $2^5$",
        "B. $2^6$",
        "C. $4^5$",
        "D. $2^1$",
        "ANSWER: A",
        "EXPLANATION: Add the indices.",
        "",
        "Which of these is a prime number?",
        "A) 21",
        "B) 27",
        "C) 29",
        "D) 33",
        "E) 39",
        "ANSWER: c",
      ),
      defaults,
    );
    expect(r.errors).toEqual([]);
    expect(r.questions.map(({ locate, ...q }) => ({ ...q, at: locate("topic").at }))).toEqual([
      {
        text: "Simplify $2^3 \\times 2^2$.",
        options: ["$2^5$", "$2^6$", "$4^5$", "$2^1$"],
        answer: "A",
        answerIndex: 0,
        explanation: "Add the indices.",
        topic: "indices",
        exams: ["UTME"],
        difficulty: "hard",
        source: "original",
        stimulus: null,
        image: null,
        number: 1,
        at: "line 1",
      },
      {
        text: "Which of these is a prime number?",
        options: ["21", "27", "29", "33", "39"],
        answer: "C",
        answerIndex: 2,
        explanation: "",
        topic: "indices",
        exams: ["UTME"],
        difficulty: "hard",
        source: "original",
        stimulus: null,
        image: null,
        number: 2,
        at: "line 9",
      },
    ]);
  });

  it("without defaults.exams nothing is read: one error says what to send", () => {
    const r = parseBankAiken(aiken("Why?", "A. 1", "B. 2", "C. 3", "D. 4", "ANSWER: A"), {});
    expect(errorsOf(r)).toEqual([
      'defaults.exams: Aiken files do not say which exams a question is for: send defaults.exams, e.g. ["UTME"]',
    ]);
    expect(r.questions).toEqual([]);
  });

  it("reports each problem on the line it is about", () => {
    const r = parseBankAiken(
      aiken(
        "Good question?",
        "A. 1",
        "B. 2",
        "C. 3",
        "D. 4",
        "ANSWER: B",
        "",
        "Bad $x^$ question?", // line 8
        "A. 1",
        "B. $\\frac{1}$", // line 10
        "C. 1", // line 11: repeats A
        "D. 4",
        "ANSWER: B",
        "EXPLANATION: costs $5", // line 14
        "",
        "Too few options?", // line 16
        "A. 1",
        "B. 2",
        "C. 3",
        "ANSWER: C",
        "",
        "No answer?", // line 22
        "A. 1",
        "B. 2",
        "C. 3",
        "D. 4",
        "",
        "Answer past the options?",
        "A. 1",
        "B. 2",
        "C. 3",
        "D. 4",
        "ANSWER: E", // line 33
      ),
      defaults,
    );
    expect(r.questions).toHaveLength(1);
    expect(errorsOf(r)).toEqual([
      "line 8: The notation in the question does not render: KaTeX parse error: Expected group after '^' at position 2: x^",
      "line 10: Option B: The notation in this option does not render: KaTeX parse error: Unexpected end of input in a macro argument, expected '}' at end of input: \\frac{1}",
      "line 11: Options must all be different: option C repeats option A",
      "line 14: The notation in the explanation does not render: an opening $ has no closing one",
      "line 16: A bank question has 4 or 5 options",
      'line 22: The question has no answer line: add "ANSWER: <letter>" after its options',
      "line 33: The answer is E but there is no option E",
    ]);
  });

  it("six options: the options are refused, not the answer F", () => {
    const r = parseBankAiken(
      aiken("Six options?", "A. 1", "B. 2", "C. 3", "D. 4", "E. 5", "F. 6", "ANSWER: F"),
      defaults,
    );
    expect(errorsOf(r)).toEqual([
      "line 1: A bank question has 4 or 5 options",
      "line 8: answer must be the letter of the right option (A to E)",
    ]);
  });

  it("a file with no question", () => {
    expect(errorsOf(parseBankAiken("\n\n", defaults))).toEqual(["line 1: No questions found"]);
  });

  it("an ANSWER line with no question before it", () => {
    expect(errorsOf(parseBankAiken("ANSWER: A", defaults))).toEqual([
      "line 1: An ANSWER line must follow a question and its options",
    ]);
  });
});
