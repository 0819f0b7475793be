import { useSyncExternalStore } from 'react';

/** Below Cloudscape's 'xs' breakpoint (688 px): a phone, where a table's columns do not fit. */
export const NARROW_QUERY = '(max-width: 687px)';

const subscribe = (onChange: () => void) => {
  const query = window.matchMedia(NARROW_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};

/** Whether the window is phone-narrow now; false when pre-rendering (no window). */
export function useNarrow(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(NARROW_QUERY).matches,
    () => false,
  );
}
