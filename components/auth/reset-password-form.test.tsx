import { act, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { router } from "@/tests/support/next-mocks";
import { jsonFetch, renderWithProviders } from "@/tests/support/render";
import { ResetPasswordForm } from "./reset-password-form";

function stubApi(routes: Parameters<typeof jsonFetch>[0]) {
  const fetchMock = vi.fn(jsonFetch(routes));
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

const resetButton = () => screen.getByRole("button", { name: "Reset Password" });

/** Opens the screen as the e-mailed link does: the token in the address's fragment. */
function openResetLink(fragment = "#access_token=tok-1&type=recovery") {
  window.history.replaceState(null, "", `/reset-password${fragment}`);
  return renderWithProviders(<ResetPasswordForm />);
}

async function enterPasswords(
  user: ReturnType<typeof renderWithProviders>["user"],
  password: string,
  confirm = password,
) {
  await user.click(screen.getByLabelText("New password"));
  await user.paste(password);
  await user.click(screen.getByLabelText("Confirm new password"));
  await user.paste(confirm);
}

beforeEach(() => {
  router.replace.mockReset();
});

afterEach(() => {
  vi.useRealTimers();
  window.history.replaceState(null, "", "/");
});

describe("ResetPasswordForm", () => {
  it("says the link is invalid when it carries no token", async () => {
    stubApi({});
    openResetLink("");

    expect((await screen.findByRole("alert")).textContent).toBe(
      "Invalid reset link. Please request a new password reset.",
    );
    expect(screen.queryByLabelText("New password")).toBeNull();
  });

  it.each([
    { password: "abcdefg", label: "Weak" },
    { password: "abcdefgh1", label: "Medium" },
    { password: "Abcdefgh1!", label: "Strong" },
  ])("rates $password as $label", async ({ password, label }) => {
    stubApi({});
    const { user } = openResetLink();

    await enterPasswords(user, password);

    expect(screen.getByText(`Strength: ${label}`)).toBeTruthy();
  });

  it("rates a common password weak whatever its mix, and refuses it", async () => {
    const fetchMock = stubApi({});
    const { user } = openResetLink();

    await enterPasswords(user, "Password1");
    expect(
      await screen.findByText("This password is too common and easy to guess. Please choose a different one."),
    ).toBeTruthy();
    expect(screen.getByText("Strength: Weak")).toBeTruthy();

    await user.click(resetButton());
    expect((await screen.findByRole("alert")).textContent).toBe(
      "This password is too common and easy to guess. Please choose a different one.",
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("cannot be sent until both passwords match", async () => {
    stubApi({});
    const { user } = openResetLink();

    await enterPasswords(user, "secret-pass", "secret-pas");

    expect(resetButton()).toHaveProperty("disabled", true);
  });

  it("refuses a password under eight characters before calling the server", async () => {
    const fetchMock = stubApi({});
    const { user } = openResetLink();

    await enterPasswords(user, "s3cr-t!");
    await user.click(resetButton());

    expect((await screen.findByRole("alert")).textContent).toBe("Password must be at least 8 characters long");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("resets the password, drops the token from the address and goes to sign-in three seconds later", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = stubApi({ "POST /api/auth/reset-password": { body: { message: "Password updated" } } });
    const { user } = openResetLink();

    await enterPasswords(user, "new-secret-pass");
    await user.click(resetButton());

    expect(await screen.findByText("Your password has been reset. Taking you to sign in…")).toBeTruthy();
    expect(window.location.hash).toBe("");
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]?.body))).toEqual({
      token: "tok-1",
      password: "new-secret-pass",
    });
    expect(router.replace).not.toHaveBeenCalled();

    act(() => vi.advanceTimersByTime(3000));
    expect(router.replace).toHaveBeenCalledWith("/signin");
  });

  it("shows the server's refusal of a spent link and keeps the form", async () => {
    stubApi({
      "POST /api/auth/reset-password": {
        status: 400,
        body: { error: "bad_request", message: "This reset link has expired. Please request a new one." },
      },
    });
    const { user } = openResetLink();

    await enterPasswords(user, "new-secret-pass");
    await user.click(resetButton());

    expect((await screen.findByRole("alert")).textContent).toBe(
      "This reset link has expired. Please request a new one.",
    );
    expect(resetButton()).toHaveProperty("disabled", false);
  });
});
