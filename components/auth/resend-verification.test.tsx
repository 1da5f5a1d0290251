import { act, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { jsonFetch, renderWithProviders } from "@/tests/support/render";
import { ResendVerification } from "./resend-verification";

const RESEND = "Resend verification e-mail";

describe("ResendVerification", () => {
  it("mails a new link once and says where it went", async () => {
    const fetchMock = vi.fn(jsonFetch({ "POST /api/auth/resend-verification": { body: { message: "sent" } } }));
    vi.stubGlobal("fetch", fetchMock);
    const { user } = renderWithProviders(<ResendVerification email="ada@example.com" />);

    await user.click(screen.getByRole("button", { name: RESEND }));

    expect(
      await screen.findByText("We have sent a new verification link to ada@example.com. Open it, then sign in."),
    ).toBeTruthy();
    expect(screen.queryByRole("button", { name: RESEND })).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]?.body))).toEqual({ email: "ada@example.com" });
  });

  it("shows the server's refusal and leaves the button to try again", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(
        jsonFetch({
          "POST /api/auth/resend-verification": {
            status: 429,
            body: { error: "rate_limited", message: "Too many e-mails. Try again in an hour." },
          },
        }),
      ),
    );
    const { user } = renderWithProviders(<ResendVerification email="ada@example.com" />);

    await user.click(screen.getByRole("button", { name: RESEND }));

    expect((await screen.findByRole("alert")).textContent).toBe("Too many e-mails. Try again in an hour.");
    expect(screen.getByRole("button", { name: RESEND })).toHaveProperty("disabled", false);
  });

  it("is disabled while the request is on its way, so a double tap sends one mail", async () => {
    let answer: () => void = () => undefined;
    const fetchMock = vi.fn(
      () => new Promise<Response>((resolve) => (answer = () => resolve(Response.json({ message: "sent" })))),
    );
    vi.stubGlobal("fetch", fetchMock);
    const { user } = renderWithProviders(<ResendVerification email="ada@example.com" />);

    await user.dblClick(screen.getByRole("button", { name: RESEND }));
    expect(screen.getByRole("button", { name: "Sending..." })).toHaveProperty("disabled", true);
    await act(async () => answer());

    expect(await screen.findByRole("status")).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
