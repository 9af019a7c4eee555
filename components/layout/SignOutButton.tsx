"use client";

import { useTransition } from "react";
import { useRouter } from "next/navigation";
import { LogOut } from "lucide-react";
import { signOutAction } from "@/app/auth/actions";
import { refreshAccount } from "./account-store";

export function SignOutButton({ className, onDone }: { className?: string; onDone?: () => void }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  return (
    <button
      type="button"
      className={className}
      disabled={pending}
      onClick={() =>
        startTransition(async () => {
          // The header is on every page: sonner is loaded when it is needed, not with the header.
          const [result, { toast }] = await Promise.all([signOutAction(), import("sonner")]);
          onDone?.();
          if (!result.ok) {
            toast.error(result.message);
            return;
          }
          toast.success("Signed out successfully");
          void refreshAccount();
          router.replace("/");
          router.refresh();
        })
      }
    >
      <LogOut className="h-4 w-4" aria-hidden="true" />
      {pending ? "Signing Out..." : "Sign Out"}
    </button>
  );
}
