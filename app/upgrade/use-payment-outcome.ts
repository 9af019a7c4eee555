"use client";

import { useRouter } from "next/navigation";
import { toast } from "sonner";
import { PAYMENT_MESSAGES } from "@/lib/payments/constants";
import type { CaptureOrderActionResult } from "./actions";

/** What both checkouts do with a capture result: thank the payer and show premium, or say why not. */
export function usePaymentOutcome() {
  const router = useRouter();
  return {
    captured(result: CaptureOrderActionResult) {
      if (result.ok) {
        toast.success(result.message);
        // The action revalidated the layout; refresh so header, page and dashboard show premium now.
        router.refresh();
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
