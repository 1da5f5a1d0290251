import { guardianDigestSchema } from "@/lib/validation/guardian-digest";
import { nextTopicsQuerySchema } from "@/lib/validation/study-next";
import type { Operation } from "./document";

// What to study next, drills, lesson topic tags and the guardian's digest (docs/study-loop.md,
// "What to study next", "Drills" and "Guardian digest").
export const studyNextOperations: Operation[] = [
  {
    method: "get",
    path: "/api/me/next-topics",
    summary:
      "The student's topics with the highest yield in a paper (default utme): the topic's marks in the paper's draw × the gap to mastery, ties to fewer answers, each with the lessons tagged with it and its drill",
    tag: "Study",
    auth: "student",
    query: nextTopicsQuerySchema,
    success: {
      description:
        "{ paper: { id, exam, title }, subjects, basis: paper|latest_sitting|evidence, topics: [{ subject, topic_id, slug, topic, parent, level, answered, correct, estimate, gap, questions, marks, yield, reason, lessons: [{ id, title, course_id, course, preview, href }], drill: { method, href, body: { topic_id }, questions } | null }] }",
    },
  },
  {
    method: "get",
    path: "/api/me/guardian-digest",
    summary: "The student's weekly digest to a parent or guardian: off, by e-mail, until saved",
    tag: "Study",
    auth: "student",
    success: {
      description:
        "{ enabled, channel: email|sms|whatsapp, email, phone, guardian_name, last_sent_at, guardian_status: pending|confirmed|refused|unsubscribed|null, confirmation_sent_at }",
    },
  },
  {
    method: "put",
    path: "/api/me/guardian-digest",
    summary:
      "Switch the weekly digest on or off: practice done, the trend and the two weakest topics, never questions or answers; while on, email is required for email and a Nigerian mobile (stored +234…) for sms and whatsapp. An address never given before gets one request to confirm, naming the student, and no digest until its owner agrees; a refused or unsubscribed address is saved but never written to again. guardian_name is a plain name: letters, spaces, hyphens, apostrophes, at most 60",
    tag: "Study",
    auth: "student",
    body: guardianDigestSchema,
    success: {
      description:
        "{ enabled, channel, email, phone, guardian_name, last_sent_at, guardian_status, confirmation_sent_at }",
    },
    errors: [
      {
        status: 400,
        description:
          'error "validation_error": a field is wrong (errors names it), e.g. a guardian_name with digits, links or punctuation',
      },
      {
        status: 429,
        description: 'error "rate_limited", with Retry-After: a 4th new address within 7 days; nothing is saved',
      },
    ],
  },
  {
    method: "get",
    path: "/api/guardian-links/{token}",
    summary:
      "A guardian's link as a mail client opens the List-Unsubscribe address: 303 to the link's page /g/{token}, changing nothing (mail scanners open links)",
    tag: "Study",
    auth: "none",
    success: { status: 303, description: "Location: /g/{token}" },
  },
  {
    method: "post",
    path: "/api/guardian-links/{token}",
    summary:
      "Does what a guardian's link is for, no account needed: confirm (pending → confirmed), refuse (pending or confirmed → refused) or unsubscribe (confirmed → unsubscribed); refused and unsubscribed are final, and a repeat changes nothing. A form post from the link's page answers 303 back to it; RFC 8058's one-click body List-Unsubscribe=One-Click and other clients get JSON",
    tag: "Study",
    auth: "none",
    success: { description: "{ purpose: confirm|refuse|unsubscribe, guardian_status, student_name }" },
    errors: [{ status: 404, description: 'error "not_found": no such link' }],
  },
];
