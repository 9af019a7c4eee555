"use client";

import { useTransition } from "react";
import { useRouter } from "next/navigation";
import { LogOut } from "lucide-react";
import { signOutAction } from "@/lib/auth/session-actions";
import { refreshAccount } from "./account-store";
import { toast } from "./toast";
import { ROUTES } from "@/lib/routes";

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
          const result = await signOutAction();
          onDone?.();
          if (!result.ok) {
            toast.error(result.message);
            return;
          }
          toast.success("Signed out successfully");
          void refreshAccount();
          router.replace(ROUTES.home);
          router.refresh();
        })
      }
    >
      <LogOut className="h-4 w-4" aria-hidden="true" />
      {pending ? "Signing Out..." : "Sign Out"}
    </button>
  );
}
