import { beforeAll, describe, expect, it } from 'vitest';
import { getTemplateValidator } from '#functions/lib/adapters/aws/cloudformation-validator';
import { planFromRequirements } from '#functions/lib/simulators/offline-planner/design';
import { requirementsFromBrief } from '#functions/lib/simulators/offline-planner/read-brief';
import { screenRawResources } from '#shared/generation/raw/guard';
import { iamEscalation } from '#shared/generation/raw/iam';
import { gatePlan } from '#shared/generation/raw/index';
import { warmValidator } from '#test/fixtures/generation';
import { runGeneration } from '#test/fixtures/generation-pipeline';
import { modelWithRawResources, RAW, rawResource } from '#test/fixtures/raw-resources';

const policy = (statement: Record<string, unknown>) => ({
  PolicyDocument: { Version: '2012-10-17', Statement: [{ Effect: 'Allow', ...statement }] },
});

describe('IAM escalation in raw resources', () => {
  it.each([
    ['every action', policy({ Action: '*', Resource: '*' }), /allows "\*"/],
    ['all of IAM', policy({ Action: ['s3:GetObject', 'iam:*'], Resource: 'arn:aws:s3:::b/*' }), /iam:\*/],
    ['an IAM write', policy({ Action: 'iam:PutRolePolicy', Resource: 'arn:aws:iam::1:role/x' }), /IAM write/],
    ['PassRole on any role', policy({ Action: 'iam:PassRole', Resource: '*' }), /iam:PassRole/],
    ['NotAction', policy({ NotAction: 's3:DeleteBucket', Resource: '*' }), /NotAction/],
    [
      'a service on every resource',
      policy({ Action: 'dynamodb:*', Resource: '*' }),
      /"dynamodb:\*" on every resource/,
    ],
    [
      'AdministratorAccess',
      { ManagedPolicyArns: ['arn:aws:iam::aws:policy/AdministratorAccess'] },
      /AdministratorAccess/,
    ],
    [
      'a trust policy open to anyone',
      {
        AssumeRolePolicyDocument: {
          Statement: [{ Effect: 'Allow', Principal: { AWS: '*' }, Action: 'sts:AssumeRole' }],
        },
      },
      /any AWS principal/,
    ],
    [
      'an inline role policy',
      {
        Policies: [
          {
            PolicyName: 'p',
            PolicyDocument: { Statement: [{ Effect: 'Allow', Action: '*:*', Resource: '*' }] },
          },
        ],
      },
      /allows "\*:\*"/,
    ],
  ])('refuses %s', (_name, properties, reason) => {
    expect(iamEscalation(properties)).toMatch(reason);
  });

  it.each([
    ['a scoped read', policy({ Action: ['s3:GetObject'], Resource: 'arn:aws:s3:::reports/*' })],
    ['PassRole on one named role', policy({ Action: 'iam:PassRole', Resource: 'arn:aws:iam::1:role/task' })],
    [
      'a service wildcard on one resource',
      policy({ Action: 'sqs:*', Resource: 'arn:aws:sqs:me-south-1:1:q' }),
    ],
    [
      'a key policy giving the account root its key (the rules judge resource policies)',
      {
        KeyPolicy: {
          Statement: [
            { Effect: 'Allow', Principal: { AWS: 'arn:aws:iam::1:root' }, Action: 'kms:*', Resource: '*' },
          ],
        },
      },
    ],
    [
      'a Deny of everything',
      { PolicyDocument: { Statement: [{ Effect: 'Deny', Action: '*', Resource: '*' }] } },
    ],
  ])('lets through %s', (_name, properties) => {
    expect(iamEscalation(properties)).toBeUndefined();
  });
});

describe('the raw resource guard', () => {
  it('keeps AWS types with fresh ids and refuses collisions, repeats, refused families and oversize', () => {
    const { kept, dropped } = screenRawResources(
      [
        RAW.good,
        rawResource('Api', 'AWS::SNS::Topic', {}),
        rawResource('ReportSchedules', 'AWS::Scheduler::ScheduleGroup', { Name: 'again' }),
        rawResource('Nested', 'AWS::CloudFormation::Stack', { TemplateURL: 'https://example.com/t.yaml' }),
        rawResource('Deployer', 'AWS::IAM::User', {}),
        rawResource('Huge', 'AWS::SSM::Parameter', { Type: 'String', Value: 'x'.repeat(20_000) }),
        RAW.escalating,
      ],
      new Set(['Api']),
    );
    expect(kept).toEqual([RAW.good]);
    const why = Object.fromEntries(dropped.map((d) => [d.logical_id, d.reason]));
    expect(why.Api).toMatch(/already a resource of the building blocks/);
    expect(why.ReportSchedules).toMatch(/used twice/);
    expect(why.Nested).toMatch(/nested stacks/);
    expect(why.Deployer).toMatch(/long-lived credentials/);
    expect(why.Huge).toMatch(/at most 16000/);
    expect(why.OpsRole).toMatch(/IAM escalation: it attaches the AdministratorAccess managed policy/);
  });

  it('drops what it refuses from the plan and lists it as not built, block ids taken from synthesis', () => {
    const requirements = requirementsFromBrief({ prompt: 'an api' });
    const offline = planFromRequirements(requirements);
    const plan = gatePlan(
      {
        ...offline,
        extra_resources: [RAW.good, RAW.escalating, rawResource('ItemsTable', 'AWS::SNS::Topic', {})],
      },
      requirements,
    );
    expect(plan.extra_resources.map((r) => r.logical_id)).toEqual(['ReportSchedules']);
    expect(plan.not_built?.map((n) => `${n.phrase} ${n.service}`)).toEqual([
      'OpsRole AWS::IAM::Role',
      'ItemsTable AWS::SNS::Topic',
    ]);
    expect(plan.not_built?.[1]?.reason).toMatch(/already a resource of the building blocks/);
  });
});

describe('raw resources through the real synthesis, security agent and validator', () => {
  beforeAll(() => warmValidator(), 180_000);

  it('builds the good one and lists the refused, rule-breaking and escalating ones with their reasons', async () => {
    const model = modelWithRawResources([RAW.good, RAW.refused, RAW.ruleBreaking, RAW.escalating]);
    const result = await runGeneration(
      { prompt: 'A small API that stores orders in a DynamoDB table' },
      { model, validator: getTemplateValidator() },
      { tier: 'pro' },
    );
    expect(result.validity.ok).toBe(true);
    // the validator's refusal went back to the model once; it sent the resource unchanged
    expect(result.repairRounds).toBe(1);
    expect(
      model.leadCalls[1]?.repair?.diagnostics.some((d) => d.path?.startsWith('Resources/AuditTopic')),
    ).toBe(true);
    const template = result.security.template;
    expect(template).toMatch(/^ {2}ReportSchedules:\n {4}Type: AWS::Scheduler::ScheduleGroup/m);
    for (const id of ['AuditTopic', 'AdminAccess', 'OpsRole'])
      expect(template).not.toMatch(new RegExp(`^ {2}${id}:`, 'm'));
    const why = Object.fromEntries((result.plan.not_built ?? []).map((n) => [n.phrase, n.reason]));
    expect(why.AuditTopic).toMatch(
      /AWS's validator refused it: .*DisplayName|AWS's validator refused it: .*string/,
    );
    expect(why.AdminAccess).toMatch(/breaks .*\(critical: .*no automatic fix repairs it/);
    expect(why.OpsRole).toMatch(/IAM escalation: .*AdministratorAccess/);
    for (const framework of result.requirements.frameworks)
      expect(result.security.scores[framework]).toBeGreaterThanOrEqual(90);
    const review = result.artifacts.find((a) => a.kind === 'review')?.content ?? '';
    expect(review).toContain('**ReportSchedules** (AWS::Scheduler::ScheduleGroup)');
    const notBuilt = review.slice(review.indexOf('## Not built, and why'));
    for (const id of ['AuditTopic', 'AdminAccess', 'OpsRole']) expect(notBuilt).toContain(`"${id}"`);
    const design = JSON.parse(result.artifacts.find((a) => a.kind === 'design')?.content ?? '{}');
    expect(design.not_built.map((n: { phrase: string }) => n.phrase)).toEqual(
      expect.arrayContaining(['AuditTopic', 'AdminAccess', 'OpsRole']),
    );
  }, 180_000);
});
