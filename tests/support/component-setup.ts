import { onlineManager } from "@tanstack/react-query";
import { cleanup } from "@testing-library/react";
import { afterEach, vi } from "vitest";
import { router } from "./next-mocks";

vi.mock("next/navigation", () => ({ useRouter: () => router }));
vi.mock("next/link", async () => ({ default: (await import("./next-mocks")).Link }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  for (const fn of Object.values(router)) fn.mockClear();
  // Back online for the next test, as the browser says it.
  Object.defineProperty(navigator, "onLine", { configurable: true, get: () => true });
  onlineManager.setOnline(true);
  window.dispatchEvent(new Event("online"));
  localStorage.clear();
  sessionStorage.clear();
});
