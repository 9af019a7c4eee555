import { DreamLogSubPage } from "@/app/dashboard/DreamLogSubPage";
import Link from "@/components/layout/Link";
import { redirect } from "next/navigation";
import { Download, FileText } from "lucide-react";
import { getViewer } from "@/lib/auth/current-user";
import { IMPORT_MAX_BYTES } from "@/lib/dreams/import";
import { pageMetadata } from "@/lib/seo/metadata";
import { DeleteAccountForm, EmailForm, NameForm, PasswordForm } from "./SettingsForms";
import { ImportForm } from "./ImportForm";
import { ROUTES, withNext } from "@/lib/routes";

export const metadata = pageMetadata({
  title: "Settings",
  description: "Your Oneira account: name, e-mail, password, your data (export and import) and deleting your account.",
  path: ROUTES.settings,
  noIndex: true,
});

function Section({
  id,
  title,
  description,
  children,
  danger,
}: {
  id: string;
  title: string;
  description?: string;
  children: React.ReactNode;
  danger?: boolean;
}) {
  return (
    <section aria-labelledby={id} className={`card p-5 sm:p-6 ${danger ? "border-rose-500/40" : ""}`}>
      <h2 id={id} className={`text-lg font-semibold ${danger ? "text-rose-200" : "text-mist-50"}`}>
        {title}
      </h2>
      {description && <p className="mt-1 text-sm text-mist-300">{description}</p>}
      <div className="mt-4">{children}</div>
    </section>
  );
}

function SettingsSkeleton() {
  return (
    <div aria-hidden="true" className="space-y-6">
      {[0, 1, 2, 3].map((i) => (
        <div key={i} className="h-40 animate-pulse rounded-2xl bg-night-800/70" />
      ))}
    </div>
  );
}

async function SettingsContent() {
  const viewer = await getViewer();
  if (!viewer) redirect(withNext(ROUTES.login, ROUTES.settings));
  return (
    <div className="space-y-6">
      <Section id="profile-heading" title="Your name">
        <NameForm name={viewer.fullName ?? ""} />
      </Section>
      <Section id="email-heading" title="E-mail address">
        <EmailForm email={viewer.email} />
      </Section>
      <Section
        id="password-heading"
        title="Password"
        description="At least 6 characters. Other devices signed in to your account are signed out."
      >
        <PasswordForm />
      </Section>
      <Section
        id="notifications-heading"
        title="Pattern e-mails and support"
        description="A weekly or monthly e-mail about the symbols and feelings that recur in your dreams, and a way to reach us."
      >
        <div className="flex flex-wrap gap-3">
          <Link href={ROUTES.notifications} className="btn-secondary">
            E-mail notifications
          </Link>
          <Link href={ROUTES.support} className="btn-secondary">
            Contact support
          </Link>
        </div>
      </Section>
      <Section
        id="data-heading"
        title="Your data"
        description="Your DreamLog belongs to you. Download all of it, or bring in dreams from an export."
      >
        <h3 className="text-sm font-semibold uppercase tracking-wider text-aurora-300">Export</h3>
        <div className="mt-3 flex flex-wrap gap-3">
          <a href="/api/dreams/export?format=json" download className="btn-secondary">
            <Download className="h-4 w-4" aria-hidden="true" /> Download JSON
          </a>
          <a href="/api/dreams/export?format=md" download className="btn-secondary">
            <FileText className="h-4 w-4" aria-hidden="true" /> Download Markdown
          </a>
        </div>
        <p className="mt-2 text-sm text-mist-400">JSON keeps everything and can be imported again; Markdown is for reading.</p>
        <h3 className="mt-6 text-sm font-semibold uppercase tracking-wider text-aurora-300">Import</h3>
        <div className="mt-3">
          <ImportForm maxBytes={IMPORT_MAX_BYTES} />
        </div>
      </Section>
      <Section
        id="delete-heading"
        title="Delete account"
        danger
        description="This removes your account, every dream in your DreamLog and your usage history, and signs you out. It can't be undone. Payment records are kept for bookkeeping, without your name or dreams. Download your data first if you want to keep it."
      >
        <DeleteAccountForm email={viewer.email} />
      </Section>
    </div>
  );
}

export default function SettingsPage() {
  return (
    <DreamLogSubPage title="Settings" width="max-w-3xl" fallback={<SettingsSkeleton />}>
      <SettingsContent />
    </DreamLogSubPage>
  );
}
