// The user as the settings screen reads it (the API's user shape).
export type SettingsUser = {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  display_name: string;
  academic_level: string | null;
  profile_picture: string | null;
  role: "student" | "tutor";
};

export const SETTINGS_TABS = ["Profile", "Security", "Data"] as const;
export type SettingsTab = (typeof SETTINGS_TABS)[number];
