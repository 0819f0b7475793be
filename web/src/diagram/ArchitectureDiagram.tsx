import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import Toggle from '@cloudscape-design/components/toggle';
import { useEffect, useMemo, useRef, useState } from 'react';
import { renderSvg } from '#shared/diagram/svg';
import { DiagramDetails } from './DiagramDetails';
import { findingsByBox, selectedOf } from './diagram-model';
import { downloadPng, downloadSvg } from './export';
import { useArchitecture } from './use-architecture';
import { useFindings } from './use-findings';
import { canvasHeight, usePanZoom } from './use-pan-zoom';
import './diagram.css';
import { DIAGRAM } from '#shared/messages/diagram';

export interface ArchitectureDiagramProps {
  templateBody: string;
  /** the diagram's title (in the exported files) */
  title: string;
  /** exported files are named `{fileName}.svg` and `.png` */
  fileName: string;
  region?: string;
  /** what the details panel offers for the selected resource (the builder: open its configuration) */
  resourceAction?: { label: string; onSelect: (resourceId: string) => void };
  description?: string;
  /** the canvas's test id (the builder's is 'template-diagram') */
  testId?: string;
}

/**
 * The architecture diagram of a template, the same in the studio, the builder, designs and
 * deployments: boxes grouped by VPC, subnet tier and subnet, glue folded into its owner (a "+n"
 * pill; "Show all resources" or a box's details undo it), zoom, pan and fit, a details panel for
 * the clicked box with its properties and findings, and SVG and PNG export.
 */
export function ArchitectureDiagram({
  templateBody,
  title,
  fileName,
  region,
  resourceAction,
  testId = 'architecture-diagram',
  description = DIAGRAM.description,
}: ArchitectureDiagramProps) {
  const [showAll, setShowAll] = useState(false);
  const [opened, setOpened] = useState<string[]>([]);
  const [selectedId, setSelectedId] = useState<string | undefined>();
  const diagram = useArchitecture(templateBody, region, showAll ? 'all' : opened);
  const findings = useFindings(templateBody, region);
  const canvas = useRef<HTMLDivElement>(null);

  const ready = diagram.phase === 'ready' ? diagram : undefined;
  const svg = useMemo(() => {
    if (!ready) return '';
    const marks = findings.phase === 'ready' ? findingsByBox(ready.graph, findings.violations) : {};
    return renderSvg(ready.layout, { title, findings: marks });
  }, [ready, findings, title]);
  const content = ready ? { width: ready.layout.width, height: ready.layout.height } : undefined;
  const zoom = usePanZoom(canvas, content, (target) => {
    const id = target.closest('[data-resource-id]')?.getAttribute('data-resource-id');
    setSelectedId(id ?? undefined);
  });

  // The drawn SVG follows the view through its viewBox; the selected box is outlined.
  useEffect(() => {
    const element = canvas.current?.querySelector('svg');
    if (!element || !content) return;
    const { view, size } = zoom;
    element.setAttribute('width', '100%');
    element.setAttribute('height', '100%');
    element.setAttribute('preserveAspectRatio', 'xMinYMin meet');
    element.setAttribute(
      'viewBox',
      `${view.x} ${view.y} ${Math.max(1, size.width / view.scale)} ${Math.max(1, size.height / view.scale)}`,
    );
    for (const marked of element.querySelectorAll('.selected')) marked.classList.remove('selected');
    const shown = selectedId && ready?.graph.resources.find((r) => r.id === selectedId)?.shownIn;
    const box =
      (shown || selectedId) &&
      element.querySelector(`[data-resource-id="${CSS.escape(shown || selectedId || '')}"]`);
    if (box) box.classList.add('selected');
  });

  const selected = ready && selectedId ? selectedOf(ready.graph, selectedId) : undefined;
  const toggleExpand = (id: string) =>
    setOpened((list) => (list.includes(id) ? list.filter((x) => x !== id) : [...list, id]));
  const boxes = ready ? ready.graph.nodes.length + ready.graph.containers.length : 0;
  const width = canvas.current?.clientWidth ?? 800;

  return (
    <div data-testid={`${testId}-panel`}>
      <Container
        header={
          <Header
            variant="h2"
            description={description}
            actions={
              <SpaceBetween direction="horizontal" size="xs">
                <Button
                  iconName="download"
                  disabled={!ready}
                  onClick={() => downloadSvg(svg, `${fileName}.svg`)}
                >
                  {DIAGRAM.exportSvg}
                </Button>
                <Button
                  iconName="download"
                  disabled={!ready}
                  onClick={() =>
                    ready && void downloadPng(svg, ready.layout.width, ready.layout.height, `${fileName}.png`)
                  }
                >
                  {DIAGRAM.exportPng}
                </Button>
              </SpaceBetween>
            }
          >
            {DIAGRAM.title}
          </Header>
        }
      >
        <SpaceBetween size="s">
          <div className="sahab-diagram-toolbar">
            <SpaceBetween direction="horizontal" size="xs" alignItems="center">
              <Button
                iconName="zoom-out"
                variant="icon"
                ariaLabel={DIAGRAM.zoomOut}
                disabled={!ready}
                onClick={zoom.zoomOut}
              />
              <Button
                iconName="zoom-in"
                variant="icon"
                ariaLabel={DIAGRAM.zoomIn}
                disabled={!ready}
                onClick={zoom.zoomIn}
              />
              <Button iconName="zoom-to-fit" disabled={!ready} onClick={zoom.fit}>
                {DIAGRAM.fit}
              </Button>
              <Button disabled={!ready} onClick={zoom.actualSize}>
                100%
              </Button>
              <span className="sahab-diagram-zoom" data-testid="diagram-zoom">
                {Math.round(zoom.view.scale * 100)}%
              </span>
            </SpaceBetween>
            <SpaceBetween direction="horizontal" size="m" alignItems="center">
              {ready && (
                <Box variant="small" color="text-body-secondary">
                  <span data-testid="diagram-counts">
                    {DIAGRAM.counts(boxes, ready.graph.resources.length)}
                  </span>
                </Box>
              )}
              {ready && (
                // the keyboard's way to a box: pick a resource, and its box is selected and centred
                <Select
                  selectedOption={null}
                  placeholder={DIAGRAM.findResource}
                  filteringType="auto"
                  ariaLabel={DIAGRAM.findResourceLabel}
                  options={ready.graph.resources.map((r) => ({
                    value: r.id,
                    label: r.id,
                    description: r.typeLabel,
                  }))}
                  onChange={({ detail }) => {
                    const id = detail.selectedOption.value;
                    if (!id) return;
                    setSelectedId(id);
                    const shownIn = ready.graph.resources.find((r) => r.id === id)?.shownIn ?? id;
                    const box = [...ready.layout.nodes, ...ready.layout.containers].find(
                      (b) => b.id === shownIn,
                    );
                    if (box) zoom.centreOn(box);
                  }}
                />
              )}
              <Toggle checked={showAll} onChange={({ detail }) => setShowAll(detail.checked)}>
                {DIAGRAM.showAll}
              </Toggle>
            </SpaceBetween>
          </div>
          {diagram.phase === 'failed' && (
            <Alert type="error" header={DIAGRAM.notDrawn}>
              {diagram.message}
            </Alert>
          )}
          <div className="sahab-diagram-frame">
            <div
              ref={canvas}
              className={`sahab-diagram-canvas${zoom.dragging ? ' sahab-diagram-canvas--dragging' : ''}`}
              style={{ height: content ? canvasHeight(content, width) : 320 }}
              data-testid={testId}
              role="application"
              aria-label={DIAGRAM.canvasLabel(title)}
              // biome-ignore lint/a11y/noNoninteractiveTabindex: the canvas takes arrow keys to pan and +/- to zoom
              tabIndex={0}
              {...zoom.handlers}
              // The SVG comes from renderSvg, which escapes every text and attribute it writes.
              // biome-ignore lint/security/noDangerouslySetInnerHtml: renderSvg escapes all template text
              dangerouslySetInnerHTML={{ __html: svg }}
            />
            {diagram.phase === 'laying-out' && (
              <div className="sahab-diagram-waiting">
                <Spinner size="large" /> <Box variant="p">{DIAGRAM.layingOut}</Box>
              </div>
            )}
            {ready && selected && (
              <DiagramDetails
                graph={ready.graph}
                selected={selected}
                findings={findings}
                expanded={showAll || opened.includes(selectedId ?? '')}
                onSelect={setSelectedId}
                onToggleExpand={toggleExpand}
                onClose={() => setSelectedId(undefined)}
                action={resourceAction}
              />
            )}
          </div>
        </SpaceBetween>
      </Container>
    </div>
  );
}
