"use client";

import type { UseFormRegisterReturn } from "react-hook-form";
import { Save } from "lucide-react";
import Link from "@/components/layout/Link";
import { ROUTES } from "@/lib/routes";

type Props = { signedIn: boolean; disabled: boolean; interpretField?: UseFormRegisterReturn };

/** A member keeps the dream (and may ask for it to be interpreted); anyone else goes to Interpret. */
export function OfflineCaptureFooter({ signedIn, disabled, interpretField }: Props) {
  return (
    <div className="mt-4 flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex flex-wrap items-center gap-3">
        {signedIn && (
          <label className="inline-flex items-center gap-2 text-sm text-mist-100">
            <input type="checkbox" className="h-4 w-4 accent-aurora-500" {...interpretField} />
            Interpret it once it's saved
          </label>
        )}
      </div>
      {signedIn ? (
        <button type="submit" className="btn-primary px-7 py-3 text-base" disabled={disabled}>
          <Save className="h-4 w-4" aria-hidden="true" /> Keep this dream
        </button>
      ) : (
        <Link href={ROUTES.interpret} className="btn-primary px-7 py-3 text-base">
          Go to Interpret
        </Link>
      )}
    </div>
  );
}
