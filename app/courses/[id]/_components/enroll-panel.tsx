"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { loadFlutterwave, type CheckoutCallback } from "@/components/payments/flutterwave-inline";
import { SimulatorDialog, TEST_PAYMENTS_NOTICE, type SimulatorChoice } from "@/components/payments/simulator-dialog";
import { Alert } from "@/components/ui/alert";
import { primaryButtonClass, secondaryButtonClass } from "@/components/ui/styles";
import { api, type EndpointKey } from "@/app/api/client";
import type { Endpoints } from "@/app/api/endpoints";
import type { ResponseOf } from "@/lib/api/endpoint";
import { ApiError } from "@/lib/client/api-error";
import { reloadAt } from "@/lib/client/reload-at";
import { HYDRATE_ON_INTENT_AT_LOAD_ATTRIBUTE } from "@/lib/web/hydrate-on-intent";
import {
  enrollErrorMessage,
  enrollMessages,
  failedPaymentMessage,
  isSuccessfulCallback,
  PAYMENT_OPTIONS,
  paymentMessages,
  timings,
} from "@/lib/payments/payment-rules";
import { toast } from "@/lib/ui/toast";

// The enroll flow of docs/product-spec.md part 4 on the course detail screen.

type Answer<K extends EndpointKey> = ResponseOf<Endpoints[K]>;
type Init = Answer<"POST /api/payments/initialize">;
type VerifyAnswer = Answer<"POST /api/payments/verify">;
type State = "idle" | "working" | "enrolled" | "pending";

/** Flutterwave's checkout script could not be loaded. */
class CheckoutNotReady extends Error {}

export function EnrollPanel({
  courseId,
  price,
  title,
  role,
  enrolled: initiallyEnrolled,
  testPayments = false,
}: {
  courseId: string;
  price: number;
  title: string;
  role: "student" | "tutor" | null;
  enrolled: boolean;
  /** The server's payments are simulated: say so before anyone pays. */
  testPayments?: boolean;
}) {
  const router = useRouter();
  const [state, setState] = useState<State>(initiallyEnrolled ? "enrolled" : "idle");
  const [message, setMessage] = useState<{ tone: "error" | "success" | "warning" | "info"; text: string } | null>(null);
  const [checkout, setCheckout] = useState<{ init: Init; resolve: (c: SimulatorChoice) => void } | null>(null);
  const [pendingRef, setPendingRef] = useState<string | null>(null);
  const contentHref = `/course-content?courseId=${encodeURIComponent(courseId)}`;
  const enrollLabel = price > 0 ? "Enroll Now" : "Enroll for Free";

  const showError = (text: string) => {
    setMessage({ tone: "error", text });
    toast(text, "error", timings.paymentErrorMs);
    setTimeout(() => setMessage((m) => (m?.text === text ? null : m)), timings.paymentErrorMs);
  };

  async function enrollFree() {
    const answer = await api("POST /api/enrollments", { body: { course_id: courseId } });
    setState("enrolled");
    const text = answer.message || enrollMessages.success;
    setMessage({ tone: "success", text });
    toast(text, "success", timings.enrollSuccessToastMs);
    router.refresh();
  }

  /** Opens the payment window; resolves with Flutterwave's callback, or null when closed. */
  async function pay(init: Init): Promise<CheckoutCallback | null> {
    if (init.simulator) {
      const choice = await new Promise<SimulatorChoice>((resolve) => setCheckout({ init, resolve }));
      setCheckout(null);
      if (!choice) return null;
      return api("POST /api/payments/simulator/charge", { body: { tx_ref: init.tx_ref, ...choice } });
    }
    const open = await loadFlutterwave();
    if (!open) throw new CheckoutNotReady();
    return new Promise((resolve) => {
      let settled = false;
      const modal = open({
        public_key: init.public_key,
        tx_ref: init.tx_ref,
        amount: init.amount,
        currency: init.currency,
        payment_options: PAYMENT_OPTIONS,
        customer: init.customer,
        customizations: { title: "ExamPrep", description: title },
        callback: (response: CheckoutCallback) => {
          settled = true;
          modal.close?.();
          resolve(response);
        },
        onclose: () => {
          if (!settled) resolve(null);
        },
      });
    });
  }

  async function afterVerified() {
    setState("enrolled");
    setPendingRef(null);
    await api("GET /api/enrollment/check/{courseId}", { params: { courseId } }).catch(() => null);
    setMessage({ tone: "success", text: paymentMessages.success });
    toast(paymentMessages.success, "success", timings.paymentSuccessToastMs);
    setTimeout(() => {
      router.push(contentHref);
      setTimeout(() => reloadAt(contentHref), timings.reloadAfterRedirectMs);
    }, timings.redirectAfterPaymentMs);
  }

  async function verify(callback: CheckoutCallback, init: Init) {
    let answer: VerifyAnswer;
    try {
      answer = await api("POST /api/payments/verify", {
        body: {
          tx_ref: init.tx_ref,
          transaction_id: String(callback.transaction_id ?? ""),
          flw_ref: callback.flw_ref ?? null,
          course_id: courseId,
          amount: init.amount,
        },
      });
    } catch (err) {
      // A refusal says why (the payment was not accepted, the reference is for another course): show it.
      if (
        err instanceof ApiError &&
        (err.code === "payment_not_accepted" || err.code === "bad_request" || err.code === "validation_error")
      )
        return showError(err.message);
      if (err instanceof ApiError && err.status >= 500) return showError(paymentMessages.enrollFailed);
      return showError(paymentMessages.notVerified);
    }
    if (answer.success) return afterVerified();
    if (answer.pending) {
      setState("pending");
      setPendingRef(init.tx_ref);
      setMessage({ tone: "warning", text: answer.message || paymentMessages.pending });
      return;
    }
    showError(answer.message || paymentMessages.notVerified);
  }

  async function enroll() {
    setMessage(null);
    if (role !== "student") {
      setMessage({ tone: "warning", text: enrollMessages.onlyStudents });
      toast(enrollMessages.onlyStudents, "warning");
      return;
    }
    if (!courseId) return showError(paymentMessages.courseMissing);
    setState("working");
    try {
      if (price <= 0) {
        try {
          await enrollFree();
        } catch (err) {
          const text = enrollErrorMessage(err instanceof ApiError ? err : null);
          setMessage({ tone: "error", text });
          toast(text, "error");
          setState("idle");
        }
        return;
      }
      const init = await api("POST /api/payments/initialize", { body: { course_id: courseId } });
      const callback = await pay(init);
      if (!callback) {
        setMessage({ tone: "info", text: paymentMessages.cancelled });
        toast(paymentMessages.cancelled, "info");
        setState("idle");
        return;
      }
      // A transfer or USSD payment may report "pending": the server decides whether it has arrived.
      if (!isSuccessfulCallback(callback) && callback.status?.toLowerCase() !== "pending") {
        showError(failedPaymentMessage(callback.status));
        setState("idle");
        return;
      }
      await verify(callback, init);
      setState((s) => (s === "working" ? "idle" : s));
    } catch (err) {
      showError(
        err instanceof CheckoutNotReady
          ? paymentMessages.notReady
          : err instanceof ApiError
            ? err.message
            : paymentMessages.unexpected,
      );
      setState("idle");
    }
  }

  async function checkAgain() {
    if (!pendingRef) return;
    setState("working");
    try {
      const answer = await api("POST /api/payments/recheck", { body: { tx_ref: pendingRef } });
      if (answer.success) return afterVerified();
      setState(answer.pending ? "pending" : "idle");
      if (answer.pending) setMessage({ tone: "warning", text: answer.message || paymentMessages.pending });
      else showError(answer.message || paymentMessages.notVerified);
    } catch (err) {
      setState("pending");
      showError(err instanceof ApiError ? err.message : paymentMessages.unexpected);
    }
  }

  return (
    // A student who may enrol gets a live button without a first tap: the page hydrates at load,
    // not on intent (lib/web/hydrate-on-intent.ts); visitors and enrolled students have links.
    <div
      className="space-y-3"
      data-testid="enroll-panel"
      data-state={state}
      {...(role === "student" && !initiallyEnrolled ? { [HYDRATE_ON_INTENT_AT_LOAD_ATTRIBUTE]: "" } : {})}
    >
      {state === "enrolled" ? (
        <>
          <p className="hidden text-center text-sm font-semibold text-brand-700 lg:block dark:text-brand-400">
            ✓ You are enrolled in this course
          </p>
          {/* In the phone's bottom bar the action reads as what it does for the student now. */}
          <Link href={contentHref} className={`${primaryButtonClass} w-full`}>
            <span className="lg:hidden">Continue learning</span>
            <span className="hidden lg:inline">Go to Course</span>
          </Link>
        </>
      ) : state === "pending" ? (
        <>
          <p className="text-center text-sm font-semibold">Payment pending</p>
          <button type="button" className={`${secondaryButtonClass} w-full`} onClick={checkAgain}>
            Check again
          </button>
        </>
      ) : !role ? (
        // Signed out, enrolling starts with signing in: a link, which works before (and without) the page's scripts.
        <Link href="/signin" prefetch={false} className={`${primaryButtonClass} w-full`}>
          {enrollLabel}
        </Link>
      ) : (
        <button
          type="button"
          className={`${primaryButtonClass} w-full`}
          onClick={enroll}
          disabled={state === "working"}
        >
          {state === "working" ? "Please wait..." : enrollLabel}
        </button>
      )}
      {testPayments && price > 0 && state !== "enrolled" && (
        <p
          className="rounded bg-amber-100 px-2 py-1 text-center text-xs font-bold text-amber-900"
          data-testid="test-payments-notice"
        >
          {TEST_PAYMENTS_NOTICE}
        </p>
      )}
      {message && (
        <Alert tone={message.tone} testId="enroll-message">
          {message.text}
        </Alert>
      )}
      {checkout && <SimulatorDialog amount={checkout.init.amount} title={title} onDone={checkout.resolve} />}
    </div>
  );
}
