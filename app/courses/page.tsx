import type { Metadata } from "next";
import { ComingSoon } from "@/components/ui/coming-soon";

export const metadata: Metadata = { title: "All Courses" };

export default function Page() {
  return <ComingSoon title="All Courses" description="The full catalogue arrives with the catalogue issue." />;
}
