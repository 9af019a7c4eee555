"use client";

import { Toaster as Sonner } from "sonner";

/** Top right, rich colours, a close button, one toast at a time (as the product always had). */
export function Toaster() {
  return <Sonner position="top-right" richColors closeButton visibleToasts={1} theme="dark" />;
}
