import { BookOpen, Ear, Feather, Flower2, Gem, Gift, Heart, Mountain, Smartphone, Smile, Star, Users, type LucideIcon } from "lucide-react";
import type { IconName } from "./schema";

/** The twelve theme icons, imported one by one so only these ship. */
export const themeIcons: Record<IconName, LucideIcon> = {
  Mountain,
  Smile,
  Gift,
  Users,
  Ear,
  Star,
  Smartphone,
  Flower2,
  Feather,
  Gem,
  BookOpen,
  Heart,
};
