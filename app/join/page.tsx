import type { Metadata } from "next";
import { SignInPrompt } from "@/components/auth/sign-in-prompt";
import { cardClass } from "@/components/ui/styles";
import { getCurrentUser } from "@/server/auth/current-user";
import { myClasses } from "@/server/schools/my-classes";
import { JoinForm } from "./_components/join-form";
import { MyClassList } from "./_components/my-class-list";
import { TeacherNote } from "./_components/teacher-note";

export const metadata: Metadata = { title: "Join a class", robots: { index: false } };

// Joining a class by typing the code the teacher shows (docs/schools.md).
export default async function JoinPage() {
  const user = await getCurrentUser();
  if (!user) return <SignInPrompt next="/join" />;
  if (user.role !== "student") return <TeacherNote />;
  const classes = await myClasses(user.id);
  return (
    <div className="mx-auto max-w-xl space-y-6 px-4 py-8">
      <h1 className="text-2xl font-bold">Join a class</h1>
      <section className={cardClass}>
        <p className="mb-3 text-sm text-slate-600 dark:text-slate-400">
          Type the 8-character code your teacher shows you. Capital or small letters both work.
        </p>
        <JoinForm />
      </section>
      <MyClassList classes={classes} />
    </div>
  );
}
