import { useEffect, useState } from 'react';
import type { Violation } from '#shared/compliance/violation';

export type DiagramFindings =
  | { phase: 'scanning' }
  | { phase: 'ready'; violations: Violation[] }
  | { phase: 'failed' };

/**
 * The template's findings from our compliance engine, scanned on the page after the diagram is
 * drawn (the engine loads as its own chunk, so a page that shows no diagram never pays for it).
 */
export function useFindings(templateBody: string, region: string | undefined): DiagramFindings {
  const [state, setState] = useState<DiagramFindings>({ phase: 'scanning' });
  useEffect(() => {
    let live = true;
    setState({ phase: 'scanning' });
    const timer = setTimeout(() => {
      import('#shared/compliance/scan')
        .then(({ scanTemplate }) => {
          const scan = scanTemplate(templateBody, { region, detectedAt: '1970-01-01T00:00:00.000Z' });
          if (live) setState({ phase: 'ready', violations: scan.violations });
        })
        .catch(() => live && setState({ phase: 'failed' }));
    }, 0);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [templateBody, region]);
  return state;
}
