"use client";

import { useEffect, useState } from "react";
import { CloseIcon } from "@/components/ui/icons";
import { TOAST_EVENT, type Toast, type ToastType } from "@/lib/ui/toast";

const styles: Record<ToastType, string> = {
  success: "border-brand-500 bg-brand-50 text-brand-900 dark:bg-brand-900/80 dark:text-brand-50",
  error: "border-red-500 bg-red-50 text-red-900 dark:bg-red-950/90 dark:text-red-50",
  warning: "border-amber-500 bg-amber-50 text-amber-900 dark:bg-amber-950/90 dark:text-amber-50",
  info: "border-sky-500 bg-sky-50 text-sky-900 dark:bg-sky-950/90 dark:text-sky-50",
};

/** Renders toasts raised with lib/ui/toast at the top right; each disappears after its duration. */
export function Toaster() {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    const timers = new Set<ReturnType<typeof setTimeout>>();
    function onToast(event: Event) {
      const t = (event as CustomEvent<Toast>).detail;
      setToasts((current) => [...current, t]);
      const timer = setTimeout(() => {
        timers.delete(timer);
        setToasts((current) => current.filter((x) => x.id !== t.id));
      }, t.duration);
      timers.add(timer);
    }
    window.addEventListener(TOAST_EVENT, onToast);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- marks that toasts can now be received
    setReady(true);
    return () => {
      window.removeEventListener(TOAST_EVENT, onToast);
      timers.forEach(clearTimeout);
    };
  }, []);

  const dismiss = (id: string) => setToasts((current) => current.filter((x) => x.id !== id));

  return (
    <div
      aria-live="polite"
      data-testid="toaster"
      data-ready={ready}
      className="pointer-events-none fixed top-4 right-4 z-50 flex w-[min(22rem,calc(100vw-2rem))] flex-col gap-2"
    >
      {toasts.map((t) => (
        <div
          key={t.id}
          role={t.type === "error" || t.type === "warning" ? "alert" : "status"}
          data-testid="toast"
          data-type={t.type}
          className={`pointer-events-auto flex items-start gap-1 rounded-lg border-l-4 py-1 pr-1 pl-4 text-sm shadow-lg ${styles[t.type]}`}
        >
          <p className="flex-1 py-2">{t.message}</p>
          <button
            type="button"
            onClick={() => dismiss(t.id)}
            aria-label="Dismiss notification"
            className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-md opacity-60 hover:opacity-100"
          >
            <CloseIcon className="h-4 w-4" />
          </button>
        </div>
      ))}
    </div>
  );
}
