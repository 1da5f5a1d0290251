import type { Metadata } from "next";
import { SignInPrompt } from "@/components/auth/sign-in-prompt";
import { QueryProvider } from "@/components/providers/query-provider";
import { getCurrentUser } from "@/server/auth/current-user";
import { getUser } from "@/server/accounts/profiles";
import { getGuardianDigest } from "@/server/guardian/guardian-digest";
import { getDataSettings } from "@/server/data-plan/data-settings";
import { DeleteAccount } from "./_components/delete-account";
import { GuardianDigestForm } from "./_components/guardian-digest-form";
import { SettingsTabs } from "./_components/settings-tabs";
import { SETTINGS_TABS } from "./_components/types";

export const metadata: Metadata = { title: "Settings" };

// /settings[?tab=data] – the account's settings; a link can open a tab (the player's "Choose your network").
export default async function SettingsPage({ searchParams }: { searchParams: Promise<{ tab?: string }> }) {
  const session = await getCurrentUser();
  if (!session) return <SignInPrompt />;
  const student = session.role === "student";
  const [user, digest, dataSettings, { tab }] = await Promise.all([
    getUser(session.id),
    student ? getGuardianDigest(session.id) : null,
    student ? getDataSettings(session.id) : null,
    searchParams,
  ]);
  const initialTab = SETTINGS_TABS.find((t) => t.toLowerCase() === tab);
  return (
    <QueryProvider>
      <div className="mx-auto max-w-2xl px-4 py-10 sm:px-6">
        <h1 className="text-3xl font-bold">Settings</h1>
        <div className="mt-6 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900">
          <SettingsTabs user={user} dataSettings={dataSettings} initialTab={initialTab} />
        </div>
        {digest && <GuardianDigestForm initial={digest} />}
        <DeleteAccount />
      </div>
    </QueryProvider>
  );
}
