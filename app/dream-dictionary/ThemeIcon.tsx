import { themeIcons } from "@/lib/dictionary/icons";
import type { IconName } from "@/lib/dictionary/schema";

const SIZES = {
  card: { disk: "h-12 w-12", icon: "h-6 w-6" },
  article: { disk: "h-14 w-14", icon: "h-7 w-7" },
} as const;

/** A theme's icon on its round tint: smaller on the dictionary's cards, larger atop a guide. */
export function ThemeIcon({ name, size }: { name: IconName; size: keyof typeof SIZES }) {
  const Icon = themeIcons[name];
  return (
    <span className={`flex ${SIZES[size].disk} items-center justify-center rounded-full bg-aurora-600/20`}>
      <Icon className={`${SIZES[size].icon} text-aurora-300`} aria-hidden="true" />
    </span>
  );
}
