import { describe, expect, it } from 'vitest';
import { checklistFor, itemOf } from '#test/fixtures/checklist';
import { architectDesignOfBrief } from '#test/fixtures/generation';

/** A brief through the chief architect and the offline planner: the template's types and what it says it left out. */
async function designOf(brief: string) {
  // arrange / act
  const { requirements, plan, resources } = await architectDesignOfBrief(brief);
  return {
    types: new Set(resources.map((r) => r.type)),
    notBuilt: [...(requirements.not_built ?? []), ...(plan.not_built ?? [])],
    resources,
  };
}

const API_TYPES = ['AWS::ApiGateway::RestApi', 'AWS::ApiGateway::Stage', 'AWS::ApiGatewayV2::Api'];
const SERVER_TYPES = ['AWS::EC2::Instance', 'AWS::AutoScaling::AutoScalingGroup'];
const DATABASE_TYPES = ['AWS::RDS::DBInstance', 'AWS::RDS::DBCluster'];

describe('what the account already has is referred to, never built again', () => {
  it.each([
    [
      'English, "our existing"',
      'Add alarms on our existing API Gateway API: page us when 5XX errors pass 10.in 5 minutes.',
    ],
    [
      'English, "already exists" after the thing',
      'Our REST API already exists. Add an alarm when 5XX errors pass 10.',
    ],
    ['English, "current"', 'alarm me when the 5XX errors of our current API go above 10'],
    ['Gulf Arabic, "الحالي"', 'نبي إنذار على الـ API الحالي إذا زادت أخطاء 5XX عن 10'],
    ['MSA Arabic, "الموجودة"', 'أريد إنذارا على واجهة API الموجودة عندما تتجاوز أخطاء 5XX عشرة'],
  ])('%s: an alarm on the API, and no API', async (_, brief) => {
    const { types, notBuilt } = await designOf(brief);
    // assert
    expect(types).toContain('AWS::CloudWatch::Alarm');
    for (const t of API_TYPES) expect(types).not.toContain(t);
    expect(notBuilt.map((n) => n.reason).join(' ')).toMatch(
      /already (?:has|in the account)|في الحساب .+ من قبل/,
    );
  });

  it.each([
    ['English', 'Back up our existing servers every night at 1 am, keep each backup 14 days.'],
    ['English, "we already have"', 'Nightly backups at 2 am for the servers we already have, kept 30 days.'],
    ['Gulf Arabic, "اللي عندنا"', 'نبي نسخ احتياطي يومي للسيرفرات اللي عندنا الساعة 2 الفجر'],
    ['MSA Arabic, "الحالية"', 'نسخ احتياطي يومي للخوادم الحالية عند الساعة الثانية صباحا'],
  ])('%s: backups of servers that exist, and no server or database built', async (_, brief) => {
    const { types } = await designOf(brief);
    // assert
    expect(types).toContain('AWS::Backup::BackupPlan');
    expect(types).toContain('AWS::Backup::BackupSelection');
    for (const t of [...SERVER_TYPES, ...DATABASE_TYPES]) expect(types).not.toContain(t);
  });

  it('selects what it backs up by the tag the brief gives', async () => {
    const { resources } = await designOf(
      'Set up AWS Backup for the servers we already have (tagged backup=daily), every day at 2 am.',
    );
    const selection = resources.find((r) => r.type === 'AWS::Backup::BackupSelection');
    // assert
    expect(JSON.stringify(selection?.props)).toMatch(/"ConditionKey":"backup".*"ConditionValue":"daily"/);
  });

  it('says in the checklist that an existing API is not built, and is met only while the template has none', () => {
    const brief = 'Add alarms on our existing API Gateway API: page us when 5XX errors pass 10.';
    const empty = itemOf(checklistFor(brief, {}), 'service', /API Gateway/);
    expect(empty).toMatchObject({
      requirement: 'Amazon API Gateway already in the account: not built again',
      status: 'met',
    });
    const built = itemOf(
      checklistFor(brief, { Api: { Type: 'AWS::ApiGateway::RestApi' } }),
      'service',
      /API/,
    );
    expect(built.status).toBe('not-met');
  });
});
