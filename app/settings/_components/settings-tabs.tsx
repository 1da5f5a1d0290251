"use client";

import { useState } from "react";
import type { DataSettings } from "@/lib/validation/data-settings";
import { DataTab } from "./data-tab";
import { ProfileTab } from "./profile-tab";
import { SecurityTab } from "./security-tab";
import { SETTINGS_TABS, type SettingsTab, type SettingsUser } from "./types";

/** `dataSettings` is a student's only: tutors see no Data tab. */
export function SettingsTabs({
  user,
  dataSettings,
  initialTab = "Profile",
}: {
  user: SettingsUser;
  dataSettings: DataSettings | null;
  initialTab?: SettingsTab;
}) {
  const tabs = SETTINGS_TABS.filter((t) => t !== "Data" || dataSettings);
  const [tab, setTab] = useState<SettingsTab>(tabs.includes(initialTab) ? initialTab : "Profile");
  return (
    <>
      <div role="tablist" aria-label="Settings" className="flex gap-2 border-b border-slate-200 dark:border-slate-800">
        {tabs.map((t) => (
          <button
            key={t}
            role="tab"
            type="button"
            aria-selected={tab === t}
            aria-controls={`panel-${t}`}
            onClick={() => setTab(t)}
            className={`-mb-px min-h-11 border-b-2 px-4 py-2 text-sm font-semibold ${tab === t ? "border-brand-600 text-brand-700 dark:text-brand-400" : "border-transparent text-slate-500 hover:text-slate-800 dark:hover:text-slate-200"}`}
          >
            {t}
          </button>
        ))}
      </div>
      <div id={`panel-${tab}`} role="tabpanel" className="pt-6">
        {tab === "Profile" ? (
          <ProfileTab initialUser={user} />
        ) : tab === "Data" && dataSettings ? (
          <DataTab initial={dataSettings} />
        ) : (
          <SecurityTab />
        )}
      </div>
    </>
  );
}
