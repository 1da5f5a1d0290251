import { describe, expect, it } from "vitest";
import {
  CATALOGUE_SORTS,
  catalogueQuerySchema,
  courseCreateSchema,
  courseUpdateSchema,
  durationSchema,
  reorderSchema,
  sectionCreateSchema,
  videoCreateSchema,
} from "./courses";

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe("durationSchema: minutes or m:ss → seconds", () => {
  it.each([
    [1, 60],
    [5, 300],
    [12.5, 750],
    [0.5, 30],
    [90, 5400],
    [360, 21_600],
  ])("%d minutes → %d seconds", (minutes, seconds) => {
    expect(durationSchema.parse(minutes)).toBe(seconds);
  });

  it.each([
    ["0:01", 1],
    ["0:30", 30],
    ["7:30", 450],
    ["10:05", 605],
    ["59:59", 3599],
    ["360:00", 21_600],
    [" 4:20 ", 260],
  ])("%j → %d seconds", (text, seconds) => {
    expect(durationSchema.parse(text)).toBe(seconds);
  });

  it.each(["7:60", "7:5", "7", "abc", "", "1:2:3", "-1:00", "1000:00", "1:00 min", "1.5:00"])(
    "refuses the text %j",
    (text) => {
      const result = durationSchema.safeParse(text);
      expect(result.success).toBe(false);
    },
  );

  it("refuses zero, negative, too long and non-finite durations", () => {
    for (const value of [0, -1, 0.001, 361, Number.NaN, Number.POSITIVE_INFINITY, "0:00", "361:00"]) {
      const result = durationSchema.safeParse(value);
      expect(result.success, String(value)).toBe(false);
    }
    expect(firstMessage(durationSchema.safeParse(0))).toBe("duration must be between 1 second and 6 hours");
    expect(firstMessage(durationSchema.safeParse("abc"))).toBe("duration must be minutes or m:ss");
  });

  it("refuses other types", () => {
    for (const value of [null, undefined, true, {}, [5]]) {
      expect(durationSchema.safeParse(value).success, JSON.stringify(value)).toBe(false);
    }
  });
});

describe("catalogueQuerySchema", () => {
  it("has defaults: sort by name, page 1, 12 per page, no filters", () => {
    expect(catalogueQuerySchema.parse({})).toEqual({
      sort: "name",
      page: 1,
      limit: 12,
      search: undefined,
      level: undefined,
      category: undefined,
      featured: undefined,
    });
  });

  it("trims text filters and drops empty ones", () => {
    const q = catalogueQuerySchema.parse({ search: "  physics ", level: "", category: "   " });
    expect(q.search).toBe("physics");
    expect(q.level).toBeUndefined();
    expect(q.category).toBeUndefined();
  });

  it("limits the search to 100 characters", () => {
    expect(catalogueQuerySchema.safeParse({ search: "x".repeat(100) }).success).toBe(true);
    expect(firstMessage(catalogueQuerySchema.safeParse({ search: "x".repeat(101) }))).toBe(
      "Search must be at most 100 characters",
    );
  });

  it.each([
    ["true", true],
    ["1", true],
    ["false", false],
    ["0", false],
  ])("featured=%s → %s", (value, expected) => {
    expect(catalogueQuerySchema.parse({ featured: value }).featured).toBe(expected);
  });

  it("refuses other featured values", () => {
    expect(firstMessage(catalogueQuerySchema.safeParse({ featured: "yes" }))).toBe("featured must be true or false");
  });

  it("accepts the five sorts of part 9 and nothing else", () => {
    expect([...CATALOGUE_SORTS]).toEqual(["name", "price-low", "price-high", "rating", "students"]);
    for (const sort of CATALOGUE_SORTS) expect(catalogueQuerySchema.parse({ sort }).sort).toBe(sort);
    expect(firstMessage(catalogueQuerySchema.safeParse({ sort: "popular" }))).toBe(
      "sort must be one of name, price-low, price-high, rating, students",
    );
  });

  it("limit is between 1 and 100", () => {
    expect(catalogueQuerySchema.parse({ limit: "1" }).limit).toBe(1);
    expect(catalogueQuerySchema.parse({ limit: "100" }).limit).toBe(100);
    expect(firstMessage(catalogueQuerySchema.safeParse({ limit: "0" }))).toBe("limit must be at least 1");
    expect(firstMessage(catalogueQuerySchema.safeParse({ limit: "101" }))).toBe("limit must be at most 100");
    expect(firstMessage(catalogueQuerySchema.safeParse({ limit: "abc" }))).toBe("limit must be a number");
    expect(firstMessage(catalogueQuerySchema.safeParse({ limit: "2.5" }))).toBe("limit must be a whole number");
  });

  it("page is at least 1 and a whole number", () => {
    expect(catalogueQuerySchema.parse({ page: "3" }).page).toBe(3);
    expect(firstMessage(catalogueQuerySchema.safeParse({ page: "0" }))).toBe("page must be at least 1");
    expect(firstMessage(catalogueQuerySchema.safeParse({ page: "x" }))).toBe("page must be a number");
    expect(firstMessage(catalogueQuerySchema.safeParse({ page: "1.5" }))).toBe("page must be a whole number");
  });
});

const validCourse = { title: "WAEC Physics", level: "Beginner", category: "Physics", price: 2500 };

describe("courseCreateSchema", () => {
  it("fills in the defaults", () => {
    expect(courseCreateSchema.parse(validCourse)).toEqual({
      ...validCourse,
      description: "",
      exam: null,
      original_price: null,
      duration_hours: 0,
      objectives: [],
      requirements: [],
      tags: [],
      downloadable_material: false,
      issue_certificate: true,
      status: "draft",
    });
  });

  it("takes status draft or published and nothing else", () => {
    expect(courseCreateSchema.parse({ ...validCourse, status: "published" }).status).toBe("published");
    expect(courseCreateSchema.safeParse({ ...validCourse, status: "hidden" }).error?.issues[0]?.message).toBe(
      "status must be draft or published",
    );
  });

  it("accepts a free course and an original price equal to or above the price", () => {
    expect(courseCreateSchema.safeParse({ ...validCourse, price: 0 }).success).toBe(true);
    expect(courseCreateSchema.safeParse({ ...validCourse, original_price: 2500 }).success).toBe(true);
    expect(courseCreateSchema.safeParse({ ...validCourse, original_price: 5000 }).success).toBe(true);
  });

  it.each([
    [{ price: -1 }, "Price cannot be negative"],
    [{ price: 12.5 }, "Price must be a whole number of naira"],
    [{ price: "2500" }, "Price must be a whole number of naira"],
    [{ price: 10_000_001 }, "Price is too large"],
    [{ original_price: 2000 }, "Original price must be at least the price"],
    [{ level: "Expert" }, "Level must be one of Beginner, Intermediate, Advanced"],
    [{ category: "Astrology" }, "Choose a subject from the list"],
    [{ exam: "SAT" }, "Exam must be one of WAEC, JAMB, NECO"],
    [{ title: "ab" }, "Title must be at least 3 characters"],
    [{ title: "   ab   " }, "Title must be at least 3 characters"],
    [{ duration_hours: 1.5 }, "Duration must be a whole number of hours"],
    [{ tags: ["ok", ""] }, "Tags cannot contain empty entries"],
    [{ featured: true }, undefined],
    [{ unknown_field: 1 }, undefined],
  ])("refuses %o", (patch, message) => {
    const result = courseCreateSchema.safeParse({ ...validCourse, ...patch });
    expect(result.success).toBe(false);
    if (message) expect(firstMessage(result)).toBe(message);
  });

  it("requires title, level, category and price", () => {
    for (const field of ["title", "level", "category", "price"] as const) {
      const { [field]: _dropped, ...rest } = validCourse;
      expect(courseCreateSchema.safeParse(rest).success, field).toBe(false);
    }
  });
});

describe("courseUpdateSchema", () => {
  it("accepts any subset", () => {
    expect(courseUpdateSchema.parse({})).toEqual({});
    expect(courseUpdateSchema.parse({ price: 3000 })).toEqual({ price: 3000 });
    expect(courseUpdateSchema.parse({ original_price: null })).toEqual({ original_price: null });
  });

  it("checks the pair when both are sent, and refuses featured and bestseller", () => {
    expect(firstMessage(courseUpdateSchema.safeParse({ price: 3000, original_price: 2000 }))).toBe(
      "Original price must be at least the price",
    );
    expect(courseUpdateSchema.safeParse({ featured: true }).success).toBe(false);
    expect(courseUpdateSchema.safeParse({ bestseller: true }).success).toBe(false);
  });
});

describe("sections, videos and reordering", () => {
  it("a section needs a course and a title or name", () => {
    expect(sectionCreateSchema.safeParse({ course_id: "c1", title: "Intro" }).success).toBe(true);
    expect(sectionCreateSchema.safeParse({ course_id: "c1", name: "Intro" }).success).toBe(true);
    expect(firstMessage(sectionCreateSchema.safeParse({ course_id: "c1" }))).toBe("Title is required");
    expect(firstMessage(sectionCreateSchema.safeParse({ title: "Intro" }))).toBe("course_id is required");
  });

  it("a video converts its duration and defaults preview to false", () => {
    const v = videoCreateSchema.parse({ section_id: "s1", title: "Lesson", duration: "3:15" });
    expect(v.duration).toBe(195);
    expect(v.preview).toBe(false);
    expect(v.description).toBe("");
    expect(videoCreateSchema.parse({ section_id: "s1", title: "Lesson", duration: 4 }).duration).toBe(240);
    expect(videoCreateSchema.safeParse({ section_id: "s1", title: "Lesson", duration: "soon" }).success).toBe(false);
  });

  it("a video awaiting its upload needs no duration; one given by key or address does", () => {
    expect(videoCreateSchema.parse({ section_id: "s1", title: "Lesson" }).duration).toBeUndefined();
    expect(
      firstMessage(videoCreateSchema.safeParse({ section_id: "s1", title: "Lesson", storage_key: "videos/t/a.mp4" })),
    ).toBe("duration is required with a storage_key or videoUrl");
    expect(
      firstMessage(
        videoCreateSchema.safeParse({ section_id: "s1", title: "Lesson", videoUrl: "https://cdn.example.com/a.mp4" }),
      ),
    ).toBe("duration is required with a storage_key or videoUrl");
  });

  it("reordering needs a non-empty list of ids", () => {
    expect(reorderSchema.safeParse({ ids: ["a", "b"] }).success).toBe(true);
    expect(firstMessage(reorderSchema.safeParse({ ids: [] }))).toBe("ids must list every item");
    expect(reorderSchema.safeParse({}).success).toBe(false);
  });
});
