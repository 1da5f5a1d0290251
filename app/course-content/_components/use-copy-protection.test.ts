import { describe, expect, it } from "vitest";
import { isBlockedShortcut } from "./use-copy-protection";

const key = (k: string, mods: { ctrl?: boolean; meta?: boolean; shift?: boolean } = {}) => ({
  key: k,
  ctrlKey: !!mods.ctrl,
  metaKey: !!mods.meta,
  shiftKey: !!mods.shift,
});

describe("copy protection shortcuts", () => {
  it.each([
    ["F12", key("F12")],
    ["Print Screen", key("PrintScreen")],
    ["save", key("s", { ctrl: true })],
    ["print", key("p", { meta: true })],
    ["view source", key("u", { ctrl: true })],
    ["copy", key("c", { ctrl: true })],
    ["dev tools", key("I", { ctrl: true, shift: true })],
    ["console", key("j", { ctrl: true, shift: true })],
  ])("blocks %s", (_, e) => expect(isBlockedShortcut(e)).toBe(true));

  it.each([
    ["typing", key("s")],
    ["space", key(" ")],
    ["arrow", key("ArrowRight")],
    ["shift letter", key("S", { shift: true })],
  ])("lets %s through", (_, e) => expect(isBlockedShortcut(e)).toBe(false));
});
