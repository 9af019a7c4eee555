"use client";

import { useEffect } from "react";

/** Tells the server which path was not found (see app/api/not-found). */
export function ReportMissingPath() {
  useEffect(() => {
    const body = JSON.stringify({ path: window.location.pathname });
    if (!navigator.sendBeacon?.("/api/not-found", new Blob([body], { type: "application/json" }))) {
      fetch("/api/not-found", { method: "POST", body, headers: { "content-type": "application/json" }, keepalive: true }).catch(() => {});
    }
  }, []);
  return null;
}
