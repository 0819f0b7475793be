import { describe, expect, it } from 'vitest';
import { resourcesOfBrief, valuesInDesign } from '#test/fixtures/generation';

/**
 * A yes/no property written by its CloudFormation name and no value ("PubliclyAccessible", "with
 * EnableKeyRotation") says it on, as "set to true" would; an off word before or after it
 * ("without DeletionProtection", "DeletionProtection disabled") says it off.
 */
describe('a yes/no property written by its own name alone', () => {
  it.each([
    [
      'An RDS MySQL instance that is PubliclyAccessible, in a public subnet.',
      'AWS::RDS::DBInstance',
      'PubliclyAccessible',
      true,
    ],
    [
      'قاعدة بيانات RDS MySQL مع PubliclyAccessible للتجارب',
      'AWS::RDS::DBInstance',
      'PubliclyAccessible',
      true,
    ],
    [
      'A PostgreSQL RDS instance for a throwaway test, without DeletionProtection.',
      'AWS::RDS::DBInstance',
      'DeletionProtection',
      false,
    ],
    [
      'An RDS Postgres instance; DeletionProtection disabled for the demo.',
      'AWS::RDS::DBInstance',
      'DeletionProtection',
      false,
    ],
  ])('%s', (brief, type, path, value) => {
    expect(valuesInDesign(brief, type, path)).toContain(value);
  });

  it('goes to the resources of its type the sentence names, not to all of them', () => {
    const subnets = resourcesOfBrief(
      'A VPC 10.0.0.0/16 with a public subnet that has MapPublicIpOnLaunch, and an EC2 web server in it.',
    ).filter((r) => r.type === 'AWS::EC2::Subnet');
    const mapping = (tier: RegExp) =>
      subnets.filter((r) => tier.test(r.id)).map((r) => r.props.MapPublicIpOnLaunch);
    expect(mapping(/^Public/)).toEqual([true, true]);
    expect(mapping(/^Private/)).toEqual([false, false]);
  });
});
