"use client";

import dynamic from "next/dynamic";

// Loaded once the page is interactive: no page toasts while it loads, and the toaster's code then
// stays off the critical path of every content page.
const Sonner = dynamic(() => import("sonner").then((m) => m.Toaster), { ssr: false });

/** Top right, rich colours, a close button, one toast at a time (as the product always had). */
export function Toaster() {
  return <Sonner position="top-right" richColors closeButton visibleToasts={1} theme="dark" />;
}
