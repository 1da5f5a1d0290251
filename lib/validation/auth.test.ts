import { describe, expect, it } from "vitest";
import type { z } from "zod";
import {
  ACADEMIC_LEVELS,
  changePasswordSchema,
  defaultDisplayName,
  EMAIL_PATTERN,
  emailSchema,
  forgotPasswordSchema,
  messages,
  nameCharactersError,
  passwordStrength,
  profileUpdateSchema,
  resendVerificationSchema,
  resetPasswordSchema,
  SETTINGS_ACADEMIC_LEVELS,
  SIGNUP_ACADEMIC_LEVELS,
  signinSchema,
  signupStep1Schema,
  studentSignupSchema,
  tutorRegisterSchema,
} from "./auth";

/** The messages of a failed parse, in order, and the first one (what the screen shows). */
function failures(
  schema: z.ZodType,
  input: unknown,
): { first: string | undefined; all: string[]; byField: Record<string, string> } {
  const result = schema.safeParse(input);
  if (result.success) return { first: undefined, all: [], byField: {} };
  const byField: Record<string, string> = {};
  for (const issue of result.error.issues) byField[issue.path.join(".")] ??= issue.message;
  return { first: result.error.issues[0]?.message, all: result.error.issues.map((i) => i.message), byField };
}

const step1 = { first_name: "Chioma", last_name: "Okafor", email: "chioma@example.com" };
const signup = { ...step1, password: "Correct-Horse-9", academic_level: "Senior Secondary 1" };

describe("signupStep1Schema", () => {
  it("accepts valid values, trimmed, with the e-mail lower-cased", () => {
    expect(
      signupStep1Schema.parse({
        first_name: "  Chioma ",
        last_name: "\tOkafor\n",
        email: "  Chioma.Okafor@Example.COM ",
      }),
    ).toEqual({
      first_name: "Chioma",
      last_name: "Okafor",
      email: "chioma.okafor@example.com",
    });
  });

  it("checks in the spec's order: first name, last name, email required, email pattern", () => {
    expect(failures(signupStep1Schema, {}).all).toEqual([
      messages.firstNameRequired,
      messages.lastNameRequired,
      messages.emailRequired,
    ]);
    expect(failures(signupStep1Schema, { first_name: "", last_name: "", email: "bad" }).all).toEqual([
      messages.firstNameRequired,
      messages.lastNameRequired,
      messages.emailInvalid,
    ]);
    expect(failures(signupStep1Schema, { ...step1, first_name: " " }).first).toBe("First name is required");
    expect(failures(signupStep1Schema, { ...step1, first_name: "A", last_name: "   " }).first).toBe(
      "Last name is required",
    );
    expect(failures(signupStep1Schema, { ...step1, last_name: "", email: "" }).first).toBe("Last name is required");
    expect(failures(signupStep1Schema, { ...step1, email: "   " }).first).toBe("Email is required");
    expect(failures(signupStep1Schema, { ...step1, email: "chioma" }).first).toBe("Please enter a valid email address");
  });

  it("reports the required message, not the pattern one, for an empty e-mail", () => {
    const result = failures(signupStep1Schema, { ...step1, email: "" });
    expect(result.first).toBe("Email is required");
    expect(result.byField).toEqual({ email: "Email is required" });
  });

  it("treats a value of the wrong type as missing", () => {
    expect(failures(signupStep1Schema, { first_name: 1, last_name: null, email: 5 }).byField).toEqual({
      first_name: "First name is required",
      last_name: "Last name is required",
      email: "Email is required",
    });
  });

  it("limits names to 100 characters", () => {
    expect(signupStep1Schema.safeParse({ ...step1, first_name: "a".repeat(100) }).success).toBe(true);
    expect(signupStep1Schema.safeParse({ ...step1, first_name: "a".repeat(101) }).success).toBe(false);
  });
});

describe("email rules", () => {
  it.each(["a@b.co", "first.last+tag@sub.example.ng", "UPPER@EXAMPLE.COM", "x@y.z"])("accepts %s", (email) => {
    expect(EMAIL_PATTERN.test(email)).toBe(true);
    expect(emailSchema.parse(email)).toBe(email.toLowerCase());
  });

  it.each(["plain", "no-at.example.com", "a@b", "a@.", "@b.co", "a@b.", "a b@c.co", "a@b c.co", "a@@b.co"])(
    "refuses %s",
    (email) => {
      expect(failures(emailSchema, email).first).toBe("Please enter a valid email address");
    },
  );

  it("refuses addresses over 254 characters", () => {
    const long = `${"a".repeat(245)}@example.com`;
    expect(long.length).toBeGreaterThan(254);
    expect(failures(emailSchema, long).first).toBe("Please enter a valid email address");
  });
});

describe("studentSignupSchema", () => {
  it("accepts a full sign-up and ignores metadata", () => {
    const parsed = studentSignupSchema.parse({
      ...signup,
      display_name: "  Chi  ",
      metadata: { role: "admin", anything: 1 },
    });
    expect(parsed).toMatchObject({ ...signup, display_name: "Chi" });
  });

  it("makes display_name optional and nullable", () => {
    expect(studentSignupSchema.parse(signup).display_name).toBeUndefined();
    expect(studentSignupSchema.parse({ ...signup, display_name: null }).display_name).toBeNull();
  });

  it("checks step 1 first, then the password and the academic level", () => {
    expect(failures(studentSignupSchema, {}).all).toEqual([
      messages.firstNameRequired,
      messages.lastNameRequired,
      messages.emailRequired,
      messages.passwordRequired,
      messages.academicLevelRequired,
    ]);
  });

  it("needs a password of at least 8 characters, at most 128", () => {
    expect(failures(studentSignupSchema, { ...signup, password: "1234567" }).first).toBe(
      "Password must be at least 8 characters long",
    );
    expect(studentSignupSchema.safeParse({ ...signup, password: "12345678" }).success).toBe(true);
    expect(studentSignupSchema.safeParse({ ...signup, password: "x".repeat(128) }).success).toBe(true);
    expect(failures(studentSignupSchema, { ...signup, password: "x".repeat(129) }).first).toBe(
      "Password must be at most 128 characters long",
    );
  });

  it("does not trim passwords", () => {
    expect(studentSignupSchema.parse({ ...signup, password: "  spaced  " }).password).toBe("  spaced  ");
    expect(failures(studentSignupSchema, { ...signup, password: "  abc  " }).first).toBe(
      "Password must be at least 8 characters long",
    );
  });

  it("needs an academic level from the lists", () => {
    expect(failures(studentSignupSchema, { ...signup, academic_level: "" }).first).toBe("Academic level is required");
    expect(failures(studentSignupSchema, { ...signup, academic_level: "  " }).first).toBe("Academic level is required");
    expect(failures(studentSignupSchema, { ...signup, academic_level: "Year 12" }).first).toBe(
      "Please choose an academic level from the list",
    );
    for (const level of [...SIGNUP_ACADEMIC_LEVELS, ...SETTINGS_ACADEMIC_LEVELS]) {
      expect(studentSignupSchema.parse({ ...signup, academic_level: ` ${level} ` }).academic_level).toBe(level);
    }
  });
});

describe("defaultDisplayName", () => {
  it.each([
    ["Chioma", "Okafor", "Chioma O."],
    ["  Chioma ", " okafor", "Chioma O."],
    ["Ada", "", "Ada"],
    ["Ada", "   ", "Ada"],
    ["Émile", "éclair", "Émile É."],
    ["Mary Jane", "van Dyke", "Mary Jane V."],
  ])("%j + %j → %j", (first, last, expected) => {
    expect(defaultDisplayName(first, last)).toBe(expected);
  });
});

describe("tutorRegisterSchema", () => {
  it("fills missing fields from raw_user_meta_data", () => {
    expect(
      tutorRegisterSchema.parse({
        email: "Tutor@Example.com",
        password: "Tutor-Pass-42",
        raw_user_meta_data: {
          role: "tutor",
          first_name: " Folake ",
          last_name: "adeyemi",
          bio: " Chemistry examiner ",
          expertise: "Chemistry",
        },
      }),
    ).toEqual({
      email: "tutor@example.com",
      password: "Tutor-Pass-42",
      firstName: "Folake",
      lastName: "adeyemi",
      displayName: "Folake A.",
      bio: "Chemistry examiner",
      expertise: "Chemistry",
    });
  });

  it("prefers the top-level fields", () => {
    const parsed = tutorRegisterSchema.parse({
      email: "t@example.com",
      password: "Tutor-Pass-42",
      first_name: "Kunle",
      last_name: "Ade",
      display_name: "Mr K",
      bio: "Top",
      raw_user_meta_data: {
        first_name: "Meta",
        last_name: "Meta",
        display_name: "Meta",
        bio: "Meta",
        expertise: "Physics",
      },
    });
    expect(parsed).toMatchObject({
      firstName: "Kunle",
      lastName: "Ade",
      displayName: "Mr K",
      bio: "Top",
      expertise: "Physics",
    });
  });

  it("defaults bio and expertise to empty", () => {
    expect(
      tutorRegisterSchema.parse({ email: "t@example.com", password: "Tutor-Pass-42", first_name: "A", last_name: "B" }),
    ).toMatchObject({
      bio: "",
      expertise: "",
      displayName: "A B.",
    });
  });

  it("requires names, a valid e-mail and an 8-character password", () => {
    expect(failures(tutorRegisterSchema, { email: "t@example.com", password: "Tutor-Pass-42" }).byField).toEqual({
      first_name: messages.firstNameRequired,
      last_name: messages.lastNameRequired,
    });
    expect(
      failures(tutorRegisterSchema, { email: "nope", password: "short", first_name: "A", last_name: "B" }).byField,
    ).toEqual({
      email: messages.emailInvalid,
      password: messages.passwordTooShort,
    });
    expect(
      failures(tutorRegisterSchema, {
        email: "t@example.com",
        password: "Tutor-Pass-42",
        first_name: " ",
        last_name: "B",
      }).first,
    ).toBe(messages.firstNameRequired);
  });

  it("limits bio and expertise", () => {
    const base = { email: "t@example.com", password: "Tutor-Pass-42", first_name: "A", last_name: "B" };
    expect(tutorRegisterSchema.safeParse({ ...base, bio: "x".repeat(2000), expertise: "y".repeat(200) }).success).toBe(
      true,
    );
    expect(failures(tutorRegisterSchema, { ...base, bio: "x".repeat(2001) }).first).toBe(
      "Bio must be at most 2000 characters",
    );
    expect(failures(tutorRegisterSchema, { ...base, expertise: "y".repeat(201) }).first).toBe(
      "Expertise must be at most 200 characters",
    );
  });

  it("limits names to 50 characters, in the fields and in raw_user_meta_data", () => {
    const base = { email: "t@example.com", password: "Tutor-Pass-42" };
    expect(
      tutorRegisterSchema.safeParse({ ...base, first_name: "A".repeat(50), last_name: "B".repeat(50) }).success,
    ).toBe(true);
    expect(failures(tutorRegisterSchema, { ...base, first_name: "A".repeat(5000), last_name: "B" }).byField).toEqual({
      first_name: "First name must be at most 50 characters",
    });
    expect(
      failures(tutorRegisterSchema, { ...base, last_name: "B", raw_user_meta_data: { first_name: "A".repeat(51) } })
        .first,
    ).toBe("First name must be at most 50 characters");
    expect(
      failures(tutorRegisterSchema, { ...base, first_name: "A", last_name: "B", display_name: "D".repeat(51) }).first,
    ).toBe("Display name must be at most 50 characters");
  });
});

describe("signinSchema", () => {
  it("lower-cases the e-mail and keeps the password as typed", () => {
    expect(signinSchema.parse({ email: " Me@Example.com ", password: " pass " })).toEqual({
      email: "me@example.com",
      password: " pass ",
    });
  });

  it("needs an e-mail, then a password", () => {
    expect(failures(signinSchema, {}).all).toEqual([messages.emailRequired, messages.passwordRequired]);
    expect(failures(signinSchema, { email: "me@example.com", password: "" }).first).toBe("Password is required");
    expect(signinSchema.safeParse({ email: "me@example.com", password: "x" }).success).toBe(true);
    expect(failures(signinSchema, { email: "me@example.com", password: "x".repeat(129) }).first).toBe(
      "Password must be at most 128 characters long",
    );
  });
});

describe("forgotPasswordSchema and resendVerificationSchema", () => {
  it.each([
    ["forgot", forgotPasswordSchema],
    ["resend", resendVerificationSchema],
  ] as const)("%s: email required, then the pattern", (_name, schema) => {
    expect(failures(schema, {}).first).toBe("Email is required");
    expect(failures(schema, { email: "" }).first).toBe("Email is required");
    expect(failures(schema, { email: "a@b" }).first).toBe("Please enter a valid email address");
    expect(schema.parse({ email: " A@B.co " })).toMatchObject({ email: "a@b.co" });
  });

  it("takes an optional user type of student or tutor", () => {
    expect(forgotPasswordSchema.parse({ email: "a@b.co" }).user_type).toBeUndefined();
    expect(forgotPasswordSchema.parse({ email: "a@b.co", user_type: "tutor" }).user_type).toBe("tutor");
    expect(failures(forgotPasswordSchema, { email: "a@b.co", user_type: "admin" }).first).toBe(
      "User type must be student or tutor",
    );
  });
});

describe("resetPasswordSchema", () => {
  it("takes a token (optional: it may come as Bearer) and a password", () => {
    expect(resetPasswordSchema.parse({ token: " abc ", password: "Fresh-Start-1" })).toEqual({
      token: "abc",
      password: "Fresh-Start-1",
    });
    expect(resetPasswordSchema.parse({ password: "Fresh-Start-1" })).toEqual({ password: "Fresh-Start-1" });
    expect(resetPasswordSchema.parse({ email: "a@b.co", token: "t", password: "Fresh-Start-1" }).email).toBe("a@b.co");
  });

  it("refuses an empty or overlong token with the invalid-link message", () => {
    expect(failures(resetPasswordSchema, { token: "  ", password: "Fresh-Start-1" }).first).toBe(
      messages.resetLinkInvalid,
    );
    expect(failures(resetPasswordSchema, { token: "t".repeat(201), password: "Fresh-Start-1" }).first).toBe(
      messages.resetLinkInvalid,
    );
  });

  it("needs a password", () => {
    expect(failures(resetPasswordSchema, { token: "t" }).first).toBe("Password is required");
    expect(resetPasswordSchema.safeParse({ token: "t", password: "1234567" }).success).toBe(false);
    expect(resetPasswordSchema.safeParse({ token: "t", password: "12345678" }).success).toBe(true);
  });
});

describe("changePasswordSchema", () => {
  it("needs the current password and an 8-character new one, with the settings message", () => {
    expect(failures(changePasswordSchema, {}).all).toEqual(["Current password is required", "Password is required"]);
    expect(failures(changePasswordSchema, { current_password: "x", new_password: "1234567" }).first).toBe(
      "Password must be at least 8 characters long.",
    );
    expect(changePasswordSchema.safeParse({ current_password: "x", new_password: "12345678" }).success).toBe(true);
    expect(failures(changePasswordSchema, { current_password: "", new_password: "12345678" }).first).toBe(
      "Current password is required",
    );
    expect(
      failures(changePasswordSchema, { current_password: "Same2026!x", new_password: "Same2026!x" }).byField,
    ).toEqual({ new_password: "Choose a new password, not the one you have now" });
  });
});

describe("profileUpdateSchema", () => {
  it("accepts any subset of the five fields, trimmed", () => {
    expect(profileUpdateSchema.parse({})).toEqual({});
    expect(
      profileUpdateSchema.parse({
        first_name: " Ada ",
        last_name: " Obi ",
        display_name: " Ada O. ",
        academic_level: " SS 3 ",
        profile_picture: "/api/media/x",
      }),
    ).toEqual({
      first_name: "Ada",
      last_name: "Obi",
      display_name: "Ada O.",
      academic_level: "SS 3",
      profile_picture: "/api/media/x",
    });
    expect(profileUpdateSchema.parse({ profile_picture: null })).toEqual({ profile_picture: null });
    expect(profileUpdateSchema.parse({ display_name: "" })).toEqual({ display_name: "" });
  });

  it.each(["email", "role", "password", "id", "phone_number"])("refuses the unknown field %s", (field) => {
    expect(profileUpdateSchema.safeParse({ first_name: "Ada", [field]: "x" }).success).toBe(false);
  });

  it("refuses blank names and unknown academic levels", () => {
    expect(failures(profileUpdateSchema, { first_name: " " }).first).toBe("First name is required");
    expect(failures(profileUpdateSchema, { last_name: "" }).first).toBe("Last name is required");
    expect(failures(profileUpdateSchema, { academic_level: "Primary 6" }).first).toBe(
      "Please choose an academic level from the list",
    );
    expect(profileUpdateSchema.safeParse({ profile_picture: "x".repeat(501) }).success).toBe(false);
  });
});

describe("passwordStrength", () => {
  it.each([
    ["", 0, "Weak"],
    ["a", 1, "Weak"],
    ["abcde", 1, "Weak"],
    ["abcdef", 2, "Weak"],
    ["ABCDEF", 2, "Weak"],
    ["123456", 2, "Weak"],
    ["abcdefg", 2, "Weak"],
    ["abcdefgh", 3, "Medium"],
    ["Abcdef", 3, "Medium"],
    ["Abc1!", 4, "Medium"],
    ["Abcdefgh", 4, "Medium"],
    ["Abcdef1", 4, "Medium"],
    ["Abcdefg1", 5, "Strong"],
    ["Abcdef1!", 6, "Strong"],
    ["aB3$", 4, "Medium"],
    ["pass word", 4, "Medium"],
  ])("%j scores %d (%s)", (password, score, label) => {
    expect(passwordStrength(password)).toEqual({ score, label });
  });

  it("is Weak up to 2, Medium up to 4 and Strong above", () => {
    const labels = new Map<number, string>();
    for (const p of ["", "a", "abcdef", "abcdefgh", "Abcdefgh", "Abcdefg1", "Abcdef1!"]) {
      const { score, label } = passwordStrength(p);
      labels.set(score, label);
    }
    expect(Object.fromEntries(labels)).toEqual({
      0: "Weak",
      1: "Weak",
      2: "Weak",
      3: "Medium",
      4: "Medium",
      5: "Strong",
      6: "Strong",
    });
  });
});

describe("academic levels", () => {
  it("accepted anywhere are both lists without duplicates", () => {
    expect(new Set(ACADEMIC_LEVELS)).toEqual(new Set([...SIGNUP_ACADEMIC_LEVELS, ...SETTINGS_ACADEMIC_LEVELS]));
    expect(ACADEMIC_LEVELS).toHaveLength(new Set(ACADEMIC_LEVELS).size);
  });
});

describe("names: no markup's angle brackets, no control characters", () => {
  const refused = [
    "<script>alert(1)</script>",
    "Ada<",
    "Ada>",
    "Ada\nObi",
    "Ada\tObi",
    "Ada\rObi",
    "A\u0000da",
    "Ada\u007f",
    "Ada\u0085",
  ];
  const names = ["Ada", "Ọlálékan", "Chukwuemeka-Obi", "O'Neil", "Zoë", "Ngozi Adaeze", "Mr. A. (Jnr)", "علي", "李"];
  const message = (label: string) => `${label} cannot contain < or >, line breaks or other control characters`;

  it("says why a name cannot be one, and passes every other", () => {
    for (const name of refused)
      expect(nameCharactersError("First name", name), JSON.stringify(name)).toBe(message("First name"));
    for (const name of names) expect(nameCharactersError("First name", name), name).toBeNull();
  });

  it("holds for sign-up, the profile and tutor registration, each field in its own words", () => {
    const tutor = { email: "t@example.com", password: "Tutor-Pass-42", first_name: "Folake", last_name: "Adeyemi" };
    for (const name of refused) {
      expect(failures(signupStep1Schema, { ...step1, first_name: name }).byField).toEqual({
        first_name: message("First name"),
      });
      expect(failures(studentSignupSchema, { ...signup, last_name: name }).byField).toEqual({
        last_name: message("Last name"),
      });
      expect(failures(studentSignupSchema, { ...signup, display_name: name }).byField).toEqual({
        display_name: message("Display name"),
      });
      expect(failures(profileUpdateSchema, { first_name: name }).byField).toEqual({
        first_name: message("First name"),
      });
      expect(failures(profileUpdateSchema, { display_name: name }).byField).toEqual({
        display_name: message("Display name"),
      });
      expect(failures(tutorRegisterSchema, { ...tutor, last_name: name }).byField).toEqual({
        last_name: message("Last name"),
      });
      expect(
        failures(tutorRegisterSchema, { ...tutor, first_name: undefined, raw_user_meta_data: { first_name: name } })
          .byField,
      ).toEqual({ "raw_user_meta_data.first_name": message("First name") });
    }
    for (const name of names) {
      expect(signupStep1Schema.parse({ ...step1, first_name: name }).first_name).toBe(name);
      expect(profileUpdateSchema.parse({ last_name: name, display_name: name })).toEqual({
        last_name: name,
        display_name: name,
      });
      expect(tutorRegisterSchema.parse({ ...tutor, first_name: name }).firstName).toBe(name);
    }
    // A line break around a name is trimmed away, as spaces are.
    expect(signupStep1Schema.parse({ ...step1, first_name: "\n Ada \t" }).first_name).toBe("Ada");
  });
});
