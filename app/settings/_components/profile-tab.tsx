"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useRef, useState } from "react";
import { api } from "@/app/api/client";
import { Alert } from "@/components/ui/alert";
import { Field, SelectField } from "@/components/ui/field";
import { SafeImage } from "@/components/ui/safe-image";
import { primaryButtonClass, secondaryButtonClass } from "@/components/ui/styles";
import { useHydrated } from "@/lib/ui/use-hydrated";
import { ApiError } from "@/lib/client/api-error";
import { rememberUser } from "@/lib/client/session";
import { imageMessages, MAX_IMAGE_BYTES } from "@/lib/media/image-signature";
import { SETTINGS_ACADEMIC_LEVELS } from "@/lib/auth/auth-rules";
import type { SettingsUser } from "./types";

export const settingsMessages = {
  notLoggedIn: "You are not logged in. Please sign in again.",
  uploadFailed: "Failed to upload image",
  uploadUnsuccessful: "Image upload failed",
  updateFailed: "Failed to update profile",
  missingUserId: "User ID not found. Please try logging in again.",
  refetchFailed: "Profile updated but could not fetch latest data. Please refresh the page.",
  success: "Profile updated successfully!",
} as const;

type Status = { tone: "success" | "error"; text: string } | null;
type Form = { first_name: string; last_name: string; display_name: string; academic_level: string };

const formFrom = (u: SettingsUser): Form => ({
  first_name: u.first_name,
  last_name: u.last_name,
  display_name: u.display_name,
  academic_level: u.academic_level ?? "",
});

// Levels chosen at sign-up (Senior Secondary…) stay selectable until changed.
const levelOptions = (current: string) =>
  current && !SETTINGS_ACADEMIC_LEVELS.includes(current as never)
    ? [current, ...SETTINGS_ACADEMIC_LEVELS]
    : SETTINGS_ACADEMIC_LEVELS;

export function ProfileTab({ initialUser }: { initialUser: SettingsUser }) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const queryKey = ["student", initialUser.id];
  const { data: user = initialUser } = useQuery({
    queryKey,
    queryFn: async () => (await api("GET /api/students/{id}", { params: { id: initialUser.id } })).student,
    initialData: initialUser,
    enabled: false,
  });
  const [form, setForm] = useState<Form>(() => formFrom(initialUser));
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [status, setStatus] = useState<Status>(null);
  const [busy, setBusy] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const hydrated = useHydrated();
  const editable = user.role === "student";

  function chooseFile(event: React.ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0] ?? null;
    setStatus(null);
    if (!chosen) return;
    if (!chosen.type.startsWith("image/")) {
      setStatus({ tone: "error", text: imageMessages.notImage });
      event.target.value = "";
      return;
    }
    if (chosen.size >= MAX_IMAGE_BYTES) {
      setStatus({ tone: "error", text: imageMessages.tooLarge });
      event.target.value = "";
      return;
    }
    setFile(chosen);
    setPreview(URL.createObjectURL(chosen));
  }

  function reset() {
    setForm(formFrom(user));
    setFile(null);
    setPreview(null);
    setStatus(null);
    if (fileInput.current) fileInput.current.value = "";
  }

  async function save(event: React.FormEvent) {
    event.preventDefault();
    if (!user.id) return setStatus({ tone: "error", text: settingsMessages.missingUserId });
    setBusy(true);
    setStatus(null);
    try {
      let profilePicture: string | undefined;
      if (file) {
        const data = new FormData();
        data.append("file", file);
        let uploaded: { success?: boolean; url?: string };
        try {
          uploaded = await api("POST /api/student-profile/upload-picture", { formData: data });
        } catch (err) {
          if (err instanceof ApiError && err.code === "unauthorized") throw new Error(settingsMessages.notLoggedIn);
          const detail = err instanceof ApiError ? ` (${err.status}: ${err.message})` : "";
          throw new Error(`${settingsMessages.uploadFailed}${detail}`);
        }
        if (!uploaded.success || !uploaded.url) throw new Error(settingsMessages.uploadUnsuccessful);
        profilePicture = uploaded.url;
      }
      try {
        await api("PUT /api/student-profile", {
          body: { ...form, ...(profilePicture ? { profile_picture: profilePicture } : {}) },
        });
      } catch (err) {
        if (err instanceof ApiError && err.code === "unauthorized") throw new Error(settingsMessages.notLoggedIn);
        throw new Error(`${settingsMessages.updateFailed}: ${err instanceof Error ? err.message : "unknown error"}`);
      }
      let fresh: SettingsUser;
      try {
        fresh = await queryClient.fetchQuery({
          queryKey,
          queryFn: async () => (await api("GET /api/students/{id}", { params: { id: user.id } })).student,
          staleTime: 0,
        });
      } catch {
        setStatus({ tone: "error", text: settingsMessages.refetchFailed });
        return;
      }
      rememberUser(fresh, "student");
      setForm(formFrom(fresh));
      setFile(null);
      setPreview(null);
      if (fileInput.current) fileInput.current.value = "";
      setStatus({ tone: "success", text: settingsMessages.success });
      router.refresh();
    } catch (err) {
      setStatus({ tone: "error", text: err instanceof Error ? err.message : settingsMessages.updateFailed });
    } finally {
      setBusy(false);
    }
  }

  const update = (field: keyof Form) => (e: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
    setStatus(null);
    setForm((f) => ({ ...f, [field]: e.target.value }));
  };

  return (
    <form method="post" onSubmit={save} className="space-y-5" data-testid="profile-form">
      <div className="flex items-center gap-4">
        <SafeImage
          src={preview ?? user.profile_picture}
          fallback="/avatar-placeholder.svg"
          alt="Profile picture"
          width={80}
          height={80}
          className="h-20 w-20 rounded-full object-cover"
        />
        {editable && (
          <label className={`${secondaryButtonClass} cursor-pointer`} data-testid="image-picker">
            {file ? "Image Selected" : "Choose Image"}
            <input
              ref={fileInput}
              type="file"
              name="file"
              accept="image/*"
              className="sr-only"
              onChange={chooseFile}
              disabled={busy}
            />
          </label>
        )}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label="First name"
          name="first_name"
          value={form.first_name}
          onChange={update("first_name")}
          disabled={!editable || busy}
        />
        <Field
          label="Last name"
          name="last_name"
          value={form.last_name}
          onChange={update("last_name")}
          disabled={!editable || busy}
        />
      </div>
      <Field
        label="Display name"
        name="display_name"
        value={form.display_name}
        onChange={update("display_name")}
        disabled={!editable || busy}
      />
      <SelectField
        label="Academic level"
        name="academic_level"
        options={levelOptions(form.academic_level)}
        placeholder="Select your level"
        value={form.academic_level}
        onChange={update("academic_level")}
        disabled={!editable || busy}
      />
      <Field
        label="Email"
        name="email"
        value={user.email}
        readOnly
        disabled
        hint="Email address cannot be changed from this page."
      />
      {status && (
        <Alert tone={status.tone} testId="settings-message">
          {status.text}
        </Alert>
      )}
      {editable && (
        <div className="flex flex-wrap gap-3">
          <button type="submit" className={primaryButtonClass} disabled={!hydrated || busy}>
            {busy ? "Saving..." : file ? "Save Changes & Upload Image" : "Save Changes"}
          </button>
          <button type="button" className={secondaryButtonClass} onClick={reset} disabled={busy}>
            Reset
          </button>
        </div>
      )}
    </form>
  );
}
