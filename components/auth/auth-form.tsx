"use client";

import { api } from "@/app/api/client";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Field, SelectField } from "@/components/ui/field";
import { primaryButtonClass, secondaryButtonClass } from "@/components/ui/styles";
import { useHydrated } from "@/lib/ui/use-hydrated";
import { ApiError } from "@/lib/client/api-error";
import { rememberUser } from "@/lib/client/session";
import { readLoginResponse } from "@/lib/auth/login-response";
import { afterSignInPath } from "@/lib/auth/safe-next";
import { ResendVerification } from "./resend-verification";
import {
  defaultDisplayName,
  EMAIL_PATTERN,
  messages,
  MIN_PASSWORD,
  SIGNUP_ACADEMIC_LEVELS,
  signupStep1Error,
} from "@/lib/auth/auth-rules";
import { useIsCommonPassword } from "./use-common-password";

// The auth screen of docs/product-spec.md part 2 in its two modes. Switching mode is a navigation between
// /signin and /signup, so the step and the messages start fresh each time.

export const SIGNED_IN_MESSAGE = "Signed in successfully! Redirecting...";
export const REDIRECT_AFTER_SIGNIN_MS = 1000;

type Message = { tone: "error" | "success" | "info"; text: string } | null;

const errorText = (err: unknown) => (err instanceof Error && err.message ? err.message : "An error occurred");

function useMessage() {
  const [message, setMessage] = useState<Message>(null);
  return { message, setMessage, clear: () => setMessage(null) };
}

/**
 * Students and tutors sign in here alike; the server finds the account's role. `next`: a
 * same-origin path to go to once signed in (lib/auth/safe-next.ts checked it), else the role's home.
 */
export function SignInForm({ verified, next }: { verified?: "1" | "0"; next?: string }) {
  const router = useRouter();
  const { message, setMessage, clear } = useMessage();
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  // Set when the password was right but the address is not verified: the screen offers a new link.
  const [unverifiedEmail, setUnverifiedEmail] = useState<string | null>(null);
  const hydrated = useHydrated();

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const email = String(form.get("email") ?? "").trim();
    const password = String(form.get("password") ?? "");
    if (!email) return setMessage({ tone: "error", text: messages.emailRequired });
    if (!EMAIL_PATTERN.test(email)) return setMessage({ tone: "error", text: messages.emailInvalid });
    if (!password) return setMessage({ tone: "error", text: messages.passwordRequired });
    setBusy(true);
    clear();
    setUnverifiedEmail(null);
    try {
      const body = await api("POST /api/auth/signin", { body: { email, password } });
      const { user } = readLoginResponse(body);
      const role = body.role === "tutor" ? "tutor" : "student";
      rememberUser(user, role);
      setDone(true);
      setMessage({ tone: "success", text: SIGNED_IN_MESSAGE });
      setTimeout(() => {
        router.replace(afterSignInPath(role, next));
        router.refresh();
      }, REDIRECT_AFTER_SIGNIN_MS);
    } catch (err) {
      setMessage({ tone: "error", text: errorText(err) });
      if (err instanceof ApiError && err.code === "email_not_verified") setUnverifiedEmail(email);
      setBusy(false);
    }
  }

  return (
    <form
      method="post"
      onSubmit={submit}
      onChange={() => {
        clear();
        setUnverifiedEmail(null);
      }}
      noValidate
      className="space-y-4"
      data-testid="signin-form"
    >
      {verified === "1" && !message && <Alert tone="success">Your email is verified. You can sign in now.</Alert>}
      {verified === "0" && !message && (
        <Alert tone="error">
          This verification link is invalid or has already been used. Sign in, or sign up again to get a new link.
        </Alert>
      )}
      <Field label="Email" name="email" type="email" autoComplete="email" inputMode="email" required />
      <Field label="Password" name="password" type="password" autoComplete="current-password" required />
      <div className="flex justify-end">
        <Link
          href="/forgot-password"
          className="text-sm font-medium text-brand-700 hover:underline dark:text-brand-400"
        >
          Forgot password?
        </Link>
      </div>
      {message && (
        <Alert tone={message.tone} testId="auth-message">
          {message.text}
        </Alert>
      )}
      {unverifiedEmail && <ResendVerification email={unverifiedEmail} />}
      <button type="submit" className={`${primaryButtonClass} w-full`} disabled={!hydrated || busy || done}>
        {busy || done ? "Please wait..." : "Sign In"}
      </button>
      <p className="text-center text-sm text-slate-600 dark:text-slate-400">
        Don&apos;t have an account?{" "}
        <Link href="/signup" className="font-semibold text-brand-700 hover:underline dark:text-brand-400">
          Sign Up
        </Link>
      </p>
    </form>
  );
}

type Step1 = { first_name: string; last_name: string; email: string };

export function SignUpForm() {
  const router = useRouter();
  const { message, setMessage, clear } = useMessage();
  const [step, setStep] = useState<1 | 2>(1);
  const [step1, setStep1] = useState<Step1>({ first_name: "", last_name: "", email: "" });
  const [busy, setBusy] = useState(false);
  const [password, setPassword] = useState("");
  const common = useIsCommonPassword(password);
  const hydrated = useHydrated();

  function next(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = signupStep1Error(step1);
    if (problem) return setMessage({ tone: "error", text: problem });
    clear();
    setStep(2);
  }

  async function create(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const confirm = String(form.get("confirm_password") ?? "");
    const academicLevel = String(form.get("academic_level") ?? "");
    if (password !== confirm) return setMessage({ tone: "error", text: messages.passwordsDoNotMatch });
    if (password.length < MIN_PASSWORD) return setMessage({ tone: "error", text: messages.passwordTooShort });
    if (common) return setMessage({ tone: "error", text: messages.passwordTooCommon });
    if (!academicLevel) return setMessage({ tone: "error", text: messages.academicLevelRequired });
    const first = step1.first_name.trim();
    const last = step1.last_name.trim();
    const displayName = String(form.get("display_name") ?? "").trim() || defaultDisplayName(first, last);
    const email = step1.email.trim().toLowerCase();
    setBusy(true);
    clear();
    try {
      await api("POST /api/students/signup", {
        body: {
          first_name: first,
          last_name: last,
          email,
          password,
          academic_level: academicLevel,
          display_name: displayName,
          metadata: {
            role: "student",
            first_name: first,
            last_name: last,
            display_name: displayName,
            academic_level: academicLevel,
          },
        },
      });
      router.push(`/check-email?${new URLSearchParams({ email, type: "signup" })}`);
    } catch (err) {
      setMessage({ tone: "error", text: errorText(err) });
      setBusy(false);
    }
  }

  const messageBox = message && (
    <Alert tone={message.tone} testId="auth-message">
      {message.text}
    </Alert>
  );
  const update = (field: keyof Step1) => (e: React.ChangeEvent<HTMLInputElement>) =>
    setStep1((s) => ({ ...s, [field]: e.target.value }));

  return (
    <div data-testid="signup-form">
      <ol className="mb-6 flex gap-2 text-xs font-semibold" aria-label="Sign-up steps">
        <li
          className={`flex-1 rounded-full py-1 text-center ${step === 1 ? "bg-brand-600 text-white" : "bg-brand-100 text-brand-800 dark:bg-brand-900/50 dark:text-brand-200"}`}
        >
          1. Your details
        </li>
        <li
          className={`flex-1 rounded-full py-1 text-center ${step === 2 ? "bg-brand-600 text-white" : "bg-slate-100 text-slate-500 dark:bg-slate-800"}`}
        >
          2. Your account
        </li>
      </ol>
      {step === 1 ? (
        <form method="post" onSubmit={next} onChange={clear} noValidate className="space-y-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <Field
              label="First name"
              name="first_name"
              autoComplete="given-name"
              value={step1.first_name}
              onChange={update("first_name")}
            />
            <Field
              label="Last name"
              name="last_name"
              autoComplete="family-name"
              value={step1.last_name}
              onChange={update("last_name")}
            />
          </div>
          <Field
            label="Email"
            name="email"
            type="email"
            inputMode="email"
            autoComplete="email"
            value={step1.email}
            onChange={update("email")}
          />
          {messageBox}
          <button type="submit" className={`${primaryButtonClass} w-full`} disabled={!hydrated}>
            Continue
          </button>
        </form>
      ) : (
        <form method="post" onSubmit={create} onChange={clear} noValidate className="space-y-4">
          <Field
            label="Display name (optional)"
            name="display_name"
            autoComplete="nickname"
            placeholder={defaultDisplayName(step1.first_name, step1.last_name)}
            hint="How other students see you. Leave empty to use the suggestion."
          />
          <SelectField
            label="Academic level"
            name="academic_level"
            options={SIGNUP_ACADEMIC_LEVELS}
            placeholder="Select your level"
            defaultValue=""
          />
          <Field
            label="Password"
            name="password"
            type="password"
            autoComplete="new-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            hint={common ? messages.passwordTooCommon : "At least 8 characters."}
          />
          <Field label="Confirm password" name="confirm_password" type="password" autoComplete="new-password" />
          {messageBox}
          <div className="flex gap-3">
            <button
              type="button"
              className={`${secondaryButtonClass} flex-1`}
              onClick={() => {
                clear();
                setStep(1);
              }}
              disabled={busy}
            >
              Back
            </button>
            <button type="submit" className={`${primaryButtonClass} flex-1`} disabled={busy}>
              {busy ? "Creating..." : "Create Account"}
            </button>
          </div>
        </form>
      )}
      <p className="mt-4 text-center text-sm text-slate-600 dark:text-slate-400">
        Already have an account?{" "}
        <Link href="/signin" className="font-semibold text-brand-700 hover:underline dark:text-brand-400">
          Sign In
        </Link>
      </p>
    </div>
  );
}
