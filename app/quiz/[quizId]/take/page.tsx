import type { Metadata } from "next";
import { ComingSoon } from "@/components/ui/coming-soon";

export const metadata: Metadata = { title: "Take Quiz" };

export default function Page() {
  return <ComingSoon title="Take Quiz" description="Quiz taking arrives with the quizzes issue." />;
}
