import type { Metadata } from "next";
import { ComingSoon } from "@/components/ui/coming-soon";

export const metadata: Metadata = { title: "Reset Password" };

export default function Page() {
  return <ComingSoon title="Reset Password" description="Password recovery arrives with the accounts issue." />;
}
