// Catalogue API (docs/product-spec.md parts 2, 3, 5 and 9): GET /api/courses with search, filters, the
// five sorts and pages; one course; a tutor's courses; a student's enrolled courses.
// Every list assertion is scoped by a search token of this file, so courses made by
// other test files running in parallel never change what is asserted.
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as courseGet } from "@/app/api/courses/[id]/route";
import { GET as enrolledGet } from "@/app/api/courses/enrolled/route";
import { GET as catalogueGet, POST as coursePost } from "@/app/api/courses/route";
import { GET as tutorCoursesGet } from "@/app/api/courses/tutor/[id]/route";
import { POST as enrollPost } from "@/app/api/enrollments/route";
import { call, openDb, newTutor, type JsonBody, type TestAccount, newStudent } from "../support/api";

const db = openDb();
afterAll(() => db.$disconnect());

/** A verified student made directly in the database, signed in through the API. */
const hex = () => randomBytes(5).toString("hex");
// Letters only, so upper- and lower-case versions differ.
const letters = () => hex().replace(/\d/g, (d) => "ghijklmnop"[Number(d)]!);

const tok = `qz${letters()}`; // in every title of this file's courses
const instructorTok = `Inst${letters()}`; // the tutor's first name
const descTok = `desc${letters()}`; // in one description only
const litTok = `lit${letters()}`; // in another description, next to "100%_pass"

const catalogue = (query: string) => call(catalogueGet, { path: `/api/courses?${query}` });
const ids = (body: JsonBody): string[] => (body.courses as { id: string }[]).map((c) => c.id);

let tutor: TestAccount;
const course: Record<"A" | "B" | "C" | "D", { id: string; title: string }> = {} as never;

/** A published course (courses are created as drafts unless the body says otherwise). */
async function createCourse(token: string, body: Record<string, unknown>) {
  const res = await call(coursePost, { path: "/api/courses", token, body: { status: "published", ...body } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.course as { id: string; title: string };
}

beforeAll(async () => {
  tutor = await newTutor({ first_name: instructorTok, last_name: "Okonkwo" });
  const specs = {
    A: {
      create: {
        title: `${tok} Algebra Basics`,
        level: "Beginner",
        category: "Mathematics",
        price: 3000,
        original_price: 4000,
        description: "Numbers and equations",
        duration_hours: 12,
        objectives: ["Solve linear equations", "Factorise"],
        requirements: ["A calculator"],
        tags: ["algebra", "waec"],
        downloadable_material: true,
        issue_certificate: false,
        exam: "WAEC",
      },
      rating: 4.1,
      students: 50,
      featured: false,
      bestseller: true,
    },
    B: {
      create: {
        title: `${tok} Biology Cells`,
        level: "Intermediate",
        category: "Biology",
        price: 0,
        description: "Cells and tissues",
      },
      rating: 4.9,
      students: 10,
      featured: true,
      bestseller: false,
    },
    C: {
      create: {
        title: `${tok} Chemistry Bonds`,
        level: "Advanced",
        category: "Chemistry",
        price: 15000,
        description: `Covalent and ionic bonds ${descTok} explained`,
      },
      rating: 3.5,
      students: 300,
      featured: false,
      bestseller: false,
    },
    D: {
      create: {
        title: `${tok} Drama Texts`,
        level: "Beginner",
        category: "Literature",
        price: 7000,
        description: `Plays and poems\n${litTok} 100%_pass`,
      },
      rating: 4.5,
      students: 120,
      featured: true,
      bestseller: false,
    },
  } as const;
  for (const [name, spec] of Object.entries(specs) as [keyof typeof specs, (typeof specs)[keyof typeof specs]][]) {
    const created = await createCourse(tutor.token, spec.create);
    // Rating, popularity and the featured flags are not the tutor's to set.
    await db.course.update({
      where: { id: created.id },
      data: { rating: spec.rating, studentCount: spec.students, featured: spec.featured, bestseller: spec.bestseller },
    });
    course[name] = created;
  }
});

describe("GET /api/courses", () => {
  it("answers {courses, pagination} with the default page of 12", async () => {
    const res = await call(catalogueGet, { path: "/api/courses" });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(["courses", "pagination"]);
    expect(res.body.pagination.page).toBe(1);
    expect(res.body.pagination.limit).toBe(12);
    expect(res.body.pagination.total).toBeGreaterThanOrEqual(4 + 10); // the seeded catalogue plus ours
    expect(res.body.courses.length).toBe(Math.min(12, res.body.pagination.total));
  });

  it("search matches titles case-insensitively", async () => {
    for (const q of [tok, tok.toUpperCase(), `${tok.slice(0, 3)}${tok.slice(3).toUpperCase()} algebra`]) {
      const res = await catalogue(`search=${encodeURIComponent(q)}`);
      expect(res.status).toBe(200);
      if (q.endsWith("algebra")) expect(ids(res.body)).toEqual([course.A.id]);
      else {
        expect(new Set(ids(res.body))).toEqual(new Set([course.A.id, course.B.id, course.C.id, course.D.id]));
        expect(res.body.pagination.total).toBe(4);
      }
    }
  });

  it("search matches the instructor case-insensitively", async () => {
    for (const q of [instructorTok, instructorTok.toLowerCase(), instructorTok.toUpperCase()]) {
      const res = await catalogue(`search=${q}`);
      expect(res.status).toBe(200);
      expect(new Set(ids(res.body))).toEqual(new Set([course.A.id, course.B.id, course.C.id, course.D.id]));
      for (const c of res.body.courses) expect(c.instructor).toBe(`${instructorTok} Okonkwo`);
    }
  });

  it("search matches the description case-insensitively", async () => {
    for (const q of [descTok, descTok.toUpperCase()]) {
      const res = await catalogue(`search=${q}`);
      expect(res.status).toBe(200);
      expect(ids(res.body)).toEqual([course.C.id]);
      expect(res.body.pagination.total).toBe(1);
    }
  });

  it("search treats % and _ as plain characters", async () => {
    const percent = await catalogue(`search=${encodeURIComponent(`${tok}%Bonds`)}`);
    expect(percent.status).toBe(200);
    expect.soft(ids(percent.body), "% matched as a wildcard").toEqual([]);
    const underscore = await catalogue(`search=${encodeURIComponent(`${tok}_Algebra`)}`);
    expect(underscore.status).toBe(200);
    expect.soft(ids(underscore.body), "_ matched as a wildcard").toEqual([]);
    // The characters themselves are found, in any case.
    for (const q of [`${litTok} 100%_pass`, `${litTok.toUpperCase()} 100%_PASS`, `${litTok} 100%`]) {
      expect.soft(ids((await catalogue(`search=${encodeURIComponent(q)}`)).body), q).toEqual([course.D.id]);
    }
    expect(ids((await catalogue(`search=${encodeURIComponent("0%_P")}&limit=100`)).body)).toContain(course.D.id);
    for (const q of [`${litTok} 1%`, `${litTok} 100_`, `${litTok} 100%%`]) {
      expect.soft(ids((await catalogue(`search=${encodeURIComponent(q)}`)).body), q).toEqual([]);
    }
  });

  it("search matches within one of title, instructor and description, never across two", async () => {
    // A newline inside one description is matched…
    const within = await catalogue(`search=${encodeURIComponent(`PLAYS AND POEMS\n${litTok}`)}`);
    expect(ids(within.body)).toEqual([course.D.id]);
    // …but text running from the title into the instructor, or from the instructor into the
    // description, is not a match, whichever character joins the two.
    for (const q of [`Texts\n${instructorTok}`, `texts ${instructorTok}`, `Okonkwo\nPlays`, `okonkwo plays`]) {
      const res = await catalogue(`search=${encodeURIComponent(q)}`);
      expect.soft(ids(res.body), JSON.stringify(q)).toEqual([]);
    }
  });

  it("a search that matches nothing is an empty page with total 0", async () => {
    const res = await catalogue(`search=nothing-${hex()}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ courses: [], pagination: { page: 1, limit: 12, total: 0 } });
  });

  it("filters by level", async () => {
    const res = await catalogue(`search=${tok}&level=Beginner&sort=name`);
    expect(res.status).toBe(200);
    expect(ids(res.body)).toEqual([course.A.id, course.D.id]);
    for (const c of res.body.courses) expect(c.level).toBe("Beginner");
    const none = await catalogue(`search=${tok}&level=Expert`);
    expect(none.status).toBe(200);
    expect(none.body.pagination.total).toBe(0);
  });

  it("filters by category (subject)", async () => {
    const res = await catalogue(`search=${tok}&category=Chemistry`);
    expect(ids(res.body)).toEqual([course.C.id]);
    expect(res.body.courses[0].category).toBe("Chemistry");
    const level = await catalogue(`search=${tok}&category=Literature&level=Beginner`);
    expect(ids(level.body)).toEqual([course.D.id]);
    const clash = await catalogue(`search=${tok}&category=Literature&level=Advanced`);
    expect(ids(clash.body)).toEqual([]);
  });

  it("filters by featured", async () => {
    const featured = await catalogue(`search=${tok}&featured=true&sort=name`);
    expect(ids(featured.body)).toEqual([course.B.id, course.D.id]);
    const notFeatured = await catalogue(`search=${tok}&featured=false&sort=name`);
    expect(ids(notFeatured.body)).toEqual([course.A.id, course.C.id]);
    const one = await catalogue(`search=${tok}&featured=1&sort=name`);
    expect(ids(one.body)).toEqual([course.B.id, course.D.id]);
    const all = await catalogue("featured=true&limit=100");
    for (const c of all.body.courses) expect(c.featured).toBe(true);
  });

  it.each([
    ["name", ["A", "B", "C", "D"]],
    ["price-low", ["B", "A", "D", "C"]],
    ["price-high", ["C", "D", "A", "B"]],
    ["rating", ["B", "D", "A", "C"]],
    ["students", ["C", "D", "A", "B"]],
  ] as const)("sort=%s orders the courses", async (sort, order) => {
    const res = await catalogue(`search=${tok}&sort=${sort}`);
    expect(res.status).toBe(200);
    expect(ids(res.body)).toEqual(order.map((k) => course[k].id));
  });

  it("sorts by name when no sort is given", async () => {
    const res = await catalogue(`search=${tok}`);
    expect(ids(res.body)).toEqual([course.A.id, course.B.id, course.C.id, course.D.id]);
  });

  it("sorts the whole catalogue in the database, across pages", async () => {
    const page1 = await catalogue("sort=price-high&limit=5&page=1");
    const page2 = await catalogue("sort=price-high&limit=5&page=2");
    const prices = [...page1.body.courses, ...page2.body.courses].map((c: { price: number }) => c.price);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    const p1Ids = new Set(ids(page1.body));
    for (const id of ids(page2.body)) expect(p1Ids.has(id)).toBe(false);
  });

  it("pages with page and limit", async () => {
    const p1 = await catalogue(`search=${tok}&sort=name&limit=2&page=1`);
    expect(ids(p1.body)).toEqual([course.A.id, course.B.id]);
    expect(p1.body.pagination).toEqual({ page: 1, limit: 2, total: 4 });
    const p2 = await catalogue(`search=${tok}&sort=name&limit=2&page=2`);
    expect(ids(p2.body)).toEqual([course.C.id, course.D.id]);
    expect(p2.body.pagination).toEqual({ page: 2, limit: 2, total: 4 });
    const p3 = await catalogue(`search=${tok}&sort=name&limit=3&page=2`);
    expect(ids(p3.body)).toEqual([course.D.id]);
    const past = await catalogue(`search=${tok}&sort=name&limit=2&page=3`);
    expect(past.status).toBe(200);
    expect(past.body).toEqual({ courses: [], pagination: { page: 3, limit: 2, total: 4 } });
    const max = await catalogue(`search=${tok}&limit=100`);
    expect(max.body.pagination.limit).toBe(100);
  });

  it.each([
    ["limit=0", "limit must be at least 1"],
    ["limit=101", "limit must be at most 100"],
    ["limit=abc", "limit must be a number"],
    ["limit=2.5", "limit must be a whole number"],
    ["page=0", "page must be at least 1"],
    ["page=abc", "page must be a number"],
    ["sort=popularity", "sort must be one of name, price-low, price-high, rating, students"],
    ["featured=maybe", "featured must be true or false"],
  ])("%s → 400 with a message", async (query, message) => {
    const res = await catalogue(query);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe("validation_error");
    expect(res.body.message).toBe(message);
  });
});

describe("GET /api/courses/{id}", () => {
  it("answers {course} with the snake_case fields of part 3", async () => {
    const res = await call(courseGet, { path: `/api/courses/${course.A.id}`, params: { id: course.A.id } });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual(["course"]);
    const c = res.body.course;
    expect(c).toMatchObject({
      id: course.A.id,
      title: `${tok} Algebra Basics`,
      instructor: `${instructorTok} Okonkwo`,
      tutor_id: tutor.id,
      description: "Numbers and equations",
      thumbnail: null,
      student_count: 50,
      rating: 4.1,
      review_count: 0,
      price: 3000,
      original_price: 4000,
      duration_hours: 12,
      lesson_count: 0,
      level: "Beginner",
      category: "Mathematics",
      exam: "WAEC",
      featured: false,
      bestseller: true,
      objectives: ["Solve linear equations", "Factorise"],
      requirements: ["A calculator"],
      tags: ["algebra", "waec"],
      downloadable_material: true,
      issue_certificate: false,
    });
    expect(new Date(c.created_at).toISOString()).toBe(c.created_at);
    expect(new Date(c.updated_at).toISOString()).toBe(c.updated_at);
    // camelCase names never leak.
    for (const key of ["studentCount", "reviewCount", "originalPrice", "lessonCount", "ownerId", "durationHours"])
      expect(c).not.toHaveProperty(key);
  });

  it("a new course has the defaults: rating 4.5, no original price, a certificate", async () => {
    const created = await createCourse(tutor.token, {
      title: `${tok} Defaults ${hex()}`,
      level: "Beginner",
      category: "English",
      price: 500,
    });
    const res = await call(courseGet, { params: { id: created.id } });
    expect(res.body.course).toMatchObject({
      rating: 4.5,
      review_count: 0,
      original_price: null,
      duration_hours: 0,
      lesson_count: 0,
      student_count: 0,
      objectives: [],
      requirements: [],
      tags: [],
      downloadable_material: false,
      issue_certificate: true,
      featured: false,
      bestseller: false,
    });
    await db.course.delete({ where: { id: created.id } });
  });

  it("is the same course the catalogue lists", async () => {
    const list = await catalogue(`search=${descTok}`);
    const one = await call(courseGet, { params: { id: course.C.id } });
    expect(list.body.courses[0]).toEqual(one.body.course);
  });

  it("an unknown id → 404", async () => {
    for (const id of ["0190aaaa-0000-7000-8000-000000000000", "no-such-course"]) {
      const res = await call(courseGet, { params: { id } });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: "Course not found", error: "not_found" });
    }
  });
});

describe("GET /api/courses/tutor/{id}", () => {
  it("lists the tutor's own courses, newest first, for anyone", async () => {
    const res = await call(tutorCoursesGet, { params: { id: tutor.id } });
    expect(res.status).toBe(200);
    const listed = ids(res.body);
    expect(new Set(listed)).toEqual(new Set([course.A.id, course.B.id, course.C.id, course.D.id]));
    expect(listed).toEqual([course.D.id, course.C.id, course.B.id, course.A.id]);
    for (const c of res.body.courses) expect(c.tutor_id).toBe(tutor.id);
  });

  it("a tutor without courses, or an unknown id, has an empty list", async () => {
    const other = await newTutor();
    expect((await call(tutorCoursesGet, { params: { id: other.id } })).body).toEqual({ courses: [] });
    expect((await call(tutorCoursesGet, { params: { id: "nobody" } })).body).toEqual({ courses: [] });
  });
});

describe("GET /api/courses/enrolled", () => {
  it("requires a signed-in student", async () => {
    const none = await call(enrolledGet, {});
    expect(none.status).toBe(401);
    expect(none.body).toEqual({ message: "Invalid or expired token", error: "unauthorized" });
    const asTutor = await call(enrolledGet, { token: tutor.token });
    expect(asTutor.status).toBe(403);
    expect(asTutor.body.error).toBe("forbidden");
  });

  it("lists the student's courses with numeric progress", async () => {
    const student = await newStudent();
    // A free course with two lessons, one of them completed.
    const free = await db.course.create({
      data: {
        ownerId: tutor.id,
        instructor: `${instructorTok} Okonkwo`,
        title: `${tok} Progress ${hex()}`,
        level: "Beginner",
        category: "English",
        price: 0,
        lessonCount: 2,
        status: "published",
      },
    });
    const section = await db.section.create({ data: { courseId: free.id, title: "Week 1", position: 1 } });
    const [v1] = await Promise.all([
      db.lesson.create({
        data: { courseId: free.id, sectionId: section.id, title: "One", durationSeconds: 60, position: 1 },
      }),
      db.lesson.create({
        data: { courseId: free.id, sectionId: section.id, title: "Two", durationSeconds: 60, position: 2 },
      }),
    ]);
    const empty = await call(enrolledGet, { token: student.token });
    expect(empty.status).toBe(200);
    expect(empty.body).toEqual({ courses: [] });

    expect((await call(enrollPost, { token: student.token, body: { course_id: free.id } })).status).toBe(201);
    expect((await call(enrollPost, { token: student.token, body: { course_id: course.B.id } })).status).toBe(201);
    await db.lessonProgress.create({
      data: { studentId: student.id, lessonId: v1!.id, courseId: free.id, completedAt: new Date() },
    });

    const res = await call(enrolledGet, { token: student.token });
    expect(res.status).toBe(200);
    expect(res.body.courses).toHaveLength(2);
    const byId = new Map((res.body.courses as { id: string }[]).map((c) => [c.id, c as JsonBody]));
    const withProgress = byId.get(free.id);
    expect(withProgress).toMatchObject({
      id: free.id,
      lesson_count: 2,
      completed_lessons: 1,
      progress: 50,
      status: "in_progress",
    });
    expect(typeof withProgress.progress).toBe("number");
    const none = byId.get(course.B.id);
    expect(none).toMatchObject({ progress: 0, completed_lessons: 0, lesson_count: 0 });
    expect(typeof none.progress).toBe("number");
    expect(new Date(none.enrolled_at).toISOString()).toBe(none.enrolled_at);
  });
});
