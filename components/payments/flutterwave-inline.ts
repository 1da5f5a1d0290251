"use client";

// Flutterwave's inline checkout (https://checkout.flutterwave.com/v3.js), loaded only when a
// student opens a real payment, never on page load.

export type CheckoutCallback = {
  status?: string;
  transaction_id?: number | string;
  tx_ref?: string;
  flw_ref?: string;
  charge_response_code?: string;
};

type FlutterwaveCheckoutFn = (options: Record<string, unknown>) => { close?: () => void };
declare global {
  interface Window {
    FlutterwaveCheckout?: FlutterwaveCheckoutFn;
  }
}

const SCRIPT_URL = "https://checkout.flutterwave.com/v3.js";
let loading: Promise<FlutterwaveCheckoutFn | null> | null = null;

export function loadFlutterwave(): Promise<FlutterwaveCheckoutFn | null> {
  if (window.FlutterwaveCheckout) return Promise.resolve(window.FlutterwaveCheckout);
  loading ??= new Promise((resolve) => {
    const script = document.createElement("script");
    script.src = SCRIPT_URL;
    script.async = true;
    script.onload = () => resolve(window.FlutterwaveCheckout ?? null);
    script.onerror = () => {
      loading = null;
      resolve(null);
    };
    document.head.appendChild(script);
  });
  return loading;
}
