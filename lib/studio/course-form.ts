import type { z } from "zod";

// The course form's fields as the API wants them, and the first message per field of a
// failed check, so the form shows the same words as the server's 400 would.

/** What the studio's course form sends to POST /api/courses and PUT /api/courses/{id}. */
export function courseBodyFrom(form: FormData) {
  const text = (name: string) => String(form.get(name) ?? "").trim();
  const price = text("price");
  return {
    title: text("title"),
    category: text("category"),
    exam: text("exam") || null,
    level: text("level"),
    // Left empty, the price is missing (the schema says so) rather than silently free.
    price: price === "" ? undefined : Number(price),
    description: text("description"),
  };
}

/** The first message for each field a zod check failed on. */
export function firstIssues(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "form");
    errors[field] ??= issue.message;
  }
  return errors;
}
