import type { Metadata } from "next";
import { ComingSoon } from "@/components/ui/coming-soon";

export const metadata: Metadata = { title: "Check Your Email" };

export default function Page() {
  return <ComingSoon title="Check Your Email" description="Email verification arrives with the accounts issue." />;
}
