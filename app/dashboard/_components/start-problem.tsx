import { Alert } from "@/components/ui/alert";

/** Why a start from the dashboard did not happen, with where to go instead (the open exam, say). */
export type StartProblem = { text: string; link?: { href: string; label: string } };

export function StartProblemAlert({ problem, testId }: { problem: StartProblem | null; testId: string }) {
  if (!problem) return null;
  return (
    <Alert tone="error" testId={testId}>
      {problem.text} {/* The open exam, loaded as a document so its page is kept for offline (open-sitting.ts). */}
      {problem.link && (
        <a href={problem.link.href} className="font-semibold underline">
          {problem.link.label}
        </a>
      )}
    </Alert>
  );
}
