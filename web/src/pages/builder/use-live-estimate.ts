import { useEffect, useState } from 'react';
import type { FrameworkId, ScanSettings } from '#shared/compliance/types';
import type { DeploymentEstimate } from './live-estimate';

/** Waits this long after the last change, so typing does not rescan on every key. */
const SETTLE_MS = 300;

/**
 * The deploy dialog's live score and cost. The engine and the price list load on first use, in
 * their own chunk, so the builder's first download stays small.
 */
export function useLiveEstimate(
  templateBody: string,
  region: string,
  values: Record<string, string>,
  settings?: Partial<ScanSettings>,
  /** the frameworks the template is held to; all three by default */
  frameworks?: readonly FrameworkId[],
) {
  // a new array with the same frameworks scans nothing again
  const held = frameworks?.join(',');
  const [estimate, setEstimate] = useState<DeploymentEstimate>();
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    const timer = setTimeout(() => {
      import('./live-estimate')
        .then(({ estimateDeployment }) => {
          if (live)
            setEstimate(
              estimateDeployment(
                templateBody,
                region,
                values,
                settings,
                held ? (held.split(',') as FrameworkId[]) : undefined,
              ),
            );
        })
        .catch(() => live && setFailed(true));
    }, SETTLE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [templateBody, region, values, settings, held]);
  return { estimate, failed };
}
