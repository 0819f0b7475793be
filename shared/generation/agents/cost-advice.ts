import type { Resource } from '../../cfn/types';
import type { TemplateEstimate } from '../../cost/index';
import { formatUsd } from '../../text/format';
import type { Requirements } from '../requirements';
import type { CostReview } from '../reviews';

type Advice = CostReview['advice'][number];

const round = (n: number) => Math.round(n * 100) / 100;
const GRAVITON_SAVING = 0.2;

/** Advice that names the resources it applies to and, where the model can tell, the monthly saving. */
export function costAdvice(
  resources: readonly Resource[],
  estimate: TemplateEstimate,
  req: Requirements,
): Advice[] {
  const monthly = new Map(estimate.resources.map((r) => [r.logicalId, r.monthly]));
  const low = (id: string) => monthly.get(id)?.min ?? 0;
  const advice: Advice[] = [];
  const of = (type: string) => resources.filter((r) => r.type === type);

  const x86 = resources.filter((r) => isX86(r));
  if (x86.length > 0) {
    const ids = x86.map((r) => r.logicalId);
    advice.push({
      title: 'Move to Graviton (arm64)',
      detail:
        'Graviton instance families (t4g, m7g, r7g, c7g) cost about 20% less than their x86 peers for the same work.',
      resources: ids,
      saving_usd: round(ids.reduce((sum, id) => sum + low(id), 0) * GRAVITON_SAVING),
    });
  }
  const multiAzDbs = of('AWS::RDS::DBInstance').filter((r) => r.properties.MultiAZ === true);
  if (multiAzDbs.length > 0 && req.environment !== 'production') {
    advice.push({
      title: 'Single-AZ outside production',
      detail:
        'A Multi-AZ standby doubles the database instance cost; development and test databases rarely need it.',
      resources: multiAzDbs.map((r) => r.logicalId),
      saving_usd: round(multiAzDbs.reduce((sum, r) => sum + low(r.logicalId) / 2, 0)),
    });
  } else if (multiAzDbs.length > 0) {
    advice.push({
      title: 'Keep Multi-AZ in production only',
      detail:
        'Copies of this design for development or testing can turn MultiAZ off and halve the database instance cost.',
      resources: multiAzDbs.map((r) => r.logicalId),
    });
  }
  const nats = of('AWS::EC2::NatGateway');
  if (nats.length > 1 && req.environment !== 'production') {
    const extra = nats.slice(1).map((r) => r.logicalId);
    advice.push({
      title: 'One NAT gateway outside production',
      detail: 'Each NAT gateway is billed by the hour; a non-production copy can share one.',
      resources: extra,
      saving_usd: round(extra.reduce((sum, id) => sum + low(id), 0)),
    });
  } else if (nats.length > 0) {
    advice.push({
      title: 'Keep traffic to AWS services off the NAT gateway',
      detail:
        'S3 and DynamoDB go through free gateway endpoints already; heavy use of other services (ECR, Secrets Manager, SQS) is cheaper through interface endpoints than NAT data processing.',
      resources: nats.map((r) => r.logicalId),
    });
  }
  const buckets = of('AWS::S3::Bucket').filter((r) => !hasTransitions(r) && !hasExpiration(r));
  if (buckets.length > 0) {
    advice.push({
      title: 'Age data into cheaper storage classes',
      detail:
        'A lifecycle rule moving objects to S3 Standard-IA after 30 days and Glacier Instant Retrieval after 90 cuts storage cost by up to 68% for rarely read data.',
      resources: buckets.map((r) => r.logicalId),
    });
  }
  const steady = [
    ...of('AWS::AutoScaling::AutoScalingGroup'),
    ...of('AWS::RDS::DBInstance'),
    ...of('AWS::ElastiCache::ReplicationGroup'),
  ];
  if (steady.length > 0 && req.environment === 'production') {
    advice.push({
      title: 'Commit for steady capacity',
      detail:
        'Capacity that runs all month is up to 30-40% cheaper with a one-year Savings Plan (compute) or reserved instances (RDS, ElastiCache) once the size has settled.',
      resources: steady.map((r) => r.logicalId),
    });
  }
  const provisionedTables = of('AWS::DynamoDB::Table').filter(
    (r) => r.properties.BillingMode === 'PROVISIONED',
  );
  if (provisionedTables.length > 0) {
    advice.push({
      title: 'On-demand tables for uneven traffic',
      detail:
        'Provisioned capacity is cheaper only when traffic is steady; on-demand costs nothing while idle.',
      resources: provisionedTables.map((r) => r.logicalId),
    });
  }
  const budget = req.budget.monthly_usd;
  if (budget !== undefined && estimate.total.min > budget) {
    const top = [...estimate.resources].sort((a, b) => b.monthly.min - a.monthly.min).slice(0, 3);
    advice.unshift({
      title: `Over the ${formatUsd(budget)} monthly budget`,
      detail: `Even at low usage the design costs about ${formatUsd(estimate.total.min)} a month. The largest items: ${top.map((r) => `${r.logicalId} (${formatUsd(r.monthly.min)})`).join(', ')}.`,
      resources: top.map((r) => r.logicalId),
    });
  }
  return advice;
}

function isX86(r: Resource): boolean {
  const size = (value: unknown) => (typeof value === 'string' ? value : '');
  if (r.type === 'AWS::EC2::LaunchTemplate') {
    const data = r.properties.LaunchTemplateData as Record<string, unknown> | undefined;
    return /^(t3|t3a|m5|m6i|m7i|c5|c6i|c7i|r5|r6i|r7i)\./.test(size(data?.InstanceType));
  }
  if (r.type === 'AWS::EC2::Instance')
    return /^(t3|t3a|m5|m6i|m7i|c5|c6i|c7i|r5|r6i|r7i)\./.test(size(r.properties.InstanceType));
  if (r.type === 'AWS::RDS::DBInstance')
    return /^db\.(t3|m5|m6i|r5|r6i)\./.test(size(r.properties.DBInstanceClass));
  if (r.type === 'AWS::ElastiCache::ReplicationGroup')
    return /^cache\.(t3|m5|m6i|r5|r6i)\./.test(size(r.properties.CacheNodeType));
  if (r.type === 'AWS::Lambda::Function') {
    const arch = r.properties.Architectures;
    return !Array.isArray(arch) || !arch.includes('arm64');
  }
  return false;
}

function lifecycleRules(r: Resource): Record<string, unknown>[] {
  const rules = (r.properties.LifecycleConfiguration as { Rules?: unknown } | undefined)?.Rules;
  return Array.isArray(rules) ? (rules as Record<string, unknown>[]) : [];
}
const hasTransitions = (r: Resource) => lifecycleRules(r).some((rule) => rule.Transitions || rule.Transition);
const hasExpiration = (r: Resource) => lifecycleRules(r).some((rule) => rule.ExpirationInDays !== undefined);
