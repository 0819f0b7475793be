import Alert from '@cloudscape-design/components/alert';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import Tabs from '@cloudscape-design/components/tabs';
import { useEffect, useState } from 'react';
import * as routes from '#shared/api/endpoints/generation';
import type { SessionView } from '#shared/api/sessions';
import type { Artifact, ArtifactKind } from '#shared/generation/artifacts';
import type { Checklist } from '#shared/generation/checklist/types';
import type { CostReview, SecurityReview } from '#shared/generation/reviews';
import { STUDIO } from '#shared/messages/studio';
import { apiCall } from '#web/api/client';
import { saveFile } from '#web/components/download';
import { ChecklistTab } from './ChecklistTab';
import { ComplianceTab } from './ComplianceTab';
import { CostTab } from './CostTab';
import { DiagramTab } from './DiagramTab';
import { NotBuilt, notBuiltEntries } from './NotBuilt';
import { ReviewTab } from './ReviewTab';
import { TemplateTab } from './TemplateTab';

interface Loaded {
  byKind: Partial<Record<ArtifactKind, Artifact>>;
  withheld: ArtifactKind[];
}

const parsed = <T,>(artifact: Artifact | undefined): T | undefined =>
  artifact ? (JSON.parse(artifact.content) as T) : undefined;

/**
 * A finished run's artifacts in tabs (diagram, template, requirements, cost, compliance, review
 * notes), with what the brief named but the design does not build listed above them.
 */
export function SessionResults({ session }: { session: SessionView }) {
  const [loaded, setLoaded] = useState<Loaded | undefined>();
  const [error, setError] = useState<string | undefined>();

  useEffect(() => {
    let current = true;
    setLoaded(undefined);
    apiCall(routes.sessionArtifacts, { params: { id: session.session_id } }).then(
      (answer) =>
        current &&
        setLoaded({
          byKind: Object.fromEntries(answer.artifacts.map((artifact) => [artifact.kind, artifact])),
          withheld: answer.withheld,
        }),
      (failure: unknown) => current && setError(failure instanceof Error ? failure.message : String(failure)),
    );
    return () => {
      current = false;
    };
  }, [session.session_id]);

  if (error)
    return (
      <Alert type="error" header={STUDIO.results.loadFailed}>
        {error}
      </Alert>
    );
  if (!loaded) return <Spinner size="large" />;
  const { byKind, withheld } = loaded;
  const cost = parsed<CostReview>(byKind.cost);
  const compliance = parsed<Omit<SecurityReview, 'template'>>(byKind.compliance);
  const checklist = parsed<Checklist>(byKind.checklist);
  // the architect's design data (its blocks and what it did not build), where the run made one
  const design = parsed<unknown>((byKind as Record<string, Artifact | undefined>).design);
  const notBuilt = notBuiltEntries(design, checklist);
  const extras = (['terraform', 'pipeline', 'sarif'] as const).flatMap((kind) => byKind[kind] ?? []);
  const downloadAudit = async () => {
    const trail = await apiCall(routes.sessionAudit, { params: { id: session.session_id } });
    saveFile(JSON.stringify(trail, null, 2), `audit-${session.session_id}.json`, 'application/json');
  };

  const tabs = [
    {
      id: 'diagram',
      label: STUDIO.results.diagram,
      content: <DiagramTab template={byKind.cloudformation} region={session.options.region} />,
    },
    ...(byKind.cloudformation
      ? [
          {
            id: 'template',
            label: STUDIO.results.template,
            content: <TemplateTab template={byKind.cloudformation} extras={extras} withheld={withheld} />,
          },
        ]
      : []),
    ...(checklist
      ? [
          {
            id: 'requirements',
            label: STUDIO.results.requirements,
            content: <ChecklistTab checklist={checklist} />,
          },
        ]
      : []),
    ...(cost ? [{ id: 'cost', label: STUDIO.results.cost, content: <CostTab cost={cost} /> }] : []),
    ...(compliance
      ? [
          {
            id: 'compliance',
            label: STUDIO.results.compliance,
            content: <ComplianceTab review={compliance} />,
          },
        ]
      : []),
    ...(byKind.review
      ? [
          {
            id: 'review',
            label: STUDIO.results.review,
            content: <ReviewTab review={byKind.review} onAudit={() => void downloadAudit()} />,
          },
        ]
      : []),
  ];
  return (
    <SpaceBetween size="l">
      <NotBuilt entries={notBuilt} />
      <Tabs tabs={tabs} ariaLabel={STUDIO.results.label} />
    </SpaceBetween>
  );
}
