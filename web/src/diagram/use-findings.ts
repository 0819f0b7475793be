import { useEffect, useState } from 'react';
import type { ScanSettings } from '#shared/compliance/types';
import type { Violation } from '#shared/compliance/violation';
import { residencyOf, useResidency } from '../settings/use-residency';

export type DiagramFindings =
  | { phase: 'scanning' }
  | { phase: 'ready'; violations: Violation[] }
  | { phase: 'failed' };

/** The findings the diagram marks: the engine's, judged with the user's residency setting. */
export async function diagramFindings(
  templateBody: string,
  region: string | undefined,
  settings: Partial<ScanSettings> | undefined,
): Promise<Violation[]> {
  const { scanTemplate } = await import('#shared/compliance/scan');
  return scanTemplate(templateBody, {
    region,
    detectedAt: '1970-01-01T00:00:00.000Z',
    ...(settings && { settings }),
  }).violations;
}

/**
 * The template's findings from our compliance engine, scanned on the page after the diagram is
 * drawn (the engine loads as its own chunk, so a page that shows no diagram never pays for it),
 * once the residency setting is read: scanned without it, every diagram said no in-Kingdom
 * regions were configured after they were.
 */
export function useFindings(templateBody: string, region: string | undefined): DiagramFindings {
  const [state, setState] = useState<DiagramFindings>({ phase: 'scanning' });
  const residency = useResidency();
  const settled = residency.phase !== 'loading';
  const regions = residency.phase === 'ready' ? residency.view.in_kingdom_regions.join(',') : '';
  const levels = residency.phase === 'ready' ? residency.view.resident_classifications.join(',') : '';
  // biome-ignore lint/correctness/useExhaustiveDependencies: the setting is read through its joined values, so a new object with the same values scans nothing again
  useEffect(() => {
    if (!settled) return;
    let live = true;
    setState({ phase: 'scanning' });
    const timer = setTimeout(() => {
      diagramFindings(templateBody, region, residencyOf(residency))
        .then((violations) => live && setState({ phase: 'ready', violations }))
        .catch(() => live && setState({ phase: 'failed' }));
    }, 0);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [templateBody, region, settled, regions, levels]);
  return state;
}
