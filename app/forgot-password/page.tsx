import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { AuthCard } from "@/components/auth/auth-card";
import { ForgotPasswordForm } from "@/components/auth/forgot-password-form";
import { getCurrentUser } from "@/server/auth/current-user";

export const metadata: Metadata = { title: "Forgot Password" };

export default async function ForgotPasswordPage() {
  if (await getCurrentUser()) redirect("/dashboard");
  return (
    <AuthCard
      title="Forgot your password?"
      subtitle="Enter your email and we will send you a link to choose a new one."
    >
      <ForgotPasswordForm />
      <p className="mt-4 text-center text-sm">
        <Link href="/signin" className="font-semibold text-brand-700 hover:underline dark:text-brand-400">
          Back to Sign In
        </Link>
      </p>
    </AuthCard>
  );
}
