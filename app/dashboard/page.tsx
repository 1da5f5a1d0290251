import type { Metadata } from "next";
import { ComingSoon } from "@/components/ui/coming-soon";

export const metadata: Metadata = { title: "Dashboard" };

export default function Page() {
  return <ComingSoon title="Dashboard" description="Your dashboard arrives with the learning issue." />;
}
