import { Suspense } from "react";
import Link from "@/components/layout/Link";
import { LogIn, Mail, Sparkles } from "lucide-react";
import { getViewer } from "@/lib/auth/current-user";
import { pageMetadata } from "@/lib/seo/metadata";
import { SupportForm } from "./SupportForm";
import { ROUTES, withNext } from "@/lib/routes";

export const metadata = pageMetadata({
  title: "Contact support",
  description: "Questions about Oneira, your account or a payment? Send us a message and we'll answer by e-mail.",
  path: ROUTES.support,
});

function FormSkeleton() {
  return (
    <div aria-hidden="true" className="space-y-4">
      <div className="h-16 animate-pulse rounded-xl bg-night-800/70" />
      <div className="h-48 animate-pulse rounded-xl bg-night-800/70" />
      <div className="h-10 w-40 animate-pulse rounded-full bg-night-800/70" />
    </div>
  );
}

async function SupportContent() {
  const viewer = await getViewer();
  if (!viewer) {
    return (
      <div className="text-center">
        <LogIn className="mx-auto h-10 w-10 text-aurora-300" aria-hidden="true" />
        <h2 className="mt-4 text-xl font-semibold text-mist-50">Please sign in to contact support</h2>
        <p className="mx-auto mt-2 max-w-md text-mist-300">Signing in lets us see your account and reply to the right address.</p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <Link href={withNext(ROUTES.login, ROUTES.support)} className="btn-primary">
            Sign in
          </Link>
          <Link href={withNext(ROUTES.register, ROUTES.support)} className="btn-secondary">
            Create an account
          </Link>
        </div>
        <p className="mt-6 text-sm text-mist-400">
          Can't sign in?{" "}
          <Link href={ROUTES.forgotPassword} className="text-aurora-300 hover:text-moon-300">
            Reset your password
          </Link>
          , or see the{" "}
          <Link href={ROUTES.faq} className="text-aurora-300 hover:text-moon-300">
            FAQ
          </Link>
          .
        </p>
      </div>
    );
  }
  return (
    <>
      {viewer.isPremium ? (
        <p className="mb-6 flex items-start gap-2 rounded-xl border border-moon-400/30 bg-moon-400/10 px-4 py-3 text-sm text-moon-300">
          <Sparkles className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
          <span>
            Priority support: as an Unlimited member, your message goes to the front of the queue. We usually reply within one business day.
          </span>
        </p>
      ) : (
        <p className="mb-6 text-sm text-mist-300">We usually reply within a few business days.</p>
      )}
      <SupportForm email={viewer.email} />
    </>
  );
}

export default function SupportPage() {
  return (
    <div className="mx-auto max-w-2xl px-4 py-12 sm:px-6">
      <h1 className="font-serif text-4xl text-mist-50">Contact support</h1>
      <p className="mt-3 text-mist-300">
        Questions about your account, a payment or an interpretation? Write to us and we'll answer by e-mail. Many answers are already in
        the{" "}
        <Link href={ROUTES.faq} className="text-aurora-300 hover:text-moon-300">
          FAQ
        </Link>
        .
      </p>
      <div className="card mt-8 p-5 sm:p-8">
        <Suspense fallback={<FormSkeleton />}>
          <SupportContent />
        </Suspense>
      </div>
      <p className="mt-6 flex items-center gap-2 text-sm text-mist-400">
        <Mail className="h-4 w-4 shrink-0" aria-hidden="true" />
        <span>
          Pattern e-mails can be managed under{" "}
          <Link href={ROUTES.notifications} className="text-aurora-300 hover:text-moon-300">
            E-mail notifications
          </Link>
          .
        </span>
      </p>
    </div>
  );
}
