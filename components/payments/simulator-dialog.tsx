"use client";

import { useCallback, useRef, useState } from "react";
import { primaryButtonClass, secondaryButtonClass } from "@/components/ui/styles";
import { useModalFocus } from "@/components/ui/use-modal-focus";
import { formatNaira } from "@/lib/payments/money";

export type SimulatorChoice = {
  method: "card" | "mobilemoney" | "ussd" | "banktransfer";
  outcome: "succeed" | "fail" | "pending";
} | null;

export const TEST_PAYMENTS_NOTICE = "Test payments — no real money";

const methods = [
  { id: "card", label: "Card" },
  { id: "mobilemoney", label: "Mobile money" },
  { id: "ussd", label: "USSD" },
  { id: "banktransfer", label: "Bank transfer" },
] as const;

/** The test-mode checkout: pick how to pay and what should happen. Closing it is a cancel. */
export function SimulatorDialog({
  amount,
  title,
  onDone,
}: {
  amount: number;
  title: string;
  onDone: (choice: SimulatorChoice) => void;
}) {
  const [method, setMethod] = useState<(typeof methods)[number]["id"]>("card");
  const dialog = useRef<HTMLDivElement>(null);
  const cancel = useCallback(() => onDone(null), [onDone]);
  // Modal: the keyboard stays in it, Escape cancels, focus returns to the Enroll button.
  useModalFocus(true, dialog, cancel);
  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-slate-950/70 p-4">
      <div
        ref={dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby="checkout-title"
        tabIndex={-1}
        className="w-full max-w-md rounded-2xl bg-white p-6 shadow-xl dark:bg-slate-900"
        data-testid="payment-simulator"
      >
        <div className="flex items-start justify-between gap-3">
          <div>
            <p
              className="rounded bg-amber-100 px-2 py-0.5 text-xs font-bold tracking-wide text-amber-900"
              data-testid="test-payments-notice"
            >
              {TEST_PAYMENTS_NOTICE}
            </p>
            <h2 id="checkout-title" className="mt-2 text-lg font-semibold">
              Pay {formatNaira(amount)}
            </h2>
            <p className="text-sm text-slate-600 dark:text-slate-400">{title}</p>
          </div>
          <button
            type="button"
            aria-label="Close payment window"
            onClick={() => onDone(null)}
            className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-lg text-2xl leading-none text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"
          >
            ×
          </button>
        </div>
        <fieldset className="mt-5">
          <legend className="text-sm font-medium">Payment method</legend>
          <div className="mt-2 grid grid-cols-2 gap-2">
            {methods.map((m) => (
              <label
                key={m.id}
                className={`cursor-pointer rounded-lg border px-3 py-2 text-sm ${method === m.id ? "border-brand-600 bg-brand-50 dark:bg-brand-900/40" : "border-slate-300 dark:border-slate-700"}`}
              >
                <input
                  type="radio"
                  name="method"
                  value={m.id}
                  checked={method === m.id}
                  onChange={() => setMethod(m.id)}
                  className="sr-only"
                />
                {m.label}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="mt-6 grid gap-2">
          <button type="button" className={primaryButtonClass} onClick={() => onDone({ method, outcome: "succeed" })}>
            Pay successfully
          </button>
          <button type="button" className={secondaryButtonClass} onClick={() => onDone({ method, outcome: "pending" })}>
            Pending, then succeed
          </button>
          <button type="button" className={secondaryButtonClass} onClick={() => onDone({ method, outcome: "fail" })}>
            Decline the payment
          </button>
          <button type="button" className="text-sm text-slate-500 underline" onClick={() => onDone(null)}>
            Cancel
          </button>
        </div>
      </div>
    </div>
  );
}
