import { act, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { jsonFetch, renderWithProviders } from "@/tests/support/render";
import { ResendEmail } from "./check-email";

const resendButton = () => screen.getByRole("button", { name: /^Resend email/ });

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});

afterEach(() => {
  vi.useRealTimers();
});

/** Lets the countdown run out, one second at a time as the screen counts. */
function waitOutCountdown() {
  for (let s = 0; s < 60; s++) act(() => vi.advanceTimersByTime(1000));
}

// Each second of the countdown is a render of its own: sixty of them take a while on a busy machine.
describe("ResendEmail", { timeout: 20_000 }, () => {
  it("counts down a minute before a resend is allowed", () => {
    vi.stubGlobal("fetch", vi.fn());
    renderWithProviders(<ResendEmail email="ada@example.com" kind="signup" userType="student" />);

    expect(resendButton().textContent).toBe("Resend email in 60s");
    expect(resendButton()).toHaveProperty("disabled", true);

    act(() => vi.advanceTimersByTime(1000));
    expect(resendButton().textContent).toBe("Resend email in 59s");

    waitOutCountdown();
    expect(resendButton().textContent).toBe("Resend email");
    expect(resendButton()).toHaveProperty("disabled", false);
  });

  it.each([
    { kind: "signup" as const, route: "POST /api/auth/resend-verification", body: { email: "ada@example.com" } },
    {
      kind: "reset" as const,
      route: "POST /api/auth/forgot-password",
      body: { email: "ada@example.com", user_type: "tutor" },
    },
  ])("resends the $kind mail and starts the countdown again", async ({ kind, route, body }) => {
    const fetchMock = vi.fn(jsonFetch({ [route]: { body: { message: "sent" } } }));
    vi.stubGlobal("fetch", fetchMock);
    const { user } = renderWithProviders(<ResendEmail email="ada@example.com" kind={kind} userType="tutor" />);
    waitOutCountdown();

    await user.click(resendButton());

    expect(await screen.findByText("We have sent you a new email.")).toBeTruthy();
    expect(resendButton().textContent).toBe("Resend email in 60s");
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]?.body))).toEqual(body);
  });

  it("shows the server's refusal and lets the user try again at once", async () => {
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
    const { user } = renderWithProviders(<ResendEmail email="ada@example.com" kind="signup" userType="student" />);
    waitOutCountdown();

    await user.click(resendButton());

    expect(await screen.findByText("Too many e-mails. Try again in an hour.")).toBeTruthy();
    expect(resendButton()).toHaveProperty("disabled", false);
  });
});
