import { apiPath } from "@/app/api/api-path";
import { Alert } from "@/components/ui/alert";
import { primaryButtonClass, secondaryButtonClass } from "@/components/ui/styles";
import type { GuardianLinkView } from "@/server/guardian/guardian-links";

// What a guardian's link shows (docs/study-loop.md, "Guardian digest"): what it would do, and a
// button that does it by POST, or what was decided. Plain HTML: it works before any script runs.

export const linkCopy = {
  invalid: "This link is not valid. It may have been cut short: open the latest message from ExamPrep and try again.",
  confirmed: (student: string) =>
    `Thank you. You will get a summary about ${student} once a week. Each one has a link to stop them.`,
  refused: (student: string) => `Done. ExamPrep will not write to you about ${student} again.`,
  unsubscribed: (student: string) =>
    `Done. The summaries about ${student} have stopped, and ExamPrep will not write to you about them again.`,
} as const;

function Decision({
  token,
  question,
  detail,
  button,
  primary,
}: {
  token: string;
  question: string;
  detail: string;
  button: string;
  primary: boolean;
}) {
  return (
    <div className="space-y-4">
      <p className="text-slate-800 dark:text-slate-200">{question}</p>
      <p className="text-sm text-slate-600 dark:text-slate-400">{detail}</p>
      <form method="post" action={apiPath("POST /api/guardian-links/{token}", { params: { token } })}>
        <button type="submit" className={`w-full ${primary ? primaryButtonClass : secondaryButtonClass}`}>
          {button}
        </button>
      </form>
    </div>
  );
}

export function GuardianLinkPanel({ token, view }: { token: string; view: GuardianLinkView | null }) {
  if (!view) return <Alert tone="warning">{linkCopy.invalid}</Alert>;
  const student = view.studentName;
  if (view.status === "refused") return <Alert tone="info">{linkCopy.refused(student)}</Alert>;
  if (view.status === "unsubscribed") return <Alert tone="info">{linkCopy.unsubscribed(student)}</Alert>;
  const what = `${student}, a student on ExamPrep, asked to send you a short summary of their exam practice every week: questions answered, the trend and the two topics to work on. It never shows questions or answers.`;
  if (view.purpose === "confirm") {
    if (view.status === "confirmed") return <Alert tone="success">{linkCopy.confirmed(student)}</Alert>;
    return (
      <Decision
        token={token}
        question={what}
        detail={`If you do not know ${student}, do not agree: use the “No” link in the same message instead.`}
        button="Yes, send me the summaries"
        primary
      />
    );
  }
  if (view.purpose === "refuse") {
    return (
      <Decision
        token={token}
        question={what}
        detail={`After this, ExamPrep will not write to you about ${student} again.`}
        button="No, do not contact me again"
        primary={false}
      />
    );
  }
  if (view.status !== "confirmed") return <Alert tone="info">{linkCopy.unsubscribed(student)}</Alert>;
  return (
    <Decision
      token={token}
      question={`Stop the weekly summaries about ${student}?`}
      detail={`After this, ExamPrep will not write to you about ${student} again.`}
      button="Stop the summaries"
      primary={false}
    />
  );
}
