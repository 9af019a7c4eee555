import { redirect } from "next/navigation";
import { DreamLogSubPage } from "@/app/dashboard/DreamLogSubPage";
import { getViewer } from "@/lib/auth/current-user";
import { pageMetadata } from "@/lib/seo/metadata";
import { JournalEntryForm } from "../JournalEntryForm";
import { ROUTES, withNext } from "@/lib/routes";

export const metadata = pageMetadata({
  title: "Write a dream",
  description: "Write a dream into your private DreamLog now and interpret it later.",
  path: ROUTES.newDream,
  noIndex: true,
});

async function SignedInForm() {
  if (!(await getViewer())) redirect(withNext(ROUTES.login, ROUTES.newDream));
  return <JournalEntryForm cancelHref={ROUTES.dashboard} />;
}

export default function NewDreamPage() {
  return (
    <DreamLogSubPage
      title="Write a dream"
      width="max-w-3xl"
      spacedBack
      intro={
        <p className="mt-2 text-mist-300">
          Save it to your DreamLog as it is — no interpretation, nothing used from your daily quota. You can interpret it later from its
          page.
        </p>
      }
      fallback={<div aria-hidden="true" className="h-[34rem] animate-pulse rounded-2xl bg-night-800/70" />}
    >
      <SignedInForm />
    </DreamLogSubPage>
  );
}
