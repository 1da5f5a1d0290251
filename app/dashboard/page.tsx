import type { Metadata } from "next";
import { SignInPrompt } from "@/components/auth/sign-in-prompt";
import { ComingSoon } from "@/components/ui/coming-soon";
import { getCurrentUser } from "@/server/auth/current-user";

export const metadata: Metadata = { title: "Dashboard" };

export default async function DashboardPage() {
  if (!(await getCurrentUser())) return <SignInPrompt />;
  return <ComingSoon title="Dashboard" description="Your dashboard arrives with the learning issue." />;
}
