import { screen, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { router } from "@/tests/support/next-mocks";
import { jsonFetch, renderWithProviders } from "@/tests/support/render";
import { ForgotPasswordForm } from "./forgot-password-form";

function stubApi(routes: Parameters<typeof jsonFetch>[0]) {
  const fetchMock = vi.fn(jsonFetch(routes));
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

const sendButton = () => screen.getByRole("button", { name: "Send Reset Link" });

async function requestReset(email: string, userType?: "student" | "tutor") {
  const rendered = renderWithProviders(<ForgotPasswordForm />);
  const { user } = rendered;
  await user.click(screen.getByLabelText("Email"));
  await user.paste(email);
  if (userType) await user.selectOptions(screen.getByLabelText("I am a"), userType);
  await user.click(sendButton());
  return rendered;
}

beforeEach(() => {
  router.push.mockReset();
});

describe("ForgotPasswordForm", () => {
  it("cannot be sent until an address is typed", () => {
    stubApi({});
    renderWithProviders(<ForgotPasswordForm />);

    expect(sendButton()).toHaveProperty("disabled", true);
  });

  it("refuses an address that is not one, without calling the server", async () => {
    const fetchMock = stubApi({});

    await requestReset("ada@example");

    expect((await screen.findByRole("alert")).textContent).toBe("Please enter a valid email address");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it.each(["student", "tutor"] as const)(
    "asks for a %s reset link and sends the user to check their e-mail",
    async (userType) => {
      const fetchMock = stubApi({
        "POST /api/auth/forgot-password": { body: { message: "If the account exists, a link is on its way" } },
      });

      await requestReset(" Ada@Example.com ", userType);

      await waitFor(() =>
        expect(router.push).toHaveBeenCalledWith(
          `/check-email?email=ada%40example.com&type=reset&user_type=${userType}`,
        ),
      );
      const [, init] = fetchMock.mock.calls[0]!;
      expect(JSON.parse(String(init?.body))).toEqual({ email: "Ada@Example.com", user_type: userType });
    },
  );

  it("shows the server's refusal and lets the user send again", async () => {
    stubApi({
      "POST /api/auth/forgot-password": {
        status: 429,
        body: { error: "rate_limited", message: "Too many requests. Please wait a minute." },
      },
    });

    await requestReset("ada@example.com");

    expect((await screen.findByRole("alert")).textContent).toBe("Too many requests. Please wait a minute.");
    expect(sendButton()).toHaveProperty("disabled", false);
    expect(router.push).not.toHaveBeenCalled();
  });
});
