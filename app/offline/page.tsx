import { pageMetadata } from "@/lib/seo/metadata";
import { OfflineCapture } from "@/components/offline/OfflineCapture";
import { ROUTES } from "@/lib/routes";

export const metadata = pageMetadata({
  title: "Write Down Your Dream",
  description:
    "Write your dream down even without a connection: Oneira keeps it on your device and saves it to your DreamLog when you're back online.",
  path: ROUTES.offline,
  noIndex: true,
});

/**
 * The page the service worker serves for any page it cannot fetch (public/sw.js). Static and the
 * same for everyone — the one page it stores — so it holds nothing of any member's.
 */
export default function OfflinePage() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <h1 className="font-serif text-4xl text-mist-50 sm:text-5xl">Write down your dream</h1>
      <p className="mt-3 text-mist-300">
        No connection needed. Write it while it's fresh; Oneira keeps it on this device and saves it to your DreamLog as soon as you're back
        online.
      </p>
      <div className="mt-8">
        <OfflineCapture />
      </div>
    </div>
  );
}
