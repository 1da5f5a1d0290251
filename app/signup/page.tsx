import type { Metadata } from "next";
import { AuthCard } from "@/components/auth/auth-card";
import { SignUpForm } from "@/components/auth/auth-form";

export const metadata: Metadata = { title: "Create Account" };

export default function SignUpPage() {
  return (
    <AuthCard title="Create your account" subtitle="Start your 14-day free trial. No card required.">
      <SignUpForm />
    </AuthCard>
  );
}
