import { beforeAll, describe, expect, it } from 'vitest';
import { getTemplateValidator } from '#functions/lib/adapters/aws/cloudformation-validator';
import { AL2023_SSM_PARAMETER } from '#shared/catalog/al2023-images';
import { describeCatalog, findCatalogEntry } from '#shared/catalog/catalog';
import { subnetParameters } from '#shared/catalog/parameter-values';
import { subnetTierOf } from '#shared/catalog/subnet-tier';
import { CATALOG_ENTRIES } from '#shared/catalog/templates/index';
import { parseTemplate } from '#shared/cfn/parse';
import { FRAMEWORK_IDS } from '#shared/compliance/types';

const validator = getTemplateValidator();
/** The WebAssembly engine takes seconds to start (far more on a busy machine): once, up front. */
const ENGINE_START_MS = 180_000;
beforeAll(() => {
  validator.validate(CATALOG_ENTRIES[0]?.template ?? '');
}, ENGINE_START_MS);

const described = describeCatalog();
const bySlug = new Map(described.map((template) => [template.slug, template]));

describe('every catalog template', () => {
  it.each(CATALOG_ENTRIES.map((entry) => [entry.slug, entry] as const))(
    "%s has no ERROR from AWS's offline validator",
    (slug, entry) => {
      const errors = validator
        .validate(entry.template, { fileName: `${slug}.yaml` })
        .filter((d) => d.severity === 'ERROR');
      expect(errors).toEqual([]);
    },
  );

  it.each(described.map((template) => [template.slug, template] as const))(
    '%s scores at least 95 on SAMA, NCA-ECC and CITC with our engine',
    (_slug, template) => {
      for (const framework of FRAMEWORK_IDS) {
        expect(template.framework_scores[framework], framework).toBeGreaterThanOrEqual(95);
      }
    },
  );
});

/** The shapes customers ask for (issue 9), each as resource types one template must hold together. */
const SHAPES: Record<string, string[]> = {
  'static site behind CloudFront': ['AWS::CloudFront::Distribution', 'AWS::S3::Bucket'],
  'serverless API': ['AWS::ApiGateway::RestApi', 'AWS::Lambda::Function'],
  'containers behind a load balancer': ['AWS::ECS::Service', 'AWS::ElasticLoadBalancingV2::LoadBalancer'],
  'relational database': ['AWS::RDS::DBInstance'],
  'key-value store': ['AWS::DynamoDB::Table'],
  'queue and worker': ['AWS::SQS::Queue', 'AWS::Lambda::EventSourceMapping'],
  'data lake': ['AWS::S3::Bucket', 'AWS::Glue::Database', 'AWS::Athena::WorkGroup'],
  'VPC network': ['AWS::EC2::VPC', 'AWS::EC2::InternetGateway', 'AWS::EC2::FlowLog'],
  'central logging and security monitoring': ['AWS::CloudTrail::Trail', 'AWS::GuardDuty::Detector'],
  'backup and disaster recovery': ['AWS::Backup::BackupVault', 'AWS::Backup::BackupPlan'],
  cache: ['AWS::ElastiCache::ReplicationGroup'],
  'scheduled job': ['AWS::Scheduler::Schedule', 'AWS::Lambda::Function'],
};

describe('catalog cost ranges', () => {
  it.each(described.map((template) => [template.slug, template] as const))(
    "%s has a computed monthly range in the deploy dialog's default region",
    (_slug, template) => {
      expect(template.estimated_monthly_cost_min).toBeGreaterThan(0);
      expect(template.estimated_monthly_cost_max ?? 0).toBeGreaterThanOrEqual(
        template.estimated_monthly_cost_min ?? 0,
      );
    },
  );
});

describe('catalog contents', () => {
  it('holds at least 12 templates', () => {
    expect(CATALOG_ENTRIES.length).toBeGreaterThanOrEqual(12);
  });

  it.each(Object.entries(SHAPES))('covers the shape: %s', (_shape, types) => {
    const match = described.find((template) =>
      types.every((type) => template.resources.some((r) => r.type === type)),
    );
    expect(match?.slug).toBeDefined();
  });

  it('has unique slugs and includes the three slugs the deploy dialog treats specially', () => {
    const slugs = CATALOG_ENTRIES.map((entry) => entry.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of ['compliant-web-server', 'secure-database', 'container-service']) {
      expect(findCatalogEntry(slug)?.slug).toBe(slug);
    }
  });

  it("puts the web servers in private subnets of their own, not the load balancer's public ones", () => {
    const entry = findCatalogEntry('compliant-web-server');
    const body = parseTemplate(entry?.template ?? '').body as {
      Resources: Record<string, { Type: string; Properties: Record<string, unknown> }>;
    };
    const of = (type: string) => Object.values(body.Resources).find((r) => r.Type === type)?.Properties;
    expect(of('AWS::ElasticLoadBalancingV2::LoadBalancer')?.Subnets).toEqual({ Ref: 'SubnetIds' });
    expect(of('AWS::AutoScaling::AutoScalingGroup')?.VPCZoneIdentifier).toEqual({ Ref: 'AppSubnetIds' });
    expect(subnetTierOf(entry?.template ?? '', 'SubnetIds')).toBe('public');
    expect(subnetTierOf(entry?.template ?? '', 'AppSubnetIds')).toBe('private');
    const app = bySlug.get('compliant-web-server')?.parameters.find((p) => p.name === 'AppSubnetIds');
    expect(app?.cfn_type).toBe('List<AWS::EC2::Subnet::Id>');
    expect(app?.is_required).toBe(true);
    // both are subnet fields the builder fills from a VPC, each by its own tier
    const parameters = bySlug.get('compliant-web-server')?.parameters ?? [];
    expect(subnetParameters(parameters).map((p) => p.name)).toEqual(['SubnetIds', 'AppSubnetIds']);
  });

  it('has the web server resolve Amazon Linux 2023 through the public SSM parameter', () => {
    const image = bySlug.get('compliant-web-server')?.parameters.find((p) => p.name === 'LatestAmiId');
    expect(image?.cfn_type).toBe('AWS::SSM::Parameter::Value<AWS::EC2::Image::Id>');
    expect(image?.default_value).toBe(AL2023_SSM_PARAMETER);
  });

  it('gives the VPC network three public and three private subnets over three AZs, an IGW, routes and flow logs', () => {
    const vpc = bySlug.get('vpc-network');
    const count = (type: string) => vpc?.resources.filter((r) => r.type === type).length;
    expect(count('AWS::EC2::VPC')).toBe(1);
    expect(count('AWS::EC2::Subnet')).toBe(6);
    expect(count('AWS::EC2::InternetGateway')).toBe(1);
    expect(count('AWS::EC2::SubnetRouteTableAssociation')).toBe(6);
    expect(count('AWS::EC2::FlowLog')).toBe(1);
    const template = findCatalogEntry('vpc-network')?.template ?? '';
    for (const az of [0, 1, 2]) {
      expect(
        template.match(new RegExp(`AvailabilityZone: !Select \\[${az}, !GetAZs ''\\]`, 'g')),
      ).toHaveLength(2);
    }
  });
});

describe('catalog web ACLs', () => {
  type Resources = Record<string, { Type: string; Properties: Record<string, unknown> }>;
  const withAcl = CATALOG_ENTRIES.filter((entry) => entry.template.includes('AWS::WAFv2::WebACL'));

  it.each(withAcl.map((entry) => [entry.slug, entry] as const))(
    '%s logs its web ACL to a log group whose name WAF accepts',
    (_slug, entry) => {
      const resources = (parseTemplate(entry.template).body as { Resources: Resources }).Resources;
      const logging = Object.values(resources).find((r) => r.Type === 'AWS::WAFv2::LoggingConfiguration');
      expect(logging?.Properties.ResourceArn).toEqual({ 'Fn::GetAtt': ['WebAcl', 'Arn'] });
      // WAF refuses a log group ARN ending in ':*' (what Fn::GetAtt Arn gives) and any name
      // without the aws-waf-logs- prefix, and neither shows until the stack is deployed.
      const [destination] = (logging?.Properties.LogDestinationConfigs ?? []) as { 'Fn::Sub'?: string }[];
      const groupId = /:log-group:\$\{(\w+)\}$/.exec(destination?.['Fn::Sub'] ?? '')?.[1] ?? '';
      const group = resources[groupId];
      expect(group?.Type).toBe('AWS::Logs::LogGroup');
      expect(JSON.stringify(group?.Properties.LogGroupName)).toMatch(/^\{"Fn::Sub":"aws-waf-logs-/);
    },
  );
});
