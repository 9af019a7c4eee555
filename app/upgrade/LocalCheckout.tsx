"use client";

import { useId, useState } from "react";
import { FlaskConical, Loader2 } from "lucide-react";
import { PLAN_NAME } from "@/lib/payments/constants";
import { CURRENCY, PRICE } from "@/lib/site-config";
import { approveLocalOrderAction, captureOrderAction, createOrderAction } from "./actions";
import { usePaymentOutcome } from "./use-payment-outcome";

const scenarios = [
  { value: "success", label: "Payment completes" },
  { value: "declined", label: "Card declined at capture" },
  { value: "pending", label: "Capture pending review" },
  { value: "wrong-amount", label: "Wrong amount captured" },
  { value: "wrong-currency", label: "Wrong currency captured" },
  { value: "server-error", label: "PayPal server error" },
] as const;

type Step = { name: "idle" } | { name: "creating" } | { name: "approval"; orderId: string } | { name: "capturing"; orderId: string };

type Scenario = (typeof scenarios)[number]["value"];

/** The checkout's steps: create the order, approve it at the mock (with the chosen outcome), capture. */
function useLocalCheckout() {
  const outcome = usePaymentOutcome();
  const [step, setStep] = useState<Step>({ name: "idle" });
  const [scenario, setScenario] = useState<Scenario>("success");

  async function start() {
    setStep({ name: "creating" });
    const created = await createOrderAction();
    if (!created.ok) {
      outcome.failed(created.message);
      setStep({ name: "idle" });
      return;
    }
    setStep({ name: "approval", orderId: created.data.orderId });
  }

  async function approve(orderId: string) {
    setStep({ name: "capturing", orderId });
    const approved = await approveLocalOrderAction(orderId, scenario);
    if (!approved.ok) {
      outcome.failed();
      setStep({ name: "idle" });
      return;
    }
    const result = await captureOrderAction(orderId);
    outcome.captured(result);
    setStep({ name: "idle" });
  }

  function cancel() {
    outcome.cancelled();
    setStep({ name: "idle" });
  }

  return { step, scenario, setScenario, start, approve, cancel, busy: step.name === "creating" || step.name === "capturing" };
}

/**
 * Local mode's stand-in for PayPal's button and pop-up. It runs the same server actions as the
 * real checkout (createOrder, then capture); the approval goes to the in-process PayPal mock.
 */
export function LocalCheckout() {
  const { step, scenario, setScenario, start, approve, cancel, busy } = useLocalCheckout();

  return (
    <section
      aria-labelledby="local-checkout-title"
      className="rounded-2xl border border-dashed border-moon-400/60 bg-night-950/60 p-5"
      data-testid="local-checkout"
    >
      <p className="inline-flex items-center gap-1.5 rounded-full bg-moon-400/15 px-3 py-1 text-xs font-semibold uppercase tracking-wide text-moon-300">
        <FlaskConical className="h-3.5 w-3.5" aria-hidden="true" /> Local checkout
      </p>
      <h3 id="local-checkout-title" className="mt-3 text-lg font-semibold text-mist-50">
        Test payment — no money moves
      </h3>
      <p className="mt-1 text-sm text-mist-300">
        PayPal is simulated on this machine. The server creates and captures the order exactly as it would with PayPal.
      </p>
      <ScenarioSelect value={scenario} onChange={setScenario} disabled={busy} />
      {step.name === "idle" || step.name === "creating" ? (
        <button type="button" className="btn-primary mt-4 w-full" onClick={start} disabled={busy}>
          {step.name === "creating" && <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />}
          Pay ${PRICE} with test checkout
        </button>
      ) : (
        <ApprovalPanel step={step} onApprove={() => approve(step.orderId)} onCancel={cancel} busy={busy} />
      )}
    </section>
  );
}

function ScenarioSelect({ value, onChange, disabled }: { value: Scenario; onChange: (s: Scenario) => void; disabled: boolean }) {
  const selectId = useId();
  return (
    <>
      <label htmlFor={selectId} className="mt-4 block text-sm font-medium text-mist-100">
        Test outcome
      </label>
      <select id={selectId} className="field mt-1" value={value} disabled={disabled} onChange={(e) => onChange(e.target.value as Scenario)}>
        {scenarios.map((s) => (
          <option key={s.value} value={s.value}>
            {s.label}
          </option>
        ))}
      </select>
    </>
  );
}

/** The mock's pop-up: the order to approve, as PayPal would show it. */
function ApprovalPanel(props: { step: Extract<Step, { orderId: string }>; onApprove: () => void; onCancel: () => void; busy: boolean }) {
  const { step, onApprove, onCancel, busy } = props;
  return (
    <div role="group" aria-label="Approve the test payment" className="mt-4 rounded-xl border border-night-600 bg-night-800/80 p-4">
      <p className="text-sm text-mist-100">
        {PLAN_NAME}:{" "}
        <strong className="text-mist-50">
          ${PRICE} {CURRENCY}
        </strong>
      </p>
      <p className="mt-1 break-all text-xs text-mist-400">Order {step.orderId}</p>
      <div className="mt-4 flex flex-col gap-2 sm:flex-row">
        <button type="button" className="btn-primary flex-1" onClick={onApprove} disabled={busy}>
          {step.name === "capturing" && <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />}
          {step.name === "capturing" ? "Processing…" : "Approve test payment"}
        </button>
        <button type="button" className="btn-secondary flex-1" onClick={onCancel} disabled={busy}>
          Cancel
        </button>
      </div>
    </div>
  );
}
