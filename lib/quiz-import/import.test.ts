import { describe, expect, it } from "vitest";
import { parseAiken } from "./aiken";
import { CSV_HEADER, parseQuestionsCsv } from "./csv";
import type { ImportResult } from "./import-result";
import {
  importSchema,
  MAX_QUESTIONS_PER_QUIZ,
  questionInputSchema,
  questionUpdateSchema,
  quizCreateSchema,
  quizUpdateSchema,
} from "../validation/quiz-authoring";

const HEADER = CSV_HEADER;
const csv = (...lines: string[]) => lines.join("\n");
const aiken = (...lines: string[]) => lines.join("\n");
/** The errors as "line: message" strings, easy to compare whole. */
const errorsOf = (r: ImportResult) => r.errors.map((e) => `${e.line}: ${e.message}`);
const linesOf = (r: ImportResult) => r.errors.map((e) => e.line);

// ---- CSV: valid files ----------------------------------------------------------------------

describe("parseQuestionsCsv: valid files", () => {
  it("reads a WAEC-style sample: letters, explanations, line of each record", () => {
    const r = parseQuestionsCsv(
      csv(
        HEADER,
        "What is the capital of Nigeria?,Lagos,Abuja,Kano,Ibadan,B,Abuja replaced Lagos as the capital in 1991.",
        "Simplify 2^3 × 2^2.,2^5,2^6,4^5,2^1,A,Add the indices: 3 + 2 = 5.",
        "Which gas do plants take in for photosynthesis?,Oxygen,Nitrogen,Carbon dioxide,Hydrogen,C,",
      ),
    );
    expect(r.errors).toEqual([]);
    expect(r.questions).toEqual([
      {
        line: 2,
        question: "What is the capital of Nigeria?",
        options: ["Lagos", "Abuja", "Kano", "Ibadan"],
        correctIndex: 1,
        explanation: "Abuja replaced Lagos as the capital in 1991.",
      },
      {
        line: 3,
        question: "Simplify 2^3 × 2^2.",
        options: ["2^5", "2^6", "4^5", "2^1"],
        correctIndex: 0,
        explanation: "Add the indices: 3 + 2 = 5.",
      },
      {
        line: 4,
        question: "Which gas do plants take in for photosynthesis?",
        options: ["Oxygen", "Nitrogen", "Carbon dioxide", "Hydrogen"],
        correctIndex: 2,
        explanation: "",
      },
    ]);
  });

  it.each([
    ["A", 0],
    ["b", 1],
    ["C", 2],
    ["d", 3],
    ["1", 0],
    ["2", 1],
    ["3", 2],
    ["4", 3],
    [" D ", 3],
  ])("answer %j → option index %d", (answer, index) => {
    const r = parseQuestionsCsv(
      csv(
        HEADER,
        `Who was Nigeria's first Prime Minister?,Nnamdi Azikiwe,Obafemi Awolowo,Ahmadu Bello,Tafawa Balewa,${answer},`,
      ),
    );
    expect(r.errors).toEqual([]);
    expect(r.questions[0]!.correctIndex).toBe(index);
  });

  it("option_e and option_f columns give up to six options; answer E, F, 5 and 6", () => {
    const header = "question,option_a,option_b,option_c,option_d,option_e,option_f,answer,explanation";
    const r = parseQuestionsCsv(
      csv(
        header,
        "Which of these is a noble gas?,Oxygen,Chlorine,Argon,Sodium,Sulphur,Iron,C,Argon is in group 0.",
        "Which of these is an alkali metal?,Calcium,Iron,Copper,Zinc,Sodium,Lead,E,",
        "Which is the largest planet?,Earth,Mars,Venus,Mercury,Saturn,Jupiter,F,",
        "Which of these is a prime number?,4,6,8,9,11,12,5,",
        "Which is a vector quantity?,Speed,Mass,Time,Energy,Work,Velocity,6,",
      ),
    );
    expect(r.errors).toEqual([]);
    expect(r.questions.map((q) => [q.options.length, q.correctIndex])).toEqual([
      [6, 2],
      [6, 4],
      [6, 5],
      [6, 4],
      [6, 5],
    ]);
  });

  it("a two-option question leaves the other option cells empty", () => {
    const r = parseQuestionsCsv(
      csv(HEADER, "The River Niger and River Benue meet at Lokoja.,True,False,,,A,They meet at Lokoja in Kogi State."),
    );
    expect(r.errors).toEqual([]);
    expect(r.questions[0]).toMatchObject({ options: ["True", "False"], correctIndex: 0 });
  });

  it("columns may come in any order, in any case, with spaces; explanation and option_c/d are optional columns", () => {
    const r = parseQuestionsCsv(
      csv("Answer, Option B ,QUESTION,option-a", "B,Abuja,What is the capital of Nigeria?,Lagos"),
    );
    expect(r.errors).toEqual([]);
    expect(r.questions).toEqual([
      {
        line: 2,
        question: "What is the capital of Nigeria?",
        options: ["Lagos", "Abuja"],
        correctIndex: 1,
        explanation: "",
      },
    ]);
  });

  it("RFC 4180 quoting: commas, doubled quotes and line breaks inside quotes", () => {
    const r = parseQuestionsCsv(
      csv(
        HEADER,
        '"In the sentence ""The boy, who was tired, slept"", the clause is…","defining","non-defining","noun clause","adverbial, of time",B,"Commas mark a ""non-defining"" clause."',
        '"Consider the statements:',
        "I. Lagos is a coastal state",
        'II. Kano is in the north-west",I only,II only,I and II,Neither,C,"Both',
        'are true."',
        "Evaluate 3 + 4 × 2.,14,11,10,9,B,",
      ),
    );
    expect(r.errors).toEqual([]);
    expect(r.questions).toEqual([
      {
        line: 2,
        question: 'In the sentence "The boy, who was tired, slept", the clause is…',
        options: ["defining", "non-defining", "noun clause", "adverbial, of time"],
        correctIndex: 1,
        explanation: 'Commas mark a "non-defining" clause.',
      },
      {
        line: 3,
        question: "Consider the statements:\nI. Lagos is a coastal state\nII. Kano is in the north-west",
        options: ["I only", "II only", "I and II", "Neither"],
        correctIndex: 2,
        explanation: "Both\nare true.",
      },
      { line: 7, question: "Evaluate 3 + 4 × 2.", options: ["14", "11", "10", "9"], correctIndex: 1, explanation: "" },
    ]);
  });

  it("spaces around a quoted field are allowed; values are trimmed", () => {
    const r = parseQuestionsCsv(
      csv(HEADER, '  "What is 10% of ₦5,000?"  ,  ₦50 , ₦500 ,"₦5,00" , ₦5 ,  b  ,  Move the decimal point.  '),
    );
    expect(r.errors).toEqual([]);
    expect(r.questions[0]).toMatchObject({
      question: "What is 10% of ₦5,000?",
      options: ["₦50", "₦500", "₦5,00", "₦5"],
      correctIndex: 1,
      explanation: "Move the decimal point.",
    });
  });

  it("a BOM, CRLF line ends, blank lines and rows of empty cells are accepted; line numbers count every physical line", () => {
    const text =
      "\uFEFF" +
      [
        HEADER,
        "",
        "Who wrote Things Fall Apart?,Wole Soyinka,Chinua Achebe,Chimamanda Adichie,Buchi Emecheta,B,",
        ",,,,,,",
        "   ",
        '"What is the chemical symbol',
        'for sodium?",S,So,Na,Sd,C,',
        "",
        "",
      ].join("\r\n");
    const r = parseQuestionsCsv(text);
    expect(r.errors).toEqual([]);
    expect(r.questions.map((q) => [q.line, q.question, q.correctIndex])).toEqual([
      [3, "Who wrote Things Fall Apart?", 1],
      [6, "What is the chemical symbol\nfor sodium?", 2],
    ]);
  });

  it("lone CR line ends and a file without a final newline", () => {
    const r = parseQuestionsCsv(
      [
        HEADER,
        "Which is a Nigerian language?,Yoruba,Swahili,Zulu,Amharic,A,",
        "Which is a Nigerian city?,Accra,Port Harcourt,Lome,Dakar,B,",
      ].join("\r"),
    );
    expect(r.errors).toEqual([]);
    expect(r.questions.map((q) => q.line)).toEqual([2, 3]);
  });

  it("a header with a BOM and CRLF, rows with errors after a quoted multi-line record keep their own line", () => {
    const text = "\uFEFF" + [HEADER, '"Line one', "line two", 'line three",a,b,,,A,', "Hi,a,b,,,A,"].join("\r\n");
    const r = parseQuestionsCsv(text);
    expect(r.questions.map((q) => q.line)).toEqual([2]);
    expect(errorsOf(r)).toEqual(["5: Question must be at least 3 characters"]);
  });

  it("line ends mixed in one file; a line break inside quotes becomes \\n whatever its kind", () => {
    const text = `${HEADER}\r\nName a river.,Niger,Nile,,,A,\n"Two\r\nlines\rhere",Yes,No,,,B,"x\r\ny"\rLast question?,Yes,No,,,A,`;
    const r = parseQuestionsCsv(text);
    expect(r.errors).toEqual([]);
    expect(r.questions.map((q) => [q.line, q.question, q.explanation])).toEqual([
      [2, "Name a river.", ""],
      [3, "Two\nlines\nhere", "x\ny"],
      [7, "Last question?", ""],
    ]);
  });

  it("unicode text is kept as written: tone marks, naira, Arabic, CJK, emoji", () => {
    const r = parseQuestionsCsv(csv(HEADER, '"Kí ni ìtumọ̀ ""ọmọ""?",Ọmọdé 👶,عربي,中文,₦500,A,Ẹ kú iṣẹ́ 🎉'));
    expect(r.errors).toEqual([]);
    expect(r.questions[0]).toMatchObject({
      question: 'Kí ni ìtumọ̀ "ọmọ"?',
      options: ["Ọmọdé 👶", "عربي", "中文", "₦500"],
      explanation: "Ẹ kú iṣẹ́ 🎉",
    });
  });

  it("quoted answers and quoted empty cells; tabs around fields are ignored", () => {
    const r = parseQuestionsCsv(csv(HEADER, '\t"What is 2 + 2?"\t,4,5,"","",\t" b "\t,""'));
    expect(r.errors).toEqual([]);
    expect(r.questions[0]).toMatchObject({
      question: "What is 2 + 2?",
      options: ["4", "5"],
      correctIndex: 1,
      explanation: "",
    });
  });

  it("as many rows as a quiz holds are all read, blank lines between them not counted", () => {
    const rows = Array.from(
      { length: MAX_QUESTIONS_PER_QUIZ },
      (_, i) => `Question number ${i + 1}?,Yes,No,,,${i % 2 === 0 ? "A" : "2"},\n`,
    );
    const r = parseQuestionsCsv(csv(HEADER, ...rows));
    expect(r.errors).toEqual([]);
    expect(r.questions).toHaveLength(MAX_QUESTIONS_PER_QUIZ);
    expect(r.questions.at(-1)).toMatchObject({
      line: 2 * MAX_QUESTIONS_PER_QUIZ,
      question: `Question number ${MAX_QUESTIONS_PER_QUIZ}?`,
      correctIndex: 1,
    });
  });

  it("every question it returns passes questionInputSchema", () => {
    const r = parseQuestionsCsv(
      csv(
        HEADER,
        "Solve 2x + 3 = 11.,x = 3,x = 4,x = 5,x = 7,B,2x = 8 so x = 4.",
        "Pick the odd one out.,Tomato,Okra,Yam,Garden egg,C,Yam is a tuber.",
      ),
    );
    for (const q of r.questions) {
      expect(
        questionInputSchema.safeParse({
          question: q.question,
          options: q.options,
          correct_answer: q.correctIndex,
          explanation: q.explanation,
        }).success,
      ).toBe(true);
    }
  });
});

// ---- CSV: errors ---------------------------------------------------------------------------

const row = (cells: Partial<Record<"q" | "a" | "b" | "c" | "d" | "answer" | "exp", string>>) =>
  [
    cells.q ?? "What is the capital of Nigeria?",
    cells.a ?? "Lagos",
    cells.b ?? "Abuja",
    cells.c ?? "Kano",
    cells.d ?? "Ibadan",
    cells.answer ?? "B",
    cells.exp ?? "",
  ].join(",");

describe("parseQuestionsCsv: errors with their line", () => {
  it.each([
    ["an empty file", "", `1: The file is empty: the first line must be the header row: ${HEADER}`],
    ["only blank lines", "\n\n  \n", `1: The file is empty: the first line must be the header row: ${HEADER}`],
    ["only a BOM", "\uFEFF", `1: The file is empty: the first line must be the header row: ${HEADER}`],
    ["a header and no rows", `${HEADER}\n\n`, "1: The file has a header row but no questions"],
    ["a header after blank lines, no rows", `\n\n${HEADER}`, "3: The file has a header row but no questions"],
    ["no header (a question first)", csv(row({}), row({})), `1: The first line must be the header row: ${HEADER}`],
  ])("%s", (_label, text, error) => {
    const r = parseQuestionsCsv(text);
    expect(r.questions).toEqual([]);
    expect(errorsOf(r)).toEqual([error]);
  });

  it("an unknown header column is reported, and the rows are still checked", () => {
    const r = parseQuestionsCsv(csv(`${HEADER},topic`, `${row({})},Geography`, `${row({ q: "" })},Civics`));
    expect(errorsOf(r)).toEqual([
      '1: Unknown column "topic" in the header: the columns are question, option_a to option_f, answer and explanation',
      "3: Question must be at least 3 characters",
    ]);
    expect(r.questions).toHaveLength(1);
  });

  it("a header column with no name (a trailing comma)", () => {
    const r = parseQuestionsCsv(csv(`${HEADER},`, `${row({})},`));
    expect(errorsOf(r)).toEqual(["1: Column 8 of the header has no name"]);
  });

  it.each([
    [
      "a repeated column",
      "question,option_a,option_b,option_a,answer",
      ['1: Column "option_a" appears twice in the header'],
    ],
    [
      "no answer column",
      "question,option_a,option_b,option_c,option_d,explanation",
      ['1: The header has no "answer" column'],
    ],
    ["no question column", "option_a,option_b,answer", ['1: The header has no "question" column']],
    ["no option_b", "question,option_a,answer", ['1: The header has no "option_b" column']],
    [
      "a gap in the option columns",
      "question,option_a,option_b,option_d,answer",
      ["1: The header has option_d but no option_c: option columns must run from option_a without gaps"],
    ],
    [
      "several header problems at once",
      "question,option_a,option_c,colour,option_a",
      [
        '1: Unknown column "colour" in the header: the columns are question, option_a to option_f, answer and explanation',
        '1: Column "option_a" appears twice in the header',
        '1: The header has no "option_b" column',
        '1: The header has no "answer" column',
        "1: The header has option_c but no option_b: option columns must run from option_a without gaps",
      ],
    ],
  ])("%s stops the file at the header", (_label, header, errors) => {
    const r = parseQuestionsCsv(csv(header, "What is 2 + 2?,4,5,6,A"));
    expect(errorsOf(r)).toEqual(errors);
    expect(r.questions).toEqual([]);
  });

  it.each([
    ["too few columns", "What is 2 + 2?,3,4,B", "Expected 7 columns but found 4"],
    [
      "too many columns (an unquoted comma)",
      "What is 10% of 5,000?,50,500,5,5000,B,",
      "Expected 7 columns but found 8: put a field that contains a comma in double quotes",
    ],
    ["an empty question", row({ q: "" }), "Question must be at least 3 characters"],
    ["a question of spaces", row({ q: "   " }), "Question must be at least 3 characters"],
    ["a two-character question", row({ q: "Hi" }), "Question must be at least 3 characters"],
    ["a question over 2000 characters", row({ q: "x".repeat(2001) }), "Question must be at most 2000 characters"],
    [
      "an option over 500 characters",
      row({ c: "y".repeat(501) }),
      "Option C: Each option must be at most 500 characters",
    ],
    [
      "an explanation over 2000 characters",
      row({ exp: "z".repeat(2001) }),
      "Explanation must be at most 2000 characters",
    ],
    [
      "a missing answer",
      row({ answer: "" }),
      "The answer is missing: give the letter (A to F) or the number (1 to 6) of the right option",
    ],
    ["an answer G", row({ answer: "G" }), 'The answer "G" is not an option letter (A to F) or number (1 to 6)'],
    ["an answer 0", row({ answer: "0" }), 'The answer "0" is not an option letter (A to F) or number (1 to 6)'],
    ["an answer 7", row({ answer: "7" }), 'The answer "7" is not an option letter (A to F) or number (1 to 6)'],
    ["an answer AB", row({ answer: "AB" }), 'The answer "AB" is not an option letter (A to F) or number (1 to 6)'],
    [
      "an answer given as the option text",
      row({ answer: "Abuja" }),
      'The answer "Abuja" is not an option letter (A to F) or number (1 to 6)',
    ],
    [
      "an answer letter with no such option",
      row({ c: "", d: "", answer: "c" }),
      "The answer is C but there is no option C",
    ],
    ["an answer letter past the columns", row({ answer: "E" }), "The answer is E but there is no option E"],
    ["an answer number with no such option", row({ d: "", answer: "4" }), "The answer is 4 but there is no option D"],
    ["one option", row({ b: "", c: "", d: "", answer: "A" }), "A question needs at least 2 options"],
    ["an empty option before a filled one", row({ c: "", answer: "D" }), "Option C: Options cannot be empty"],
    ["repeated options", row({ d: "lagos" }), "Options must all be different: option D repeats option A"],
    [
      "options repeating apart from spacing",
      row({ c: "Abu   ja", d: " abuja" }),
      "Options must all be different: option D repeats option B",
    ],
    [
      "a stray quote in an unquoted field",
      row({ q: 'The word "ubiquitous" means' }),
      'A field with a double quote in it must be quoted, with the quote doubled: "He said ""yes"""',
    ],
    [
      "text after a closing quote",
      row({ q: '"The word "ubiquitous" means"' }),
      'Unexpected text after a closing double quote: a quote inside a quoted field must be doubled ("")',
    ],
  ])("%s", (_label, line, message) => {
    const r = parseQuestionsCsv(csv(HEADER, row({}), line, row({})));
    expect(r.questions.map((q) => q.line)).toEqual([2, 4]);
    expect(r.errors).toContainEqual({ line: 3, message });
    expect(linesOf(r).every((l) => l === 3)).toBe(true);
  });

  it("repeated options: three of the same give two errors", () => {
    const r = parseQuestionsCsv(csv(HEADER, row({ b: "Lagos", c: "LAGOS", answer: "D" })));
    expect(errorsOf(r)).toEqual([
      "2: Options must all be different: option B repeats option A",
      "2: Options must all be different: option C repeats option A",
    ]);
  });

  it("no options at all", () => {
    const r = parseQuestionsCsv(csv(HEADER, row({ a: "", b: "", c: "", d: "", answer: "A" })));
    expect(errorsOf(r)).toEqual([
      "2: A question needs at least 2 options",
      "2: The answer is A but there is no option A",
    ]);
  });

  it("an unclosed quote is reported at the line its record starts on, and swallows the rest of the file", () => {
    const r = parseQuestionsCsv(
      csv(
        HEADER,
        row({}),
        row({}),
        '"What is the boiling point of water?,100 °C,0 °C,50 °C,10 °C,A,',
        row({}),
        row({}),
      ),
    );
    expect(r.questions.map((q) => q.line)).toEqual([2, 3]);
    expect(errorsOf(r)).toEqual(["4: A quoted field is never closed: a closing double quote is missing"]);
  });

  it("an unclosed quote in the header", () => {
    const r = parseQuestionsCsv(csv('question,"option_a,option_b,answer', row({})));
    expect(errorsOf(r)).toEqual(["1: A quoted field is never closed: a closing double quote is missing"]);
  });

  it("a wrong column count is the only error reported for its row", () => {
    const r = parseQuestionsCsv(csv(HEADER, "Hi,,,G"));
    expect(errorsOf(r)).toEqual(["2: Expected 7 columns but found 4"]);
  });

  it("reports every error of a file at once, in line order, several on one row, and still reads the good rows", () => {
    const text = [
      HEADER, // 1
      "Which organ pumps blood round the body?,Liver,Heart,Kidney,Lungs,B,", // 2 ok
      '"Which of these is NOT a', // 3 (record spans 3–4)
      'state in Nigeria?",Enugu,Oyo,Accra,Kaduna,,', // 4
      "", // 5
      "Hi,Yes,yes,,,E,", // 6: short question, repeat, no option E
      "What is 5 × 6?,30,11,56,1,A", // 7: 6 columns
      "Which is the longest river in Africa?,Nile,Niger,Congo,Zambezi,A,", // 8 ok
      ",,,,,,", // 9 blank
      "Choose the synonym of 'rapid'.,Slow,Fast,,Quick,X,", // 10: gap, bad answer
    ].join("\n");
    const r = parseQuestionsCsv(text);
    expect(r.questions.map((q) => q.line)).toEqual([2, 8]);
    expect(errorsOf(r)).toEqual([
      "3: The answer is missing: give the letter (A to F) or the number (1 to 6) of the right option",
      "6: Question must be at least 3 characters",
      "6: Options must all be different: option B repeats option A",
      "6: The answer is E but there is no option E",
      "7: Expected 7 columns but found 6",
      "10: Option C: Options cannot be empty",
      '10: The answer "X" is not an option letter (A to F) or number (1 to 6)',
    ]);
  });

  it("a row's problems carry questionInputSchema's own messages, in its order", () => {
    const draft = {
      question: "Hi",
      options: ["Lagos", "lagos", "", "Kano"],
      correct_answer: 0,
      explanation: "e".repeat(2001),
    };
    const api = questionInputSchema.safeParse(draft);
    const r = parseQuestionsCsv(
      csv(HEADER, row({ q: "Hi", a: "Lagos", b: "lagos", c: "", d: "Kano", answer: "A", exp: "e".repeat(2001) })),
    );
    expect(r.errors.map((e) => e.message)).toEqual(
      api.error!.issues.map((issue) => (issue.path[1] === 2 ? `Option C: ${issue.message}` : issue.message)),
    );
    expect(r.errors).toHaveLength(4);
  });

  it("a stray quote in a record over several lines is reported at its first line, and the next row is still read", () => {
    const r = parseQuestionsCsv(csv(HEADER, '"Line one', 'line two" extra,a,b,,,A,', row({})));
    expect(errorsOf(r)).toEqual([
      '2: Unexpected text after a closing double quote: a quote inside a quoted field must be doubled ("")',
    ]);
    expect(r.questions.map((q) => q.line)).toEqual([4]);
  });

  it("several stray quotes: each is reported and the rows between them are read", () => {
    const r = parseQuestionsCsv(csv(HEADER, row({ q: 'Say "hi" now' }), row({}), row({ exp: '"a"b' }), row({})));
    expect(linesOf(r)).toEqual([2, 4]);
    expect(r.questions.map((q) => q.line)).toEqual([3, 5]);
  });

  it.each([
    ["a stray quote in the header", `question,"option_a"x,option_b,answer`],
    ["a quote in an unquoted header name", `question,option"a,option_b,answer`],
  ])("%s stops the file: its rows are not read", (_label, header) => {
    const r = parseQuestionsCsv(csv(header, "What is 2 + 2?,4,5,A", "Hi,4,4,G"));
    expect(r.questions).toEqual([]);
    expect(linesOf(r)).toEqual([1]);
  });

  it("a header, then only broken rows: the rows' errors, not 'no questions'", () => {
    const r = parseQuestionsCsv(csv(HEADER, '"Never closed,a,b,,,A,'));
    expect(errorsOf(r)).toEqual(["2: A quoted field is never closed: a closing double quote is missing"]);
  });

  it("more rows than a quiz holds: reading stops at the first one too many, faulty rows counted", () => {
    const rows = Array.from({ length: MAX_QUESTIONS_PER_QUIZ + 50 }, (_, i) =>
      i === 0 ? 'Say "hi" now,a,b,,,A,' : `Question number ${i + 1}?,Yes,No,,,A,`,
    );
    const r = parseQuestionsCsv(csv(HEADER, ...rows));
    expect(errorsOf(r)).toEqual([
      '2: A field with a double quote in it must be quoted, with the quote doubled: "He said ""yes"""',
      `${MAX_QUESTIONS_PER_QUIZ + 2}: A file can hold at most ${MAX_QUESTIONS_PER_QUIZ} questions, as many as one quiz: this is question ${MAX_QUESTIONS_PER_QUIZ + 1}`,
    ]);
    expect(r.questions).toHaveLength(MAX_QUESTIONS_PER_QUIZ - 1);
  });

  it("a megabyte of stray quotes is reported row by row up to the limit", () => {
    const rows = Array.from({ length: 50_000 }, () => 'Say "hi",a,b,,,A,');
    const r = parseQuestionsCsv(csv(HEADER, ...rows));
    expect(r.errors).toHaveLength(MAX_QUESTIONS_PER_QUIZ + 1);
    expect(r.errors.at(-1)!.line).toBe(MAX_QUESTIONS_PER_QUIZ + 2);
  });

  it("a large file with an error on every other row reports them all", () => {
    const rows = Array.from({ length: 400 }, (_, i) =>
      i % 2 === 0 ? row({ q: `Question number ${i}` }) : row({ q: `Question number ${i}`, answer: "" }),
    );
    const r = parseQuestionsCsv(csv(HEADER, ...rows));
    expect(r.questions).toHaveLength(200);
    expect(r.errors).toHaveLength(200);
    expect(linesOf(r)).toEqual(Array.from({ length: 200 }, (_, k) => 2 * k + 3));
  });
});

// ---- Aiken: valid files --------------------------------------------------------------------

describe("parseAiken: valid files", () => {
  it("reads a JAMB-style sample with A. and A) options, ANSWER and EXPLANATION lines", () => {
    const r = parseAiken(
      aiken(
        "Which of these is the largest ethnic group in northern Nigeria?",
        "A. Hausa",
        "B. Igbo",
        "C. Ijaw",
        "D. Efik",
        "ANSWER: A",
        "",
        "The chemical formula of common salt is",
        "A) NaCl",
        "B) KCl",
        "C) NaOH",
        "D) HCl",
        "ANSWER: A",
        "EXPLANATION: Common salt is sodium chloride.",
        "",
        "Choose the word opposite in meaning to 'generous'.",
        "A. kind",
        "B. stingy",
        "C. lavish",
        "D. liberal",
        "ANSWER: B",
      ),
    );
    expect(r.errors).toEqual([]);
    expect(r.questions).toEqual([
      {
        line: 1,
        question: "Which of these is the largest ethnic group in northern Nigeria?",
        options: ["Hausa", "Igbo", "Ijaw", "Efik"],
        correctIndex: 0,
        explanation: "",
      },
      {
        line: 8,
        question: "The chemical formula of common salt is",
        options: ["NaCl", "KCl", "NaOH", "HCl"],
        correctIndex: 0,
        explanation: "Common salt is sodium chloride.",
      },
      {
        line: 16,
        question: "Choose the word opposite in meaning to 'generous'.",
        options: ["kind", "stingy", "lavish", "liberal"],
        correctIndex: 1,
        explanation: "",
      },
    ]);
  });

  it("a question over several lines keeps its lines; roman-numeral statements stay in the question", () => {
    const r = parseAiken(
      aiken(
        "Which of the following are features of federalism in Nigeria?",
        "I. A written constitution",
        "II. Division of powers",
        "III. A single legislature",
        "A. I and II only",
        "B. I and III only",
        "C. II and III only",
        "D. I, II and III",
        "ANSWER: A",
      ),
    );
    expect(r.errors).toEqual([]);
    expect(r.questions[0]).toMatchObject({
      question:
        "Which of the following are features of federalism in Nigeria?\nI. A written constitution\nII. Division of powers\nIII. A single legislature",
      options: ["I and II only", "I and III only", "II and III only", "I, II and III"],
      correctIndex: 0,
    });
  });

  it("a BOM, CRLF, several blank lines, indentation, lowercase keywords and letters are accepted", () => {
    const text =
      "\uFEFF" +
      [
        "",
        "  Evaluate log10(1000).  ",
        "a. 2",
        "b) 3",
        "  c. 4",
        "d. 10",
        "answer:b",
        "explanation :  10^3 = 1000.",
        "",
        "",
        "",
        "Who composed the Nigerian national anthem 'Arise, O Compatriots'?",
        "A. Pa Benedict Odiase",
        "B. Fela Kuti",
        "Answer : a.",
        "",
      ].join("\r\n");
    const r = parseAiken(text);
    expect(r.errors).toEqual([]);
    expect(r.questions).toEqual([
      {
        line: 2,
        question: "Evaluate log10(1000).",
        options: ["2", "3", "4", "10"],
        correctIndex: 1,
        explanation: "10^3 = 1000.",
      },
      {
        line: 12,
        question: "Who composed the Nigerian national anthem 'Arise, O Compatriots'?",
        options: ["Pa Benedict Odiase", "Fela Kuti"],
        correctIndex: 0,
        explanation: "",
      },
    ]);
  });

  it("lone CR line ends", () => {
    const r = parseAiken(["What is 7 × 8?", "A. 54", "B. 56", "ANSWER: B"].join("\r"));
    expect(r.errors).toEqual([]);
    expect(r.questions[0]).toMatchObject({ options: ["54", "56"], correctIndex: 1 });
  });

  it("a question may start right after the previous ANSWER or EXPLANATION line, without a blank line", () => {
    const r = parseAiken(
      aiken(
        "What is 9 squared?",
        "A. 18",
        "B. 81",
        "ANSWER: B",
        "What is the square root of 49?",
        "A. 7",
        "B. 14",
        "ANSWER: A",
        "EXPLANATION: 7 × 7 = 49.",
        "What is 2 cubed?",
        "A. 6",
        "B. 8",
        "ANSWER: B",
      ),
    );
    expect(r.errors).toEqual([]);
    expect(r.questions.map((q) => [q.line, q.correctIndex, q.explanation])).toEqual([
      [1, 1, ""],
      [5, 0, "7 × 7 = 49."],
      [10, 1, ""],
    ]);
  });

  it("six options, A to F", () => {
    const r = parseAiken(
      aiken(
        "Which of these is a Nigerian university?",
        "A. Makerere",
        "B. Legon",
        "C. UNILAG",
        "D. Fourah Bay",
        "E. Nairobi",
        "F. Witwatersrand",
        "ANSWER: C",
      ),
    );
    expect(r.errors).toEqual([]);
    expect(r.questions[0]!.options).toHaveLength(6);
  });

  it("every question it returns passes questionInputSchema", () => {
    const r = parseAiken(
      aiken(
        "What is the SI unit of force?",
        "A. Joule",
        "B. Newton",
        "C. Watt",
        "ANSWER: B",
        "EXPLANATION: 1 N = 1 kg m/s².",
      ),
    );
    expect(r.questions).toHaveLength(1);
    for (const q of r.questions) {
      expect(
        questionInputSchema.safeParse({
          question: q.question,
          options: q.options,
          correct_answer: q.correctIndex,
          explanation: q.explanation,
        }).success,
      ).toBe(true);
    }
  });
});

// ---- Aiken: errors -------------------------------------------------------------------------

const GOOD = ["What is the capital of Nigeria?", "A. Lagos", "B. Abuja", "ANSWER: B"];

describe("parseAiken: errors with their line", () => {
  it.each([
    ["an empty text", ""],
    ["only blank lines", "\n \n\t\n"],
  ])("%s → no questions found", (_label, text) => {
    expect(errorsOf(parseAiken(text))).toEqual(["1: No questions found"]);
  });

  it.each<[string, string[], string[]]>([
    [
      "a missing ANSWER line before a blank line",
      ["Which planet is closest to the sun?", "A. Venus", "B. Mercury", ""],
      ['6: The question has no answer line: add "ANSWER: <letter>" after its options'],
    ],
    [
      "a missing ANSWER line at the end of the file",
      ["Which planet is closest to the sun?", "A. Venus", "B. Mercury"],
      ['6: The question has no answer line: add "ANSWER: <letter>" after its options'],
    ],
    [
      "an answer letter with no such option",
      ["Which planet is closest to the sun?", "A. Venus", "B. Mercury", "ANSWER: C"],
      ["9: The answer is C but there is no option C"],
    ],
    [
      "an ANSWER line with no letter",
      ["Which planet is closest to the sun?", "A. Venus", "B. Mercury", "ANSWER:"],
      ['9: The ANSWER line has no letter: write it like "ANSWER: B"'],
    ],
    [
      "an answer given as a number",
      ["Which planet is closest to the sun?", "A. Venus", "B. Mercury", "ANSWER: 2"],
      ['9: The answer "2" is not an option letter: write it like "ANSWER: B"'],
    ],
    [
      "an answer given as text",
      ["Which planet is closest to the sun?", "A. Venus", "B. Mercury", "ANSWER: Mercury"],
      ['9: The answer "Mercury" is not an option letter: write it like "ANSWER: B"'],
    ],
    [
      "one option",
      ["Which planet is closest to the sun?", "A. Mercury", "ANSWER: A"],
      ["6: A question needs at least 2 options"],
    ],
    [
      "no options at all",
      ["Which planet is closest to the sun?", ""],
      [
        "6: A question needs at least 2 options",
        '6: The question has no answer line: add "ANSWER: <letter>" after its options',
      ],
    ],
    [
      "repeated options",
      ["Name a West African country.", "A. Ghana", "B. Togo", "C. ghana ", "ANSWER: B"],
      ["9: Options must all be different: option C repeats option A"],
    ],
    [
      "an empty question (options first)",
      ["A. Venus", "B. Mercury", "ANSWER: B"],
      ["6: Question must be at least 3 characters"],
    ],
    [
      "a question under 3 characters",
      ["Hi", "A. Venus", "B. Mercury", "ANSWER: B"],
      ["6: Question must be at least 3 characters"],
    ],
    [
      "a question over 2000 characters",
      ["q".repeat(2001), "A. Venus", "B. Mercury", "ANSWER: B"],
      ["6: Question must be at most 2000 characters"],
    ],
    [
      "an option over 500 characters",
      ["Which planet is closest to the sun?", "A. Venus", `B. ${"m".repeat(501)}`, "ANSWER: A"],
      ["8: Option B: Each option must be at most 500 characters"],
    ],
    [
      "an empty option",
      ["Which planet is closest to the sun?", "A. Venus", "B.", "C. Mercury", "ANSWER: C"],
      ["8: Option B: Options cannot be empty"],
    ],
    [
      "an explanation over 2000 characters",
      [
        "Which planet is closest to the sun?",
        "A. Venus",
        "B. Mercury",
        "ANSWER: B",
        `EXPLANATION: ${"e".repeat(2001)}`,
      ],
      ["10: Explanation must be at most 2000 characters"],
    ],
    [
      "option letters out of order",
      ["Which planet is closest to the sun?", "A. Venus", "C. Mercury", "ANSWER: C"],
      ["8: Option letters must run in order from A: expected B but found C"],
    ],
    [
      "a repeated option letter",
      ["Which planet is closest to the sun?", "A. Venus", "B. Mercury", "B. Mars", "ANSWER: A"],
      ["9: Option letters must run in order from A: expected C but found B"],
    ],
    [
      "options that start at B are read as question text",
      ["Which planet is closest to the sun?", "B. Venus", "C. Mercury", "ANSWER: C"],
      ["6: A question needs at least 2 options", "9: The answer is C but there is no option C"],
    ],
    [
      "a seventh option",
      [
        "Which is a Nigerian state?",
        "A. Ogun",
        "B. Osun",
        "C. Oyo",
        "D. Ondo",
        "E. Ekiti",
        "F. Kwara",
        "G. Kogi",
        "ANSWER: A",
      ],
      ["6: A question can have at most 6 options"],
    ],
    ["an ANSWER line with no question", ["ANSWER: A"], ["6: An ANSWER line must follow a question and its options"]],
    [
      "a second ANSWER line",
      ["Which planet is closest to the sun?", "A. Venus", "B. Mercury", "ANSWER: B", "ANSWER: A"],
      ["10: This question already has an ANSWER line"],
    ],
    [
      "an EXPLANATION line before the ANSWER line",
      ["Which planet is closest to the sun?", "A. Venus", "B. Mercury", "EXPLANATION: It orbits closest.", "ANSWER: B"],
      ["9: An EXPLANATION line must come right after the ANSWER line"],
    ],
    [
      "an EXPLANATION line with no question",
      ["EXPLANATION: stray"],
      ["6: An EXPLANATION line must come right after the ANSWER line"],
    ],
    [
      "a second EXPLANATION line",
      [
        "Which planet is closest to the sun?",
        "A. Venus",
        "B. Mercury",
        "ANSWER: B",
        "EXPLANATION: one",
        "EXPLANATION: two",
      ],
      ["11: This question already has an EXPLANATION line"],
    ],
  ])("%s", (_label, lines, errors) => {
    // A good question on lines 1–4, a blank line 5: the bad one starts on line 6.
    const r = parseAiken(aiken(...GOOD, "", ...lines, "", ...GOOD));
    expect(errorsOf(r)).toEqual(errors);
    expect(r.questions.map((q) => q.question)).toEqual([
      "What is the capital of Nigeria?",
      "What is the capital of Nigeria?",
    ]);
  });

  it("more questions than a quiz holds: reading stops at the first one too many", () => {
    const blocks = Array.from({ length: MAX_QUESTIONS_PER_QUIZ + 20 }, (_, i) =>
      aiken(`Question number ${i + 1}?`, "A. Yes", "B. No", "ANSWER: A", ""),
    );
    const r = parseAiken(aiken(...blocks));
    expect(errorsOf(r)).toEqual([
      `${5 * MAX_QUESTIONS_PER_QUIZ + 1}: A file can hold at most ${MAX_QUESTIONS_PER_QUIZ} questions, as many as one quiz: this is question ${MAX_QUESTIONS_PER_QUIZ + 1}`,
    ]);
    expect(r.questions).toHaveLength(MAX_QUESTIONS_PER_QUIZ);
  });

  it("a missing ANSWER line followed at once by the next question: the next question is still read", () => {
    const r = parseAiken(
      aiken(
        "Which of these is a mammal?",
        "A. Shark",
        "B. Bat",
        "Which of these is a reptile?",
        "A. Lizard",
        "B. Frog",
        "ANSWER: A",
      ),
    );
    expect(errorsOf(r)).toEqual(['1: The question has no answer line: add "ANSWER: <letter>" after its options']);
    expect(r.questions).toEqual([
      {
        line: 4,
        question: "Which of these is a reptile?",
        options: ["Lizard", "Frog"],
        correctIndex: 0,
        explanation: "",
      },
    ]);
  });

  it("reports every error of a file at once, in line order, and still reads the good questions", () => {
    const text = aiken(
      "Which of these is a Nigerian river?", // 1
      "A. Niger", // 2
      "B. Volta", // 3
      "ANSWER: A", // 4
      "", // 5
      "Which is a primary colour?", // 6
      "A. Green", // 7
      "B. Red", // 8
      "C. green", // 9  repeat of A
      "ANSWER: E", // 10 no option E
      "", // 11
      "Solve: 3x = 12", // 12
      "A. 3", // 13
      "C. 4", // 14 out of order
      "", // 15 (no ANSWER for the question on line 12)
      "ANSWER: B", // 16 stray
      "", // 17
      "Which organ produces insulin?", // 18
      "A. Liver", // 19
      "B. Pancreas", // 20
      "ANSWER: B", // 21
    );
    const r = parseAiken(text);
    expect(r.questions.map((q) => q.line)).toEqual([1, 18]);
    expect(errorsOf(r)).toEqual([
      "9: Options must all be different: option C repeats option A",
      "10: The answer is E but there is no option E",
      '12: The question has no answer line: add "ANSWER: <letter>" after its options',
      "14: Option letters must run in order from A: expected B but found C",
      "16: An ANSWER line must follow a question and its options",
    ]);
  });
});

// ---- The schemas the parsers share -------------------------------------------------------

const firstMessage = (result: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  result.error?.issues[0];

describe("question and quiz schemas", () => {
  const valid = { question: "What is the capital of Nigeria?", options: ["Lagos", "Abuja", "Kano"], correct_answer: 1 };

  it("a question: trimmed, explanation defaults to empty", () => {
    expect(
      questionInputSchema.parse({
        ...valid,
        question: "  What is the capital of Nigeria?  ",
        options: [" Lagos", "Abuja ", "Kano"],
      }),
    ).toEqual({
      question: "What is the capital of Nigeria?",
      options: ["Lagos", "Abuja", "Kano"],
      correct_answer: 1,
      explanation: "",
    });
  });

  it.each([
    ["a short question", { question: "Hi" }, "Question must be at least 3 characters", ["question"]],
    ["one option", { options: ["Lagos"], correct_answer: 0 }, "A question needs at least 2 options", ["options"]],
    [
      "seven options",
      { options: ["a", "b", "c", "d", "e", "f", "g"] },
      "A question can have at most 6 options",
      ["options"],
    ],
    ["an empty option", { options: ["Lagos", " "] }, "Options cannot be empty", ["options", 1]],
    [
      "a long option",
      { options: ["Lagos", "x".repeat(501)] },
      "Each option must be at most 500 characters",
      ["options", 1],
    ],
    [
      "repeated options",
      { options: ["Lagos", "Abuja", " lagos"] },
      "Options must all be different: option C repeats option A",
      ["options", 2],
    ],
    [
      "an answer past the options",
      { correct_answer: 3 },
      "correct_answer must be the index of one of the options (0 to 2)",
      ["correct_answer"],
    ],
    [
      "a negative answer",
      { correct_answer: -1 },
      "correct_answer must be the index of the right option (0 for the first)",
      ["correct_answer"],
    ],
    [
      "an answer as text",
      { correct_answer: "B" },
      "correct_answer must be the index of the right option (0 for the first)",
      ["correct_answer"],
    ],
    [
      "a long explanation",
      { explanation: "e".repeat(2001) },
      "Explanation must be at most 2000 characters",
      ["explanation"],
    ],
  ])("questionInputSchema refuses %s", (_label, patch, message, path) => {
    const issue = firstMessage(questionInputSchema.safeParse({ ...valid, ...patch }));
    expect(issue?.message).toBe(message);
    expect(issue?.path).toEqual(path);
  });

  it("questionInputSchema is strict and needs question, options and correct_answer", () => {
    expect(questionInputSchema.safeParse({ ...valid, correct: 1 }).success).toBe(false);
    expect(questionInputSchema.safeParse({ question: valid.question, options: valid.options }).success).toBe(false);
  });

  it("questionUpdateSchema: any subset; options and correct_answer sent together are checked together", () => {
    expect(questionUpdateSchema.parse({})).toEqual({});
    expect(questionUpdateSchema.parse({ correct_answer: 5 })).toEqual({ correct_answer: 5 });
    expect(questionUpdateSchema.parse({ options: ["Yes", "No"] })).toEqual({ options: ["Yes", "No"] });
    expect(firstMessage(questionUpdateSchema.safeParse({ options: ["Yes", "No"], correct_answer: 2 }))?.message).toBe(
      "correct_answer must be the index of one of the options (0 to 1)",
    );
    expect(firstMessage(questionUpdateSchema.safeParse({ correct_answer: 6 }))?.message).toBe(
      "correct_answer must be the index of one of the options",
    );
  });

  it("quizCreateSchema: defaults and limits", () => {
    expect(quizCreateSchema.parse({ title: "WAEC Physics: Motion", category: "Physics", difficulty: "easy" })).toEqual({
      title: "WAEC Physics: Motion",
      description: "",
      category: "Physics",
      difficulty: "easy",
      course_id: null,
      time_limit: null,
      passing_score: 70,
      max_attempts: null,
      status: "draft",
      review_policy: "after_each_attempt",
    });
    const base = { title: "WAEC Physics: Motion", category: "Physics", difficulty: "easy" };
    expect(firstMessage(quizCreateSchema.safeParse({ ...base, category: "Astrology" }))?.message).toBe(
      "Category must be one of the subjects",
    );
    expect(firstMessage(quizCreateSchema.safeParse({ ...base, difficulty: "expert" }))?.message).toBe(
      "Difficulty must be easy, medium or hard",
    );
    expect(firstMessage(quizCreateSchema.safeParse({ ...base, time_limit: 0 }))?.message).toBe(
      "Time limit must be between 1 and 300 minutes",
    );
    expect(firstMessage(quizCreateSchema.safeParse({ ...base, time_limit: 301 }))?.message).toBe(
      "Time limit must be between 1 and 300 minutes",
    );
    expect(firstMessage(quizCreateSchema.safeParse({ ...base, passing_score: 0 }))?.message).toBe(
      "Passing score must be between 1 and 100",
    );
    expect(firstMessage(quizCreateSchema.safeParse({ ...base, passing_score: 101 }))?.message).toBe(
      "Passing score must be between 1 and 100",
    );
    expect(firstMessage(quizCreateSchema.safeParse({ ...base, max_attempts: 51 }))?.message).toBe(
      "Maximum attempts must be between 1 and 50",
    );
    expect(firstMessage(quizCreateSchema.safeParse({ ...base, max_attempts: 2.5 }))?.message).toBe(
      "Maximum attempts must be a whole number",
    );
    expect(
      quizCreateSchema.safeParse({ ...base, time_limit: 300, passing_score: 100, max_attempts: 50, course_id: "abc" })
        .success,
    ).toBe(true);
    expect(quizCreateSchema.safeParse({ ...base, slug: "x" }).success).toBe(false);
  });

  it("quizUpdateSchema: any subset, nulls clear the limits and the course", () => {
    expect(quizUpdateSchema.parse({})).toEqual({});
    expect(quizUpdateSchema.parse({ course_id: null, time_limit: null, max_attempts: null })).toEqual({
      course_id: null,
      time_limit: null,
      max_attempts: null,
    });
    expect(quizUpdateSchema.safeParse({ passing_score: null }).success).toBe(false);
    expect(quizUpdateSchema.safeParse({ tutor_id: "x" }).success).toBe(false);
  });

  it("importSchema: csv or aiken, text not empty and at most 1 MB", () => {
    expect(importSchema.parse({ format: "aiken", text: GOOD.join("\n") }).format).toBe("aiken");
    expect(firstMessage(importSchema.safeParse({ format: "gift", text: "x" }))?.message).toBe(
      "format must be csv or aiken",
    );
    expect(firstMessage(importSchema.safeParse({ format: "csv", text: "  \n" }))?.message).toBe("The file is empty");
    expect(importSchema.safeParse({ format: "csv", text: "a".repeat(1024 * 1024) }).success).toBe(true);
    expect(firstMessage(importSchema.safeParse({ format: "csv", text: "a".repeat(1024 * 1024 + 1) }))?.message).toBe(
      "The file must be at most 1 MB",
    );
    // 1 MB counts bytes: ₦ is three bytes in UTF-8.
    expect(firstMessage(importSchema.safeParse({ format: "csv", text: "₦".repeat(400_000) }))?.message).toBe(
      "The file must be at most 1 MB",
    );
  });
});
