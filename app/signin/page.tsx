import type { Metadata } from "next";
import { ComingSoon } from "@/components/ui/coming-soon";

export const metadata: Metadata = { title: "Sign In" };

export default function Page() {
  return <ComingSoon title="Sign In" description="Signing in arrives with the accounts issue." />;
}
