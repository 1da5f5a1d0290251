import { describe, expect, it } from "vitest";
import { courseCreateSchema } from "../validation/courses";
import { courseBodyFrom, firstIssues } from "./course-form";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.set(k, v);
  return data;
};

describe("courseBodyFrom", () => {
  it("trims text, turns the price into naira and no exam into null", () => {
    expect(
      courseBodyFrom(
        form({
          title: " Algebra ",
          category: "Mathematics",
          exam: "",
          level: "Beginner",
          price: "2500",
          description: " x ",
        }),
      ),
    ).toEqual({
      title: "Algebra",
      category: "Mathematics",
      exam: null,
      level: "Beginner",
      price: 2500,
      description: "x",
    });
  });

  it("leaves an empty price missing, so the schema asks for one", () => {
    const body = courseBodyFrom(form({ title: "Algebra", category: "Mathematics", level: "Beginner", price: "" }));
    const checked = courseCreateSchema.safeParse(body);
    expect(checked.success).toBe(false);
    expect(firstIssues(checked.error!)).toEqual({ price: "Price must be a whole number of naira" });
  });
});

describe("firstIssues", () => {
  it("keeps the first message of each field", () => {
    const checked = courseCreateSchema.safeParse({ title: "A", category: "Cooking", level: "Beginner", price: 1.5 });
    expect(firstIssues(checked.error!)).toEqual({
      title: "Title must be at least 3 characters",
      category: "Choose a subject from the list",
      price: "Price must be a whole number of naira",
    });
  });
});
