import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { guardianDigestMessages, type GuardianDigestSettings } from "@/lib/guardian/guardian-digest-rules";
import { jsonFetch, renderWithProviders } from "@/tests/support/render";
import { digestCopy, GuardianDigestForm } from "./guardian-digest-form";

const OFF: GuardianDigestSettings = {
  enabled: false,
  channel: "email",
  email: null,
  phone: null,
  guardian_name: "",
  last_sent_at: null,
  guardian_status: null,
  confirmation_sent_at: null,
};
const ASKED = "2026-12-01T09:00:00.000Z";

function stub(answer: (body: Record<string, unknown>) => { status?: number; body: unknown }) {
  const sent: Record<string, unknown>[] = [];
  const fetchMock = vi.fn(
    jsonFetch({
      "PUT /api/me/guardian-digest": (init) => {
        const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
        sent.push(body);
        return answer(body);
      },
    }),
  );
  vi.stubGlobal("fetch", fetchMock);
  return sent;
}

describe("GuardianDigestForm", () => {
  it("explains the summary, and asks for a channel and an address only once switched on", async () => {
    stub(() => ({ body: OFF }));
    const { user } = renderWithProviders(<GuardianDigestForm initial={OFF} />);
    expect(screen.getByText(digestCopy.intro)).toBeTruthy();
    expect(screen.queryByLabelText("Their email address")).toBeNull();
    await user.click(screen.getByLabelText("Send my parent or guardian a weekly summary"));
    expect(screen.getByLabelText("Their email address")).toBeTruthy();
    await user.click(screen.getByLabelText("WhatsApp"));
    expect(screen.queryByLabelText("Their email address")).toBeNull();
    expect(screen.getByLabelText("Their WhatsApp number")).toBeTruthy();
  });

  it("checks the phone number before sending, then saves and says the guardian is asked first", async () => {
    const sent = stub((body) => ({
      body: {
        ...OFF,
        ...body,
        enabled: true,
        phone: "+2348031234567",
        guardian_status: "pending",
        confirmation_sent_at: ASKED,
      },
    }));
    const { user } = renderWithProviders(<GuardianDigestForm initial={OFF} />);
    await user.click(screen.getByLabelText("Send my parent or guardian a weekly summary"));
    await user.click(screen.getByLabelText("SMS"));
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(screen.getByText("Enter your parent's or guardian's phone number")).toBeTruthy();
    await user.type(screen.getByLabelText("Their phone number"), "12345");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(screen.getByText(/^Enter a Nigerian mobile number/)).toBeTruthy();
    expect(sent).toHaveLength(0);

    await user.clear(screen.getByLabelText("Their phone number"));
    await user.type(screen.getByLabelText("Their phone number"), "0803 123 4567");
    await user.type(screen.getByLabelText("Their name (optional)"), "Mrs Okafor");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(screen.getByTestId("guardian-digest-message").textContent).toBe(digestCopy.savedPending),
    );
    expect(sent).toEqual([
      { enabled: true, channel: "sms", email: "", phone: "0803 123 4567", guardian_name: "Mrs Okafor" },
    ]);
    expect((screen.getByLabelText("Their phone number") as HTMLInputElement).value).toBe("+2348031234567");
    expect(screen.getByTestId("guardian-digest-standing").textContent).toBe(digestCopy.pending("+2348031234567"));
  });

  it("refuses a name that is not a plain name before sending it", async () => {
    const sent = stub((body) => ({ body: { ...OFF, ...body } }));
    const { user } = renderWithProviders(<GuardianDigestForm initial={OFF} />);
    await user.click(screen.getByLabelText("Send my parent or guardian a weekly summary"));
    await user.type(screen.getByLabelText("Their email address"), "stranger@example.com");
    await user.type(
      screen.getByLabelText("Their name (optional)"),
      "Sir. Your account is suspended: verify at http://x.ng",
    );
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(screen.getByText(guardianDigestMessages.nameInvalid)).toBeTruthy();
    expect(screen.getByLabelText("Their name (optional)").getAttribute("aria-invalid")).toBe("true");
    expect(sent).toHaveLength(0);
    await user.clear(screen.getByLabelText("Their name (optional)"));
    await user.type(screen.getByLabelText("Their name (optional)"), "Mrs Adébáyọ̀-O’Neil");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(sent).toHaveLength(1));
  });

  it.each([
    [null, null, digestCopy.unasked("mum@example.com"), "warning"],
    ["pending", ASKED, digestCopy.pending("mum@example.com"), "info"],
    ["pending", null, digestCopy.unsent("mum@example.com"), "warning"],
    ["confirmed", ASKED, digestCopy.confirmed("mum@example.com"), "success"],
    ["refused", ASKED, digestCopy.refused("mum@example.com"), "warning"],
    ["unsubscribed", ASKED, digestCopy.unsubscribed("mum@example.com"), "warning"],
  ] as const)("says where a %s guardian stands (request sent %s)", (status, sentAt, text, tone) => {
    stub(() => ({ body: OFF }));
    renderWithProviders(
      <GuardianDigestForm
        initial={{
          ...OFF,
          enabled: true,
          email: "mum@example.com",
          guardian_status: status,
          confirmation_sent_at: sentAt,
        }}
      />,
    );
    const standing = screen.getByTestId("guardian-digest-standing");
    expect(standing.textContent).toBe(text);
    expect(standing.getAttribute("data-tone")).toBe(tone);
  });

  it("says nothing of a guardian while switched off", () => {
    stub(() => ({ body: OFF }));
    renderWithProviders(<GuardianDigestForm initial={{ ...OFF, email: "mum@example.com", guardian_status: null }} />);
    expect(screen.queryByTestId("guardian-digest-standing")).toBeNull();
  });

  it("says plainly when the week's new addresses are used up", async () => {
    const message = "You can give a new contact for your parent or guardian 3 times a week. Try again in 6 days.";
    stub(() => ({ status: 429, body: { error: "rate_limited", message } }));
    const initial = {
      ...OFF,
      enabled: true,
      email: "mum@example.com",
      guardian_status: "refused" as const,
      confirmation_sent_at: ASKED,
    };
    const { user } = renderWithProviders(<GuardianDigestForm initial={initial} />);
    await user.clear(screen.getByLabelText("Their email address"));
    await user.type(screen.getByLabelText("Their email address"), "dad@example.com");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(screen.getByTestId("guardian-digest-message").textContent).toBe(message));
    expect(screen.getByTestId("guardian-digest-standing").textContent).toBe(digestCopy.refused("mum@example.com"));
  });

  it("shows the server's field errors, and when the last summary went", async () => {
    stub(() => ({
      status: 400,
      body: {
        error: "validation_error",
        message: "Enter a valid email address",
        errors: { email: "Enter a valid email address" },
      },
    }));
    const initial = { ...OFF, enabled: true, email: "mum@example.com", last_sent_at: "2026-11-22T17:00:00.000Z" };
    const { user } = renderWithProviders(<GuardianDigestForm initial={initial} />);
    expect(screen.getByText("Last summary sent on 22 November 2026.")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(screen.getByTestId("guardian-digest-message").textContent).toBe("Enter a valid email address"),
    );
    expect(screen.getByLabelText("Their email address").getAttribute("aria-invalid")).toBe("true");
  });

  it("switches off without needing an address", async () => {
    const sent = stub((body) => ({ body: { ...OFF, ...body } }));
    const { user } = renderWithProviders(
      <GuardianDigestForm initial={{ ...OFF, enabled: true, email: "mum@example.com" }} />,
    );
    await user.click(screen.getByLabelText("Send my parent or guardian a weekly summary"));
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(screen.getByTestId("guardian-digest-message").textContent).toBe(digestCopy.savedOff));
    expect(sent[0]).toMatchObject({ enabled: false, email: "mum@example.com" });
  });
});
