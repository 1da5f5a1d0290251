import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as courseVideosRoute } from "@/app/api/videos/course/[id]/route";
import { GET as getTopicsRoute, PUT as putTopicsRoute } from "@/app/api/videos/[id]/topics/route";
import { call, newStudent, openDb, newTutor, type TestAccount } from "../../support/api";
import { lessonOf } from "./lessons";

// PUT/GET /api/videos/{id}/topics: a tutor tags their lessons with syllabus topics.

const db = openDb();
afterAll(() => db.$disconnect());

type Topic = { id: string; slug: string; subject: string; name: string };

describe("lesson topic tags", () => {
  let owner: TestAccount;
  let other: TestAccount;
  let student: TestAccount;
  let maths: Topic[];
  let lesson: { courseId: string; lessonId: string };

  const put = (account: TestAccount | null, lessonId: string, body: unknown) =>
    call(putTopicsRoute, { method: "PUT", token: account?.token, params: { id: lessonId }, body });

  beforeAll(async () => {
    [owner, other, student] = await Promise.all([newTutor(), newTutor(), newStudent("tags")]);
    maths = await db.topic.findMany({
      where: { subject: "Mathematics", children: { none: {} } },
      orderBy: { slug: "asc" },
      take: 12,
    });
    lesson = await lessonOf(db, owner.id);
  });

  it("the owner sets topics by id; GET and the course's lesson list return them", async () => {
    const res = await put(owner, lesson.lessonId, { topic_ids: [maths[1]!.id, maths[0]!.id, maths[1]!.id] });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({
      video_id: lesson.lessonId,
      topics: expect.arrayContaining([
        expect.objectContaining({
          id: maths[0]!.id,
          slug: maths[0]!.slug,
          subject: "Mathematics",
          name: maths[0]!.name,
        }),
      ]),
    });
    expect(res.body.topics).toHaveLength(2);

    const got = await call(getTopicsRoute, { params: { id: lesson.lessonId } });
    expect(got.status).toBe(200);
    expect(got.body.topics.map((t: Topic) => t.id).sort()).toEqual([maths[0]!.id, maths[1]!.id].sort());

    const list = await call(courseVideosRoute, { token: student.token, params: { id: lesson.courseId } });
    expect(list.status).toBe(200);
    expect(list.body.videos[0].topics.map((t: Topic) => t.slug).sort()).toEqual(
      [maths[0]!.slug, maths[1]!.slug].sort(),
    );
  });

  it("replaces the set, by slugs of a subject too, and an empty list clears it", async () => {
    const res = await put(owner, lesson.lessonId, { subject: "Mathematics", topics: [maths[2]!.slug, maths[3]!.id] });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.topics.map((t: Topic) => t.id).sort()).toEqual([maths[2]!.id, maths[3]!.id].sort());
    expect(await db.lessonTopic.count({ where: { lessonId: lesson.lessonId } })).toBe(2);

    const cleared = await put(owner, lesson.lessonId, { topic_ids: [] });
    expect(cleared.status).toBe(200);
    expect(cleared.body.topics).toEqual([]);
    expect(await db.lessonTopic.count({ where: { lessonId: lesson.lessonId } })).toBe(0);
  });

  it("refuses unknown topics with a 400 naming the first, and changes nothing", async () => {
    await put(owner, lesson.lessonId, { topic_ids: [maths[0]!.id] });
    const byId = await put(owner, lesson.lessonId, { topic_ids: [maths[1]!.id, "no-such-topic"] });
    expect(byId.status).toBe(400);
    expect(byId.body.errors.topic_ids).toContain('"no-such-topic" is not a topic');
    const bySlug = await put(owner, lesson.lessonId, { subject: "Physics", topics: ["quadratic-nonsense"] });
    expect(bySlug.status).toBe(400);
    expect(bySlug.body.errors.topics).toContain("is not a topic of Physics");
    const got = await call(getTopicsRoute, { params: { id: lesson.lessonId } });
    expect(got.body.topics.map((t: Topic) => t.id)).toEqual([maths[0]!.id]);
  });

  it("validates the shape: at most 10 topics, ids or a subject with slugs", async () => {
    const tooMany = await put(owner, lesson.lessonId, { topic_ids: maths.slice(0, 11).map((t) => t.id) });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.errors.topic_ids).toBe("At most 10 topics per lesson");
    expect((await put(owner, lesson.lessonId, { topics: [maths[0]!.slug] })).body.errors.subject).toBe(
      "subject is required with topics (slugs)",
    );
    expect((await put(owner, lesson.lessonId, {})).body.errors.topic_ids).toBe(
      "Send topic_ids, or a subject with topics (slugs)",
    );
    expect((await put(owner, lesson.lessonId, { topic_ids: [maths[0]!.id], topics: [] })).status).toBe(400);
    expect((await put(owner, lesson.lessonId, { topic_ids: [maths[0]!.id], extra: 1 })).status).toBe(400);
    expect((await put(owner, lesson.lessonId, { subject: "Physics", topic_ids: [maths[0]!.id] })).status).toBe(400);
  });

  it("is the owner's only: another tutor gets 404, a student 403, a visitor 401", async () => {
    const body = { topic_ids: [maths[4]!.id] };
    const notMine = await put(other, lesson.lessonId, body);
    expect(notMine.status).toBe(404);
    expect(notMine.body.error).toBe("not_found");
    expect((await put(student, lesson.lessonId, body)).status).toBe(403);
    expect((await put(null, lesson.lessonId, body)).status).toBe(401);
    expect((await put(owner, "no-such-video", body)).status).toBe(404);
    expect(await db.lessonTopic.count({ where: { lessonId: lesson.lessonId, topicId: maths[4]!.id } })).toBe(0);
  });

  it("a draft course's lesson topics are its owner's only", async () => {
    const draft = await lessonOf(db, owner.id, { status: "draft" });
    expect((await put(owner, draft.lessonId, { topic_ids: [maths[0]!.id] })).status).toBe(200);
    expect((await call(getTopicsRoute, { token: owner.token, params: { id: draft.lessonId } })).status).toBe(200);
    expect((await call(getTopicsRoute, { token: student.token, params: { id: draft.lessonId } })).status).toBe(404);
    expect((await call(getTopicsRoute, { token: other.token, params: { id: draft.lessonId } })).status).toBe(404);
  });
});
