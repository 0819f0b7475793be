import { describe, expect, it } from 'vitest';
import { namedTypesIn } from '#shared/generation/properties/named-types';
import { valuesInDesign } from '#test/fixtures/generation';

describe('a description the brief writes in quotes reaches the resource it describes', () => {
  it.each([
    [
      "A KMS key with the description 'Payments data key' and rotation enabled.",
      'AWS::KMS::Key',
      'Description',
      'Payments data key',
    ],
    [
      'A Lambda function with description "Resizes uploaded images" triggered by S3 uploads.',
      'AWS::Lambda::Function',
      'Description',
      'Resizes uploaded images',
    ],
    [
      "An SQS queue and a security group described as 'web tier ingress' for the web servers on EC2.",
      'AWS::EC2::SecurityGroup',
      'GroupDescription',
      'web tier ingress',
    ],
    [
      'مفتاح KMS بالوصف "مفتاح بيانات الدفع" مع تدوير المفتاح',
      'AWS::KMS::Key',
      'Description',
      'مفتاح بيانات الدفع',
    ],
  ])('%s', (brief, type, path, description) => {
    // act, assert: some resource of the type has the text as written
    expect(valuesInDesign(brief, type, path)).toContain(description);
  });

  it('a description said without quotes is not made up from the words after it', () => {
    const found = valuesInDesign(
      'A Lambda function whose description explains the nightly job.',
      'AWS::Lambda::Function',
      'Description',
    );
    expect(found.some((d) => typeof d === 'string' && /^explains/.test(d))).toBe(false);
  });
});

describe('a description the brief gives a registry type no family builds', () => {
  it.each([
    [
      'Create a VPC IPAM with description "Central address management".',
      'AWS::EC2::IPAM',
      'Central address management',
    ],
    [
      "Set up a transit gateway for our two VPCs, described as 'hub for branch offices'.",
      'AWS::EC2::TransitGateway',
      'hub for branch offices',
    ],
  ])('%s', (brief, type, description) => {
    // act
    const [named] = namedTypesIn(brief).filter((n) => n.type === type);
    // assert
    expect(named?.values.Description).toBe(description);
  });
});
