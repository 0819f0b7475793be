import Box from '@cloudscape-design/components/box';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Spinner from '@cloudscape-design/components/spinner';
import { useMemo } from 'react';
import { BUILDER_VIEW } from '#shared/messages/builder';
import { regionLabel } from '#shared/residency/regions';
import { residencyOf, useResidency } from '../../settings/use-residency';
import { costRange } from './format';
import { useLiveEstimate } from './use-live-estimate';

interface Props {
  templateBody: string;
  region: string;
  values: Record<string, string>;
}

/** Beyond the spec: the score and monthly cost of this deployment, recomputed as the choices change. */
export function DeploymentEstimateView({ templateBody, region, values }: Props) {
  const residency = useResidency();
  // the score counts the user's in-Kingdom regions; the estimate waits until they are known
  const settings = useMemo(() => residencyOf(residency), [residency]);
  const { estimate, failed } = useLiveEstimate(templateBody, region, values, settings);
  if (failed) return null;
  if (!estimate) return <Spinner />;
  const { scores } = estimate;
  return (
    <ColumnLayout columns={2} variant="text-grid">
      <div data-testid="deploy-estimate-score">
        <Box variant="awsui-key-label">{BUILDER_VIEW.complianceIn(regionLabel(region))}</Box>
        <div>{estimate.score}%</div>
        <Box variant="small">{BUILDER_VIEW.frameworkScores(scores.SAMA, scores['NCA-ECC'], scores.CITC)}</Box>
      </div>
      <div data-testid="deploy-estimate-cost">
        <Box variant="awsui-key-label">{BUILDER_VIEW.estimatedCost}</Box>
        <div>{estimate.cost ? costRange(estimate.cost.min, estimate.cost.max) : costRange(null, null)}</div>
        {estimate.unpriced > 0 && <Box variant="small">{BUILDER_VIEW.unpriced(estimate.unpriced)}</Box>}
      </div>
    </ColumnLayout>
  );
}
