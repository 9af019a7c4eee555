"use client";

import { useRouter } from "next/navigation";
import { toast } from "@/components/layout/toast";
import { refreshAccount } from "@/components/layout/account-store";
import { PAYMENT_MESSAGES } from "@/lib/payments/constants";
import type { CaptureOrderActionResult } from "./actions";

/** What both checkouts do with a capture result: thank the payer and show premium, or say why not. */
export function usePaymentOutcome() {
  const router = useRouter();
  return {
    captured(result: CaptureOrderActionResult) {
      if (result.ok) {
        toast.success(result.data.message);
        // Page, dashboard and header show premium now (the header asks /api/account itself).
        router.refresh();
        void refreshAccount();
      } else if (result.pending) {
        toast.info(result.message);
      } else {
        toast.error(result.message);
      }
    },
    cancelled() {
      toast(PAYMENT_MESSAGES.cancelled);
    },
    failed(message: string = PAYMENT_MESSAGES.processingError) {
      toast.error(message);
    },
  };
}
