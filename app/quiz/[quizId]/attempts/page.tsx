import type { Metadata } from "next";
import { ComingSoon } from "@/components/ui/coming-soon";

export const metadata: Metadata = { title: "Quiz Attempts" };

export default function Page() {
  return <ComingSoon title="Quiz Attempts" description="Attempt history arrives with the quizzes issue." />;
}
