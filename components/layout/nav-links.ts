import { ROUTES } from "@/lib/routes";
export const mainNav = [
  { href: ROUTES.home, label: "Home" },
  { href: ROUTES.interpret, label: "Interpret Dreams" },
  { href: ROUTES.dictionary, label: "Dream Dictionary" },
  { href: ROUTES.about, label: "About" },
] as const;
