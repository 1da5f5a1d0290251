import type { Metadata } from "next";
import { ComingSoon } from "@/components/ui/coming-soon";

export const metadata: Metadata = { title: "Quiz Library" };

export default function Page() {
  return <ComingSoon title="Quiz Library" description="The quiz library arrives with the quizzes issue." />;
}
