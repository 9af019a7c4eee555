import Link from "@/components/layout/Link";
import { ReportMissingPath } from "./ReportMissingPath";
import { ROUTES } from "@/lib/routes";

export const metadata = { title: "Page not found", robots: { index: false } };

export default function NotFound() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-28 text-center">
      <p className="font-serif text-7xl font-semibold text-aurora-300">404</p>
      <h1 className="mt-4 text-2xl font-semibold text-mist-50">This dream has no door here</h1>
      <p className="mt-3 text-mist-300">The page you were looking for drifted away, or never existed.</p>
      <Link href={ROUTES.home} className="btn-primary mt-8">
        Return to Reality
      </Link>
      <ReportMissingPath />
    </section>
  );
}
