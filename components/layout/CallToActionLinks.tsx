import Link from "@/components/layout/Link";

type Target = { href: string; label: string };

type Props = {
  primary: Target;
  secondary: Target;
  /** The row's layout (it stacks on phones where the page wants that). */
  className: string;
  /** Extra classes for both links, e.g. their size. */
  linkClassName?: string;
};

/** A page's two calls to action side by side: the main one, then the alternative. */
export function CallToActionLinks({ primary, secondary, className, linkClassName }: Props) {
  const extra = linkClassName ? ` ${linkClassName}` : "";
  return (
    <div className={className}>
      <Link href={primary.href} className={`btn-primary${extra}`}>
        {primary.label}
      </Link>
      <Link href={secondary.href} className={`btn-secondary${extra}`}>
        {secondary.label}
      </Link>
    </div>
  );
}
