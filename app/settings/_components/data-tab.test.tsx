import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { DataSettings } from "@/lib/validation/data-settings";
import { jsonFetch, renderWithProviders } from "@/tests/support/render";
import { dataCopy, DataTab } from "./data-tab";

const INITIAL: DataSettings = {
  network: null,
  video_quality: "auto",
  tariffs: [
    { network: "mtn", name: "MTN", naira_per_gb: 350 },
    { network: "airtel", name: "Airtel", naira_per_gb: 500 },
    { network: "glo", name: "Glo", naira_per_gb: 750 },
  ],
};

function stub(answer: (body: Record<string, unknown>) => { status?: number; body: unknown }) {
  const sent: Record<string, unknown>[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(
      jsonFetch({
        "PUT /api/me/data-settings": (init) => {
          const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
          sent.push(body);
          return answer(body);
        },
      }),
    ),
  );
  return sent;
}

afterEach(() => vi.unstubAllGlobals());

describe("DataTab", () => {
  it("lists each network with its price per GB and every video quality, starting from the saved ones", () => {
    stub(() => ({ body: INITIAL }));
    renderWithProviders(<DataTab initial={{ ...INITIAL, network: "glo", video_quality: "lite" }} />);
    expect(screen.getByRole("radio", { name: /MTN.*₦350 per GB/ })).toBeTruthy();
    expect((screen.getByRole("radio", { name: /Glo/ }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole("radio", { name: /Data-lite \(240p\)/ }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getAllByRole("radio", { name: /Automatic|Audio only|Data-lite|Standard|High/ })).toHaveLength(5);
  });

  it("saves the network and the quality and says so", async () => {
    const sent = stub((body) => ({ body: { ...INITIAL, ...body } }));
    const { user } = renderWithProviders(<DataTab initial={INITIAL} />);
    await user.click(screen.getByRole("radio", { name: /Airtel/ }));
    await user.click(screen.getByRole("radio", { name: /Audio only/ }));
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect((await screen.findByTestId("data-settings-message")).textContent).toBe(dataCopy.saved);
    expect(sent).toEqual([{ network: "airtel", video_quality: "audio" }]);
  });

  it("shows the server's message when it refuses the network", async () => {
    stub(() => ({
      status: 400,
      body: {
        error: "validation_error",
        message: 'Unknown mobile network "mtn": choose one of airtel, glo',
        errors: {},
      },
    }));
    const { user } = renderWithProviders(<DataTab initial={INITIAL} />);
    await user.click(screen.getByRole("radio", { name: /MTN/ }));
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect((await screen.findByRole("alert")).textContent).toContain('Unknown mobile network "mtn"');
  });
});
