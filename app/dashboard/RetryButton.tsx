"use client";

import { useTransition } from "react";
import { useRouter } from "next/navigation";

export function RetryButton() {
  const router = useRouter();
  const [pending, start] = useTransition();
  return (
    <button type="button" className="btn-primary mt-6" disabled={pending} onClick={() => start(() => router.refresh())}>
      {pending ? "Retrying..." : "Try again"}
    </button>
  );
}
