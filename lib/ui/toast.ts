// Toasts (docs/product-spec.md part 3: id, message, type, duration) are raised with a DOM event, so any
// code — a component, the API client on a session expiry — can show one without a React
// context, and the <Toaster> leaf is the only client code that renders them.
export type ToastType = "success" | "error" | "warning" | "info";
export type Toast = { id: string; message: string; type: ToastType; duration: number };

export const DEFAULT_TOAST_DURATION_MS = 5000;
export const TOAST_EVENT = "examprep:toast";

let counter = 0;

export function makeToast(message: string, type: ToastType = "info", duration = DEFAULT_TOAST_DURATION_MS): Toast {
  counter += 1;
  return { id: `toast-${Date.now()}-${counter}`, message, type, duration };
}

export function toast(message: string, type: ToastType = "info", duration = DEFAULT_TOAST_DURATION_MS): Toast {
  const t = makeToast(message, type, duration);
  if (typeof window !== "undefined") window.dispatchEvent(new CustomEvent<Toast>(TOAST_EVENT, { detail: t }));
  return t;
}
