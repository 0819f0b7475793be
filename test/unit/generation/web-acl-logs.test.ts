import { beforeAll, describe, expect, it } from 'vitest';
import type { templateResources } from '#shared/generation/checklist/template-facts';
import { designOfBrief, generateOffline, warmValidator } from '#test/fixtures/generation';

beforeAll(warmValidator, 60_000);

type Resource = ReturnType<typeof templateResources>[number];
const ofType = (resources: Resource[], type: string) => resources.filter((r) => r.type === type);
const acls = (resources: Resource[]) => ofType(resources, 'AWS::WAFv2::WebACL');

/** Each web ACL's log group: the one its logging configuration sends to, by logical id. */
function logGroupsOf(resources: Resource[]): Map<string, Resource | undefined> {
  const groups = new Map<string, Resource | undefined>();
  for (const logging of ofType(resources, 'AWS::WAFv2::LoggingConfiguration')) {
    const acl = JSON.stringify(logging.props.ResourceArn).match(/"Fn::GetAtt":\["(\w+)"/)?.[1] ?? '';
    const destination = JSON.stringify(logging.props.LogDestinationConfigs);
    groups.set(
      acl,
      resources.find((r) => r.type === 'AWS::Logs::LogGroup' && destination.includes(`\${${r.id}}`)),
    );
  }
  return groups;
}

describe('every web ACL of a design', () => {
  const briefs = [
    'A REST API on Lambda and DynamoDB for a Riyadh bank, protected by AWS WAF with a rate limit of 500 requests per 5 minutes per IP.',
    'Production e-commerce site for a Saudi retailer: an ALB in front of EC2 auto scaling and RDS PostgreSQL, confidential customer data.',
    'نبغى موقع ثابت على CloudFront مع جدار حماية تطبيقات الويب في us-east-1',
    'نظام حجوزات لعيادة في جدة: واجهة برمجية مع لامبدا وجدول داينمو، ونبي WAF يحميها',
    'Just an AWS WAF web ACL, we will associate it ourselves later.',
  ];
  it.each(briefs)('logs to a kept log group whose name WAF takes (aws-waf-logs-): %s', (brief) => {
    const { resources } = designOfBrief(brief);
    expect(acls(resources).length).toBeGreaterThan(0);
    const groups = logGroupsOf(resources);
    for (const acl of acls(resources)) {
      const group = groups.get(acl.id);
      expect(JSON.stringify(group?.props.LogGroupName)).toContain('aws-waf-logs-');
      expect(group?.props.RetentionInDays).toBeGreaterThan(0);
    }
  });

  it('is one an endpoint uses when the brief names a WAF beside an API: no second, loose web ACL, and the stated rate limit is on the one kept', () => {
    const { resources } = designOfBrief(briefs[0] as string);
    const used = JSON.stringify(ofType(resources, 'AWS::WAFv2::WebACLAssociation'));
    expect(acls(resources).filter((acl) => !used.includes(`"${acl.id}"`))).toEqual([]);
    expect(JSON.stringify(acls(resources)[0]?.props.Rules)).toContain('"Limit":500');
  });

  it('leaves the design valid, and wafv2-logging passes', async () => {
    const result = await generateOffline(briefs[0] as string);
    expect(result.validity.ok).toBe(true);
    expect(
      result.security.remaining.filter((r) => r.rule_id === 'wafv2-logging' && r.status === 'fail'),
    ).toEqual([]);
  }, 60_000);

  it('guards a user pool the way it guards the endpoints: the design’s regional web ACL is associated with it', () => {
    const { resources } = designOfBrief(
      'Production mobile banking app for a Riyadh bank: a REST API on Lambda with DynamoDB, customers sign in with Cognito (عملاء البنك يسجلون دخول).',
    );
    const pool = ofType(resources, 'AWS::Cognito::UserPool')[0];
    const guarded = ofType(resources, 'AWS::WAFv2::WebACLAssociation').map((a) =>
      JSON.stringify(a.props.ResourceArn),
    );
    expect(guarded).toContain(JSON.stringify({ 'Fn::GetAtt': [pool?.id, 'Arn'] }));
  });
});
