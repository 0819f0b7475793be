import { describe, expect, it } from 'vitest';
import { statedProperties } from '#functions/lib/simulators/offline-planner/stated-properties';
import { resourcesOfBrief, valuesInDesign } from '#test/fixtures/generation';

/**
 * An allowed value written as CloudFormation spells it, in one word ("LogDeliveryWrite",
 * "BucketOwnerFullControl", "sqlserver-ex"), says its property without the property's own words:
 * the registry's list of allowed values is the vocabulary, for any type the design builds.
 */
describe('an allowed value written in its CloudFormation spelling reaches its property', () => {
  it.each([
    [
      'Create an S3 bucket for access logs with the canned ACL LogDeliveryWrite and versioning enabled.',
      'AWS::S3::Bucket',
      'AccessControl',
      'LogDeliveryWrite',
    ],
    [
      'Uploads land in an S3 bucket (ACL: BucketOwnerFullControl) and a Lambda function resizes them.',
      'AWS::S3::Bucket',
      'AccessControl',
      'BucketOwnerFullControl',
    ],
    [
      'حاوية S3 لسجلات الوصول بصلاحية LogDeliveryWrite مع تفعيل الإصدارات',
      'AWS::S3::Bucket',
      'AccessControl',
      'LogDeliveryWrite',
    ],
    [
      'An S3 bucket for the marketing site with a public-read canned ACL.',
      'AWS::S3::Bucket',
      'AccessControl',
      'PublicRead',
    ],
    [
      'A legacy reporting database on RDS running sqlserver-ex on a db.t3.small instance.',
      'AWS::RDS::DBInstance',
      'Engine',
      'sqlserver-ex',
    ],
  ])('%s', (brief, type, path, value) => {
    expect(valuesInDesign(brief, type, path)).toContain(value);
  });

  it('a bucket given an ACL lets ACLs apply: its objects are no longer owner-enforced', () => {
    const buckets = resourcesOfBrief(
      'An S3 bucket with the canned ACL LogDeliveryWrite for the load balancer logs.',
    ).filter((r) => r.type === 'AWS::S3::Bucket' && r.props.AccessControl !== undefined);
    expect(buckets.map((b) => b.props.AccessControl)).toEqual(['LogDeliveryWrite']);
    expect(JSON.stringify(buckets[0]?.props.OwnershipControls)).not.toContain('BucketOwnerEnforced');
  });

  it('a public ACL the brief asks for is not blocked by the bucket itself', () => {
    const [bucket] = resourcesOfBrief('A static site in an S3 bucket with the PublicRead ACL.').filter(
      (r) => r.type === 'AWS::S3::Bucket' && r.props.AccessControl === 'PublicRead',
    );
    expect(bucket?.props.PublicAccessBlockConfiguration).toMatchObject({
      BlockPublicAcls: false,
      IgnorePublicAcls: false,
    });
  });

  it('a value spelled as a service names the service ("a CloudFormation template"), not the value', () => {
    const types = statedProperties(
      'Create a CloudFormation template with an SSM document of type Command that runs a shell script on instances.',
    )
      .flatMap((r) => r.targets)
      .filter((t) => t.type === 'AWS::SSM::Document' && t.path === 'DocumentType')
      .map((t) => t.value);
    expect(types).toEqual(['Command']);
  });
});
