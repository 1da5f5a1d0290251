// Catalogue at scale: 10,000 generated courses, then search and filter latency measured
// inside PostgreSQL (EXPLAIN ANALYZE execution time of the catalogue's own queries, built
// by server/courses/catalogue-query.ts as the app builds them) and through GET /api/courses.
import { randomInt } from "node:crypto";
import { SUBJECTS } from "../lib/subjects";
import { Prisma } from "../server/generated/prisma/client";
import { catalogueCountSql, cataloguePageSql, type CataloguePage } from "../server/courses/sql/catalogue-query";
import { ms, percentile, target, type BenchContext, type Section } from "./context";

const COURSES = 10_000;
const QUERIES = 120;
const words = [
  "algebra",
  "waves",
  "organic",
  "comprehension",
  "federalism",
  "demand",
  "ledger",
  "ecology",
  "poetry",
  "climate",
  "binary",
  "trade",
  "vectors",
  "mole",
  "genetics",
  "essay",
  "indices",
  "budget",
  "drama",
  "maps",
];
const exams = ["WAEC", "JAMB", "NECO"];
const levels = ["Beginner", "Intermediate", "Advanced"];
const names = [
  "Adaeze Okonkwo",
  "Babatunde Adeyemi",
  "Chinwe Eze",
  "Ibrahim Musa",
  "Folake Adebayo",
  "Emeka Nwosu",
  "Hauwa Bello",
  "Tunde Bakare",
  "Ngozi Obi",
  "Yusuf Sani",
];
const pick = <T>(list: readonly T[]) => list[randomInt(list.length)]!;

async function dbTime(ctx: BenchContext, query: Prisma.Sql): Promise<number> {
  const rows = await ctx.db.$queryRaw<{ "QUERY PLAN": { "Execution Time": number; "Planning Time": number }[] }[]>(
    Prisma.sql`explain (analyze, format json) ${query}`,
  );
  const plan = rows[0]!["QUERY PLAN"][0]!;
  return plan["Execution Time"] + plan["Planning Time"];
}

/** A catalogue page as the app reads it: the page's ids in order, then those rows by id (Prisma names the columns; `*` is close). */
async function pageTime(ctx: BenchContext, q: CataloguePage): Promise<number> {
  const page = cataloguePageSql(q);
  const ids = (await ctx.db.$queryRaw<{ id: string }[]>(page)).map((r) => r.id);
  const rows = ids.length ? await dbTime(ctx, Prisma.sql`select * from courses where id in (${Prisma.join(ids)})`) : 0;
  return (await dbTime(ctx, page)) + rows;
}

export async function measureCatalogue(ctx: BenchContext): Promise<Section> {
  const owner = await ctx.db.user.findFirstOrThrow({ where: { role: "tutor" }, select: { id: true } });
  ctx.log(`generating ${COURSES} courses`);
  for (let i = 0; i < COURSES; i += 1000) {
    await ctx.db.course.createMany({
      data: Array.from({ length: 1000 }, (_, j) => {
        const subject = pick(SUBJECTS);
        const topic = `${pick(words)} ${pick(words)}`;
        return {
          ownerId: owner.id,
          title: `${pick(exams)} ${subject}: ${topic} ${i + j}`,
          instructor: pick(names),
          description: `Revision of ${topic} for ${subject} candidates, with worked past questions on ${pick(words)} and ${pick(words)}.`,
          level: pick(levels),
          category: subject,
          exam: pick(exams),
          price: pick([0, 2500, 5000, 15000]),
          rating: 3.5 + randomInt(15) / 10,
          studentCount: randomInt(20_000),
          lessonCount: 10,
          durationHours: 4,
          status: "published" as const,
        };
      }),
    });
  }
  await ctx.db.$executeRawUnsafe("analyze courses");

  const firstPage = { page: 1, limit: 12 } as const;
  const search: number[] = [];
  const count: number[] = [];
  const filter: number[] = [];
  const api: number[] = [];
  for (let i = 0; i < QUERIES; i++) {
    const term = pick(words);
    search.push(await pageTime(ctx, { search: term, sort: "name", ...firstPage }));
    count.push(await dbTime(ctx, catalogueCountSql({ search: term })));
    filter.push(
      await pageTime(ctx, { category: pick(SUBJECTS), level: pick(levels), sort: "price-low", ...firstPage }),
    );
    const started = performance.now();
    const res = await fetch(
      `${ctx.baseUrl}/api/courses?search=${pick(words)}&sort=${pick(["name", "rating", "students", "price-low"])}`,
    );
    await res.arrayBuffer();
    api.push(performance.now() - started);
  }
  const slowestSearch = Math.max(percentile(search, 95), percentile(count, 95));
  return {
    title: `Catalogue at scale (${COURSES.toLocaleString("en")} extra courses)`,
    table: [
      ["query", "p50", "p95"],
      [
        "search page (LIKE on the generated search_text, one trigram index; then the page's rows by id)",
        ms(percentile(search, 50)),
        ms(percentile(search, 95)),
      ],
      ["search count", ms(percentile(count, 50)), ms(percentile(count, 95))],
      ["filter by subject and level, sorted by price", ms(percentile(filter, 50)), ms(percentile(filter, 95))],
      ["GET /api/courses?search=… end to end", ms(percentile(api, 50)), ms(percentile(api, 95))],
    ],
    targets: [
      target("Catalogue search p95 in the database (10,000 courses)", slowestSearch, "<=", 30, "ms"),
      target("Catalogue filter p95 in the database (10,000 courses)", percentile(filter, 95), "<=", 30, "ms"),
    ],
    data: { courses: COURSES, queries: QUERIES, search_ms: search, count_ms: count, filter_ms: filter, api_ms: api },
  };
}
