"use client";

import { useMutation } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";
import { createPortal } from "react-dom";
import { api } from "@/app/api/client";
import { QueryProvider } from "@/components/providers/query-provider";
import { Alert } from "@/components/ui/alert";
import { retryTransient } from "@/lib/client/query-client";
import { paperEngine, type SittingEngine } from "../../sittings/[id]/_components/sitting-engine";
import { SittingSession } from "../../sittings/[id]/_components/sitting-session";
import { failureReason, resultPath, sittingMessages } from "../../sittings/[id]/_components/sitting-messages";
import { forgetSitting, keptProgress } from "../../sittings/[id]/_components/sitting-storage";
import { finishPack, forgetPack, keptPack, noteAnswer, packSitting, uploadBody, type KeptPack } from "./pack-storage";
import { useKeptPack } from "./use-kept-pack";

// A paper kept on the phone, once the candidate has tapped Start (docs/exam-engine.md, "Offline
// papers"): the sitting screen in place of the paper's page (which the service worker keeps, so it
// opens offline), saving nothing as it goes; at the end the whole sitting goes back once, when there is
// a connection, and the server's result opens. A pack finished before a reload is sent from here.

/** Sends the kept paper back; the id of the sitting the server made and scored. */
async function sendPack(paperId: string): Promise<string> {
  const kept = keptPack(paperId);
  if (!kept) throw new Error("The paper is no longer on this phone");
  const { result } = await api("POST /api/offline-packs/{id}/sitting", {
    params: { id: kept.pack.id },
    body: uploadBody(kept, keptProgress(kept.pack.id)),
  });
  forgetSitting(kept.pack.id);
  await forgetPack(paperId);
  return result.sitting_id;
}

function OfflineSitting({ kept }: { kept: KeptPack }) {
  const paperId = kept.pack.paper_id;
  const [loaded] = useState(() => packSitting(kept));
  // The paper's engine, but nothing is saved as it goes: the whole sitting goes back at the end.
  const [engine] = useState<SittingEngine>(() => ({
    ...paperEngine(loaded.sitting.id),
    save: undefined,
    submit: async () => resultPath(await sendPack(paperId)),
    // Practice: the key kept with the pack.
    check: (questionId, key) => {
      const known = kept.pack.keys?.[questionId];
      if (!known) throw new Error("This paper does not carry its answers");
      return { ...known, correct: key === known.correct_answer };
    },
    checksOffline: true,
    answered: (questionId) => noteAnswer(paperId, questionId),
    finished: () => finishPack(paperId),
  }));
  // Straight under <body>: the paper's page under it is then not drawn at all (app/globals.css),
  // so nothing of it (its Start, its links) is seen, reached by Tab or read out meanwhile.
  return createPortal(<SittingSession loaded={loaded} engine={engine} />, document.body);
}

/** A paper finished offline before the page was reloaded: it goes when there is a connection. */
function PackWaiting({ paperId }: { paperId: string }) {
  const router = useRouter();
  const sending = useMutation({
    mutationFn: () => sendPack(paperId),
    retry: retryTransient,
    onSuccess: (sittingId) => router.replace(resultPath(sittingId)),
  });
  const { mutate } = sending;
  useEffect(() => mutate(), [mutate]);
  return (
    <div className="mb-6" data-testid="offline-pack-waiting">
      <Alert tone={sending.isError ? "error" : "info"}>
        <p>
          {sending.isError
            ? `Your paper was not marked: ${failureReason(sending.error)}`
            : sending.isPaused
              ? sittingMessages.submitWaiting
              : sittingMessages.submitting}
        </p>
      </Alert>
    </div>
  );
}

export function OfflinePaper({ paperId }: { paperId: string }) {
  const kept = useKeptPack(paperId);
  // Once on screen, the sitting stays until it has gone back (its own submit sends it).
  const [sitting, setSitting] = useState(false);
  const sitNow = Boolean(kept && kept.started_at !== null && kept.finished_at === null);
  if (sitNow && !sitting) setSitting(true);
  if (!kept || kept.started_at === null) return null;
  return (
    <QueryProvider>
      {sitting || sitNow ? <OfflineSitting kept={kept} /> : <PackWaiting paperId={paperId} />}
    </QueryProvider>
  );
}
