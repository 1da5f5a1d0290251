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

  it("lets a keyboard browse the options without sending the form at each, and sends it on Enter", () => {
    const { fire } = run(script);
    const { element, requestSubmit } = select({ autoSubmit: true, form: true });
    const preventDefault = vi.fn();
    for (const key of ["ArrowDown", "ArrowUp", "End", "Home", "PageDown", "m"]) {
      fire("keydown", { target: element, key, preventDefault });
      fire("change", { target: element });
    }
    expect(requestSubmit).not.toHaveBeenCalled();
    fire("keydown", { target: element, key: "Enter", preventDefault });
    expect(requestSubmit).toHaveBeenCalledTimes(1);
    expect(preventDefault).toHaveBeenCalledTimes(1);
    // Keys that open the list (Space, Alt+ArrowDown): the choice made in it sends the form.
    fire("keydown", { target: element, key: " ", preventDefault });
    fire("keydown", { target: element, key: "ArrowDown", altKey: true, preventDefault });
    fire("change", { target: element });
    expect(requestSubmit).toHaveBeenCalledTimes(2);
  });

  it("leaves unmarked fields, and a marked select outside a form, alone", () => {
    const { fire } = run(script);
    const plain = select({ autoSubmit: false, form: true });
    fire("change", { target: plain.element });
    expect(plain.requestSubmit).not.toHaveBeenCalled();
    expect(() => fire("change", { target: select({ autoSubmit: true, form: false }).element })).not.toThrow();
    expect(() => fire("change", { target: null })).not.toThrow();
    expect(() => fire("keydown", { target: null, key: "Enter" })).not.toThrow();
    fire("keydown", { target: plain.element, key: "Enter", preventDefault: vi.fn() });
    expect(plain.requestSubmit).not.toHaveBeenCalled();
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

describe("pageEnhancementsScript: a region shows its skeleton while what replaces it loads", () => {
  function page() {
    const region = {
      attributes: {} as Record<string, string>,
      setAttribute(name: string, value: string) {
        this.attributes[name] = value;
      },
      removeAttribute(name: string) {
        delete this.attributes[name];
      },
    };
    const trigger = (kind?: string) => ({
      getAttribute: (name: string) => ({ "data-loading-target": "results", "data-loading-kind": kind })[name] ?? null,
    });
    const inside = (kind?: string) => ({
      closest: (selector: string) => (selector === "[data-loading-target]" ? trigger(kind) : null),
    });
    const link = (kind?: string, extra: Partial<{ target: string; download: boolean }> = {}) => {
      const anchor = {
        ...inside(kind),
        target: extra.target ?? "",
        hasAttribute: (name: string) => name === "download" && Boolean(extra.download),
      };
      return { closest: (selector: string) => (selector === "a[href]" ? anchor : null) };
    };
    const listeners: Record<string, Listener[]> = {};
    const on = (type: string, listener: Listener) => (listeners[type] ??= []).push(listener);
    const document = {
      addEventListener: on,
      getElementById: (id: string) => (id === "results" ? region : null),
      querySelectorAll: () => [region],
    };
    new Function("document", "window", "navigator", pageEnhancementsScript({ serviceWorker: false }))(
      document,
      { addEventListener: on },
      {},
    );
    const fire = (type: string, event: unknown) => (listeners[type] ?? []).forEach((listener) => listener(event));
    return { region, inside, link, fire };
  }

  it("marks the region when a filter form inside a trigger is sent", () => {
    const { region, inside, fire } = page();
    fire("submit", { target: inside(), defaultPrevented: false });
    expect(region.attributes["data-loading"]).toBe("list");
  });

  it("marks it with the trigger's kind when a link is followed", () => {
    const { region, link, fire } = page();
    fire("click", { target: link("course"), button: 0 });
    expect(region.attributes["data-loading"]).toBe("course");
  });

  it("leaves it alone for a link opened elsewhere, a prevented submit or a form outside any trigger", () => {
    const { region, link, fire } = page();
    fire("click", { target: link(), button: 0, ctrlKey: true });
    fire("click", { target: link(), button: 1 });
    fire("click", { target: link(undefined, { target: "_blank" }), button: 0 });
    fire("click", { target: link(undefined, { download: true }), button: 0 });
    fire("submit", { target: { closest: () => null }, defaultPrevented: false });
    fire("click", { target: null, button: 0 });
    expect(region.attributes).toEqual({});
  });

  it("clears it when the page comes back from the browser's page cache", () => {
    const { region, inside, fire } = page();
    fire("submit", { target: inside(), defaultPrevented: false });
    fire("pageshow", { persisted: true });
    expect(region.attributes).toEqual({});
  });
});
