"use client";

import { useEffect, useRef, useState } from "react";
import { Loader2 } from "lucide-react";
import { PayPalButtons, PayPalScriptProvider, usePayPalScriptReducer } from "@paypal/react-paypal-js";
import { PAYMENT_MESSAGES } from "@/lib/payments/constants";
import { CURRENCY } from "@/lib/site-config";
import { approveLocalOrderAction, captureOrderAction, createOrderAction } from "./actions";
import { usePaymentOutcome } from "./use-payment-outcome";

/** Errors our own handlers raise carry the message to show; anything else gets the generic one. */
class CheckoutError extends Error {}

function messageFor(err: Record<string, unknown> | Error | undefined): string {
  const message = typeof err?.message === "string" ? err.message : "";
  if (Object.values(PAYMENT_MESSAGES).includes(message as never)) return message;
  // <PayPalButtons> reports a missing or unusable render target (or window.paypal.Buttons) this way.
  if (/render <PayPalButtons|Failed to render|container/i.test(message)) return PAYMENT_MESSAGES.containerMissing;
  return PAYMENT_MESSAGES.processingError;
}

/** The PayPal buttons' callbacks: our server actions create and capture; outcomes are shown once. */
function useCheckoutHandlers(localApproval: boolean) {
  const outcome = usePaymentOutcome();
  const [processing, setProcessing] = useState(false);
  // createOrder failures are shown once (PayPal's SDK then also calls onError with the same error).
  const shownError = useRef<unknown>(null);

  const createOrder = async () => {
    setProcessing(true);
    const created = await createOrderAction();
    if (!created.ok) {
      setProcessing(false);
      const error = new CheckoutError(created.message);
      shownError.current = error;
      outcome.failed(created.message);
      throw error;
    }
    return created.data.orderId;
  };

  const onApprove = async (data: { orderID: string }) => {
    setProcessing(true);
    try {
      if (localApproval) {
        // Local mode only: what PayPal's pop-up does before it calls onApprove.
        const approved = await approveLocalOrderAction(data.orderID, "success");
        if (!approved.ok) throw new CheckoutError(PAYMENT_MESSAGES.processingError);
      }
      outcome.captured(await captureOrderAction(data.orderID));
    } catch {
      outcome.failed();
    } finally {
      setProcessing(false);
    }
  };

  const onCancel = () => {
    setProcessing(false);
    outcome.cancelled();
  };

  const onError = (err: Record<string, unknown>) => {
    setProcessing(false);
    const message = messageFor(err);
    const shown = shownError.current as Error | null;
    shownError.current = null;
    if (shown && ((err as unknown) === shown || message === shown.message)) return;
    outcome.failed(message);
  };

  return { processing, handlers: { createOrder, onApprove, onCancel, onError } };
}

function Buttons({ localApproval }: { localApproval: boolean }) {
  const [{ isPending, isRejected }] = usePayPalScriptReducer();
  const outcome = usePaymentOutcome();
  const { processing, handlers } = useCheckoutHandlers(localApproval);
  const reportedLoadFailure = useRef(false);

  useEffect(() => {
    if (isRejected && !reportedLoadFailure.current) {
      reportedLoadFailure.current = true;
      outcome.failed(PAYMENT_MESSAGES.sdkLoadFailed);
    }
  }, [isRejected, outcome]);

  if (isRejected) {
    return (
      <p role="alert" className="rounded-xl border border-red-400/40 bg-red-500/10 p-4 text-sm text-red-200">
        {PAYMENT_MESSAGES.sdkLoadFailed}
      </p>
    );
  }

  return (
    <div className="relative min-h-[120px]">
      {isPending && (
        <p className="flex items-center justify-center gap-2 py-8 text-sm text-mist-300">
          <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" /> Loading PayPal…
        </p>
      )}
      {processing && (
        <p role="status" className="mb-3 flex items-center justify-center gap-2 text-sm text-mist-300">
          <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" /> Processing your payment…
        </p>
      )}
      <PayPalButtons
        style={{ layout: "vertical", shape: "pill", label: "pay", color: "gold" }}
        disabled={processing}
        forceReRender={[localApproval]}
        {...handlers}
      />
    </div>
  );
}

/**
 * PayPal's own buttons (@paypal/react-paypal-js). createOrder and onApprove call our server
 * actions: the browser never sets a price and never captures.
 */
export function PayPalCheckout({ clientId, localApproval }: { clientId: string; localApproval: boolean }) {
  return (
    <PayPalScriptProvider options={{ clientId, currency: CURRENCY, intent: "capture", components: "buttons", dataNamespace: "paypal" }}>
      <Buttons localApproval={localApproval} />
    </PayPalScriptProvider>
  );
}
