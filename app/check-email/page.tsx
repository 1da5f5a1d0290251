import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { AuthCard } from "@/components/auth/auth-card";
import { ResendEmail } from "@/components/auth/check-email";
import { Alert } from "@/components/ui/alert";
import { getCurrentUser } from "@/server/auth/current-user";
import { env } from "@/server/env";
import { EMAIL_PATTERN } from "@/lib/validation/auth";

export const metadata: Metadata = { title: "Check Your Email" };

type Search = { email?: string; type?: string; user_type?: string };

export default async function CheckEmailPage({ searchParams }: { searchParams: Promise<Search> }) {
  if (await getCurrentUser()) redirect("/dashboard");
  const { email = "", type, user_type } = await searchParams;
  if (!EMAIL_PATTERN.test(email)) redirect("/signup");
  const kind = type === "reset" ? "reset" : "signup";
  // Lab mode (docs/schools.md): no mail leaves the school's network, and a new account is verified as it is made.
  if (env.LAB_MODE && kind === "signup") {
    return (
      <AuthCard title="Your account is ready">
        <div className="space-y-4" data-testid="check-email">
          <Alert tone="success">
            Account created successfully! On this school network there is no e-mail: sign in now.
          </Alert>
          <p className="text-center text-sm">
            <Link href="/signin" className="font-semibold text-brand-700 hover:underline dark:text-brand-400">
              Sign In
            </Link>
          </p>
        </div>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Check your email">
      <div className="space-y-4" data-testid="check-email">
        <Alert tone="success">
          {kind === "signup"
            ? "Account created successfully! Please check your email to verify your account."
            : "If an account exists for this email, we have sent a password reset link to it."}
        </Alert>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          We sent an email to <strong className="break-all text-slate-900 dark:text-slate-100">{email}</strong>.{" "}
          {kind === "signup"
            ? "Open the link in it to verify your account, then sign in."
            : "The link works once and expires in 1 hour."}{" "}
          Check your spam folder too.
        </p>
        <ResendEmail email={email} kind={kind} userType={user_type === "tutor" ? "tutor" : "student"} />
        <p className="text-center text-sm">
          <Link href="/signin" className="font-semibold text-brand-700 hover:underline dark:text-brand-400">
            Back to Sign In
          </Link>
        </p>
      </div>
    </AuthCard>
  );
}
