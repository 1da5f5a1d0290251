import { act, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { router } from "@/tests/support/next-mocks";
import { jsonFetch, renderWithProviders } from "@/tests/support/render";
import { SignInForm, SignUpForm } from "./auth-form";

type Routes = Parameters<typeof jsonFetch>[0];

function stubApi(routes: Routes) {
  const fetchMock = vi.fn(jsonFetch(routes));
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

/** The JSON bodies the form sent, in order. */
const bodiesSent = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls.map(([input, init]) => ({
    path: String(input),
    body: typeof init?.body === "string" ? JSON.parse(init.body) : undefined,
  }));

/** Types into a labelled field the quick way: one paste, as a password manager fills it. */
async function fill(user: ReturnType<typeof renderWithProviders>["user"], label: string, text: string) {
  await user.click(screen.getByLabelText(label));
  await user.paste(text);
}

const alertText = async () => (await screen.findByRole("alert")).textContent;

beforeEach(() => {
  Object.values(router).forEach((fn) => fn.mockReset());
});

describe("SignInForm", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  async function signIn(email: string, password: string) {
    const rendered = renderWithProviders(<SignInForm />);
    const { user } = rendered;
    if (email) await fill(user, "Email", email);
    if (password) await fill(user, "Password", password);
    await user.click(screen.getByRole("button", { name: "Sign In" }));
    return rendered;
  }

  it.each([
    { email: "", password: "secret-pass", shown: "Email is required" },
    { email: "ada@example", password: "secret-pass", shown: "Please enter a valid email address" },
    { email: "ada@example.com", password: "", shown: "Password is required" },
  ])("refuses $email / $password with $shown before calling the server", async ({ email, password, shown }) => {
    const fetchMock = stubApi({});

    await signIn(email, password);

    expect(await alertText()).toBe(shown);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("signs in, says so, and goes home a second later", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = stubApi({
      "POST /api/auth/signin": {
        body: {
          message: "Signed in successfully",
          token: "t",
          session: { access_token: "t" },
          role: "student",
          user: { id: "u1", email: "ada@example.com" },
        },
      },
    });

    await signIn(" ada@example.com ", "secret-pass");

    expect(await screen.findByText("Signed in successfully! Redirecting...")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Please wait..." })).toHaveProperty("disabled", true);
    expect(bodiesSent(fetchMock)).toEqual([
      { path: "/api/auth/signin", body: { email: "ada@example.com", password: "secret-pass" } },
    ]);
    expect(router.replace).not.toHaveBeenCalled();

    act(() => vi.advanceTimersByTime(1000));
    expect(router.replace).toHaveBeenCalledWith("/");
  });

  it("goes back to the page that sent the student to sign in", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    stubApi({
      "POST /api/auth/signin": {
        body: {
          message: "Signed in successfully",
          token: "t",
          session: { access_token: "t" },
          role: "student",
          user: { id: "u1", email: "ada@example.com" },
        },
      },
    });
    const { user } = renderWithProviders(<SignInForm next="/exams/utme" />);
    await fill(user, "Email", "ada@example.com");
    await fill(user, "Password", "secret-pass");
    await user.click(screen.getByRole("button", { name: "Sign In" }));

    expect(await screen.findByText("Signed in successfully! Redirecting...")).toBeTruthy();
    act(() => vi.advanceTimersByTime(1000));
    expect(router.replace).toHaveBeenCalledWith("/exams/utme");
  });

  it("sends a tutor to the studio, and remembers them as a tutor", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    stubApi({
      "POST /api/auth/signin": {
        body: {
          message: "Signed in successfully",
          token: "t",
          session: { access_token: "t" },
          role: "tutor",
          user: { id: "t1", email: "tutor@example.com" },
        },
      },
    });

    await signIn("tutor@example.com", "secret-pass");

    expect(await screen.findByText("Signed in successfully! Redirecting...")).toBeTruthy();
    act(() => vi.advanceTimersByTime(1000));
    expect(router.replace).toHaveBeenCalledWith("/studio");
    expect(localStorage.getItem("userType")).toBe("tutor");
  });

  it("takes a tutor back to the studio page that sent them to sign in", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    stubApi({
      "POST /api/auth/signin": {
        body: {
          message: "Signed in successfully",
          token: "t",
          session: { access_token: "t" },
          role: "tutor",
          user: { id: "t1", email: "tutor@example.com" },
        },
      },
    });
    const { user } = renderWithProviders(<SignInForm next="/studio/courses/c1" />);
    await fill(user, "Email", "tutor@example.com");
    await fill(user, "Password", "secret-pass");
    await user.click(screen.getByRole("button", { name: "Sign In" }));

    expect(await screen.findByText("Signed in successfully! Redirecting...")).toBeTruthy();
    act(() => vi.advanceTimersByTime(1000));
    expect(router.replace).toHaveBeenCalledWith("/studio/courses/c1");
  });

  it("shows a wrong password's message and lets the student try again, with no resend offer", async () => {
    stubApi({
      "POST /api/auth/signin": { status: 401, body: { error: "unauthorized", message: "Invalid email or password" } },
    });

    await signIn("ada@example.com", "wrong-pass");

    expect(await alertText()).toBe("Invalid email or password");
    expect(screen.getByRole("button", { name: "Sign In" })).toHaveProperty("disabled", false);
    expect(screen.queryByRole("button", { name: "Resend verification e-mail" })).toBeNull();
    expect(router.replace).not.toHaveBeenCalled();
  });

  it("clears the error once the student edits a field", async () => {
    stubApi({
      "POST /api/auth/signin": { status: 401, body: { error: "unauthorized", message: "Invalid email or password" } },
    });
    const { user } = await signIn("ada@example.com", "wrong-pass");
    await screen.findByRole("alert");

    await fill(user, "Password", "!");

    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("offers an unverified student a new verification link and sends it to the typed address", async () => {
    const fetchMock = stubApi({
      "POST /api/auth/signin": {
        status: 401,
        body: { error: "email_not_verified", message: "Email not verified. Please check your email." },
      },
      "POST /api/auth/resend-verification": { body: { message: "sent" } },
    });
    const { user } = await signIn("ada@example.com", "secret-pass");
    expect(await alertText()).toBe("Email not verified. Please check your email.");

    await user.click(screen.getByRole("button", { name: "Resend verification e-mail" }));

    expect(
      await screen.findByText("We have sent a new verification link to ada@example.com. Open it, then sign in."),
    ).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Resend verification e-mail" })).toBeNull();
    expect(bodiesSent(fetchMock).at(-1)).toEqual({
      path: "/api/auth/resend-verification",
      body: { email: "ada@example.com" },
    });
  });

  it.each([
    { verified: "1" as const, shown: "Your email is verified. You can sign in now." },
    {
      verified: "0" as const,
      shown: "This verification link is invalid or has already been used. Sign in, or sign up again to get a new link.",
    },
  ])("greets a student arriving from a verification link (verified=$verified)", ({ verified, shown }) => {
    stubApi({});
    renderWithProviders(<SignInForm verified={verified} />);

    expect(screen.getByText(shown)).toBeTruthy();
  });
});

describe("SignUpForm", () => {
  async function fillStepOne(
    user: ReturnType<typeof renderWithProviders>["user"],
    values: { first?: string; last?: string; email?: string },
  ) {
    if (values.first) await fill(user, "First name", values.first);
    if (values.last) await fill(user, "Last name", values.last);
    if (values.email) await fill(user, "Email", values.email);
    await user.click(screen.getByRole("button", { name: "Continue" }));
  }

  async function reachStepTwo() {
    const rendered = renderWithProviders(<SignUpForm />);
    await fillStepOne(rendered.user, { first: "Ada", last: "Lovelace", email: "Ada@Example.com" });
    await screen.findByLabelText("Academic level");
    return rendered;
  }

  async function fillStepTwo(
    user: ReturnType<typeof renderWithProviders>["user"],
    values: { level?: string; password: string; confirm: string; displayName?: string },
  ) {
    if (values.displayName) await fill(user, "Display name (optional)", values.displayName);
    if (values.level) await user.selectOptions(screen.getByLabelText("Academic level"), values.level);
    await fill(user, "Password", values.password);
    await fill(user, "Confirm password", values.confirm);
    await user.click(screen.getByRole("button", { name: "Create Account" }));
  }

  it.each([
    { values: {}, shown: "First name is required" },
    { values: { first: "Ada" }, shown: "Last name is required" },
    { values: { first: "Ada", last: "Lovelace" }, shown: "Email is required" },
    {
      values: { first: "Ada", last: "Lovelace", email: "ada.example.com" },
      shown: "Please enter a valid email address",
    },
  ])("stays on step one with $shown", async ({ values, shown }) => {
    stubApi({});
    const { user } = renderWithProviders(<SignUpForm />);

    await fillStepOne(user, values);

    expect(await alertText()).toBe(shown);
    expect(screen.queryByLabelText("Academic level")).toBeNull();
  });

  it.each([
    {
      values: { level: "Post Secondary", password: "secret-pass", confirm: "secret-pasS" },
      shown: "Passwords do not match",
    },
    {
      values: { level: "Post Secondary", password: "short", confirm: "short" },
      shown: "Password must be at least 8 characters long",
    },
    { values: { password: "secret-pass", confirm: "secret-pass" }, shown: "Academic level is required" },
  ])("refuses step two with $shown before calling the server", async ({ values, shown }) => {
    const fetchMock = stubApi({});
    const { user } = await reachStepTwo();

    await fillStepTwo(user, values);

    expect(await alertText()).toBe(shown);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("warns about a common password as soon as it is entered, and refuses it", async () => {
    const fetchMock = stubApi({});
    const { user } = await reachStepTwo();
    const tooCommon = "This password is too common and easy to guess. Please choose a different one.";

    await fill(user, "Password", "Password");
    expect(await screen.findByText(tooCommon)).toBeTruthy();

    await user.selectOptions(screen.getByLabelText("Academic level"), "Post Secondary");
    await fill(user, "Confirm password", "Password");
    await user.click(screen.getByRole("button", { name: "Create Account" }));

    expect(await alertText()).toBe(tooCommon);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("creates the account with a suggested display name and sends the student to check their e-mail", async () => {
    const fetchMock = stubApi({ "POST /api/students/signup": { status: 201, body: { message: "Check your email" } } });
    const { user } = await reachStepTwo();

    await fillStepTwo(user, { level: "Senior Secondary 2", password: "secret-pass", confirm: "secret-pass" });

    await waitFor(() => expect(router.push).toHaveBeenCalledWith("/check-email?email=ada%40example.com&type=signup"));
    expect(bodiesSent(fetchMock)).toEqual([
      {
        path: "/api/students/signup",
        body: {
          first_name: "Ada",
          last_name: "Lovelace",
          email: "ada@example.com",
          password: "secret-pass",
          academic_level: "Senior Secondary 2",
          display_name: "Ada L.",
          metadata: {
            role: "student",
            first_name: "Ada",
            last_name: "Lovelace",
            display_name: "Ada L.",
            academic_level: "Senior Secondary 2",
          },
        },
      },
    ]);
  });

  it("shows the server's refusal and lets the student correct it", async () => {
    stubApi({
      "POST /api/students/signup": {
        status: 429,
        body: { error: "rate_limited", message: "Too many sign-ups. Try again later." },
      },
    });
    const { user } = await reachStepTwo();

    await fillStepTwo(user, {
      level: "Post Secondary",
      password: "secret-pass",
      confirm: "secret-pass",
      displayName: "Countess",
    });

    expect(await alertText()).toBe("Too many sign-ups. Try again later.");
    expect(screen.getByRole("button", { name: "Create Account" })).toHaveProperty("disabled", false);
    expect(router.push).not.toHaveBeenCalled();
  });

  it("goes back to step one with the details kept", async () => {
    stubApi({});
    const { user } = await reachStepTwo();

    await user.click(screen.getByRole("button", { name: "Back" }));

    expect(screen.getByLabelText("First name")).toHaveProperty("value", "Ada");
    expect(screen.getByLabelText("Email")).toHaveProperty("value", "Ada@Example.com");
  });
});
