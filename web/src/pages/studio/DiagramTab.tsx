import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import Toggle from '@cloudscape-design/components/toggle';
import { useEffect, useState } from 'react';
import { type DiagramGraph, layoutGraph, renderSvg } from '#shared/diagram/index';
import type { Artifact } from '#shared/generation/artifacts';
import { createWorkerElk } from '#web/diagram/layout-client';
import { downloadText } from './download';

/**
 * The architecture diagram, laid out in a web worker from the run's graph and drawn with the same
 * renderer as the downloadable SVG.
 */
export function DiagramTab({ graph, svg }: { graph?: Artifact; svg?: Artifact }) {
  const [drawn, setDrawn] = useState<string | undefined>();
  const [error, setError] = useState<string | undefined>();
  const [fit, setFit] = useState(true);

  useEffect(() => {
    if (!graph) return;
    const elk = createWorkerElk();
    let current = true;
    layoutGraph(JSON.parse(graph.content) as DiagramGraph, elk)
      .then((layout) => current && setDrawn(renderSvg(layout)))
      .catch(
        (failure: unknown) =>
          current && setError(failure instanceof Error ? failure.message : String(failure)),
      )
      .finally(() => elk.terminate());
    return () => {
      current = false;
    };
  }, [graph]);

  const shown = drawn ?? (error ? svg?.content : undefined);
  return (
    <SpaceBetween size="s">
      <SpaceBetween direction="horizontal" size="xs">
        <Toggle checked={fit} onChange={({ detail }) => setFit(detail.checked)}>
          Fit to width
        </Toggle>
        {svg && (
          <Button iconName="download" onClick={() => downloadText(svg.name, svg.content, svg.content_type)}>
            Download SVG
          </Button>
        )}
      </SpaceBetween>
      {shown ? (
        <div className={`sahab-studio-diagram${fit ? ' sahab-studio-diagram--fit' : ''}`}>
          <img
            src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(shown)}`}
            alt="Architecture diagram of the generated template"
            data-testid="studio-diagram"
          />
        </div>
      ) : (
        <Spinner size="large" />
      )}
    </SpaceBetween>
  );
}
