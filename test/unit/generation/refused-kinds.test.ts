import { describe, expect, it } from 'vitest';
import { checklistFor, itemOf } from '#test/fixtures/checklist';
import { architectDesignOfBrief } from '#test/fixtures/generation';

/** A brief's design, with its types listed. */
async function designOf(prompt: string) {
  const design = await architectDesignOfBrief(prompt);
  return { ...design, types: design.resources.map((r) => r.type) };
}

const SERVER_TYPES = ['AWS::EC2::Instance', 'AWS::AutoScaling::AutoScalingGroup'];

describe('a kind of service refused by its plain word', () => {
  it.each([
    'I thought of a cron job on a VM, but no servers please: a Lambda that runs every 6 hours.',
    'We had an EC2 box for this, but we want no servers now: an SQS queue with a worker lambda.',
    'دالة لامدا تعمل كل ساعة وتكتب في جدول DynamoDB، بدون سيرفرات.',
  ])('refuses every family of the kind: %s', async (brief) => {
    const { types, requirements } = await designOf(brief);
    expect(types.filter((t) => SERVER_TYPES.includes(t))).toEqual([]);
    expect(types).toContain('AWS::Lambda::Function');
    expect(requirements.not_built?.length).toBeGreaterThan(0);
  });

  it('says so in the checklist, met only while no server is built', () => {
    const brief = 'I thought of a cron job on a VM, but no servers please: a Lambda that runs every 6 hours.';
    const item = (resources: Record<string, { Type: string }>) =>
      itemOf(checklistFor(brief, resources), 'service', /EC2/);
    expect(item({ Fn: { Type: 'AWS::Lambda::Function' } })).toMatchObject({
      requirement: 'No Amazon EC2',
      status: 'met',
    });
    expect(item({ Fn: { Type: 'AWS::Lambda::Function' }, Box: { Type: 'AWS::EC2::Instance' } }).status).toBe(
      'not-met',
    );
  });

  it('names nothing when wanted, and "server-side" is no server', async () => {
    const { types } = await designOf(
      'A Next.js app with no server-side rendering, served from S3 behind CloudFront.',
    );
    expect(types).toContain('AWS::CloudFront::Distribution');
    const wanted = await designOf('Two web servers on EC2 behind a load balancer, no database.');
    expect(wanted.types.some((t) => SERVER_TYPES.includes(t))).toBe(true);
  });
});

describe('a design-wide part refused by name', () => {
  it.each([
    'A Lambda inside a VPC that reads a PostgreSQL database, without NAT.',
    'لامدا داخل VPC تتصل بقاعدة PostgreSQL، بدون NAT لو سمحت.',
    'Lambda داخل VPC تقرا من S3 عن طريق gateway endpoint، ومافي NAT.',
  ])('reaches the plan: no NAT gateway is built (%s)', async (brief) => {
    const { requirements, plan, types } = await designOf(brief);
    expect(requirements.stated?.no_nat).toBe(true);
    expect(plan.blocks.find((b) => b.kind === 'network')?.options).toMatchObject({ nat_gateways: 'none' });
    expect(types).not.toContain('AWS::EC2::NatGateway');
  });

  it('is not refused when the negation is about something else', async () => {
    const { requirements } = await designOf(
      'No public endpoints: a Lambda in a VPC reads PostgreSQL and calls a partner API through a NAT gateway.',
    );
    expect(requirements.stated?.no_nat).toBeUndefined();
  });
});
