import Link from "@/components/layout/Link";
import { KIND_LABELS, type DreamKind } from "@/lib/dreams/journal-input";
import { searchHref } from "@/lib/dreams/search-href";

/** A dream's kinds and tags, each a link to the DreamLog filtered by it. */
export function DreamTags({ kinds, tags, className = "" }: { kinds: DreamKind[]; tags: string[]; className?: string }) {
  if (kinds.length === 0 && tags.length === 0) return null;
  return (
    <ul className={`flex flex-wrap gap-2 ${className}`} aria-label="Kinds and tags">
      {kinds.map((k) => (
        <li key={`kind-${k}`}>
          <Link
            href={searchHref({ kind: k })}
            className="inline-block rounded-full bg-moon-400/15 px-3 py-1 text-xs font-semibold text-moon-300 hover:bg-moon-400/25 hover:text-white"
          >
            {KIND_LABELS[k]}
          </Link>
        </li>
      ))}
      {tags.map((t) => (
        <li key={`tag-${t}`}>
          <Link
            href={searchHref({ tag: t })}
            className="inline-block rounded-full border border-night-600 px-3 py-1 text-xs text-mist-200 hover:border-aurora-400 hover:text-white"
          >
            #{t}
          </Link>
        </li>
      ))}
    </ul>
  );
}
