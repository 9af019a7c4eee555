import { Suspense } from "react";
import { notFound, redirect } from "next/navigation";
import { BackToDreamLog } from "@/app/dashboard/BackToDreamLog";
import { getViewer } from "@/lib/auth/current-user";
import { withUser } from "@/lib/db/with-user";
import { getDream } from "@/lib/dreams/related";
import { pageMetadata } from "@/lib/seo/metadata";
import { JournalEntryForm } from "../../JournalEntryForm";

export const metadata = pageMetadata({
  title: "Edit dream",
  description: "Edit a dream in your private DreamLog.",
  path: "/dashboard",
  noIndex: true,
});

type Props = { params: Promise<{ id: string }> };

async function EditForm({ params }: Props) {
  const { id } = await params;
  const viewer = await getViewer();
  if (!viewer) redirect(`/login?next=${encodeURIComponent(`/dashboard/dreams/${id}/edit`)}`);
  const dream = await withUser(viewer.claims, (tx) => getDream(tx, id));
  if (!dream) notFound();
  return (
    <>
      {dream.interpretation && (
        <p className="mb-6 text-sm text-mist-300">
          Changing the text keeps the interpretation, marked as made from an earlier version; interpreting it again counts like any
          interpretation.
        </p>
      )}
      <JournalEntryForm
        dreamId={dream.id}
        cancelHref={`/dashboard/dreams/${dream.id}`}
        initial={{
          text: dream.dreamText,
          title: dream.title ?? "",
          dreamtOn: dream.dreamtOn,
          tags: dream.tags.join(", "),
          kinds: dream.kinds,
        }}
      />
    </>
  );
}

export default function EditDreamPage(props: Props) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <BackToDreamLog className="mb-6" />
      <h1 className="font-serif text-4xl text-mist-50">Edit dream</h1>
      <div className="mt-8">
        <Suspense fallback={<div aria-hidden="true" className="h-[34rem] animate-pulse rounded-2xl bg-night-800/70" />}>
          <EditForm params={props.params} />
        </Suspense>
      </div>
    </div>
  );
}
