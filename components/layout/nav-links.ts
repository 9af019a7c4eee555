export const mainNav = [
  { href: "/", label: "Home" },
  { href: "/interpret", label: "Interpret Dreams" },
  { href: "/dream-dictionary", label: "Dream Dictionary" },
  { href: "/about", label: "About" },
] as const;
