"use client";

import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { primaryButtonClass } from "@/components/ui/styles";
import { ApiError } from "@/lib/client/api-error";
import { api } from "@/app/api/client";
import { formatNaira } from "@/lib/payments/money";
import { QUALITY_LABELS, VIDEO_QUALITIES, type VideoQuality } from "@/lib/media/renditions";
import type { DataSettings } from "@/lib/validation/data-settings";
import { useHydrated } from "@/lib/ui/use-hydrated";

// The student's data settings (PUT /api/me/data-settings): the network lessons are priced at,
// and the video quality the player starts with (docs/player.md).

export const dataCopy = {
  intro:
    "Lessons show their size and what they cost in data before they play. Tell us your network to see the price you pay.",
  saved: "Saved. Lessons will use these settings.",
  failed: "Could not save. Please check your connection and try again.",
} as const;

const QUALITY_HINTS: Record<VideoQuality, string> = {
  auto: "Picks for your connection, and data-lite when Data Saver is on",
  audio: "Sound with the lesson's picture: the least data",
  lite: "Small picture, little data",
  standard: "Clearer picture, about twice the data",
  high: "Sharpest picture, the most data",
};

const optionClass = (selected: boolean) =>
  `flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border px-3 py-2 text-sm has-focus-visible:ring-2 has-focus-visible:ring-brand-500/40 ${
    selected ? "border-brand-600 bg-brand-50 dark:bg-brand-900/40" : "border-slate-300 dark:border-slate-700"
  }`;

export function DataTab({ initial }: { initial: DataSettings }) {
  const hydrated = useHydrated();
  const [network, setNetwork] = useState(initial.network);
  const [quality, setQuality] = useState<VideoQuality>(initial.video_quality);
  const [status, setStatus] = useState<{ tone: "success" | "error"; text: string } | null>(null);
  const save = useMutation({
    mutationFn: (body: { network: string | null; video_quality: VideoQuality }) =>
      api("PUT /api/me/data-settings", { body }),
    onSuccess: (settings) => {
      setNetwork(settings.network);
      setQuality(settings.video_quality);
      setStatus({ tone: "success", text: dataCopy.saved });
    },
    onError: (err) =>
      setStatus({
        tone: "error",
        text: err instanceof ApiError && err.code === "validation_error" ? err.message : dataCopy.failed,
      }),
  });

  function submit(event: React.FormEvent) {
    event.preventDefault();
    save.mutate({ network, video_quality: quality });
  }

  return (
    <form method="post" onSubmit={submit} className="space-y-6" data-testid="data-settings">
      <p className="text-sm text-slate-600 dark:text-slate-400">{dataCopy.intro}</p>
      <fieldset>
        <legend className="mb-2 text-sm font-semibold">Your mobile network</legend>
        <div className="space-y-2">
          {initial.tariffs.map((t) => (
            <label key={t.network} className={optionClass(network === t.network)}>
              <input
                type="radio"
                name="network"
                value={t.network}
                checked={network === t.network}
                onChange={() => {
                  setStatus(null);
                  setNetwork(t.network);
                }}
                className="h-4 w-4 shrink-0 accent-brand-600"
              />
              <span className="flex-1 font-medium">{t.name}</span>
              <span className="text-xs text-slate-600 dark:text-slate-400">{formatNaira(t.naira_per_gb)} per GB</span>
            </label>
          ))}
          <label className={optionClass(network === null)}>
            <input
              type="radio"
              name="network"
              value=""
              checked={network === null}
              onChange={() => {
                setStatus(null);
                setNetwork(null);
              }}
              className="h-4 w-4 shrink-0 accent-brand-600"
            />
            <span className="flex-1 font-medium">Not set: show the cost on every network</span>
          </label>
        </div>
      </fieldset>
      <fieldset>
        <legend className="mb-2 text-sm font-semibold">Video quality</legend>
        <div className="space-y-2">
          {VIDEO_QUALITIES.map((q) => (
            <label key={q} className={optionClass(quality === q)}>
              <input
                type="radio"
                name="video_quality"
                value={q}
                checked={quality === q}
                onChange={() => {
                  setStatus(null);
                  setQuality(q);
                }}
                className="h-4 w-4 shrink-0 accent-brand-600"
              />
              <span className="flex-1">
                <span className="block font-medium">{QUALITY_LABELS[q]}</span>
                <span className="block text-xs text-slate-600 dark:text-slate-400">{QUALITY_HINTS[q]}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      {status && (
        <Alert tone={status.tone} testId="data-settings-message">
          {status.text}
        </Alert>
      )}
      <button type="submit" className={primaryButtonClass} disabled={!hydrated || save.isPending}>
        {save.isPending ? "Saving..." : "Save"}
      </button>
    </form>
  );
}
