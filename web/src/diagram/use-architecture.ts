import { useEffect, useRef, useState } from 'react';
import { layoutGraph, templateToGraph } from '#shared/diagram/index';
import type { DiagramGraph, DiagramLayout } from '#shared/diagram/types';
import { createWorkerElk } from './layout-client';

export type ArchitectureState =
  | { phase: 'laying-out' }
  | { phase: 'ready'; graph: DiagramGraph; layout: DiagramLayout }
  | { phase: 'failed'; message: string };

/**
 * The template's diagram: graph on the page (with the folds `expand` undoes), layout in the
 * worker. One worker per mounted diagram, reused as the user expands boxes.
 */
export function useArchitecture(templateBody: string, region: string | undefined, expand: 'all' | string[]) {
  const [state, setState] = useState<ArchitectureState>({ phase: 'laying-out' });
  const worker = useRef<ReturnType<typeof createWorkerElk>>(undefined);
  useEffect(
    () => () => {
      worker.current?.terminate();
      worker.current = undefined;
    },
    [],
  );
  const expandKey = expand === 'all' ? 'all' : expand.join('\n');
  useEffect(() => {
    let live = true;
    setState((previous) => (previous.phase === 'ready' ? previous : { phase: 'laying-out' }));
    (async () => {
      const opened = expandKey === 'all' ? 'all' : expandKey.split('\n').filter(Boolean);
      const graph = templateToGraph(templateBody, { region, expand: opened, withProperties: true });
      worker.current ??= createWorkerElk();
      const layout = await layoutGraph(graph, worker.current);
      if (live) setState({ phase: 'ready', graph, layout });
    })().catch((error: unknown) => {
      if (live)
        setState({ phase: 'failed', message: error instanceof Error ? error.message : String(error) });
    });
    return () => {
      live = false;
    };
  }, [templateBody, region, expandKey]);
  return state;
}
