import Box from '@cloudscape-design/components/box';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Spinner from '@cloudscape-design/components/spinner';
import { useMemo } from 'react';
import { FRAMEWORK_IDS, type FrameworkId } from '#shared/compliance/types';
import { BUILDER_VIEW } from '#shared/messages/builder';
import { regionLabel } from '#shared/residency/regions';
import { residencyOf, useResidency } from '../../settings/use-residency';
import { costRange } from './format';
import { useLiveEstimate } from './use-live-estimate';

interface Props {
  templateBody: string;
  region: string;
  values: Record<string, string>;
  /** the frameworks the template is held to (its badges); all three when absent */
  frameworks?: readonly FrameworkId[];
}

/** Beyond the spec: the score and monthly cost of this deployment, recomputed as the choices change. */
export function DeploymentEstimateView({ templateBody, region, values, frameworks = FRAMEWORK_IDS }: Props) {
  const residency = useResidency();
  // the score counts the user's in-Kingdom regions; the estimate waits until they are known
  const settings = useMemo(() => residencyOf(residency), [residency]);
  const { estimate, failed } = useLiveEstimate(templateBody, region, values, settings, frameworks);
  if (failed) return null;
  if (!estimate) return <Spinner />;
  const { scores } = estimate;
  return (
    <ColumnLayout columns={2} variant="text-grid">
      <div data-testid="deploy-estimate-score">
        <Box variant="awsui-key-label">{BUILDER_VIEW.complianceIn(regionLabel(region))}</Box>
        <div>{estimate.score}%</div>
        <Box variant="small">
          {BUILDER_VIEW.frameworkScores(frameworks.map((f) => [f, scores[f]] as const))}
        </Box>
      </div>
      <div data-testid="deploy-estimate-cost">
        <Box variant="awsui-key-label">{BUILDER_VIEW.estimatedCost}</Box>
        <div>{estimate.cost ? costRange(estimate.cost.min, estimate.cost.max) : costRange(null, null)}</div>
        {estimate.unpriced > 0 && <Box variant="small">{BUILDER_VIEW.unpriced(estimate.unpriced)}</Box>}
      </div>
    </ColumnLayout>
  );
}
