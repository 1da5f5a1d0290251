"use client";

import { useEffect, useRef } from "react";
import { CloseIcon } from "@/components/ui/icons";
import { calculatorKey, type CalculatorInput, type CalculatorState, type Operator } from "./calculator-state";

type Key = { label: string; input: CalculatorInput; name?: string; kind?: "operator" | "equals" };

const digit = (d: string): Key => ({ label: d, input: { type: "digit", digit: d } });
const op = (operator: Operator, name: string): Key => ({
  label: operator,
  input: { type: "operator", operator },
  name,
  kind: "operator",
});

const KEYS: Key[] = [
  digit("7"),
  digit("8"),
  digit("9"),
  op("÷", "divide"),
  digit("4"),
  digit("5"),
  digit("6"),
  op("×", "multiply"),
  digit("1"),
  digit("2"),
  digit("3"),
  op("−", "minus"),
  digit("0"),
  { label: ".", input: { type: "point" }, name: "decimal point" },
  { label: "=", input: { type: "equals" }, name: "equals", kind: "equals" },
  op("+", "plus"),
];

const keyClass: Record<NonNullable<Key["kind"]> | "digit", string> = {
  digit: "bg-slate-100 text-slate-900 hover:bg-slate-200 dark:bg-slate-800 dark:text-slate-100 dark:hover:bg-slate-700",
  operator:
    "bg-slate-200 text-slate-900 hover:bg-slate-300 dark:bg-slate-700 dark:text-slate-100 dark:hover:bg-slate-600",
  equals: "bg-brand-600 text-white hover:bg-brand-700",
};

/**
 * The basic calculator JAMB allows: digits, the point, + − × ÷, = and C. It docks where it
 * covers no option: on a phone a sheet above Previous and Next that pushes the paper up (the
 * paper scrolls above it), on a wide screen beside the question, over the question grid. It is
 * not modal: the paper can still be answered by touch while it is open, so it is a region of the
 * screen, not a dialog (which a screen reader would expect to hold focus). While focus is in it the
 * keyboard is the calculator's (digits, + - * / . = Enter, C), so no key reaches the CBT
 * shortcuts; Escape closes it and focus goes back to the calculator button. Its state lives with
 * the paper (the session), so a closed calculator still shows its number when opened again.
 */
export function CalculatorPanel({
  state,
  press,
  placement,
  onClose,
}: {
  state: CalculatorState;
  press: (input: CalculatorInput) => void;
  placement: "bottom" | "side";
  onClose: () => void;
}) {
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    panel.current?.focus();
    return () => {
      // Focus went with the panel: back to where the student was (the calculator button).
      if (opener?.isConnected && (!document.activeElement || document.activeElement === document.body)) opener.focus();
    };
  }, []);

  const onKeyDown = (e: React.KeyboardEvent) => {
    if (e.ctrlKey || e.metaKey || e.altKey) return;
    if (e.key === "Escape") {
      e.preventDefault();
      onClose();
      return;
    }
    // A focused key's own Enter or Space presses that key, not "=".
    if ((e.key === "Enter" || e.key === " ") && e.target instanceof Element && e.target.closest("button")) return;
    const input = calculatorKey(e.key);
    if (!input) return;
    e.preventDefault();
    press(input);
  };

  return (
    <div
      ref={panel}
      id="sitting-calculator"
      role="region"
      aria-label="Calculator"
      tabIndex={-1}
      data-own-keys
      onKeyDown={onKeyDown}
      className={
        placement === "bottom"
          ? "shrink-0 border-t border-slate-200 bg-white px-3 py-2 outline-none focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-inset dark:border-slate-800 dark:bg-slate-900"
          : "mb-4 rounded-2xl border border-slate-200 bg-white p-3 outline-none focus-visible:ring-2 focus-visible:ring-brand-500 dark:border-slate-800 dark:bg-slate-900"
      }
      data-testid="calculator"
      data-placement={placement}
    >
      <div className="mx-auto max-w-sm">
        <div className="flex items-center gap-1.5">
          <output
            aria-live="polite"
            aria-label="Calculator display"
            className="block h-11 min-w-0 flex-1 truncate rounded-lg bg-slate-900 px-3 py-1.5 text-right font-mono text-2xl text-white tabular-nums dark:bg-black"
            data-testid="calculator-display"
          >
            {state.display}
          </output>
          <button
            type="button"
            onClick={() => press({ type: "clear" })}
            aria-label="Clear"
            className="h-11 w-14 shrink-0 rounded-lg bg-red-50 text-sm font-bold text-red-700 hover:bg-red-100 dark:bg-red-950/60 dark:text-red-200"
          >
            C
          </button>
          <button
            type="button"
            onClick={onClose}
            aria-label="Close calculator"
            className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"
          >
            <CloseIcon className="h-5 w-5" />
          </button>
        </div>
        <div className="mt-1.5 grid grid-cols-4 gap-1.5">
          {KEYS.map((key) => (
            <button
              key={key.label}
              type="button"
              onClick={() => press(key.input)}
              aria-label={key.name}
              className={`h-11 rounded-lg text-lg font-semibold ${keyClass[key.kind ?? "digit"]}`}
            >
              {key.label}
            </button>
          ))}
        </div>
      </div>
    </div>
  );
}
