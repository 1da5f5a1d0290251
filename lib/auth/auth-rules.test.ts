import { describe, expect, it } from "vitest";
import { signupStep1Error } from "./auth-rules";
import { signupStep1Schema } from "../validation/auth";

const cases: [string, { first_name: string; last_name: string; email: string }, string | null][] = [
  ["everything missing", { first_name: "", last_name: "", email: "" }, "First name is required"],
  ["blank first name", { first_name: "   ", last_name: "Obi", email: "a@b.ng" }, "First name is required"],
  ["last name missing", { first_name: "Ada", last_name: " ", email: "" }, "Last name is required"],
  ["email missing", { first_name: "Ada", last_name: "Obi", email: "  " }, "Email is required"],
  ["email malformed", { first_name: "Ada", last_name: "Obi", email: "ada@obi" }, "Please enter a valid email address"],
  [
    "email with a space",
    { first_name: "Ada", last_name: "Obi", email: "ada obi@x.ng" },
    "Please enter a valid email address",
  ],
  ["all good (trimmed)", { first_name: " Ada ", last_name: "Obi", email: " ada@obi.ng " }, null],
  [
    "markup in the first name",
    { first_name: "<script>alert(1)</script>", last_name: "Obi", email: "ada@obi.ng" },
    "First name cannot contain < or >, line breaks or other control characters",
  ],
  [
    "a line break inside the last name",
    { first_name: "Ada", last_name: "O\nbi", email: "" },
    "Last name cannot contain < or >, line breaks or other control characters",
  ],
  ["accents, an apostrophe and a hyphen", { first_name: "Ọlá-Adé", last_name: "O'Brien", email: "a@b.ng" }, null],
];

describe("signupStep1Error (the browser's step 1, without zod)", () => {
  it.each(cases)("%s", (_, values, expected) => {
    expect(signupStep1Error(values)).toBe(expected);
  });

  it.each(cases)("agrees with the server's schema: %s", (_, values, expected) => {
    const parsed = signupStep1Schema.safeParse(values);
    expect(parsed.success ? null : parsed.error.issues[0]!.message).toBe(expected);
  });
});
