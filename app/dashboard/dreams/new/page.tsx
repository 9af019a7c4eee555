import { Suspense } from "react";
import { redirect } from "next/navigation";
import { BackToDreamLog } from "@/app/dashboard/BackToDreamLog";
import { getViewer } from "@/lib/auth/current-user";
import { pageMetadata } from "@/lib/seo/metadata";
import { JournalEntryForm } from "../JournalEntryForm";

export const metadata = pageMetadata({
  title: "Write a dream",
  description: "Write a dream into your private DreamLog now and interpret it later.",
  path: "/dashboard/dreams/new",
  noIndex: true,
});

async function SignedInForm() {
  if (!(await getViewer())) redirect("/login?next=/dashboard/dreams/new");
  return <JournalEntryForm cancelHref="/dashboard" />;
}

export default function NewDreamPage() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <BackToDreamLog className="mb-6" />
      <h1 className="font-serif text-4xl text-mist-50">Write a dream</h1>
      <p className="mt-2 text-mist-300">
        Save it to your DreamLog as it is — no interpretation, nothing used from your daily quota. You can interpret it later from its page.
      </p>
      <div className="mt-8">
        <Suspense fallback={<div aria-hidden="true" className="h-[34rem] animate-pulse rounded-2xl bg-night-800/70" />}>
          <SignedInForm />
        </Suspense>
      </div>
    </div>
  );
}
