import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { AuthCard } from "@/components/auth/auth-card";
import { ResetPasswordForm } from "@/components/auth/reset-password-form";
import { getCurrentUser } from "@/server/auth/current-user";

export const metadata: Metadata = { title: "Reset Password", referrer: "no-referrer" };

export default async function ResetPasswordPage() {
  if (await getCurrentUser()) redirect("/dashboard");
  return (
    <AuthCard title="Choose a new password">
      <ResetPasswordForm />
    </AuthCard>
  );
}
