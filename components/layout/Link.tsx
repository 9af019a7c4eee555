"use client";

import { useState, type ComponentProps } from "react";
import NextLink from "next/link";

/**
 * next/link that prefetches on intent (a pointer over it, focus, a touch) instead of on sight.
 * Prefetching every link in view made loading a page several RSC requests of main-thread work;
 * the route is still fetched before the click lands. (Next's "hover-triggered prefetch" guide.)
 */
export default function Link({ onMouseEnter, onFocus, onTouchStart, ...props }: ComponentProps<typeof NextLink>) {
  const [intent, setIntent] = useState(false);
  return (
    <NextLink
      {...props}
      prefetch={intent}
      onMouseEnter={(e) => {
        setIntent(true);
        onMouseEnter?.(e);
      }}
      onFocus={(e) => {
        setIntent(true);
        onFocus?.(e);
      }}
      onTouchStart={(e) => {
        setIntent(true);
        onTouchStart?.(e);
      }}
    />
  );
}
