import { useEffect, useState } from 'react';
import { layoutGraph, renderSvg, templateToGraph } from '#shared/diagram/index';
import type { DiagramGraph } from '#shared/diagram/types';
import { createWorkerElk } from '#web/diagram/layout-client';

export type DiagramState =
  | { phase: 'laying-out' }
  | { phase: 'ready'; svg: string; graph: DiagramGraph }
  | { phase: 'failed'; message: string };

/** The template's diagram: graph on the page, layout in the worker, then the SVG document. */
export function useDiagram(templateBody: string, title: string): DiagramState {
  const [state, setState] = useState<DiagramState>({ phase: 'laying-out' });
  useEffect(() => {
    let live = true;
    setState({ phase: 'laying-out' });
    const elk = createWorkerElk();
    (async () => {
      const graph = templateToGraph(templateBody);
      const layout = await layoutGraph(graph, elk);
      if (live) setState({ phase: 'ready', svg: renderSvg(layout, title), graph });
    })().catch((error: unknown) => {
      if (live)
        setState({ phase: 'failed', message: error instanceof Error ? error.message : String(error) });
    });
    return () => {
      live = false;
      elk.terminate();
    };
  }, [templateBody, title]);
  return state;
}

/** Saves the SVG document as a file. */
export function downloadSvg(svg: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
