"use client";

import { useEffect, useState } from "react";
import dynamic from "next/dynamic";
import { onFirstToast } from "./toast";

const Sonner = dynamic(() => import("sonner").then((m) => m.Toaster), { ssr: false });

/**
 * Top right, rich colours, a close button, one toast at a time (as the product always had).
 * Mounted on the first toast (./toast.ts), then kept across navigations.
 */
export function Toaster() {
  const [needed, setNeeded] = useState(false);
  useEffect(() => onFirstToast(() => setNeeded(true)), []);
  return needed ? <Sonner position="top-right" richColors closeButton visibleToasts={1} theme="dark" /> : null;
}
