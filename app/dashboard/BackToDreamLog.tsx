import Link from "@/components/layout/Link";
import { ArrowLeft } from "lucide-react";
import { ROUTES } from "@/lib/routes";

/** The way back from every DreamLog sub-page. */
export function BackToDreamLog({ className = "" }: { className?: string }) {
  return (
    <Link href={ROUTES.dashboard} className={`inline-flex items-center gap-1.5 text-sm text-mist-300 hover:text-white ${className}`}>
      <ArrowLeft className="h-4 w-4" aria-hidden="true" /> My DreamLog
    </Link>
  );
}
