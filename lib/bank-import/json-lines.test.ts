import { describe, expect, it } from "vitest";
import { MAX_JSON_DEPTH, parseJsonWithLines } from "./json-lines";

const ok = (text: string) => {
  const r = parseJsonWithLines(text);
  if (!r.ok) throw new Error(`expected JSON: ${r.message}`);
  return r;
};
const fault = (text: string) => {
  const r = parseJsonWithLines(text);
  if (r.ok) throw new Error("expected a syntax problem");
  return { line: r.line, column: r.column, message: r.message };
};

describe("parseJsonWithLines: values", () => {
  it.each([
    ["{}", {}],
    ["[]", []],
    ['{"a": [1, -2.5, 3e2, 0, true, false, null, "x"]}', { a: [1, -2.5, 300, 0, true, false, null, "x"] }],
    ['"\\u00e9\\n\\t\\"\\\\\\/"', 'é\n\t"\\/'],
    ['"\\ud83d\\ude00"', "😀"],
    ["  42  ", 42],
    ['{"a": {"b": {"c": []}}}', { a: { b: { c: [] } } }],
    ['{"a": 1, "a": 2}', { a: 2 }],
  ])("%s reads as JSON.parse reads it", (text, value) => {
    expect(ok(text).value).toEqual(value);
    expect(ok(text).value).toEqual(JSON.parse(text));
  });

  it("a key named __proto__ is a plain field, as JSON.parse makes it", () => {
    const value = ok('{"__proto__": {"polluted": true}}').value as Record<string, unknown>;
    expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
    expect(Object.keys(value)).toEqual(["__proto__"]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it("skips a byte order mark", () => {
    expect(ok('\uFEFF{"a": 1}').value).toEqual({ a: 1 });
  });

  it("knows the line every value starts on", () => {
    const r = ok(
      [
        "{",
        '  "questions": [',
        "    {",
        '      "text": "Q1",',
        '      "options": ["a",',
        '        "b"]',
        "    },",
        '    {"text": "Q2"}',
        "  ]",
        "}",
      ].join("\n"),
    );
    expect(r.lineOf([])).toBe(1);
    expect(r.lineOf(["questions"])).toBe(2);
    expect(r.lineOf(["questions", 0])).toBe(3);
    expect(r.lineOf(["questions", 0, "text"])).toBe(4);
    expect(r.lineOf(["questions", 0, "options", 0])).toBe(5);
    expect(r.lineOf(["questions", 0, "options", 1])).toBe(6);
    expect(r.lineOf(["questions", 1])).toBe(8);
    expect(r.lineOf(["questions", 1, "text"])).toBe(8);
    expect(r.lineOf(["questions", 2])).toBeUndefined();
  });

  it("counts CRLF line breaks once", () => {
    expect(ok('{\r\n"a":\r\n1}').lineOf(["a"])).toBe(3);
  });
});

describe("parseJsonWithLines: faults, with line and column", () => {
  it.each([
    [
      "a trailing comma in an object",
      '{\n  "a": 1,\n}',
      { line: 3, column: 1, message: "A comma before } leaves an empty entry: remove the last comma" },
    ],
    [
      "a trailing comma in a list",
      "[1,\n 2,\n]",
      { line: 3, column: 1, message: "A comma before ] leaves an empty entry: remove the last comma" },
    ],
    [
      "a missing comma",
      '{"a": 1\n "b": 2}',
      { line: 2, column: 2, message: 'Expected a comma or } after the value of "a" but found """' },
    ],
    [
      "a missing comma in a list",
      "[1 2]",
      { line: 1, column: 4, message: 'Expected a comma or ] after entry 1 of the list but found "2"' },
    ],
    [
      "single quotes",
      "{'a': 1}",
      { line: 1, column: 2, message: 'Expected a field name in double quotes but found "\'"' },
    ],
    [
      "a single-quoted value",
      "{\"a\": 'x'}",
      { line: 1, column: 7, message: 'Text must be in double quotes ("), not single ones' },
    ],
    [
      "a missing colon",
      '{"a" 1}',
      { line: 1, column: 6, message: 'Expected : after the field name "a" but found "1"' },
    ],
    [
      "a text over a line break",
      '{"a": "x\ny"}',
      {
        line: 1,
        column: 9,
        message: 'A text value cannot run over a line break: close it with " or write the break as \\n',
      },
    ],
    [
      "a text never closed",
      '{"a": "xy',
      { line: 1, column: 7, message: 'A text value is never closed: a closing " is missing' },
    ],
    [
      "a bad escape",
      '["a\\qb"]',
      { line: 1, column: 4, message: "Unknown escape \\q in a text value: a backslash must be written \\\\" },
    ],
    [
      "a tab inside a text",
      '["a\tb"]',
      { line: 1, column: 4, message: "A text value contains a control character: write it with a \\u escape" },
    ],
    [
      "a bare word",
      '{"a": yes}',
      {
        line: 1,
        column: 7,
        message:
          'Expected a value (text in double quotes, a number, a list, an object, true, false or null) but found "y"',
      },
    ],
    [
      "the end of the file",
      '{"a": [1,',
      {
        line: 1,
        column: 10,
        message:
          "Expected a value (text in double quotes, a number, a list, an object, true, false or null) but found the end of the file",
      },
    ],
    [
      "an empty file",
      "",
      {
        line: 1,
        column: 1,
        message:
          "Expected a value (text in double quotes, a number, a list, an object, true, false or null) but found the end of the file",
      },
    ],
    [
      "text after the value",
      '{"a": 1}\n{"b": 2}',
      { line: 2, column: 1, message: 'Unexpected "{" after the end of the JSON value' },
    ],
    [
      "NaN",
      "[NaN]",
      {
        line: 1,
        column: 2,
        message:
          'Expected a value (text in double quotes, a number, a list, an object, true, false or null) but found "N"',
      },
    ],
    [
      "a leading zero",
      "[01]",
      { line: 1, column: 3, message: 'Expected a comma or ] after entry 1 of the list but found "1"' },
    ],
  ])("%s", (_label, text, expected) => {
    expect(fault(text)).toEqual(expected);
    expect(() => JSON.parse(text)).toThrow();
  });

  it("the line of a fault deep in a file", () => {
    const lines = [
      "{",
      '  "questions": [',
      ...Array.from({ length: 40 }, (_, i) => `    {"text": "Q${i}"},`),
      '    {"text": "Q40" "options": []}',
      "  ]",
      "}",
    ];
    expect(fault(lines.join("\n"))).toMatchObject({ line: 43, column: 20 });
  });

  it(`refuses nesting deeper than ${MAX_JSON_DEPTH} (no stack overflow on a hostile file)`, () => {
    expect(fault("[".repeat(100_000)).message).toBe(
      `The file nests objects and lists more than ${MAX_JSON_DEPTH} deep`,
    );
    expect(ok("[".repeat(MAX_JSON_DEPTH) + "]".repeat(MAX_JSON_DEPTH)).value).toBeInstanceOf(Array);
  });
});
