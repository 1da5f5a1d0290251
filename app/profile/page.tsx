import type { Metadata } from "next";
import { SignInPrompt } from "@/components/auth/sign-in-prompt";
import { getCurrentUser } from "@/server/auth/current-user";
import { listMyCourses } from "@/server/courses/my-courses";
import { listReceipts } from "@/server/payments/receipts";
import { getUser } from "@/server/accounts/profiles";
import { listSavedCourses } from "@/server/courses/saved-courses";
import { MyCourses } from "./_components/my-courses";
import { ProfileSidebar } from "./_components/profile-sidebar";
import { Receipts } from "./_components/receipts";
import { SavedCourses } from "./_components/saved-courses";
import { StudioLink } from "./_components/studio-link";

export const metadata: Metadata = { title: "My Profile" };

export default async function ProfilePage() {
  const session = await getCurrentUser();
  if (!session) return <SignInPrompt />;
  const student = session.role === "student";
  const [user, courses, receipts, saved] = await Promise.all([
    getUser(session.id),
    student ? listMyCourses(session.id) : Promise.resolve([]),
    student ? listReceipts(session.id) : Promise.resolve([]),
    student ? listSavedCourses(session.id) : Promise.resolve([]),
  ]);
  return (
    <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:px-6 grid-cols-1 lg:grid-cols-[18rem_minmax(0,1fr)]">
      <ProfileSidebar user={user} />
      <div>
        {student ? <MyCourses courses={courses} /> : <StudioLink />}
        {student && <SavedCourses saved={saved} />}
        <Receipts receipts={receipts} />
      </div>
    </div>
  );
}
