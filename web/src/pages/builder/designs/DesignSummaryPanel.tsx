import Box from '@cloudscape-design/components/box';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import type { DesignFull } from '#shared/api/designs';
import { DESIGNS } from '#shared/messages/designs';
import { costRange } from '../format';

interface Props {
  design: DesignFull;
  /** 'Instance: Label' for each required value nobody gave */
  missing: string[];
  region: string;
}

/** The composed stack at a glance: resources, monthly cost, required values missing, validation. */
export function DesignSummaryPanel({ design, missing, region }: Props) {
  const cost = design.estimated_cost;
  const errors = design.validation.errors;
  return (
    <Container header={<Header variant="h2">{DESIGNS.composedStack}</Header>}>
      <SpaceBetween size="m">
        <ColumnLayout columns={2} variant="text-grid">
          <div>
            <Box variant="awsui-key-label">{DESIGNS.resources}</Box>
            <div data-testid="design-resource-count">{design.resource_count}</div>
          </div>
          <div data-testid="design-cost">
            <Box variant="awsui-key-label">{DESIGNS.estimatedCost}</Box>
            <div>{cost ? costRange(cost.monthly_min, cost.monthly_max) : costRange(null, null)}</div>
            <Box variant="small">{DESIGNS.inRegion(cost?.region ?? region)}</Box>
          </div>
        </ColumnLayout>
        {missing.length > 0 && (
          <div data-testid="design-missing">
            <StatusIndicator type="warning">{DESIGNS.missingValues(missing.length)}</StatusIndicator>
            <ul className="design-problems">
              {missing.map((m) => (
                <li key={m}>{m}</li>
              ))}
            </ul>
          </div>
        )}
        <div data-testid="design-validation">
          {errors.length === 0 ? (
            <StatusIndicator type="success">{DESIGNS.validationOk}</StatusIndicator>
          ) : (
            <>
              <StatusIndicator type="error">
                {errors.length} validation problem{errors.length === 1 ? '' : 's'}
              </StatusIndicator>
              <ul className="design-problems">
                {errors.map((e) => (
                  <li key={e}>{e}</li>
                ))}
              </ul>
            </>
          )}
        </div>
      </SpaceBetween>
    </Container>
  );
}
