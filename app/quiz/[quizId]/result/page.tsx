import type { Metadata } from "next";
import { ComingSoon } from "@/components/ui/coming-soon";

export const metadata: Metadata = { title: "Quiz Result" };

export default function Page() {
  return <ComingSoon title="Quiz Result" description="Quiz results arrive with the quizzes issue." />;
}
