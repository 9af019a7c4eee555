import Link from "@/components/layout/Link";
import { MoonMark } from "./Logo";
import { mainNav } from "./nav-links";
import { ROUTES } from "@/lib/routes";

const groups = [
  { title: "Navigation", links: mainNav },
  {
    title: "Account",
    links: [
      { href: ROUTES.register, label: "Register" },
      { href: ROUTES.login, label: "Sign In" },
      { href: ROUTES.dashboard, label: "Dashboard" },
      { href: ROUTES.notifications, label: "E-mail Notifications" },
      { href: ROUTES.support, label: "Support" },
    ],
  },
  {
    title: "Legal",
    links: [
      { href: ROUTES.privacy, label: "Privacy Policy" },
      { href: ROUTES.terms, label: "Terms of Service" },
      { href: ROUTES.faq, label: "FAQ" },
    ],
  },
];

export function SiteFooter() {
  return (
    <footer className="mt-24 border-t border-night-700/70 bg-night-950/60">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-4">
        <div>
          <div className="flex items-center gap-2 font-serif text-lg text-mist-50">
            <MoonMark className="h-6 w-6" /> Oneira
          </div>
          <p className="mt-3 max-w-xs text-sm text-mist-300">
            Dream interpretation grounded in Jungian and Freudian psychology, and a private journal that learns your symbols.
          </p>
        </div>
        {groups.map((g) => (
          <nav key={g.title} aria-label={g.title}>
            <h2 className="text-sm font-semibold uppercase tracking-wider text-mist-400">{g.title}</h2>
            <ul className="mt-3 space-y-2">
              {g.links.map((l) => (
                <li key={l.href}>
                  <Link href={l.href} className="text-sm text-mist-300 hover:text-white">
                    {l.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <p className="border-t border-night-800 py-5 text-center text-xs text-mist-400">
        © 2026 Oneira. Dream interpretations are for reflection, not medical or psychological advice.
      </p>
    </footer>
  );
}
