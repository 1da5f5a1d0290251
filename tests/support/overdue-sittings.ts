// Many students' sittings left open past their deadline, made in a few statements: copies of one
// real sitting (its drawn items and some saved answers) for new students, with deadlines an hour
// gone. For the expiry job's tests and its benchmark.
import { randomUUID } from "node:crypto";
import type { Db } from "../../server/db-client";

export async function makeOverdueSittings(db: Db, template: string, count: number): Promise<string> {
  const batch = randomUUID().slice(0, 8);
  await db.$executeRaw`
    INSERT INTO users (id, role, email, password_hash, first_name, last_name, display_name, email_verified_at, updated_at)
    SELECT gen_random_uuid()::text, 'student', 'overdue-' || ${batch} || '-' || n || '@example.ng', 'x', 'Ada', 'Okafor', 'Ada O.', now(), now()
    FROM generate_series(1, ${count}) AS n`;
  await db.$executeRaw`
    WITH students AS (SELECT id, row_number() OVER () AS n FROM users WHERE email LIKE ${`overdue-${batch}-%`}),
    made AS (
      INSERT INTO sittings (id, student_id, paper_id, mode, subjects, started_at, expires_at, answers, max_score)
      SELECT gen_random_uuid()::text, st.id, s.paper_id, s.mode, s.subjects, now() - interval '3 hours', now() - interval '1 hour', s.answers, s.max_score
      FROM students st CROSS JOIN sittings s WHERE s.id = ${template}
      RETURNING id)
    INSERT INTO sitting_items (sitting_id, number, subject, question_id, version_id, option_order, correct_key)
    SELECT m.id, si.number, si.subject, si.question_id, si.version_id, si.option_order, si.correct_key
    FROM made m CROSS JOIN sitting_items si WHERE si.sitting_id = ${template}`;
  return batch;
}

/** How many of a batch's sittings are still open. */
export async function openOverdue(db: Db, batch: string): Promise<number> {
  const [row] = await db.$queryRaw<{ open: number }[]>`
    SELECT count(*)::int AS open FROM sittings s JOIN users u ON u.id = s.student_id
    WHERE u.email LIKE ${`overdue-${batch}-%`} AND s.submitted_at IS NULL`;
  return row!.open;
}
