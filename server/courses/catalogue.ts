import "server-only";
import type { CourseCardData } from "@/lib/courses/course-types";
import type { CatalogueQuery } from "@/lib/validation/courses";
import { db } from "../db";
import { catalogueCountSql, cataloguePageSql } from "./sql/catalogue-query";
import { cardSelect, detailSelect, published, thumbnailUrl, toCourseDto } from "./course-dto";

// The catalogue: search, filters, sorts and pages done in the database, published courses only.

/** The ids of one catalogue page, in order, and the number of matches (SQL in catalogue-query.ts). */
async function cataloguePage(q: CatalogueQuery): Promise<{ ids: string[]; total: number }> {
  const [page, [count]] = await Promise.all([
    db.$queryRaw<{ id: string }[]>(cataloguePageSql(q)),
    db.$queryRaw<{ total: number }[]>(catalogueCountSql(q)),
  ]);
  return { ids: page.map((r) => r.id), total: count?.total ?? 0 };
}

/** The rows `load` reads for `ids`, put back in the order of `ids` (none read for none). */
async function inOrder<T extends { id: string }>(ids: string[], load: (ids: string[]) => Promise<T[]>): Promise<T[]> {
  if (ids.length === 0) return [];
  const byId = new Map((await load(ids)).map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export async function listCatalogue(q: CatalogueQuery) {
  const { ids, total } = await cataloguePage(q);
  const rows = await inOrder(ids, (page) => db.course.findMany({ where: { id: { in: page } }, select: detailSelect }));
  return { courses: rows.map(toCourseDto), pagination: { page: q.page, limit: q.limit, total } };
}

/** Catalogue cards for the /courses screen, with the facets its filters are built from. */
export async function catalogueCards(q: CatalogueQuery) {
  const [{ ids, total: matching }, total, levels, categories] = await Promise.all([
    cataloguePage(q),
    db.course.count({ where: published }),
    db.course.findMany({ where: published, distinct: ["level"], select: { level: true }, orderBy: { level: "asc" } }),
    db.course.findMany({
      where: published,
      distinct: ["category"],
      select: { category: true },
      orderBy: { category: "asc" },
    }),
  ]);
  const cards = await inOrder(ids, (page) => db.course.findMany({ where: { id: { in: page } }, select: cardSelect }));
  return {
    cards: cards.map((c) => ({ ...c, thumbnail: thumbnailUrl(c.thumbnail) })),
    matching,
    total,
    levels: levels.map((l) => l.level),
    categories: categories.map((c) => c.category),
  };
}

/** The landing page's featured courses: most popular first. */
export async function listFeaturedCourses({ limit = 4 }: { limit?: number } = {}): Promise<CourseCardData[]> {
  const rows = await db.course.findMany({
    where: { ...published, featured: true },
    orderBy: [{ studentCount: "desc" }, { id: "asc" }],
    take: limit,
    select: cardSelect,
  });
  return rows.map((c) => ({ ...c, thumbnail: thumbnailUrl(c.thumbnail) }));
}

/** Number of courses per subject (category). */
export async function countCoursesBySubject(): Promise<Map<string, number>> {
  const rows = await db.course.groupBy({ by: ["category"], where: published, _count: { _all: true } });
  return new Map(rows.map((r) => [r.category, r._count._all]));
}
