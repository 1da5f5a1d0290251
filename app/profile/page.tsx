import type { Metadata } from "next";
import { ComingSoon } from "@/components/ui/coming-soon";

export const metadata: Metadata = { title: "My Profile" };

export default function Page() {
  return <ComingSoon title="My Profile" description="Your profile and My Courses arrive with the accounts and learning issues." />;
}
