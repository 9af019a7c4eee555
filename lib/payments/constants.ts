/**
 * The one product Oneira sells; its price and currency are the site config's. Safe to import from
 * client components (texts only, no secrets).
 */
import { SITE_NAME } from "@/lib/site-config";

export const PLAN_NAME = `${SITE_NAME} Unlimited Plan`;
/** Shown by PayPal to the buyer and on their receipt (PayPal allows 127 characters). */
export const PLAN_DESCRIPTION = `${PLAN_NAME} — lifetime access, unlimited dream interpretations (one-time payment)`;

/** User-facing texts, exactly as the product has always shown them. */
export const PAYMENT_MESSAGES = {
  sdkLoadFailed: "PayPal checkout failed to load. Please refresh the page and try again.",
  containerMissing: "PayPal container not found. Please refresh the page and try again.",
  processingError: "There was a problem processing your payment. Please try again.",
  cancelled: "Payment cancelled.",
  success: (name: string) => `Payment successful! Thank you, ${name}!`,
  /** PayPal accepted the payment but holds it for review; the webhook grants premium later. */
  pending: "Your payment is pending with PayPal. Premium will be activated as soon as PayPal completes it.",
  signInRequired: "Please sign in to upgrade.",
  alreadyPremium: "You already have the Unlimited Plan.",
} as const;
