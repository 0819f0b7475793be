import Spinner from '@cloudscape-design/components/spinner';
import { createElement, lazy, Suspense } from 'react';
import type { ArchitectureDiagramProps } from './ArchitectureDiagram';

export type { ArchitectureDiagramProps };

// The diagram (its model, details panel, pan and zoom, export) is a chunk of its own, fetched the
// first time a page shows a diagram, so the pages that can show one do not carry it in their first
// load; its layout engine (elkjs) runs in a worker that is fetched later still.
const LazyDiagram = lazy(() =>
  import('./ArchitectureDiagram').then((module) => ({ default: module.ArchitectureDiagram })),
);

export function ArchitectureDiagram(props: ArchitectureDiagramProps) {
  return createElement(
    Suspense,
    { fallback: createElement(Spinner, { size: 'large' }) },
    createElement(LazyDiagram, props),
  );
}
