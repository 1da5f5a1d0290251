import type { Metadata } from "next";
import { ComingSoon } from "@/components/ui/coming-soon";

export const metadata: Metadata = { title: "Forgot Password" };

export default function Page() {
  return <ComingSoon title="Forgot Password" description="Password recovery arrives with the accounts issue." />;
}
