import type { Metadata } from "next";
import { ComingSoon } from "@/components/ui/coming-soon";

export const metadata: Metadata = { title: "Create Account" };

export default function Page() {
  return <ComingSoon title="Create Account" description="Creating an account arrives with the accounts issue." />;
}
