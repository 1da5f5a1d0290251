"use client";

import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { api } from "@/app/api/client";
import { Alert } from "@/components/ui/alert";
import { Field } from "@/components/ui/field";
import { cardClass, primaryButtonClass } from "@/components/ui/styles";
import { EMAIL_PATTERN } from "@/lib/auth/auth-rules";
import { ApiError } from "@/lib/client/api-error";
import {
  GUARDIAN_NAME_MAX,
  guardianDigestMessages,
  nigerianMobile,
  readGuardianName,
  type DigestChannel,
  type GuardianDigestSettings,
} from "@/lib/guardian/guardian-digest-rules";
import { useHydrated } from "@/lib/ui/use-hydrated";

// The student switches on a weekly summary for a parent or guardian (docs/study-loop.md,
// "Guardian digest"): by e-mail, SMS or WhatsApp. PUT /api/me/guardian-digest. A new address is
// asked first; the form says where the guardian stands (waiting, confirmed, declined, stopped).

export const digestCopy = {
  intro:
    "Your parent or guardian gets a weekly summary: practice done, your trend, your two weakest topics. Never your answers. We ask them first, naming you, and send nothing until they agree.",
  savedOn: "Saved. They will get a summary once a week.",
  savedPending: "Saved. We asked them to confirm; summaries start once they agree.",
  savedOff: "Saved. No summaries will be sent.",
  savedDeclined: "Saved, but this address will not get summaries.",
  failed: "Could not save. Please check your connection and try again.",
  pending: (to: string) =>
    `Waiting for ${to} to confirm. We sent them one message naming you; nothing else goes to them until they agree.`,
  unsent: (to: string) => `We could not send the request to ${to} yet. Save again to retry.`,
  unasked: (to: string) => `${to} has not been asked yet, so no summaries go. Save to send them a request to confirm.`,
  confirmed: (to: string) => `${to} confirmed. They get a summary once a week.`,
  refused: (to: string) => `Your guardian declined: ExamPrep will not write to ${to} again for you.`,
  unsubscribed: (to: string) => `Your guardian stopped the summaries: ExamPrep will not write to ${to} again for you.`,
} as const;

/** Where the guardian at the saved address stands, in words, with the alert's tone. */
function standing(s: GuardianDigestSettings): { tone: "info" | "success" | "warning"; text: string } | null {
  const to = s.channel === "email" ? s.email : s.phone;
  if (!s.enabled || !to) return null;
  switch (s.guardian_status) {
    case null:
      return { tone: "warning", text: digestCopy.unasked(to) };
    case "pending":
      return s.confirmation_sent_at
        ? { tone: "info", text: digestCopy.pending(to) }
        : { tone: "warning", text: digestCopy.unsent(to) };
    case "confirmed":
      return { tone: "success", text: digestCopy.confirmed(to) };
    case "refused":
      return { tone: "warning", text: digestCopy.refused(to) };
    case "unsubscribed":
      return { tone: "warning", text: digestCopy.unsubscribed(to) };
  }
}

function savedText(s: GuardianDigestSettings): string {
  if (!s.enabled) return digestCopy.savedOff;
  if (s.guardian_status === "confirmed") return digestCopy.savedOn;
  if (s.guardian_status === "pending") return digestCopy.savedPending;
  return digestCopy.savedDeclined;
}

const CHANNELS: { value: DigestChannel; label: string }[] = [
  { value: "email", label: "Email" },
  { value: "sms", label: "SMS" },
  { value: "whatsapp", label: "WhatsApp" },
];

type Form = { enabled: boolean; channel: DigestChannel; email: string; phone: string; guardian_name: string };

const formFrom = (s: GuardianDigestSettings): Form => ({
  enabled: s.enabled,
  channel: s.channel,
  email: s.email ?? "",
  phone: s.phone ?? "",
  guardian_name: s.guardian_name,
});

/** The form's own check, the same rules as the server's (which has the last word). */
function check(form: Form): Record<string, string> {
  const errors: Record<string, string> = {};
  const email = form.email.trim();
  const phone = form.phone.trim();
  if (email && !EMAIL_PATTERN.test(email)) errors.email = guardianDigestMessages.emailInvalid;
  if (phone && !nigerianMobile(phone)) errors.phone = guardianDigestMessages.phoneInvalid;
  const name = readGuardianName(form.guardian_name);
  if ("error" in name) errors.guardian_name = name.error;
  if (form.enabled && form.channel === "email" && !email) errors.email = guardianDigestMessages.emailNeeded;
  if (form.enabled && form.channel !== "email" && !phone) errors.phone = guardianDigestMessages.phoneNeeded;
  return errors;
}

const lastSent = (iso: string) =>
  new Intl.DateTimeFormat("en-NG", { day: "numeric", month: "long", year: "numeric", timeZone: "Africa/Lagos" }).format(
    new Date(iso),
  );

export function GuardianDigestForm({ initial }: { initial: GuardianDigestSettings }) {
  const hydrated = useHydrated();
  const [saved, setSaved] = useState(initial);
  const [form, setForm] = useState<Form>(() => formFrom(initial));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<{ tone: "success" | "error"; text: string } | null>(null);
  const save = useMutation({
    mutationFn: (body: Form) => api("PUT /api/me/guardian-digest", { body }),
    onSuccess: (settings) => {
      setSaved(settings);
      setForm(formFrom(settings));
      setStatus({ tone: "success", text: savedText(settings) });
    },
    onError: (err) => {
      if (err instanceof ApiError && Object.keys(err.fieldErrors).length > 0) setErrors({ ...err.fieldErrors });
      const said = err instanceof ApiError && (err.code === "validation_error" || err.code === "rate_limited");
      setStatus({ tone: "error", text: said ? err.message : digestCopy.failed });
    },
  });

  function update<K extends keyof Form>(field: K, value: Form[K]) {
    setStatus(null);
    setErrors((e) => {
      const rest = { ...e };
      delete rest[field];
      return rest;
    });
    setForm((f) => ({ ...f, [field]: value }));
  }

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const found = check(form);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setStatus(null);
      return;
    }
    save.mutate(form);
  }

  const byPhone = form.channel !== "email";
  const standingNow = standing(saved);
  return (
    <section className={`mt-8 ${cardClass}`} aria-labelledby="guardian-digest-title" data-testid="guardian-digest">
      <h2 id="guardian-digest-title" className="text-lg font-semibold">
        Weekly summary for a parent
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{digestCopy.intro}</p>
      <form method="post" onSubmit={submit} noValidate className="mt-4 space-y-4">
        <label className="flex min-h-11 items-center gap-3 text-sm font-medium">
          <input
            type="checkbox"
            name="enabled"
            checked={form.enabled}
            onChange={(e) => update("enabled", e.target.checked)}
            className="h-5 w-5 shrink-0 rounded border-slate-300 accent-brand-600"
          />
          Send my parent or guardian a weekly summary
        </label>
        {form.enabled && (
          <>
            <fieldset>
              <legend className="mb-1 block text-sm font-medium text-slate-700 dark:text-slate-300">Send it by</legend>
              <div className="grid grid-cols-3 gap-2">
                {CHANNELS.map((c) => (
                  <label
                    key={c.value}
                    className={`flex min-h-11 cursor-pointer items-center justify-center rounded-lg border px-2 text-sm font-semibold has-focus-visible:ring-2 has-focus-visible:ring-brand-500/40 ${
                      form.channel === c.value
                        ? "border-brand-600 bg-brand-50 text-brand-800 dark:bg-brand-900/40 dark:text-brand-200"
                        : "border-slate-300 text-slate-700 dark:border-slate-700 dark:text-slate-200"
                    }`}
                  >
                    <input
                      type="radio"
                      name="channel"
                      value={c.value}
                      checked={form.channel === c.value}
                      onChange={() => update("channel", c.value)}
                      className="sr-only"
                    />
                    {c.label}
                  </label>
                ))}
              </div>
            </fieldset>
            {byPhone ? (
              <Field
                label={form.channel === "sms" ? "Their phone number" : "Their WhatsApp number"}
                name="phone"
                type="tel"
                inputMode="tel"
                autoComplete="off"
                placeholder="0803 123 4567"
                value={form.phone}
                onChange={(e) => update("phone", e.target.value)}
                aria-invalid={errors.phone ? true : undefined}
                aria-describedby={errors.phone ? "guardian-phone-error" : undefined}
                hint={errors.phone ? undefined : "A Nigerian mobile number."}
              />
            ) : (
              <Field
                label="Their email address"
                name="email"
                type="email"
                inputMode="email"
                autoComplete="off"
                value={form.email}
                onChange={(e) => update("email", e.target.value)}
                aria-invalid={errors.email ? true : undefined}
                aria-describedby={errors.email ? "guardian-email-error" : undefined}
              />
            )}
            {byPhone && errors.phone && (
              <p id="guardian-phone-error" className="-mt-3 text-sm text-red-700 dark:text-red-400">
                {errors.phone}
              </p>
            )}
            {!byPhone && errors.email && (
              <p id="guardian-email-error" className="-mt-3 text-sm text-red-700 dark:text-red-400">
                {errors.email}
              </p>
            )}
            <Field
              label="Their name (optional)"
              name="guardian_name"
              autoComplete="off"
              placeholder="Mrs Okafor"
              maxLength={GUARDIAN_NAME_MAX}
              value={form.guardian_name}
              onChange={(e) => update("guardian_name", e.target.value)}
              aria-invalid={errors.guardian_name ? true : undefined}
              aria-describedby={errors.guardian_name ? "guardian-name-error" : undefined}
            />
            {errors.guardian_name && (
              <p id="guardian-name-error" className="-mt-3 text-sm text-red-700 dark:text-red-400">
                {errors.guardian_name}
              </p>
            )}
          </>
        )}
        {standingNow && (
          <Alert tone={standingNow.tone} testId="guardian-digest-standing">
            {standingNow.text}
          </Alert>
        )}
        {saved.last_sent_at && (
          <p className="text-xs text-slate-500 dark:text-slate-400">
            Last summary sent on {lastSent(saved.last_sent_at)}.
          </p>
        )}
        {status && (
          <Alert tone={status.tone} testId="guardian-digest-message">
            {status.text}
          </Alert>
        )}
        <button type="submit" className={primaryButtonClass} disabled={!hydrated || save.isPending}>
          {save.isPending ? "Saving..." : "Save"}
        </button>
      </form>
    </section>
  );
}
