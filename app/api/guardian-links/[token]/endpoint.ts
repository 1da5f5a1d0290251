import { z } from "zod";
import { endpoint } from "@/lib/api/endpoint";
import { GUARDIAN_STATUSES } from "@/lib/guardian/guardian-digest-rules";

const toPage = { description: "On to the link's page", headers: { Location: "/g/{token}" } };

export const GET = endpoint({
  method: "GET",
  path: "/api/guardian-links/{token}",
  auth: "none",
  tag: "Study",
  summary:
    "A guardian's link as a mail client opens the List-Unsubscribe address: 303 to the link's page /g/{token}, changing nothing (mail scanners open links)",
  responses: { 303: toPage },
});

export const POST = endpoint({
  method: "POST",
  path: "/api/guardian-links/{token}",
  auth: "none",
  tag: "Study",
  summary:
    "Does what a guardian's link is for, no account needed: confirm (pending → confirmed), refuse (pending or confirmed → refused) or unsubscribe (confirmed → unsubscribed); refused and unsubscribed are final, and a repeat changes nothing. A form post from the link's page answers 303 back to it; RFC 8058's one-click body List-Unsubscribe=One-Click and other clients get JSON",
  description:
    "The body is optional: none, or application/x-www-form-urlencoded (the page's form; List-Unsubscribe=One-Click from a mail client), at most 1 KB.",
  responses: {
    200: z.object({
      purpose: z.enum(["confirm", "refuse", "unsubscribe"]),
      guardian_status: z.enum(GUARDIAN_STATUSES),
      student_name: z.string(),
    }),
    303: toPage,
  },
  errors: ["not_found", "payload_too_large"],
});
