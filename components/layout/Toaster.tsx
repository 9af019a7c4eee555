"use client";

import { useEffect, useState } from "react";
import dynamic from "next/dynamic";
import { onFirstToast } from "./toast";

const Sonner = dynamic(() => import("sonner").then((m) => m.Toaster), { ssr: false });

// below the sticky 64 px header, so a toast never covers its account buttons ("Sign Out")
const BELOW_HEADER = { top: 80 };
const BELOW_HEADER_MOBILE = { top: 72 };

/**
 * Top right, rich colours, a close button, one toast at a time (as the product always had).
 * Mounted on the first toast (./toast.ts), then kept across navigations.
 */

export function Toaster() {
  const [needed, setNeeded] = useState(false);
  useEffect(() => onFirstToast(() => setNeeded(true)), []);
  return needed ? (
    <Sonner
      position="top-right"
      offset={BELOW_HEADER}
      mobileOffset={BELOW_HEADER_MOBILE}
      richColors
      closeButton
      visibleToasts={1}
      theme="dark"
    />
  ) : null;
}
