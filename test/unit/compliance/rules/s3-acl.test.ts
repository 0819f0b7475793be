import { describe, expect, it } from 'vitest';
import { unknownValue } from '#shared/cfn/unknown';
import { s3BucketNoPublicAcl } from '#shared/compliance/rules/s3/s3-bucket-no-public-acl';
import { scanTemplate } from '#shared/compliance/scan';
import { evaluate, makeContext, makeResource } from '#test/fixtures/compliance';
import { readRealWorldTemplate } from '#test/fixtures/real-world';
import { fixAndRescan } from '#test/fixtures/rule-fix';

const bucket = (props: Record<string, unknown> = {}) => makeResource('Data', 'AWS::S3::Bucket', props);

describe(s3BucketNoPublicAcl.id, () => {
  it.each(['PublicRead', 'PublicReadWrite', 'AuthenticatedRead'])('fails on the canned ACL %s', (acl) => {
    const result = evaluate(s3BucketNoPublicAcl, bucket({ AccessControl: acl }));
    expect(result.status === 'fail' && result.message).toContain(`AccessControl ${acl}`);
  });

  it.each(['Private', 'LogDeliveryWrite', 'BucketOwnerFullControl', undefined])(
    'passes with AccessControl %s',
    (acl) => {
      expect(evaluate(s3BucketNoPublicAcl, bucket(acl ? { AccessControl: acl } : {})).status).toBe('pass');
    },
  );

  it('cannot judge an ACL read from a parameter without a default', () => {
    const acl = unknownValue('parameter Acl, which has no default and no value was given');
    expect(evaluate(s3BucketNoPublicAcl, bucket({ AccessControl: acl })).status).toBe('unknown');
  });

  it('is a critical public-access finding in a scan', () => {
    const found = scanTemplate(readRealWorldTemplate('redshift-warehouse.yaml')).violations.filter(
      (v) => v.rule_id === s3BucketNoPublicAcl.id,
    );
    expect(found.map((v) => [v.resource, v.severity])).toEqual([
      ['ReportsBucket', 'critical'],
      ['PartnerBucket', 'critical'],
    ]);
  });

  it('its fix removes the ACL, but only suggests it for a website served through the ACL', () => {
    const run = fixAndRescan(
      s3BucketNoPublicAcl,
      { Data: { Type: 'AWS::S3::Bucket', Properties: { AccessControl: 'PublicRead' } } },
      'Data',
    );
    expect([run.before.status, run.after.status]).toEqual(['fail', 'pass']);
    expect(run.template.Resources.Data.Properties).not.toHaveProperty('AccessControl');
    const website = bucket({
      AccessControl: 'PublicRead',
      WebsiteConfiguration: { IndexDocument: 'i.html' },
    });
    expect(s3BucketNoPublicAcl.fixRisk?.(website, makeContext([website]))).toContain('website');
  });
});
