import type { Metadata } from "next";
import { SignInPrompt } from "@/components/auth/sign-in-prompt";
import { QueryProvider } from "@/components/providers/query-provider";
import { getCurrentUser } from "@/server/auth/current-user";
import { getUser } from "@/server/services/profiles";
import { getGuardianDigest } from "@/server/study/guardian-digest";
import { DeleteAccount } from "./_components/delete-account";
import { GuardianDigestForm } from "./_components/guardian-digest-form";
import { SettingsTabs } from "./_components/settings-tabs";

export const metadata: Metadata = { title: "Settings" };

export default async function SettingsPage() {
  const session = await getCurrentUser();
  if (!session) return <SignInPrompt />;
  const [user, digest] = await Promise.all([getUser(session.id), session.role === "student" ? getGuardianDigest(session.id) : null]);
  return (
    <QueryProvider>
      <div className="mx-auto max-w-2xl px-4 py-10 sm:px-6">
        <h1 className="text-3xl font-bold">Settings</h1>
        <div className="mt-6 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900">
          <SettingsTabs user={user} />
        </div>
        {digest && <GuardianDigestForm initial={digest} />}
        <DeleteAccount />
      </div>
    </QueryProvider>
  );
}
