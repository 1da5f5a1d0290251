import { uploadOfflineSittingSchema } from "@/lib/validation/offline-packs";
import { checkAnswerSchema, saveSittingAnswersSchema, startSittingSchema } from "@/lib/validation/sittings";
import type { Operation } from "./document";

const rateLimited = (budget: string) => ({
  status: 429,
  description: `error "rate_limited", with Retry-After: more than ${budget} per student`,
});

// The exam engine's sitting API (docs/contract.md, "Exam engine").
export const examOperations: Operation[] = [
  {
    method: "get",
    path: "/api/papers",
    summary: "The papers a candidate can sit: exam, subjects and questions per subject, options, time, maximum score",
    tag: "Exams",
    success: {
      description:
        "{ papers: [{ id, exam, title, duration_minutes, max_score, options, subjects, choose, required }] }",
    },
  },
  {
    method: "get",
    path: "/api/questions/stats",
    summary: "Questions and topics in the platform's bank per subject",
    tag: "Exams",
    success: { description: "{ subjects: [{ subject, questions, topics }] }" },
  },
  {
    method: "post",
    path: "/api/papers/{id}/sittings",
    summary: "Start a sitting: the candidate's own draw, options shuffled, no key; the open sitting is resumed (200)",
    tag: "Exams",
    auth: "student",
    body: startSittingSchema,
    success: {
      status: 201,
      description: "{ sitting: { id, paper_id, mode, started_at, expires_at, sections, stimuli, answers, flags } }",
    },
    errors: [
      {
        status: 409,
        description:
          'error "exam_in_progress": practice while the student has an exam-mode sitting open (exam mode still starts); error "conflict": another open sitting of the paper',
      },
      rateLimited("30 starts (resumes included) in 10 minutes"),
    ],
  },
  {
    method: "post",
    path: "/api/papers/{id}/offline-packs",
    summary:
      "Download the paper to sit offline: the candidate's own draw as a start makes it, no sitting yet; practice packs carry keys, exam packs never",
    tag: "Exams",
    auth: "student",
    body: startSittingSchema,
    success: {
      status: 201,
      description:
        "{ pack: { id, paper_id, exam, title, mode, options, duration_minutes, grace_seconds, max_score, downloaded_at, sections, stimuli, keys? } }",
    },
    errors: [
      { status: 409, description: 'error "exam_in_progress": a practice pack while the student has an exam open' },
      rateLimited("30 starts and downloads in 10 minutes"),
    ],
  },
  {
    method: "post",
    path: "/api/offline-packs/{id}/sitting",
    summary:
      "Send back a paper sat offline: checked, made a sitting started and submitted when the candidate says, and scored once",
    tag: "Exams",
    auth: "student",
    body: uploadOfflineSittingSchema,
    success: {
      status: 201,
      description: "{ result } as POST /api/sittings/{id}/submit answers; the same upload again answers 200 with it",
    },
    errors: [
      {
        status: 400,
        description:
          'error "validation_error" naming the field: a start before the download, an end after the upload or past the paper\'s time and grace, an answer outside the start and the end or to a question not in the pack; nothing changes',
      },
      { status: 404, description: "not the student's pack" },
      { status: 409, description: 'error "conflict": the pack was already sat and sent back differently' },
    ],
  },
  {
    method: "get",
    path: "/api/sittings/{id}",
    summary: "The student's sitting with saved answers and flags; finished first when past its deadline and grace",
    tag: "Exams",
    auth: "student",
    success: { description: "{ sitting }" },
  },
  {
    method: "put",
    path: "/api/sittings/{id}/answers",
    summary:
      "Save answers (null clears), flags, the questions shown (opened: only grows; an answered one counts as opened) and time per subject; 409 after the deadline and grace or once submitted",
    tag: "Exams",
    auth: "student",
    body: saveSittingAnswersSchema,
    success: { description: "{ saved }" },
  },
  {
    method: "post",
    path: "/api/sittings/{id}/check",
    summary:
      "Practice mode: whether an answer is right, the key and the explanation; 403 in exam mode; 409 exam_in_progress while an exam is open",
    tag: "Exams",
    auth: "student",
    body: checkAnswerSchema,
    success: { description: "{ correct, correct_answer, explanation }" },
    errors: [
      {
        status: 409,
        description: 'error "exam_in_progress": the student has an exam-mode sitting open; nothing is checked or saved',
      },
      rateLimited("400 checks in 15 minutes"),
    ],
  },
  {
    method: "post",
    path: "/api/sittings/{id}/submit",
    summary: "Score the sitting on the server; submitting again answers the same result",
    tag: "Exams",
    auth: "student",
    success: {
      description:
        "{ result: { sitting_id, total, max, subjects: [{ subject, score, max, correct, questions }], topics } }",
    },
  },
  {
    method: "get",
    path: "/api/sittings/{id}/review",
    summary:
      "After submitting, as the paper allows: each question as shown, the answer, the key and the explanation; not while an exam is open",
    tag: "Exams",
    auth: "student",
    success: { description: "{ review: { sitting_id, result, stimuli, sections } }" },
    errors: [
      {
        status: 409,
        description: 'error "exam_in_progress": the student has an exam-mode sitting open; reviews wait until it ends',
      },
    ],
  },
  {
    method: "get",
    path: "/api/me/sittings",
    summary: "The student's sittings, newest first, the one in progress marked",
    tag: "Exams",
    auth: "student",
    success: {
      description: "{ sittings: [{ id, paper_id, title, mode, started_at, submitted_at, in_progress, total, max }] }",
    },
  },
];
