import { describe, expect, it } from "vitest";
import { createPrismaClient } from "../../server/db-client";
import { GET as health } from "../../app/api/health/route";
import { databaseIsReachable } from "../../server/health";
import { countCoursesBySubject, listFeaturedCourses } from "../../server/courses/catalogue";
import { NextRequest } from "next/server";

const noParams = { params: Promise.resolve({}) };

describe("landing page data", () => {
  it("lists 4 featured courses, most popular first", async () => {
    const featured = await listFeaturedCourses({ limit: 4 });
    expect(featured).toHaveLength(4);
    for (const c of featured) expect(c.featured).toBe(true);
    const counts = featured.map((c) => c.studentCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });

  it("counts courses per subject", async () => {
    const counts = await countCoursesBySubject();
    expect(counts.get("Mathematics")).toBeGreaterThanOrEqual(2);
    expect(counts.get("Commerce")).toBeGreaterThanOrEqual(1);
  });
});

describe("GET /api/health", () => {
  it("answers 200 with the database ok, and each dependency's state", async () => {
    const res = await health(new NextRequest("http://localhost/api/health"), noParams);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      status: "ok",
      database: "ok",
      checks: { database: "ok", redis: process.env.REDIS_URL ? "ok" : "not_configured" },
    });
  });

  it("reports an unreachable database", async () => {
    const dead = createPrismaClient("postgresql://postgres@127.0.0.1:1/none");
    expect(await databaseIsReachable({ db: dead, timeoutMs: 1500 })).toBe(false);
    await dead.$disconnect();
  });
});
