"use client";

import { useState } from "react";
import { Sparkles } from "lucide-react";
import { LocalCheckout } from "./LocalCheckout";
import { PayPalCheckout } from "./PayPalCheckout";

export type CheckoutKind = "local" | "paypal";

/**
 * 'Upgrade Now' reveals the payment area: PayPal's buttons in hosted mode, the local test checkout
 * in local mode. `localApproval` (local mode with ?checkout=paypal-sdk) keeps the PayPal buttons
 * and approves the stand-in's order the way PayPal's pop-up would.
 */
export function UpgradeCheckout({
  kind,
  clientId,
  localApproval = false,
}: {
  kind: CheckoutKind;
  clientId: string;
  localApproval?: boolean;
}) {
  const [revealed, setRevealed] = useState(false);
  if (!revealed) {
    return (
      <button type="button" className="btn-primary w-full py-3 text-base" onClick={() => setRevealed(true)}>
        <Sparkles className="h-4 w-4" aria-hidden="true" />
        Upgrade Now
      </button>
    );
  }
  return (
    <div aria-live="polite">
      {kind === "local" ? <LocalCheckout /> : <PayPalCheckout clientId={clientId} localApproval={localApproval} />}
    </div>
  );
}
