import { describe, expect, it } from "vitest";
import {
  indistinctOptions,
  keyIsLongest,
  keyStandsOutByLength,
  keyWordsInStem,
  questionWarnings,
} from "./question-checks";

const q = (text: string, options: string[], answer: number) => ({ text, options, answer });

describe("keyStandsOutByLength", () => {
  it("is false when the key is exactly a quarter longer than the next longest", () => {
    expect(keyStandsOutByLength(q("?", ["aaaaa", "aaaa", "aa", "a"], 0))).toBe(false);
  });
  it("is true when the key is more than a quarter longer", () => {
    expect(keyStandsOutByLength(q("?", ["aaaaaa", "aaaa", "aa", "a"], 0))).toBe(true);
  });
  it("is false when another option is as long as the key", () => {
    expect(keyStandsOutByLength(q("?", ["aaaaaaaaaa", "aaaaaaaaaa", "a", "a"], 0))).toBe(false);
  });
  it("is false when the key is the shortest", () => {
    expect(keyStandsOutByLength(q("?", ["a", "aaaa", "aaaaaaaa", "aa"], 0))).toBe(false);
  });
  it("counts a run of spaces as one", () => {
    expect(keyStandsOutByLength(q("?", ["  aaaa      b  ", "aaaaaa", "ab", "a"], 0))).toBe(false);
  });
  it("is false for an answer that is not an option", () => {
    expect(keyStandsOutByLength(q("?", ["a", "b"], 5))).toBe(false);
  });
});

describe("keyIsLongest", () => {
  it("is true only when strictly longer than every other option", () => {
    expect(keyIsLongest(q("?", ["aaa", "aa", "a", "a"], 0))).toBe(true);
    expect(keyIsLongest(q("?", ["aaa", "aaa", "a", "a"], 0))).toBe(false);
    expect(keyIsLongest(q("?", ["aa", "aaa", "a", "a"], 0))).toBe(false);
  });
});

describe("keyWordsInStem", () => {
  it("finds a content word of the key repeated in the stem", () => {
    expect(
      keyWordsInStem(
        q("Which document does an importer send to order goods?", ["Indent", "Invoice", "Receipt", "Order form"], 3),
      ),
    ).toEqual(["order"]);
  });
  it("matches singular and plural", () => {
    expect(
      keyWordsInStem(
        q("Which of these banks lends to other banks?", ["Central bank", "Mortgage house", "Insurer", "Broker"], 0),
      ),
    ).toEqual(["bank"]);
  });
  it("lets the topic's vocabulary through when two distractors share it", () => {
    expect(
      keyWordsInStem(
        q(
          "Which bank acts as lender of last resort?",
          ["Central bank", "Merchant bank", "Commercial bank", "Broker"],
          0,
        ),
      ),
    ).toEqual([]);
  });
  it("flags the word when only one distractor shares it", () => {
    expect(
      keyWordsInStem(
        q("Which bank acts as lender of last resort?", ["Central bank", "Merchant bank", "Insurer", "Broker"], 0),
      ),
    ).toEqual(["bank"]);
  });
  it("ignores function words and short words", () => {
    expect(keyWordsInStem(q("Which of these is the one?", ["The one of these", "Two", "Six", "Ten"], 0))).toEqual([]);
  });
});

describe("indistinctOptions", () => {
  it("finds options that differ only in spacing, a first capital or a closing full stop", () => {
    expect(indistinctOptions(["Sole trader", "sole  trader.", "Partnership", "Company"])).toEqual([[0, 1]]);
  });
  it("keeps stress patterns that differ only in case apart", () => {
    expect(indistinctOptions(["DE-moc-ra-cy", "de-moc-RA-cy", "de-moc-ra-CY", "de-MOC-ra-cy"])).toEqual([]);
  });
  it("keeps numbers that differ apart", () => {
    expect(indistinctOptions(["₦1,200", "₦12,00", "₦120", "₦2,100"])).toEqual([]);
    expect(indistinctOptions(["1.5", "15", "0.15", "150"])).toEqual([]);
    expect(indistinctOptions(["12", "13", "14", "15"])).toEqual([]);
  });
  it("compares notation-only options by their raw text", () => {
    expect(indistinctOptions(["$+$", "$-$", "$\\times$", "$\\div$"])).toEqual([]);
  });
});

describe("questionWarnings", () => {
  it("answers nothing for a sound question", () => {
    expect(questionWarnings(q("What is the capital of Nigeria?", ["Abuja", "Lagos", "Kano", "Enugu"], 0))).toEqual([]);
  });
  it("names each problem with its reason", () => {
    const warnings = questionWarnings(
      q("Which market sells goods?", ["A market where goods are sold to the public", "Shop", "Shop.", "Kiosk"], 0),
    );
    expect(warnings.map((w) => w.code)).toEqual(["key_longest", "key_word_in_stem", "indistinct_options"]);
    expect(warnings[0]!.message).toMatch(/longer than every other option/);
    expect(warnings[2]!.message).toBe("Options B and C say the same thing.");
  });
});
