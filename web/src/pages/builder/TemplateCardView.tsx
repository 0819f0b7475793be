import Badge from '@cloudscape-design/components/badge';
import Box from '@cloudscape-design/components/box';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import type { TemplateCard } from '#shared/api/template-schema';
import { BUILDER, BUILDER_VIEW } from '#shared/messages/builder';
import { costRange } from './format';

interface Props {
  template: TemplateCard;
  loading: boolean;
  onOpen: (template: TemplateCard) => void;
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Box variant="awsui-key-label">{label}</Box>
      <div>{value}</div>
    </div>
  );
}

/** One gallery card (spec section 2): every field the spec lists; the whole card opens the template. */
export function TemplateCardView({ template, loading, onOpen }: Props) {
  return (
    <button
      type="button"
      className="builder-card"
      style={{ borderTopColor: template.color }}
      onClick={() => onOpen(template)}
      data-testid={`template-card-${template.slug}`}
    >
      <SpaceBetween size="s">
        <div className="builder-card-title">
          <Box variant="h3" padding="n">
            {template.name}
          </Box>
          {template.is_featured && <Badge color="green">{BUILDER.featured}</Badge>}
          {loading && <Spinner />}
        </div>
        <Box color="text-body-secondary">{template.description}</Box>
        <div className="builder-badges">
          <Badge color="blue">{BUILDER.cloudFormation}</Badge>
          {template.frameworks.map((framework) => (
            <Badge key={framework}>{framework}</Badge>
          ))}
        </div>
        <div className="builder-stats">
          <Stat label={BUILDER_VIEW.stats.resources} value={String(template.resource_count)} />
          <Stat
            label={BUILDER_VIEW.stats.monthlyCost}
            value={costRange(template.estimated_monthly_cost_min, template.estimated_monthly_cost_max)}
          />
          <Stat label={BUILDER_VIEW.stats.compliance} value={`${template.compliance_score}%`} />
          <Stat label={BUILDER_VIEW.stats.deployments} value={String(template.deployment_count)} />
        </div>
      </SpaceBetween>
    </button>
  );
}
