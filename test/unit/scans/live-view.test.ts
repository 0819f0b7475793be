import { describe, expect, it } from 'vitest';
import { isUnknown } from '#shared/cfn/unknown';
import { liveView } from '#shared/compliance/account-scan/live-view';
import { scanInventory } from '#shared/compliance/account-scan/scan-inventory';
import { FRAMEWORK_IDS } from '#shared/compliance/types';
import {
  LIVE_ACCOUNT,
  LIVE_REGION,
  liveInventory,
  twoStacksWithProdStages,
} from '#test/fixtures/live-inventory';

const scope = { region: LIVE_REGION, accountNumber: LIVE_ACCOUNT };
const RELATIONSHIP_RULES = ['ec2-vpc-flow-logs', 's3-bucket-tls-only', 'elb-waf', 'sqs-tls-only'];

/** The findings of the rules that read a relationship, as `rule on type`. */
function relationshipFindings(unrelated: boolean) {
  const { violations } = scanInventory(liveInventory({ unrelated }), {
    ...scope,
    accountId: 'acct-1',
    frameworks: FRAMEWORK_IDS,
    detectedAt: '2026-11-26T00:00:00Z',
  });
  return violations
    .filter((v) => RELATIONSHIP_RULES.includes(v.rule_id))
    .map((v) => `${v.rule_id} on ${v.resource_type}`)
    .sort();
}

describe('the account read as a template is read', () => {
  it('turns a name, id, ARN or URL of another live resource into a reference to it', () => {
    const { resources } = liveView(liveInventory(), scope);
    const policy = resources.find((r) => r.type === 'AWS::S3::BucketPolicy');
    const bucket = resources.find((r) => r.type === 'AWS::S3::Bucket');
    // the policy shares its bucket's identifier, so it stands under an id of its own
    expect(policy?.logicalId).not.toBe(bucket?.logicalId);
    const target = policy?.properties.Bucket;
    expect(isUnknown(target) && target.refs).toEqual([bucket?.logicalId]);
    // a tag value equal to the bucket's name stays what it is
    expect(bucket?.tags.Name).toBe(bucket?.logicalId);
    const queuePolicy = resources.find((r) => r.type === 'AWS::SQS::QueuePolicy');
    const [queue] = (queuePolicy?.properties.Queues ?? []) as unknown[];
    expect(isUnknown(queue) && queue.refs).toEqual([
      resources.find((r) => r.type === 'AWS::SQS::Queue')?.logicalId,
    ]);
  });

  it('finds no flow-log, TLS or WAF problem where the account has the resource that solves it', () => {
    expect(relationshipFindings(false)).toEqual([]);
  });

  it('finds each of them, on the resource itself, where those resources name something else', () => {
    expect(relationshipFindings(true)).toEqual([
      'ec2-vpc-flow-logs on AWS::EC2::VPC',
      'elb-waf on AWS::ElasticLoadBalancingV2::LoadBalancer',
      's3-bucket-tls-only on AWS::S3::Bucket',
      'sqs-tls-only on AWS::SQS::Queue',
    ]);
  });

  it('attributes a stage Cloud Control names "<api>|<stage>" to the stack that holds both', () => {
    const { apis, inventory, deployments } = twoStacksWithProdStages();
    const { violations } = scanInventory(inventory, {
      ...scope,
      accountId: 'acct-1',
      frameworks: FRAMEWORK_IDS,
      detectedAt: '2026-11-26T00:00:00Z',
      deployments,
    });
    const stages = violations.filter((v) => v.resource_type === 'AWS::ApiGateway::Stage');
    const stackOf = new Map(stages.map((v) => [v.physical_id, `${v.stack_name} / ${v.logical_id}`]));
    expect(stackOf.get(`${apis['stack-a']}|prod`)).toBe('stack-a / ProdStage');
    expect(stackOf.get(`${apis['stack-b']}|prod`)).toBe('stack-b / ProdStage');
  });

  it('offers an automatic fix only where the template the stack came from has that finding and its fix', () => {
    const bucketTemplate = (versioning: boolean) => `AWSTemplateFormatVersion: '2010-09-09'
Resources:
  Archive:
    Type: AWS::S3::Bucket
    Properties:
      BucketName: orders-archive-7k2m9q${versioning ? '\n      VersioningConfiguration:\n        Status: Enabled' : ''}
`;
    const versioningFix = (versioning: boolean) => {
      const { violations } = scanInventory(liveInventory(), {
        ...scope,
        accountId: 'acct-1',
        frameworks: FRAMEWORK_IDS,
        detectedAt: '2026-11-26T00:00:00Z',
        deployments: [
          {
            id: 'dep-1',
            stackName: 'archive',
            template: bucketTemplate(versioning),
            parameters: {},
            resources: [
              { logicalId: 'Archive', physicalId: 'orders-archive-7k2m9q', type: 'AWS::S3::Bucket' },
            ],
          },
        ],
      });
      const finding = violations.find((v) => v.rule_id === 's3-bucket-versioning');
      return { stack: finding?.stack_name, fix: finding?.auto_fix_available };
    };
    // the template has the finding too: its fix is the live one's
    expect(versioningFix(false)).toEqual({ stack: 'archive', fix: true });
    // the template is versioned, the live bucket is not: it drifted, and no template change fixes it
    expect(versioningFix(true)).toEqual({ stack: 'archive', fix: false });
  });
});
