import type { Metadata } from "next";
import { ComingSoon } from "@/components/ui/coming-soon";

export const metadata: Metadata = { title: "Course Details" };

export default function Page() {
  return <ComingSoon title="Course Details" description="Course details arrive with the catalogue issue." />;
}
