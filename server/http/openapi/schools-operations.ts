import {
  createAssignmentSchema,
  createClassSchema,
  joinClassSchema,
  resultsQuerySchema,
  updateClassSchema,
} from "@/lib/validation/schools";
import type { Operation } from "./document";

// Schools (docs/contract.md, "Schools"; docs/schools.md): classes, joining, assigned mocks, the
// live exam room and class results. Another teacher's class or assignment is a 404.

const notYours = { status: 404, description: 'error "not_found": no such class (or assignment) of this teacher' };

export const schoolsOperations: Operation[] = [
  {
    method: "post",
    path: "/api/classes",
    summary: "Open a class: a name and a fresh 8-character join code without look-alike characters",
    tag: "Schools",
    auth: "tutor",
    body: createClassSchema,
    success: {
      status: 201,
      description: "{ class: { id, name, join_code, join_url, students: 0, archived, created_at } }",
    },
    errors: [
      { status: 409, description: 'error "conflict": the teacher already runs 50 classes that are not archived' },
    ],
  },
  {
    method: "get",
    path: "/api/classes",
    summary: "The teacher's classes, active first",
    tag: "Schools",
    auth: "tutor",
    success: { description: "{ classes: [{ id, name, join_code, join_url, students, archived, created_at }] }" },
  },
  {
    method: "get",
    path: "/api/classes/{id}",
    summary: "The teacher's class with its roster",
    tag: "Schools",
    auth: "tutor",
    success: {
      description:
        "{ class: { id, name, join_code, join_url, students, archived, created_at, roster: [{ id, name, joined_at }] } }",
    },
    errors: [notYours],
  },
  {
    method: "patch",
    path: "/api/classes/{id}",
    summary: "Rename the class, archive it or bring it back",
    tag: "Schools",
    auth: "tutor",
    body: updateClassSchema,
    success: { description: "{ class }" },
    errors: [notYours, { status: 409, description: 'error "conflict": bringing a class back past 50 active classes' }],
  },
  {
    method: "post",
    path: "/api/classes/join",
    summary: "Join the class of a code (spaces, dashes and case ignored); joining twice answers the same",
    tag: "Schools",
    auth: "student",
    body: joinClassSchema,
    success: { description: "{ class: { id, name, teacher } }" },
    errors: [
      { status: 404, description: 'error "not_found": no class has this code' },
      { status: 409, description: 'error "conflict": the class is full (500 students) or archived' },
      {
        status: 429,
        description:
          'error "rate_limited", with Retry-After: more than 20 joins in 10 minutes per student, or 600 per address',
      },
    ],
  },
  {
    method: "get",
    path: "/api/me/classes",
    summary: "The classes the student is in",
    tag: "Schools",
    auth: "student",
    success: { description: "{ classes: [{ id, name, teacher, joined_at }] }" },
  },
  {
    method: "delete",
    path: "/api/me/classes/{id}",
    summary: "Leave a class; the student's sittings stay theirs and the teacher no longer sees them",
    tag: "Schools",
    auth: "student",
    success: { description: "{ left: true }" },
    errors: [{ status: 404, description: 'error "not_found": the student is not in this class' }],
  },
  {
    method: "delete",
    path: "/api/classes/{id}/students/{studentId}",
    summary: "Remove a student from the teacher's class",
    tag: "Schools",
    auth: "tutor",
    success: { description: "{ removed: true }" },
    errors: [notYours],
  },
  {
    method: "post",
    path: "/api/classes/{id}/assignments",
    summary:
      "Set a paper to the class in a window, exam or practice; its questions are drawn once for every student (options shuffled per student). Without subjects on a paper with a choice, each student sits their own combination of the same draws. paper_id topic-drill with topic_id sets a 10-question drill on that topic",
    tag: "Schools",
    auth: "tutor",
    body: createAssignmentSchema,
    success: {
      status: 201,
      description: "{ assignment: { id, paper_id, mode, opens_at, closes_at, title, subjects, topic_id } }",
    },
    errors: [notYours, { status: 409, description: 'error "conflict": the class is archived' }],
  },
  {
    method: "get",
    path: "/api/classes/{id}/assignments",
    summary: "The class's assignments, latest window first, with how many of its students started and submitted",
    tag: "Schools",
    auth: "tutor",
    success: {
      description:
        "{ assignments: [{ id, paper_id, mode, opens_at, closes_at, title, subjects, topic_id, started, submitted }] }",
    },
    errors: [notYours],
  },
  {
    method: "get",
    path: "/api/me/assignments",
    summary: "The student's assignments from their classes, with where they stand",
    tag: "Schools",
    auth: "student",
    success: {
      description:
        "{ assignments: [{ id, class: { id, name }, title, paper_id, mode, opens_at, closes_at, duration_minutes, choice: { required, choose, subjects } | null, status: upcoming|open|in_progress|submitted|missed, sitting_id?, score?, max? }] }",
    },
  },
  {
    method: "get",
    path: "/api/classes/{id}/assignments/{assignmentId}/progress",
    summary:
      "The live exam room: each student of the class not started, in progress (answers saved, time left) or submitted, current to the last save",
    tag: "Schools",
    auth: "tutor",
    success: {
      description:
        "{ assignment, summary: { students, not_started, in_progress, submitted }, students: [{ id, name, status: not_started|in_progress|submitted, answered, questions, started_at, time_left, score?, max? }] }",
    },
    errors: [notYours],
  },
  {
    method: "get",
    path: "/api/classes/{id}/assignments/{assignmentId}/results",
    summary:
      "Class results: per student subjects and total, per item facility and discrimination (from 30 responses) with the question and the options chosen, per topic the correct rate, weakest first",
    tag: "Schools",
    auth: "tutor",
    query: resultsQuerySchema,
    success: {
      description:
        "{ assignment, students: [{ id, name, submitted, total, max, subjects: [{ subject, score, max }] }], items: [{ question_id, number, subject, responses, facility, discrimination, text, options: [{ key, text, correct, chosen }], blank }], topics: [{ subject, topic_id, topic, answers, correct_rate }] }; ?format=csv: text/csv, one row per student",
    },
    errors: [notYours],
  },
];
