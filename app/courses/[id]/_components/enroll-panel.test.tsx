import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { router } from "@/tests/support/next-mocks";
import { jsonFetch, renderWithProviders } from "@/tests/support/render";
import { reloadAt } from "@/lib/client/reload-at";
import { EnrollPanel } from "./enroll-panel";

vi.mock("@/lib/client/reload-at", () => ({ reloadAt: vi.fn() }));

type Route = Parameters<typeof jsonFetch>[0][string];
const CONTENT_HREF = "/course-content?courseId=c1";
const INIT = {
  tx_ref: "tx-1",
  amount: 5000,
  currency: "NGN",
  public_key: "pk",
  customer: { email: "ada@example.com", name: "Ada" },
  simulator: true,
};
const PAID = "Payment successful! You are now enrolled.";

function stubApi(routes: Record<string, Route>) {
  const fetchMock = vi.fn(jsonFetch(routes));
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

const pathOf = (input: RequestInfo | URL) =>
  new URL(input instanceof Request ? input.url : String(input), "http://localhost").pathname;

/** The JSON bodies sent to one "METHOD /path". */
function sentTo(fetchMock: ReturnType<typeof stubApi>, method: string, path: string): unknown[] {
  return fetchMock.mock.calls
    .filter(([input, init]) => pathOf(input) === path && (init?.method ?? "GET").toUpperCase() === method)
    .map(([, init]) => (typeof init?.body === "string" ? JSON.parse(init.body) : undefined));
}

function renderPanel(props: Partial<React.ComponentProps<typeof EnrollPanel>> = {}) {
  return renderWithProviders(
    <EnrollPanel courseId="c1" price={0} title="Physics" role="student" enrolled={false} {...props} />,
  );
}

const button = (name: string) => screen.getByRole("button", { name });
const alertText = async () => (await screen.findByRole("alert")).textContent;

beforeEach(() => {
  Object.values(router).forEach((fn) => fn.mockReset());
  vi.mocked(reloadAt).mockReset();
});

describe("EnrollPanel, free course", () => {
  it("enrols the student, shows the server's message and a way into the course", async () => {
    const fetchMock = stubApi({ "POST /api/enrollments": { status: 201, body: { message: "Welcome to Physics" } } });
    const { user } = renderPanel();

    await user.click(button("Enroll for Free"));

    expect(await screen.findByText("Welcome to Physics")).toBeTruthy();
    expect(screen.getByRole("link", { name: /go to course/i }).getAttribute("href")).toBe(CONTENT_HREF);
    expect(screen.queryByRole("button", { name: "Enroll for Free" })).toBeNull();
    expect(sentTo(fetchMock, "POST", "/api/enrollments")).toEqual([{ course_id: "c1" }]);
    expect(router.refresh).toHaveBeenCalled();
  });

  it("says the student is enrolled when the server sends no message", async () => {
    stubApi({ "POST /api/enrollments": { status: 201, body: {} } });
    const { user } = renderPanel();

    await user.click(button("Enroll for Free"));

    expect(await screen.findByText("Successfully enrolled in course!")).toBeTruthy();
  });

  it("sends one enrolment when the button is tapped twice", async () => {
    let answer: () => void = () => undefined;
    const fetchMock = vi.fn(
      () => new Promise<Response>((resolve) => (answer = () => resolve(Response.json({}, { status: 201 })))),
    );
    vi.stubGlobal("fetch", fetchMock);
    const { user } = renderPanel();

    await user.dblClick(button("Enroll for Free"));
    expect(button("Please wait...")).toHaveProperty("disabled", true);
    await act(async () => answer());

    expect(await screen.findByText("Successfully enrolled in course!")).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it.each([
    {
      status: 401,
      body: { error: "unauthorized", message: "Missing bearer token" },
      shown: "Authentication required. Please sign in again.",
    },
    {
      status: 500,
      body: { error: "internal_error", message: "Database unavailable" },
      shown: "Server error during enrollment: Database unavailable",
    },
    { status: 404, body: { error: "not_found", message: "Course not found" }, shown: "Course not found" },
    {
      status: 400,
      body: { error: "bad_request", message: "This course is paid: complete the payment to enroll" },
      shown: "This course is paid: complete the payment to enroll",
    },
  ])("shows '$shown' for a $status answer and lets the student try again", async ({ status, body, shown }) => {
    stubApi({ "POST /api/enrollments": { status, body } });
    const { user } = renderPanel();

    await user.click(button("Enroll for Free"));

    expect(await alertText()).toContain(shown);
    expect(button("Enroll for Free")).toHaveProperty("disabled", false);
  });
});

describe("EnrollPanel, who may enrol", () => {
  it("sends a signed-out visitor to sign in without calling the server", () => {
    const fetchMock = stubApi({});
    renderPanel({ role: null, price: 5000 });

    expect(screen.getByRole("link", { name: "Enroll Now" }).getAttribute("href")).toBe("/signin");
    expect(screen.queryByRole("button")).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("warns a tutor that only students enrol, and sends nothing", async () => {
    const fetchMock = stubApi({});
    const { user } = renderPanel({ role: "tutor" });

    await user.click(button("Enroll for Free"));

    expect(await alertText()).toContain("Only students can enroll in courses");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("offers an enrolled student the course instead of a button", () => {
    stubApi({});
    renderPanel({ enrolled: true, price: 5000 });

    expect(screen.getByRole("link", { name: /go to course/i }).getAttribute("href")).toBe(CONTENT_HREF);
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("tells the student payments are simulated before a paid course, not a free one", () => {
    stubApi({});
    const { rerender } = renderPanel({ price: 5000, testPayments: true });
    expect(screen.getByText("Test payments — no real money")).toBeTruthy();

    rerender(<EnrollPanel courseId="c1" price={0} title="Physics" role="student" enrolled={false} testPayments />);
    expect(screen.queryByText("Test payments — no real money")).toBeNull();
  });
});

describe("EnrollPanel, paid course through the test checkout", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  async function openCheckout(routes: Record<string, Route>) {
    const fetchMock = stubApi({ "POST /api/payments/initialize": { body: INIT }, ...routes });
    const { user } = renderPanel({ price: 5000 });
    await user.click(button("Enroll Now"));
    const dialog = await screen.findByRole("dialog", { name: /pay/i });
    const choose = (name: string) => user.click(within(dialog).getByRole("button", { name }));
    return { fetchMock, user, choose };
  }

  it("charges, verifies and takes the student to the course two seconds later", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { fetchMock, choose } = await openCheckout({
      "POST /api/payments/simulator/charge": {
        body: { status: "successful", transaction_id: 77, tx_ref: "tx-1", flw_ref: "FLW-1" },
      },
      "POST /api/payments/verify": { body: { success: true, message: "Verified" } },
      "GET /api/enrollment/check/c1": { body: { enrolled: true } },
    });

    await choose("Pay successfully");

    expect(await screen.findByText(PAID)).toBeTruthy();
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(sentTo(fetchMock, "POST", "/api/payments/initialize")).toEqual([{ course_id: "c1" }]);
    expect(sentTo(fetchMock, "POST", "/api/payments/simulator/charge")).toEqual([
      { tx_ref: "tx-1", method: "card", outcome: "succeed" },
    ]);
    expect(sentTo(fetchMock, "POST", "/api/payments/verify")).toEqual([
      { tx_ref: "tx-1", transaction_id: "77", flw_ref: "FLW-1", course_id: "c1", amount: 5000 },
    ]);
    expect(router.push).not.toHaveBeenCalled();

    act(() => vi.advanceTimersByTime(2000));
    expect(router.push).toHaveBeenCalledWith(CONTENT_HREF);
    expect(reloadAt).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(100));
    expect(reloadAt).toHaveBeenCalledWith(CONTENT_HREF);
  });

  it("says nothing was charged when the checkout is closed", async () => {
    const { fetchMock, choose } = await openCheckout({});

    await choose("Close payment window");

    expect(await screen.findByText("Payment was cancelled. You have not been charged.")).toBeTruthy();
    expect(button("Enroll Now")).toHaveProperty("disabled", false);
    expect(sentTo(fetchMock, "POST", "/api/payments/verify")).toEqual([]);
  });

  it("reports a declined payment and does not verify it", async () => {
    const { fetchMock, choose } = await openCheckout({
      "POST /api/payments/simulator/charge": { body: { status: "failed", tx_ref: "tx-1" } },
    });

    await choose("Decline the payment");

    expect(await alertText()).toContain("Payment failed. Please try again.");
    expect(button("Enroll Now")).toHaveProperty("disabled", false);
    expect(sentTo(fetchMock, "POST", "/api/payments/verify")).toEqual([]);
  });

  it("waits on a pending transfer and enrols when a re-check finds it paid", async () => {
    const { fetchMock, user, choose } = await openCheckout({
      "POST /api/payments/simulator/charge": { body: { status: "pending", transaction_id: 78, tx_ref: "tx-1" } },
      "POST /api/payments/verify": { body: { success: false, pending: true, message: "Still waiting for the bank" } },
      "POST /api/payments/recheck": { body: { success: true, message: "Paid" } },
      "GET /api/enrollment/check/c1": { body: { enrolled: true } },
    });

    await choose("Pending, then succeed");

    expect(await screen.findByText("Payment pending")).toBeTruthy();
    expect(await alertText()).toContain("Still waiting for the bank");

    await user.click(button("Check again"));

    expect(await screen.findByText(PAID)).toBeTruthy();
    expect(sentTo(fetchMock, "POST", "/api/payments/recheck")).toEqual([{ tx_ref: "tx-1" }]);
  });

  it("explains a re-check that finds the payment failed, even without a server message", async () => {
    const { user, choose } = await openCheckout({
      "POST /api/payments/simulator/charge": { body: { status: "pending", transaction_id: 80, tx_ref: "tx-1" } },
      "POST /api/payments/verify": { body: { success: false, pending: true, message: "" } },
      "POST /api/payments/recheck": { body: { success: false, pending: false, message: "" } },
    });
    await choose("Pending, then succeed");

    await user.click(await screen.findByRole("button", { name: "Check again" }));

    expect(await alertText()).toContain(
      "Payment could not be verified. Please contact support with your transaction reference.",
    );
    expect(button("Enroll Now")).toHaveProperty("disabled", false);
  });

  it.each([
    {
      status: 500,
      body: { error: "internal_error", message: "Enrollment insert failed" },
      shown: "Payment was successful, but enrollment failed. Please contact support.",
    },
    {
      status: 400,
      body: { error: "bad_request", message: "Amount does not match the course price" },
      shown: "Amount does not match the course price",
    },
    {
      status: 400,
      body: {
        success: false,
        error: "payment_not_accepted",
        message: "The amount paid is less than the course price",
        payment: { tx_ref: "tx-1" },
        enrollment: null,
      },
      shown: "The amount paid is less than the course price",
    },
    { status: 200, body: { success: false, message: "Transaction was reversed" }, shown: "Transaction was reversed" },
    {
      status: 200,
      body: { success: false, message: "" },
      shown: "Payment could not be verified. Please contact support with your transaction reference.",
    },
  ])("shows '$shown' when verification answers $status", async ({ status, body, shown }) => {
    const { choose } = await openCheckout({
      "POST /api/payments/simulator/charge": { body: { status: "successful", transaction_id: 79, tx_ref: "tx-1" } },
      "POST /api/payments/verify": { status, body },
    });

    await choose("Pay successfully");

    expect(await alertText()).toContain(shown);
    expect(button("Enroll Now")).toHaveProperty("disabled", false);
  });

  it("shows the server's refusal when the payment cannot start", async () => {
    stubApi({
      "POST /api/payments/initialize": {
        status: 409,
        body: { error: "conflict", message: "You are already enrolled in this course" },
      },
    });
    const { user } = renderPanel({ price: 5000 });

    await user.click(button("Enroll Now"));

    expect(await alertText()).toContain("You are already enrolled in this course");
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});

describe("EnrollPanel, paid course through Flutterwave", () => {
  afterEach(() => {
    delete window.FlutterwaveCheckout;
    document.head.querySelectorAll("script[src*='flutterwave']").forEach((s) => s.remove());
  });

  it("opens Flutterwave's checkout with the payment and verifies its callback", async () => {
    const checkout = vi.fn((options: Record<string, unknown>) => {
      const callback = options.callback as (r: unknown) => void;
      queueMicrotask(() => callback({ status: "successful", transaction_id: 90, tx_ref: "tx-1", flw_ref: "FLW-9" }));
      return { close: vi.fn() };
    });
    window.FlutterwaveCheckout = checkout;
    const fetchMock = stubApi({
      "POST /api/payments/initialize": { body: { ...INIT, simulator: false } },
      "POST /api/payments/verify": { body: { success: true, message: "Verified" } },
      "GET /api/enrollment/check/c1": { body: { enrolled: true } },
    });
    const { user } = renderPanel({ price: 5000 });

    await user.click(button("Enroll Now"));

    expect(await screen.findByText(PAID)).toBeTruthy();
    expect(checkout).toHaveBeenCalledWith(
      expect.objectContaining({
        public_key: "pk",
        tx_ref: "tx-1",
        amount: 5000,
        currency: "NGN",
        payment_options: "card,mobilemoney,ussd,banktransfer",
      }),
    );
    expect(sentTo(fetchMock, "POST", "/api/payments/verify")).toEqual([
      { tx_ref: "tx-1", transaction_id: "90", flw_ref: "FLW-9", course_id: "c1", amount: 5000 },
    ]);
  });

  it("asks for a refresh when Flutterwave's script cannot load", async () => {
    stubApi({ "POST /api/payments/initialize": { body: { ...INIT, simulator: false } } });
    const { user } = renderPanel({ price: 5000 });

    await user.click(button("Enroll Now"));
    const script = await waitFor(() => {
      const found = document.head.querySelector("script[src*='flutterwave']");
      if (!found) throw new Error("the checkout script was not requested");
      return found;
    });
    fireEvent.error(script);

    expect(await alertText()).toContain("Payment system is not ready. Please refresh the page and try again.");
    expect(button("Enroll Now")).toHaveProperty("disabled", false);
  });
});
