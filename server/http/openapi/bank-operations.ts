import "server-only";
import {
  bankExportQuerySchema,
  bankImportSchema,
  bankQuestionCreateSchema,
  bankQuestionListQuerySchema,
  bankQuestionUpdateSchema,
  regradeSchema,
  reportCreateSchema,
  reportListQuerySchema,
  reportUpdateSchema,
  stimulusCreateSchema,
  stimulusListQuerySchema,
  stimulusUpdateSchema,
  topicsQuerySchema,
} from "@/lib/validation/bank";
import {
  approveSchema,
  editorialQuestionsQuerySchema,
  editorialReportsQuerySchema,
  rejectSchema,
  resolveReportSchema,
} from "@/lib/validation/editorial";
import type { Operation } from "./document";

// The question bank's authoring API (docs/question-bank.md), added to the OpenAPI document.

const questionShape =
  "{ id, subject, topic, exams, source, difficulty, status, version, text, options, answer, explanation, stimulus_id, image_key, image_url, stats: { responses, facility, discrimination }, flag: check_key | too_easy | too_hard | null, review_status: private | submitted | approved | rejected, review_note, submitted_at, reviewed_at, approved_version, … }";

export const bankOperations: Operation[] = [
  {
    method: "get",
    path: "/api/bank/topics",
    summary: "A subject's topic tree (headings and their sub-headings)",
    tag: "Question bank",
    query: topicsQuerySchema,
    success: { description: "{ subject, topics: [{ id, slug, name, children }] }" },
  },
  {
    method: "get",
    path: "/api/bank/questions",
    summary: "Your bank questions: filter by subject, exam, topic (slug or id), status and text; paged",
    tag: "Question bank",
    auth: "tutor",
    query: bankQuestionListQuerySchema,
    success: {
      description: `{ questions: [${questionShape}, open_reports], pagination }; stats are null below 30 responses`,
    },
  },
  {
    method: "post",
    path: "/api/bank/questions",
    summary: "Add a question to your bank (writes version 1); notation that does not render is a 400 on its field",
    tag: "Question bank",
    auth: "tutor",
    body: bankQuestionCreateSchema,
    success: { status: 201, description: "{ message, question }" },
  },
  {
    method: "get",
    path: "/api/bank/questions/{id}",
    summary: "One of your questions, with its rendered HTML and item statistics",
    tag: "Question bank",
    auth: "tutor",
    success: { description: `{ question: ${questionShape} plus html: { text, options, explanation } }` },
  },
  {
    method: "patch",
    path: "/api/bank/questions/{id}",
    summary: "Edit your question: content a candidate was shown is kept and a new version written",
    tag: "Question bank",
    auth: "tutor",
    body: bankQuestionUpdateSchema,
    success: { description: '{ message, question, version_write: "unchanged" | "updated_in_place" | "new_version" }' },
  },
  {
    method: "delete",
    path: "/api/bank/questions/{id}",
    summary: "Retire your question: never drawn again, its history kept",
    tag: "Question bank",
    auth: "tutor",
    success: { description: '{ message, question } with status "retired"' },
  },
  {
    method: "get",
    path: "/api/bank/questions/{id}/versions",
    summary: "Every version of your question, newest first",
    tag: "Question bank",
    auth: "tutor",
    success: {
      description:
        "{ versions: [{ version, current, text, options, answer, explanation, stimulus_id, image_key, html, times_shown, created_at }] }",
    },
  },
  {
    method: "post",
    path: "/api/bank/questions/{id}/regrade",
    summary: "Mark again the submitted sittings shown an older version, under the current key, and rescore them",
    tag: "Question bank",
    auth: "tutor",
    body: regradeSchema,
    success: {
      description:
        "{ dry_run, question_id, version, sittings, changes: [{ sitting_id, before, after, items }], in_progress_items, unmatched_items }",
    },
  },
  {
    method: "get",
    path: "/api/bank/stimuli",
    summary: "Your stimuli (scope=platform or all adds the platform's)",
    tag: "Question bank",
    auth: "tutor",
    query: stimulusListQuerySchema,
    success: {
      description:
        "{ stimuli: [{ id, subject, kind, title, content, image_key, image_url, owner, question_count, created_at }], pagination }",
    },
  },
  {
    method: "post",
    path: "/api/bank/stimuli",
    summary: "Add a passage, table or diagram (a diagram needs image_key)",
    tag: "Question bank",
    auth: "tutor",
    body: stimulusCreateSchema,
    success: { status: 201, description: "{ message, stimulus }" },
  },
  {
    method: "get",
    path: "/api/bank/stimuli/{id}",
    summary: "One of your stimuli, or a platform one",
    tag: "Question bank",
    auth: "tutor",
    success: { description: "{ stimulus }" },
  },
  {
    method: "patch",
    path: "/api/bank/stimuli/{id}",
    summary: "Edit your stimulus",
    tag: "Question bank",
    auth: "tutor",
    body: stimulusUpdateSchema,
    success: { description: "{ message, stimulus }" },
  },
  {
    method: "post",
    path: "/api/bank/images",
    summary:
      "Upload a question or diagram image: PNG, JPEG, WebP or SVG (no script, handlers or outside references), under 1 MB",
    tag: "Question bank",
    auth: "tutor",
    multipart: "file",
    success: { status: 201, description: "{ message, key, url }; 413 too large, 415 not an accepted image" },
  },
  {
    method: "post",
    path: "/api/bank/imports",
    summary: "Import CSV, Aiken or JSON: preview writes nothing; otherwise all or nothing; errors name their line",
    tag: "Question bank",
    auth: "tutor",
    body: bankImportSchema,
    success: {
      status: 201,
      description:
        "{ message, preview, subject, questions, stimuli, topics: [{ topic, name, questions }], sample, imported, question_ids }; a preview answers 200",
    },
  },
  {
    method: "get",
    path: "/api/bank/export",
    summary:
      "Your active questions of a subject as an import file (JSON round-trips with its stimuli). A CSV cell a spreadsheet would run (starting with = + - @, a tab or a carriage return) is written with a leading apostrophe in quotes, which the CSV import takes off again",
    tag: "Question bank",
    auth: "tutor",
    query: bankExportQuerySchema,
    success: { description: "The file (application/json or text/csv), as an attachment" },
  },
  {
    method: "get",
    path: "/api/bank/reports",
    summary: "Students' reports on your questions, newest first",
    tag: "Question bank",
    auth: "tutor",
    query: reportListQuerySchema,
    success: {
      description:
        "{ reports: [{ id, question_id, reason, detail, created_at, resolved_at, question: { id, text, subject, version, quiz_id } }], pagination }",
    },
  },
  {
    method: "patch",
    path: "/api/bank/reports/{id}",
    summary: "Mark a report on your question resolved (or open again)",
    tag: "Question bank",
    auth: "tutor",
    body: reportUpdateSchema,
    success: { description: "{ message, report }" },
  },
  {
    method: "post",
    path: "/api/questions/{id}/reports",
    summary:
      "Report a question you were shown in a sitting (404 otherwise); reason wrong_key | typo | unclear | other, or words of your own (kept as other with them as the detail); a platform pool question's report goes to the editors, another's to its author; reporting again answers 200 with the same report",
    tag: "Question bank",
    auth: "student",
    body: reportCreateSchema,
    success: {
      status: 201,
      description: "{ message, report: { id, question_id, reason, detail, created_at, resolved_at } }",
    },
  },
  {
    method: "post",
    path: "/api/bank/questions/{id}/submit",
    summary:
      "Submit your question to the platform pool for an editor's review; it needs a topic and an explanation (400 naming them); a retired or already approved version is a 409; submitting again answers the same",
    tag: "Editorial review",
    auth: "tutor",
    success: { description: '{ message, question: { id, review_status: "submitted", submitted_at } }' },
  },
  {
    method: "get",
    path: "/api/editorial/questions",
    summary:
      "Editors: tutors' questions by review status (submitted: oldest first), each with its quality warnings against the platform pool; other tutors 403",
    tag: "Editorial review",
    auth: "tutor",
    query: editorialQuestionsQuerySchema,
    success: {
      description:
        "{ questions: [{ id, subject, topic, exams, difficulty, review_status, version, approved_version, text, options, correct_answer, explanation, html, stimulus, image_url, owner: { name }, submitted_at, reviewed_at, review_note, checks: [{ code, message }] }], pagination }",
    },
  },
  {
    method: "post",
    path: "/api/editorial/questions/{id}/approve",
    summary:
      "Editors: approve a submitted question's current version (optional version: the one read; 409 if the author changed it since); platform papers and drills draw that version; your own question is a 403",
    tag: "Editorial review",
    auth: "tutor",
    body: approveSchema,
    success: {
      description:
        '{ message, question: { id, review_status: "approved", approved_version, review_note: null, reviewed_at } }',
    },
  },
  {
    method: "post",
    path: "/api/editorial/questions/{id}/reject",
    summary:
      "Editors: reject a submitted question with a note its author reads; a version approved before keeps serving",
    tag: "Editorial review",
    auth: "tutor",
    body: rejectSchema,
    success: {
      description:
        '{ message, question: { id, review_status: "rejected", approved_version, review_note, reviewed_at } }',
    },
  },
  {
    method: "get",
    path: "/api/editorial/reports",
    summary: "Editors: students' reports on the platform pool's questions (open: oldest first)",
    tag: "Editorial review",
    auth: "tutor",
    query: editorialReportsQuerySchema,
    success: {
      description:
        "{ reports: [{ id, question_id, reason, detail, created_at, resolved_at, resolution: { action, note } | null, question: { id, subject, text, options, correct_answer, status, version, owner: { name } | null } }], pagination }",
    },
  },
  {
    method: "post",
    path: "/api/editorial/reports/{id}/resolve",
    summary:
      "Editors: resolve a report with a note and what was done; retired takes the question out of every draw (a tutor's also loses its approval); resolving twice is a 409",
    tag: "Editorial review",
    auth: "tutor",
    body: resolveReportSchema,
    success: { description: "{ message, report }" },
  },
];
