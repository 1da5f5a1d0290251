"use client";

import { useEffect, useReducer, useRef } from "react";
import { CloseIcon } from "@/components/ui/icons";
import { calculate, calculatorKey, initialCalculator, type CalculatorInput, type Operator } from "./calculator-state";

type Key = { label: string; input: CalculatorInput; name?: string; kind?: "operator" | "equals" };

const digit = (d: string): Key => ({ label: d, input: { type: "digit", digit: d } });
const op = (operator: Operator, name: string): Key => ({ label: operator, input: { type: "operator", operator }, name, kind: "operator" });

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
  operator: "bg-slate-200 text-slate-900 hover:bg-slate-300 dark:bg-slate-700 dark:text-slate-100 dark:hover:bg-slate-600",
  equals: "bg-brand-600 text-white hover:bg-brand-700",
};

/**
 * The basic calculator JAMB allows, in a small panel over the paper: digits, the point,
 * + − × ÷, = and C. While it is open the keyboard is the calculator's (digits, + - * / . =
 * Enter, C), so no key reaches the CBT shortcuts; Escape closes it. Kept mounted while the
 * paper is open, so a closed calculator still shows its number when opened again.
 */
export function CalculatorPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [state, press] = useReducer(calculate, initialCalculator);
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    panel.current?.focus();
    const onKey = (e: KeyboardEvent) => {
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
    window.addEventListener("keydown", onKey);
    return () => {
      window.removeEventListener("keydown", onKey);
      // Focus went with the panel: back to where the student was (the calculator button).
      if (opener?.isConnected && (!document.activeElement || document.activeElement === document.body)) opener.focus();
    };
  }, [open, onClose]);

  if (!open) return null;
  return (
    <div
      ref={panel}
      id="sitting-calculator"
      role="dialog"
      aria-label="Calculator"
      tabIndex={-1}
      data-own-keys
      className="fixed right-3 bottom-20 z-40 w-64 rounded-2xl border border-slate-200 bg-white p-3 shadow-xl outline-none sm:right-6 dark:border-slate-700 dark:bg-slate-900"
      data-testid="calculator"
    >
      <div className="flex items-center justify-between">
        <p className="text-sm font-semibold">Calculator</p>
        <button
          type="button"
          onClick={onClose}
          aria-label="Close calculator"
          className="inline-flex h-11 w-11 items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100 dark:hover:bg-slate-800"
        >
          <CloseIcon className="h-5 w-5" />
        </button>
      </div>
      <output
        aria-live="polite"
        aria-label="Calculator display"
        className="mt-1 block truncate rounded-lg bg-slate-900 px-3 py-2 text-right font-mono text-2xl text-white tabular-nums dark:bg-black"
        data-testid="calculator-display"
      >
        {state.display}
      </output>
      <div className="mt-2 grid grid-cols-4 gap-1.5">
        <button
          type="button"
          onClick={() => press({ type: "clear" })}
          aria-label="Clear"
          className="col-span-4 h-11 rounded-lg bg-red-50 text-sm font-bold text-red-700 hover:bg-red-100 dark:bg-red-950/60 dark:text-red-200"
        >
          C
        </button>
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
  );
}
