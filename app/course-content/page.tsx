import type { Metadata } from "next";
import { ComingSoon } from "@/components/ui/coming-soon";

export const metadata: Metadata = { title: "Course Content" };

export default function Page() {
  return <ComingSoon title="Course Content" description="The lesson player arrives with the learning issue." />;
}
