import { describe, expect, it } from 'vitest';
import { parseTemplate } from '#shared/cfn/parse';
import { templateResources } from '#shared/generation/checklist/template-facts';
import { synthesize } from '#shared/generation/synthesis/index';
import { architectDesignOfBrief } from '#test/fixtures/generation';

/** The template of a brief as the chief architect (with its stated facts) and synthesis make it. */
async function templateOf(brief: string) {
  const { requirements, plan } = await architectDesignOfBrief(brief);
  const text = synthesize(plan, requirements).text;
  return { resources: templateResources(text), body: parseTemplate(text).body as { Parameters?: unknown } };
}

/**
 * A design that goes into a network the account has ("our existing VPC vpc-...", "do not create
 * a VPC") builds no network: the VPC and the subnets its resources are placed in are the
 * template's parameters, defaulting to the ids the brief gives. English, Arabic, mixed.
 */
describe('a network the account has', () => {
  it.each([
    [
      'A PostgreSQL 16 database on RDS in the private subnets of our existing VPC (vpc-07c9e1ab); do not create a new VPC.',
      'vpc-07c9e1ab',
    ],
    [
      'Security group only, in our existing VPC vpc-0a1b2c3d4e5f67890: allow HTTPS 443 from anywhere. Do not build a VPC.',
      'vpc-0a1b2c3d4e5f67890',
    ],
    [
      'نبي قاعدة بيانات MySQL على RDS داخل الـ VPC الحالية حقتنا vpc-0badc0de1234abcd، لا تسوون VPC جديدة',
      'vpc-0badc0de1234abcd',
    ],
    ['أنشئوا عنقود DocumentDB في الشبكة الافتراضية القائمة لدينا، ولا تنشئوا VPC جديدة', undefined],
  ])('%s', async (brief, vpcId) => {
    const { resources, body } = await templateOf(brief);
    const types = resources.map((r) => r.type);
    expect(
      types.filter((t) => /^AWS::EC2::(VPC|Subnet|NatGateway|InternetGateway|RouteTable)$/.test(t)),
    ).toEqual([]);
    const parameters = (body.Parameters ?? {}) as Record<string, { Type: string; Default?: string }>;
    expect(parameters.Vpc?.Type).toBe('AWS::EC2::VPC::Id');
    expect(parameters.Vpc?.Default).toBe(vpcId);
  });

  it('the subnets the brief lists are the defaults of those its resources are placed in', async () => {
    const { body } = await templateOf(
      'A DocumentDB cluster of 2 db.r6g.large instances, its subnet group over our existing private subnets subnet-0aa11bb22cc33dd44 and subnet-0ee55ff66aa77bb88; do not create a VPC.',
    );
    const parameters = (body.Parameters ?? {}) as Record<string, { Type: string; Default?: string }>;
    expect(
      Object.values(parameters)
        .filter((p) => p.Type === 'AWS::EC2::Subnet::Id')
        .map((p) => p.Default),
    ).toEqual(['subnet-0aa11bb22cc33dd44', 'subnet-0ee55ff66aa77bb88']);
  });
});
