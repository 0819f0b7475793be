import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False while React hydrates a page pre-rendered at build time (and in that build-time render),
 * true in every later render and in pages rendered in the browser from scratch. What depends on
 * the browser (runtime config, the reader's clock) renders only once this is true, so hydration
 * meets exactly the HTML the build wrote.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/**
 * The reader's clock for dates the page shows (today, the copyright year). The build's HTML holds
 * the day it was built: the element showing the date takes `key` and `suppressHydrationWarning`,
 * so React keeps that text while hydrating and then mounts it afresh with the reader's date.
 */
export function useReaderClock(): { now: Date; key: string } {
  const hydrated = useHydrated();
  return { now: new Date(), key: hydrated ? 'reader' : 'build' };
}
