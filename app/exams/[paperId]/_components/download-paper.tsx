"use client";

import { useEffect, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { secondaryButtonClass, primaryButtonClass } from "@/components/ui/styles";
import { ApiError } from "@/lib/client/api-error";
import { api } from "@/app/api/client";
import type { StartSittingInput } from "@/lib/validation/sittings";
import { estimatePackBytes } from "@/lib/exam/offline-size";
import { describeCost, formatDataSize, type Tariff } from "@/lib/media/data-cost";
import { useHydrated } from "@/lib/ui/use-hydrated";
import { PACK_START_DAYS } from "@/lib/exam/offline-claims";
import { forgetPack, keepPack, keepPackImages, packExpired, startPack } from "./pack-storage";
import { useKeptPack } from "./use-kept-pack";

// "Download for offline" on a paper's page (docs/exam-engine.md, "Offline papers"): the size and
// what it costs on the student's data plan first, then the pack drawn for them and kept on the
// phone, to be started when they like, with or without a connection.

export type OfflineOffer = {
  /** Questions in the paper as the candidate will sit it. */
  questions: number;
  tariffs: Tariff[];
  network: string | null;
};

type Body = StartSittingInput;

const sizeLine = (bytes: number, offer: OfflineOffer) =>
  [formatDataSize(bytes), describeCost(bytes, offer.tariffs, offer.network)].filter(Boolean).join(" · ");

/** An estimate: "About 0.2 MB · …", or "Under 0.1 MB · …" (never "About under"). */
function estimateLine(bytes: number, offer: OfflineOffer) {
  const line = sizeLine(bytes, offer);
  return line.startsWith("under ") ? `Under ${line.slice("under ".length)}` : `About ${line}`;
}

export function DownloadPaper({
  paperId,
  body,
  offer,
}: {
  paperId: string;
  /** What to draw; null while the choice of subjects is not complete. */
  body: Body | null;
  offer: OfflineOffer;
}) {
  const hydrated = useHydrated();
  const keptNow = useKeptPack(paperId);
  // A pack left unstarted past its days cannot be sat any more: it goes, and a fresh one is offered.
  const expired = keptNow !== null && packExpired(keptNow);
  const kept = expired ? null : keptNow;
  const [expiredNote, setExpiredNote] = useState(false);
  useEffect(() => {
    if (!expired) return;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the phone's storage is only readable once hydrated
    setExpiredNote(true);
    void forgetPack(paperId);
  }, [expired, paperId]);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function download() {
    if (!body || busy) return;
    setBusy(true);
    setProblem(null);
    try {
      const { pack } = await api("POST /api/papers/{id}/offline-packs", { params: { id: paperId }, body });
      const offset = Date.parse(pack.downloaded_at) - Date.now();
      const bytes = new TextEncoder().encode(JSON.stringify(pack)).length + (await keepPackImages(pack));
      if (!keepPack(pack, offset, bytes))
        setProblem("This phone has no room left for the paper. Free some space and try again.");
    } catch (error) {
      setProblem(
        error instanceof ApiError ? error.message : "We could not reach ExamPrep. Check your connection and try again.",
      );
    } finally {
      setBusy(false);
    }
  }

  if (kept && kept.started_at === null) {
    const subjects = kept.pack.sections.map((s) => s.subject).join(", ");
    return (
      <section
        aria-labelledby="offline-heading"
        className="rounded-xl border border-brand-300 bg-brand-50 p-4 dark:border-brand-800 dark:bg-brand-900/30"
        data-testid="offline-pack"
      >
        <h3 id="offline-heading" className="font-bold">
          On this phone, ready to sit offline
        </h3>
        <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
          {kept.pack.mode === "exam" ? "Exam" : "Practice"}: {subjects}
        </p>
        <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
          Size on this phone: <span data-testid="offline-pack-size">{sizeLine(kept.bytes, offer)}</span>
        </p>
        <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">
          The clock starts when you tap Start, with or without a connection. Your answers stay on this phone until you
          are back online; then the paper is marked.
        </p>
        <div className="mt-3 flex flex-wrap gap-2">
          <button
            type="button"
            className={primaryButtonClass}
            onClick={() => startPack(paperId)}
            data-testid="offline-start"
          >
            Start offline paper
          </button>
          <button type="button" className={secondaryButtonClass} onClick={() => void forgetPack(paperId)}>
            Remove from this phone
          </button>
        </div>
      </section>
    );
  }
  if (kept) return null;

  const estimate = body ? estimatePackBytes(offer.questions, body.mode) : null;
  return (
    <div className="border-t border-slate-200 pt-4 dark:border-slate-800" data-testid="offline-download">
      <button
        type="button"
        className={`${secondaryButtonClass} w-full sm:w-auto`}
        disabled={!hydrated || busy || !body}
        onClick={() => void download()}
        data-testid="offline-download-button"
      >
        {busy ? "Downloading…" : "Download for offline"}
      </button>
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-400" data-testid="offline-download-size">
        {estimate === null
          ? "Choose your subjects to download this paper and sit it without a connection."
          : `${estimateLine(estimate, offer)}. Sit it later without a connection; it is marked when you are back online.`}
      </p>
      {expiredNote && (
        <div className="mt-2">
          <Alert tone="info" testId="offline-pack-expired">
            <p>
              The paper you downloaded was not started within {PACK_START_DAYS} days, so it was removed from this phone.
              Download a fresh one to sit offline.
            </p>
          </Alert>
        </div>
      )}
      {problem && (
        <div className="mt-2">
          <Alert tone="error" testId="offline-download-error">
            <p>{problem}</p>
          </Alert>
        </div>
      )}
    </div>
  );
}
