import { describe, expect, it } from "vitest";
import type { Sitting } from "./sitting-types";
import { notationFaces } from "./use-notation-fonts";

const paper = (...htmls: (string | undefined)[]) =>
  ({
    sections: [
      {
        subject: "Mathematics",
        questions: htmls.map((html, i) => ({ id: `q${i}`, text: "", html, options: [{ key: "A", text: "1" }] })),
      },
    ],
  }) as unknown as Sitting;

describe("notationFaces", () => {
  it("is none for a paper without notation", () => {
    expect(notationFaces(paper(undefined, "<p>plain</p>"))).toEqual([]);
  });

  it("is the regular face, and the others only where the notation draws with them", () => {
    expect(notationFaces(paper('<span class="katex"><span class="mord">2</span></span>'))).toEqual(["1em KaTeX_Main"]);
    expect(
      notationFaces(
        paper(
          '<span class="katex"><span class="mord mathnormal">x</span></span>',
          '<span class="katex"><span class="mop op-symbol small-op">∑</span></span>',
        ),
      ),
    ).toEqual(["1em KaTeX_Main", "italic 1em KaTeX_Math", "1em KaTeX_Size1"]);
  });
});
