-- The paper behind topic drills (docs/study-loop.md, "Drills", and server/study/drill.ts): up to 10
-- UTME-style questions (options A–D) on one syllabus topic, practice, on a 15-minute clock. Its
-- one section is built per request, so it has none of its own: it is never listed and cannot be
-- started through POST /api/papers/{id}/sittings (server/exam/papers.ts, DRILL_PAPER_ID).
INSERT INTO "papers" ("id", "exam", "title", "description", "duration_minutes", "options", "choose", "required", "sections", "scoring", "review_policy", "grace_seconds", "position")
VALUES ('topic-drill', 'UTME', 'Topic drill', 'Up to 10 questions on one syllabus topic, options A–D, in 15 minutes: practice, with each answer checked as you go.',
        15, 4, 0, ARRAY[]::TEXT[], '[]'::jsonb, 'one_per_correct', 'after_each_attempt', 60, 1000)
ON CONFLICT ("id") DO NOTHING;
