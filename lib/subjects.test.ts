import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { PLACEHOLDER_THUMBNAIL, SUBJECTS, subjectSlug } from "./subjects";

const publicDir = path.resolve(import.meta.dirname, "..", "public");

describe("SUBJECTS", () => {
  it("has unique slugs", () => {
    const slugs = SUBJECTS.map(subjectSlug);
    expect(new Set(slugs).size).toBe(SUBJECTS.length);
  });
});

describe("subjectSlug", () => {
  it("lower-cases and hyphenates", () => {
    expect(subjectSlug("Computer Science")).toBe("computer-science");
    expect(subjectSlug("Mathematics")).toBe("mathematics");
  });

  it("collapses runs of non-alphanumerics and trims hyphens at the ends", () => {
    expect(subjectSlug("  Further   Maths! ")).toBe("further-maths");
    expect(subjectSlug("Art & Design")).toBe("art-design");
    expect(subjectSlug("--Civic Education--")).toBe("civic-education");
    expect(subjectSlug("Physics 2")).toBe("physics-2");
  });
});

function isSvg(file: string): boolean {
  return /<svg[\s>]/.test(readFileSync(file, "utf8"));
}

describe("thumbnails", () => {
  it.each(SUBJECTS.map((s) => [s, subjectSlug(s)]))("%s has public/thumbnails/%s.svg", (_subject, slug) => {
    const file = path.join(publicDir, "thumbnails", `${slug}.svg`);
    expect(existsSync(file)).toBe(true);
    expect(isSvg(file)).toBe(true);
  });

  it("has the placeholder thumbnail", () => {
    const file = path.join(publicDir, PLACEHOLDER_THUMBNAIL);
    expect(existsSync(file)).toBe(true);
    expect(isSvg(file)).toBe(true);
  });
});
