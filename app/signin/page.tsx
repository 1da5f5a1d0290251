import type { Metadata } from "next";
import { AuthCard } from "@/components/auth/auth-card";
import { SignInForm } from "@/components/auth/auth-form";
import { safeNextPath } from "@/lib/auth/safe-next";

export const metadata: Metadata = { title: "Sign In" };

export default async function SignInPage({
  searchParams,
}: {
  searchParams: Promise<{ verified?: string; next?: string | string[] }>;
}) {
  const { verified, next } = await searchParams;
  return (
    <AuthCard title="Welcome back" subtitle="Sign in to continue your exam preparation.">
      <SignInForm
        verified={verified === "1" || verified === "0" ? verified : undefined}
        next={safeNextPath(next) ?? undefined}
      />
    </AuthCard>
  );
}
