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

describe("refused servers take the web application's servers with them, and nothing else", () => {
  it.each([
    'An online shop for our perfumes, with no servers to manage.',
    'A website for our school with a contact form; we do not want any servers.',
    'موقع لمتجرنا الإلكتروني، بدون سيرفرات.',
  ])('the application is served without servers: a site and a serverless API (%s)', async (brief) => {
    const { types } = await designOf(brief);
    expect(types.filter((t) => SERVER_TYPES.includes(t))).toEqual([]);
    expect(types).not.toContain('AWS::ElasticLoadBalancingV2::LoadBalancer');
    expect(types).toContain('AWS::Lambda::Function');
    expect(types.some((t) => t.startsWith('AWS::ApiGateway'))).toBe(true);
  });

  it('with functions refused too, no application is built: only what the brief asks for', async () => {
    const { types } = await designOf(
      'I run the back office of a clinic. I only want a monthly cost budget of 400 USD that e-mails billing@clinic.example when spend passes 80%. Please do not build any servers, databases or functions.',
    );
    expect(types).toContain('AWS::Budgets::Budget');
    expect(
      types.filter((t) => [...SERVER_TYPES, 'AWS::Lambda::Function', 'AWS::RDS::DBInstance'].includes(t)),
    ).toEqual([]);
    expect(types).not.toContain('AWS::ElasticLoadBalancingV2::LoadBalancer');
    expect(types).not.toContain('AWS::CloudFront::Distribution');
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
