import { Suspense, type ReactNode } from "react";
import { BackToDreamLog } from "./BackToDreamLog";

type Props = {
  title: string;
  width: "max-w-3xl" | "max-w-4xl";
  /** Form pages set the way back apart from the title; the others keep it close above. */
  spacedBack?: boolean;
  /** Under the title, outside the suspended part: it is the same for every member. */
  intro?: ReactNode;
  /** Space between the title (or intro) and the content. */
  gap?: "mt-6" | "mt-8";
  /** What stands in while the member's content streams. */
  fallback: ReactNode;
  /** The member's own content, rendered behind Suspense. */
  children: ReactNode;
  /** After the content, outside the suspended part. */
  after?: ReactNode;
};

/** The frame of every DreamLog sub-page: the way back, the title, then the member's content streamed in. */
export function DreamLogSubPage({ title, width, spacedBack = false, intro, gap = "mt-8", fallback, children, after }: Props) {
  return (
    <div className={`mx-auto ${width} px-4 py-12 sm:px-6`}>
      <BackToDreamLog className={spacedBack ? "mb-6" : ""} />
      <h1 className={spacedBack ? "font-serif text-4xl text-mist-50" : "mt-3 font-serif text-4xl text-mist-50"}>{title}</h1>
      {intro}
      <div className={gap}>
        <Suspense fallback={fallback}>{children}</Suspense>
      </div>
      {after}
    </div>
  );
}
