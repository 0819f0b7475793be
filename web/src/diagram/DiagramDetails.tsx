import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ExpandableSection from '@cloudscape-design/components/expandable-section';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import type { DiagramGraph } from '#shared/diagram/types';
import { DIAGRAM } from '#shared/messages/diagram';
import { idsOf, locationOf, propertyText, type Selected } from './diagram-model';
import type { DiagramFindings } from './use-findings';

const WORDS = DIAGRAM.details;

const SEVERITY_STATUS = {
  critical: 'error',
  high: 'error',
  medium: 'warning',
  low: 'info',
  info: 'info',
} as const;

interface Props {
  graph: DiagramGraph;
  selected: Selected;
  findings: DiagramFindings;
  /** whether the box's folded resources are drawn as boxes of their own */
  expanded: boolean;
  onSelect: (id: string) => void;
  onToggleExpand: (boxId: string) => void;
  onClose: () => void;
  action?: { label: string; onSelect: (resourceId: string) => void };
}

/** The clicked box: what it is, where it sits, its findings, what folds into it, its properties. */
export function DiagramDetails({
  graph,
  selected,
  findings,
  expanded,
  onSelect,
  onToggleExpand,
  onClose,
  action,
}: Props) {
  const resource = selected.resource;
  const box =
    selected.kind === 'node' ? selected.node : selected.kind === 'container' ? selected.container : undefined;
  const typeOf = new Map(graph.resources.map((r) => [r.id, r.typeLabel]));
  const name = box && selected.kind === 'container' ? selected.container.label : (resource?.id ?? '');
  const typeText = resource ? `${resource.typeLabel} · ${resource.type}` : WORDS.subnetTier;
  const ids = idsOf(selected);
  const own = findings.phase === 'ready' ? findings.violations.filter((v) => ids.includes(v.resource)) : [];
  const properties = Object.entries(resource?.properties ?? {});
  return (
    <section className="sahab-diagram-details" aria-label={WORDS.of(name)} data-testid="diagram-details">
      <SpaceBetween size="s">
        <div className="sahab-diagram-details__head">
          <Box variant="h3" margin="n">
            <span className="sahab-diagram-details__name">{name}</span>
          </Box>
          <Button variant="icon" iconName="close" ariaLabel={WORDS.close} onClick={onClose} />
        </div>
        <Box variant="small" color="text-body-secondary">
          {typeText}
        </Box>
        {selected.kind === 'folded' ? (
          <Box variant="small">
            {WORDS.foldedInto}{' '}
            <Button variant="inline-link" onClick={() => onSelect(selected.resource.shownIn)}>
              {selected.resource.shownIn}
            </Button>
          </Box>
        ) : (
          box?.parent && <Box variant="small">{WORDS.in(locationOf(graph, box.parent))}</Box>
        )}
        {action && resource && <Button onClick={() => action.onSelect(resource.id)}>{action.label}</Button>}
        {selected.kind === 'container' && selected.container.subnets && (
          <SpaceBetween size="xxs">
            <Box variant="awsui-key-label">{WORDS.subnets}</Box>
            {selected.container.subnets.map((s) => (
              <Button key={s.id} variant="inline-link" onClick={() => onSelect(s.id)}>
                {s.zone ? `${s.id} (${s.zone})` : s.id}
              </Button>
            ))}
          </SpaceBetween>
        )}
        <div data-testid="diagram-findings">
          <Box variant="awsui-key-label">{WORDS.findings}</Box>
          {findings.phase === 'scanning' && (
            <StatusIndicator type="loading">{WORDS.checking}</StatusIndicator>
          )}
          {findings.phase === 'failed' && <Box variant="small">{WORDS.checkFailed}</Box>}
          {findings.phase === 'ready' && own.length === 0 && (
            <StatusIndicator type="success">{WORDS.noFindings}</StatusIndicator>
          )}
          {own.map((v) => (
            <div key={v.violation_id} className="sahab-diagram-details__finding">
              <StatusIndicator type={SEVERITY_STATUS[v.severity] ?? 'info'}>{v.severity}</StatusIndicator>
              <Box variant="small">{v.title}</Box>
              {v.resource !== resource?.id && (
                <Box variant="small" color="text-body-secondary">
                  {WORDS.on(v.resource)}
                </Box>
              )}
            </div>
          ))}
        </div>
        {box && (box.members.length > 0 || expanded) && (
          <SpaceBetween size="xxs">
            <Box variant="awsui-key-label">{WORDS.foldedHere(box.members.length)}</Box>
            {box.members.map((id) => (
              <div key={id}>
                <Button variant="inline-link" onClick={() => onSelect(id)}>
                  {id}
                </Button>{' '}
                <Box variant="small" display="inline" color="text-body-secondary">
                  {typeOf.get(id)}
                </Box>
              </div>
            ))}
            <Button onClick={() => onToggleExpand(box.id)}>
              {expanded ? WORDS.foldAgain : WORDS.showAsBoxes}
            </Button>
          </SpaceBetween>
        )}
        {properties.length > 0 && (
          <ExpandableSection headerText={WORDS.properties(properties.length)} defaultExpanded>
            <dl className="sahab-diagram-details__properties">
              {properties.map(([key, value]) => (
                <div key={key}>
                  <dt>{key}</dt>
                  <dd>
                    <pre>{propertyText(value)}</pre>
                  </dd>
                </div>
              ))}
            </dl>
          </ExpandableSection>
        )}
      </SpaceBetween>
    </section>
  );
}
