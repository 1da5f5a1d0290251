import type { Metadata } from "next";
import { SignInPrompt } from "@/components/auth/sign-in-prompt";
import { cardClass } from "@/components/ui/styles";
import { displayJoinCode, isJoinCode, normaliseJoinCode } from "@/lib/schools/join-code";
import { getCurrentUser } from "@/server/auth/current-user";
import { JoinForm } from "../_components/join-form";
import { TeacherNote } from "../_components/teacher-note";

/** The path segment as text; a malformed escape is kept as it is (and is then no code). */
function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

export const metadata: Metadata = { title: "Join a class", robots: { index: false } };

// The join link (/join/<code>) a QR code opens. The page does not look the code up (that would
// be a way to guess codes past the join's rate limit): the student confirms, and the join answers.
export default async function JoinLinkPage({ params }: { params: Promise<{ code: string }> }) {
  const { code: raw } = await params;
  const code = normaliseJoinCode(safeDecode(raw));
  const user = await getCurrentUser();
  if (!user) return <SignInPrompt next={`/join/${encodeURIComponent(code)}`} />;
  if (user.role !== "student") return <TeacherNote />;
  return (
    <div className="mx-auto max-w-xl space-y-6 px-4 py-8">
      <h1 className="text-2xl font-bold">Join a class</h1>
      <section className={cardClass}>
        {isJoinCode(code) ? (
          <>
            <p className="mb-3">
              Class code <span className="font-mono text-xl font-bold tracking-widest">{displayJoinCode(code)}</span>
            </p>
            <JoinForm code={code} />
          </>
        ) : (
          <>
            <p className="mb-3 text-sm" role="alert">
              This link&apos;s code is not a class code. Type the code your teacher shows:
            </p>
            <JoinForm />
          </>
        )}
      </section>
    </div>
  );
}
