import { describe, expect, it, vi } from "vitest";
import { AUTO_SUBMIT_ATTRIBUTE, pageEnhancementsScript } from "./page-enhancements";

// The inline script, evaluated with fake browser globals: listeners are recorded, then fired.
type Listener = (event: unknown) => void;

function run(script: string, { serviceWorker = true }: { serviceWorker?: boolean } = {}) {
  const listeners: Record<string, Listener[]> = {};
  const on = (type: string, listener: Listener) => (listeners[type] ??= []).push(listener);
  const handled = vi.fn();
  const register = vi.fn(() => ({ catch: handled }));
  const document = { addEventListener: on };
  const window = { addEventListener: on };
  const navigator = serviceWorker ? { serviceWorker: { register } } : {};
  new Function("document", "window", "navigator", script)(document, window, navigator);
  const fire = (type: string, event: unknown = {}) => (listeners[type] ?? []).forEach((listener) => listener(event));
  return { fire, register, handled, listeners };
}

function select({ autoSubmit, form }: { autoSubmit: boolean; form: boolean }) {
  const requestSubmit = vi.fn();
  const element = {
    matches: (selector: string) => selector === `select[${AUTO_SUBMIT_ATTRIBUTE}]` && autoSubmit,
    form: form ? { requestSubmit } : null,
  };
  return { element, requestSubmit };
}

describe("pageEnhancementsScript: auto-submitting selects", () => {
  const script = pageEnhancementsScript({ serviceWorker: false });

  it("submits the form of a marked select when it changes", () => {
    const { fire } = run(script);
    const { element, requestSubmit } = select({ autoSubmit: true, form: true });
    fire("change", { target: element });
    expect(requestSubmit).toHaveBeenCalledTimes(1);
  });

  it("leaves unmarked fields, and a marked select outside a form, alone", () => {
    const { fire } = run(script);
    const plain = select({ autoSubmit: false, form: true });
    fire("change", { target: plain.element });
    expect(plain.requestSubmit).not.toHaveBeenCalled();
    expect(() => fire("change", { target: select({ autoSubmit: true, form: false }).element })).not.toThrow();
    expect(() => fire("change", { target: null })).not.toThrow();
  });
});

describe("pageEnhancementsScript: the service worker", () => {
  it("registers /sw.js once the page has loaded, in production builds", () => {
    const { fire, register, handled } = run(pageEnhancementsScript({ serviceWorker: true }));
    expect(register).not.toHaveBeenCalled();
    fire("load");
    expect(register).toHaveBeenCalledWith("/sw.js");
    // A refused registration (offline, private mode) is handled, not an unhandled rejection.
    expect(handled).toHaveBeenCalledTimes(1);
  });

  it("registers nothing in development, or where the browser has no service workers", () => {
    const development = run(pageEnhancementsScript({ serviceWorker: false }));
    expect(development.listeners.load).toBeUndefined();
    const unsupported = run(pageEnhancementsScript({ serviceWorker: true }), { serviceWorker: false });
    expect(unsupported.listeners.load).toBeUndefined();
  });
});
