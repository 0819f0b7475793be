import { beforeAll, describe, expect, it } from 'vitest';
import { templateResources } from '#shared/generation/checklist/template-facts';
import { generateOffline, warmValidator } from '#test/fixtures/generation';

beforeAll(() => warmValidator(), 180_000);

/** What a brief that asks for no application must never get: compute, a database, a site or an API. */
const APPLICATION_TYPES = [
  'AWS::Lambda::Function',
  'AWS::AutoScaling::AutoScalingGroup',
  'AWS::ECS::Service',
  'AWS::RDS::DBInstance',
  'AWS::DynamoDB::Table',
  'AWS::CloudFront::Distribution',
  'AWS::ApiGateway::RestApi',
  'AWS::ApiGatewayV2::Api',
];

/** The whole run's template: the resources of each type. */
async function designOf(brief: string) {
  const result = await generateOffline(brief);
  const resources = templateResources(result.security.template);
  return {
    of: (type: string) => resources.filter((r) => r.type === type).map((r) => r.props),
    application: resources.filter((r) => APPLICATION_TYPES.includes(r.type)).map((r) => r.type),
  };
}

/**
 * A brief about one thing (a key, a log group, a security group, a parameter) gets that thing
 * with what it states, and nothing the brief did not ask for: no web application, function or
 * database as a default workload. English, Gulf and standard Arabic, mixed and misspelt.
 */
describe('a brief about one thing builds that thing, and no application', () => {
  it.each([
    ['A KMS key with the alias alias/payments and automatic key rotation.', 'alias/payments'],
    ['ابغى مفتاح KMS اسمه المستعار alias/orders', 'alias/orders'],
    ['نحتاج مفتاح تشفير KMS مع تدوير تلقائي واسم مستعار alias/hr-records', 'alias/hr-records'],
    ['a kms kee for the billing data, alias alias/billing', 'alias/billing'],
  ])('a key: %s', async (brief, alias) => {
    const design = await designOf(brief);
    expect(design.of('AWS::KMS::Alias').map((a) => a.AliasName)).toContain(alias);
    expect(design.of('AWS::KMS::Key').every((k) => k.EnableKeyRotation === true)).toBe(true);
    expect(design.application).toEqual([]);
  });

  it.each([
    ['A CloudWatch log group /app/orders that keeps logs for 90 days.', '/app/orders', 90],
    ['نبي log group اسمه /svc/api والاحتفاظ 30 يوم', '/svc/api', 30],
    ['مجموعة سجلات CloudWatch باسم /app/hr تحتفظ بالسجلات 60 يومًا', '/app/hr', 60],
    ['cloudwatch loggroup /app/checkout, retention 14 days', '/app/checkout', 14],
  ])('a log group: %s', async (brief, name, days) => {
    const design = await designOf(brief);
    const group = design.of('AWS::Logs::LogGroup').find((g) => g.LogGroupName === name);
    expect(group?.RetentionInDays).toBe(days);
    expect(design.application).toEqual([]);
  });

  it.each([
    ['A security group that allows HTTPS from 10.0.0.0/8 only.', 443, '10.0.0.0/8'],
    ['security group يسمح بـ port 3306 من 172.16.0.0/12 بس', 3306, '172.16.0.0/12'],
    ['مجموعة أمان تسمح بالمنفذ 22 من 192.168.1.0/24 فقط', 22, '192.168.1.0/24'],
    ['a securty group allowing port 8080 from 10.1.0.0/16', 8080, '10.1.0.0/16'],
  ])('a security group: %s', async (brief, port, cidr) => {
    const design = await designOf(brief);
    const rules = design
      .of('AWS::EC2::SecurityGroup')
      .flatMap((g) => (g.SecurityGroupIngress as Record<string, unknown>[] | undefined) ?? []);
    expect(rules).toContainEqual(expect.objectContaining({ FromPort: port, ToPort: port, CidrIp: cidr }));
    expect(design.application).toEqual([]);
  });

  it.each([
    ['An SSM parameter /config/feature-flags of type String holding the value on.', '/config/feature-flags'],
    ['A Parameter Store parameter named /app/db-host with the value db.internal', '/app/db-host'],
    ['ابي SSM parameter اسمه /shop/mode وقيمته live', '/shop/mode'],
    ['معامل في Parameter Store باسم /hr/theme قيمته dark', '/hr/theme'],
  ])('a parameter: %s', async (brief, name) => {
    const design = await designOf(brief);
    expect(design.of('AWS::SSM::Parameter').map((p) => p.Name)).toContain(name);
    // a parameter is no Session Manager: no interface endpoints, no network
    expect(design.of('AWS::EC2::VPCEndpoint')).toEqual([]);
    expect(design.application).toEqual([]);
  });
});

/** A thin budget brief ("monthly budget $300, email X at 80%") is a budget and its alert, nothing else. */
describe('a budget with where and when to alert is a budget', () => {
  it.each([
    ['monthly budget $300, email finance@darbsoft.sa at 80%', 300],
    ['budget 500 USD a month, mail ops@example.com when we reach 90%', 500],
    ['ميزانية شهرية 200 دولار وأرسل إيميل إلى finance@example.com عند 80%', 200],
    ['monthly budget of $1000 and notfy billing@example.org at 75%', 1000],
  ])('%s', async (brief, amount) => {
    const design = await designOf(brief);
    expect(
      design
        .of('AWS::Budgets::Budget')
        .map((b) => (b.Budget as { BudgetLimit: { Amount: number } }).BudgetLimit.Amount),
    ).toContain(amount);
    expect(design.application).toEqual([]);
  });
});
