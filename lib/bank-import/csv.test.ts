import { describe, expect, it } from "vitest";
import { BANK_IMPORT_MAX_QUESTIONS } from "../validation/bank";
import { BANK_CSV_HEADER, parseBankCsv, readExamsCell, readSourceCell } from "./csv";
import type { BankImportResult } from "./import-result";

const csv = (...lines: string[]) => lines.join("\n");
const errorsOf = (r: BankImportResult) => r.errors.map((e) => `${e.at}: ${e.message}`);
const plain = (r: BankImportResult) => r.questions.map(({ locate, ...q }) => ({ ...q, at: locate("topic").at }));

describe("parseBankCsv: valid files", () => {
  it("reads every column, with the line of each record", () => {
    const r = parseBankCsv(
      csv(
        BANK_CSV_HEADER,
        "Evaluate $\\frac{3}{4} + \\frac{2}{3}$.,$\\frac{17}{12}$,$\\frac{5}{7}$,$\\frac{5}{12}$,$1$,,A,Add over 12.,fractions,easy,UTME;WAEC",
        '"Which word is closest in meaning to ""candid""?",frank,secret,shy,angry,rude,a,,vocabulary,Medium,neco waec',
      ),
    );
    expect(r.errors).toEqual([]);
    expect(plain(r)).toEqual([
      {
        text: "Evaluate $\\frac{3}{4} + \\frac{2}{3}$.",
        options: ["$\\frac{17}{12}$", "$\\frac{5}{7}$", "$\\frac{5}{12}$", "$1$"],
        answer: "A",
        answerIndex: 0,
        explanation: "Add over 12.",
        topic: "fractions",
        difficulty: "easy",
        exams: ["UTME", "WAEC"],
        source: "original",
        stimulus: null,
        image: null,
        number: 1,
        at: "line 2",
      },
      {
        text: 'Which word is closest in meaning to "candid"?',
        options: ["frank", "secret", "shy", "angry", "rude"],
        answer: "A",
        answerIndex: 0,
        explanation: "",
        topic: "vocabulary",
        difficulty: "medium",
        exams: ["WAEC", "NECO"],
        source: "original",
        stimulus: null,
        image: null,
        number: 2,
        at: "line 3",
      },
    ]);
    expect(r.stimuli).toEqual([]);
  });

  it("fills empty topic, difficulty and exams cells from the defaults; a cell wins over them", () => {
    const r = parseBankCsv(
      csv(
        "question,option_a,option_b,option_c,option_d,answer,topic,difficulty,exams",
        "Q one?,1,2,3,4,B,,,",
        "Q two?,1,2,3,4,C,algebra,hard,NECO",
      ),
      { topic: "indices", exams: ["UTME"], difficulty: "easy" },
    );
    expect(r.errors).toEqual([]);
    expect(plain(r).map(({ topic, difficulty, exams }) => ({ topic, difficulty, exams }))).toEqual([
      { topic: "indices", difficulty: "easy", exams: ["UTME"] },
      { topic: "algebra", difficulty: "hard", exams: ["NECO"] },
    ]);
  });

  it("without a topic or difficulty anywhere: no topic, medium", () => {
    const r = parseBankCsv(csv("question,option_a,option_b,option_c,option_d,answer,exams", "Q one?,1,2,3,4,D,UTME"));
    expect(plain(r)[0]).toMatchObject({ topic: null, difficulty: "medium", answerIndex: 3 });
  });

  it("reads source and image columns", () => {
    const r = parseBankCsv(
      csv(
        "question,option_a,option_b,option_c,option_d,answer,exams,source,image",
        "Q one?,1,2,3,4,A,WAEC,WAEC 2015,bank/t1/abc.png",
        "Q two?,1,2,3,4,A,WAEC,original,",
      ),
    );
    expect(r.errors).toEqual([]);
    expect(plain(r).map(({ source, image }) => ({ source, image }))).toEqual([
      { source: { style: "WAEC", year: 2015 }, image: "bank/t1/abc.png" },
      { source: "original", image: null },
    ]);
  });

  it("keeps the line of a record after a quoted multi-line field, with a BOM and CRLF", () => {
    const r = parseBankCsv(
      `\uFEFF${BANK_CSV_HEADER}\r\n"Read this:\r\nline two",a,b,c,d,,A,,,,UTME\r\nWhy?,a,b,c,d,,Z,,,,UTME\r\n`,
    );
    expect(plain(r)[0]).toMatchObject({ text: "Read this:\nline two", at: "line 2" });
    expect(errorsOf(r)).toEqual(["line 4: answer must be the letter of the right option (A to E)"]);
  });
});

describe("parseBankCsv: errors name their line", () => {
  it("one bad row among good ones: only its line, with every problem of the row", () => {
    const r = parseBankCsv(
      csv(
        BANK_CSV_HEADER,
        "Good one?,1,2,3,4,,A,,t,easy,UTME",
        "Bad $\\frac{1}{$ one?,1,1,3,4,,B,,t,simple,JAMB",
        "Another good one?,1,2,3,4,,A,,t,easy,UTME",
      ),
    );
    expect(r.questions).toHaveLength(2);
    expect(errorsOf(r)).toEqual([
      "line 3: The notation in the question does not render: KaTeX parse error: Unexpected end of input in a macro argument, expected '}' at end of input: \\frac{1}{",
      "line 3: Options must all be different: option B repeats option A",
      "line 3: Each exam must be UTME, WAEC or NECO",
      "line 3: Difficulty must be easy, medium or hard",
    ]);
  });

  it.each([
    ["3 options", "Why?,1,2,3,,,A,,,,UTME", "A bank question has 4 or 5 options"],
    ["an empty option before a filled one", "Why?,1,,3,4,,A,,,,UTME", "Option B: Options cannot be empty"],
    [
      "a missing answer",
      "Why?,1,2,3,4,,,,,,UTME",
      "The answer is missing: give the letter (A to E) of the right option",
    ],
    ["a number for the answer", "Why?,1,2,3,4,,2,,,,UTME", "answer must be the letter of the right option (A to E)"],
    ["an answer past the options", "Why?,1,2,3,4,,E,,,,UTME", "The answer must be one of the options (A to D)"],
    [
      "no exams and no default",
      "Why?,1,2,3,4,,A,,,,",
      "Name at least one exam the question is for: UTME, WAEC or NECO",
    ],
    ["a short question", "Q,1,2,3,4,,A,,,,UTME", "Question must be at least 3 characters"],
    [
      "bad notation in an option",
      "Why?,$x^$,2,3,4,,A,,,,UTME",
      "Option A: The notation in this option does not render: KaTeX parse error: Expected group after '^' at position 2: x^",
    ],
    [
      "an unclosed $ in the explanation",
      "Why?,1,2,3,4,,A,costs $5,,,UTME",
      "The notation in the explanation does not render: an opening $ has no closing one",
    ],
    [
      "too many columns",
      "Why?,1,2,3,4,,A,x,y,easy,UTME,extra",
      "Expected 11 columns but found 12: put a field that contains a comma in double quotes",
    ],
  ])("%s", (_label, row, message) => {
    const r = parseBankCsv(csv(BANK_CSV_HEADER, row));
    expect(errorsOf(r)).toEqual([`line 2: ${message}`]);
    expect(r.questions).toEqual([]);
  });

  it("a bad source", () => {
    const r = parseBankCsv(
      csv("question,option_a,option_b,option_c,option_d,answer,exams,source", "Why?,1,2,3,4,A,UTME,JAMB last year"),
    );
    expect(errorsOf(r)).toEqual([
      'line 2: The source "JAMB last year" must be "original" or an exam and a year, like "WAEC 2015"',
    ]);
  });

  it.each([
    ["an empty file", "", `line 1: The file is empty: the first line must be the header row: ${BANK_CSV_HEADER}`],
    ["a header and no rows", `${BANK_CSV_HEADER}\n`, "line 1: The file has a header row but no questions"],
    ["no header", "Why?,1,2,3,4,A", `line 1: The first line must be the header row: ${BANK_CSV_HEADER}`],
    ["no option_d column", "question,option_a,option_b,option_c,answer", 'line 1: The header has no "option_d" column'],
    [
      "option_e without option_d",
      "question,option_a,option_b,option_c,option_e,answer",
      'line 1: The header has no "option_d" column',
    ],
  ])("%s", (_label, text, message) => {
    expect(errorsOf(parseBankCsv(text))[0]).toBe(message);
  });

  it("an unknown column is named, and the rows are still read", () => {
    const r = parseBankCsv(csv(`${BANK_CSV_HEADER},colour`, "Why?,1,2,3,4,,A,,,,UTME,red"));
    expect(errorsOf(r)).toEqual([
      'line 1: Unknown column "colour" in the header: the columns are question, option_a to option_e, answer, explanation, topic, difficulty, exams, source and image',
    ]);
    expect(r.questions).toHaveLength(1);
  });

  it("a stray quote is reported at its line and the rows after it are still read", () => {
    const r = parseBankCsv(csv(BANK_CSV_HEADER, 'Q "one"?,1,2,3,4,,A,,,,UTME', "Q two?,1,2,3,4,,Z,,,,UTME"));
    expect(r.errors.map((e) => e.line)).toEqual([2, 3]);
  });

  it(`stops past ${BANK_IMPORT_MAX_QUESTIONS} questions`, () => {
    const rows = Array.from({ length: BANK_IMPORT_MAX_QUESTIONS + 5 }, (_, i) => `Question ${i}?,1,2,3,4,,A,,,,UTME`);
    const r = parseBankCsv(csv(BANK_CSV_HEADER, ...rows));
    expect(errorsOf(r)).toEqual([
      `line ${BANK_IMPORT_MAX_QUESTIONS + 2}: A file can hold at most ${BANK_IMPORT_MAX_QUESTIONS} questions: this is question ${BANK_IMPORT_MAX_QUESTIONS + 1}. Split the file`,
    ]);
  });
});

describe("cells", () => {
  it("exams split on ; , | and spaces, any case", () => {
    expect(readExamsCell("UTME;waec")).toEqual(["UTME", "WAEC"]);
    expect(readExamsCell(" neco , UTME | WAEC ")).toEqual(["NECO", "UTME", "WAEC"]);
    expect(readExamsCell("")).toEqual([]);
  });

  it("source: original, an exam and a year, else refused", () => {
    expect(readSourceCell("")).toBeUndefined();
    expect(readSourceCell("Original")).toBe("original");
    expect(readSourceCell("waec 2015")).toEqual({ style: "WAEC", year: 2015 });
    expect(readSourceCell("UTME-1999")).toEqual({ style: "UTME", year: 1999 });
    expect(readSourceCell("JAMB 2015")).toBeNull();
    expect(readSourceCell("WAEC")).toBeNull();
  });
});
