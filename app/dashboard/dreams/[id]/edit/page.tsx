import { notFound, redirect } from "next/navigation";
import { DreamLogSubPage } from "@/app/dashboard/DreamLogSubPage";
import { getViewer } from "@/lib/auth/current-user";
import { withUser } from "@/lib/db/with-user";
import { getDream } from "@/lib/dreams/related";
import { pageMetadata } from "@/lib/seo/metadata";
import { JournalEntryForm } from "../../JournalEntryForm";
import { ROUTES, dreamEditPath, dreamPath, withNext } from "@/lib/routes";

export const metadata = pageMetadata({
  title: "Edit dream",
  description: "Edit a dream in your private DreamLog.",
  path: ROUTES.dashboard,
  noIndex: true,
});

type Props = { params: Promise<{ id: string }> };

async function EditForm({ params }: Props) {
  const { id } = await params;
  const viewer = await getViewer();
  if (!viewer) redirect(withNext(ROUTES.login, dreamEditPath(id)));
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
        cancelHref={dreamPath(dream.id)}
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
    <DreamLogSubPage
      title="Edit dream"
      width="max-w-3xl"
      spacedBack
      fallback={<div aria-hidden="true" className="h-[34rem] animate-pulse rounded-2xl bg-night-800/70" />}
    >
      <EditForm params={props.params} />
    </DreamLogSubPage>
  );
}
