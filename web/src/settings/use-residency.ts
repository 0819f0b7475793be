import { useEffect, useState } from 'react';
import { settingsResidencyGet } from '#shared/api/endpoints/settings';
import type { ResidencyView } from '#shared/residency/settings';
import { apiCall } from '#web/api/client';

/**
 * The caller's residency setting, read once per page load and shared by every screen that shows a
 * region (deploy dialogs, the studio, the compliance page); saving it updates them all.
 */
let current: Promise<ResidencyView> | undefined;
const listeners = new Set<(view: ResidencyView) => void>();

function load(): Promise<ResidencyView> {
  current ??= apiCall(settingsResidencyGet).catch((error: unknown) => {
    current = undefined; // a failed read is tried again by the next screen that asks
    throw error;
  });
  return current;
}

/** After a save: every mounted screen sees the new setting at once. */
export function publishResidency(view: ResidencyView): void {
  current = Promise.resolve(view);
  for (const listener of listeners) listener(view);
}

export type ResidencyState =
  | { phase: 'loading' }
  | { phase: 'ready'; view: ResidencyView }
  | { phase: 'failed' };

export function useResidency(): ResidencyState {
  const [state, setState] = useState<ResidencyState>({ phase: 'loading' });
  useEffect(() => {
    let live = true;
    const listener = (view: ResidencyView) => live && setState({ phase: 'ready', view });
    listeners.add(listener);
    load()
      .then(listener)
      .catch(() => live && setState({ phase: 'failed' }));
    return () => {
      live = false;
      listeners.delete(listener);
    };
  }, []);
  return state;
}

/** The in-Kingdom regions and levels the engine should use, once known. */
export function residencyOf(state: ResidencyState) {
  return state.phase === 'ready'
    ? {
        inKingdomRegions: state.view.in_kingdom_regions,
        residentClassifications: state.view.resident_classifications,
      }
    : undefined;
}
