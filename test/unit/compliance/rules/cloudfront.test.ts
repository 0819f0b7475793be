import { describe, expect, it } from 'vitest';
import { unknownValue } from '#shared/cfn/unknown';
import { cloudfrontAccessLogs } from '#shared/compliance/rules/cloudfront/cloudfront-access-logs';
import { cloudfrontMinTls } from '#shared/compliance/rules/cloudfront/cloudfront-min-tls';
import { cloudfrontOriginAccessControl } from '#shared/compliance/rules/cloudfront/cloudfront-origin-access-control';
import { cloudfrontOriginHttps } from '#shared/compliance/rules/cloudfront/cloudfront-origin-https';
import { cloudfrontViewerHttps } from '#shared/compliance/rules/cloudfront/cloudfront-viewer-https';
import { cloudfrontWaf } from '#shared/compliance/rules/cloudfront/cloudfront-waf';
import { evaluate, makeContext, makeResource } from '#test/fixtures/compliance';

const CONDITION = unknownValue('set by a condition that cannot be resolved');
const ref = (id: string) => unknownValue('a reference to a resource', [id]);
const customOrigin = (OriginProtocolPolicy: unknown, DomainName = 'app.example.com') => ({
  Id: 'app',
  DomainName,
  CustomOriginConfig: { OriginProtocolPolicy },
});
const distribution = (config: Record<string, unknown> = {}) =>
  makeResource('Cdn', 'AWS::CloudFront::Distribution', {
    DistributionConfig: {
      Enabled: true,
      Origins: [customOrigin('https-only')],
      DefaultCacheBehavior: { TargetOriginId: 'app', ViewerProtocolPolicy: 'redirect-to-https' },
      ...config,
    },
  });

describe(cloudfrontViewerHttps.id, () => {
  it('Noncompliance 1: default behavior allows HTTP', () => {
    const cdn = distribution({
      DefaultCacheBehavior: { TargetOriginId: 'app', ViewerProtocolPolicy: 'allow-all' },
    });
    expect(evaluate(cloudfrontViewerHttps, cdn).status).toBe('fail');
  });

  it('Noncompliance 2: a path behavior allows HTTP', () => {
    const cdn = distribution({
      CacheBehaviors: [{ PathPattern: '/img/*', TargetOriginId: 'app', ViewerProtocolPolicy: 'allow-all' }],
    });
    const result = evaluate(cloudfrontViewerHttps, cdn);
    expect(result.status === 'fail' && result.message).toContain('CacheBehaviors 0');
  });

  it('Compliance', () => {
    expect(evaluate(cloudfrontViewerHttps, distribution()).status).toBe('pass');
  });

  it('Unknown: ViewerProtocolPolicy is set by a condition', () => {
    const cdn = distribution({
      DefaultCacheBehavior: { TargetOriginId: 'app', ViewerProtocolPolicy: CONDITION },
    });
    expect(evaluate(cloudfrontViewerHttps, cdn).status).toBe('unknown');
  });

  it('Fix redirects every plain-HTTP behavior', () => {
    const cdn = distribution({
      DefaultCacheBehavior: { TargetOriginId: 'app', ViewerProtocolPolicy: 'allow-all' },
      CacheBehaviors: [
        { PathPattern: '/a/*', TargetOriginId: 'app', ViewerProtocolPolicy: 'https-only' },
        { PathPattern: '/b/*', TargetOriginId: 'app', ViewerProtocolPolicy: 'allow-all' },
      ],
    });
    expect(cloudfrontViewerHttps.fix?.(cdn, makeContext([cdn])).map((p) => p.path.slice(4))).toEqual([
      ['DefaultCacheBehavior', 'ViewerProtocolPolicy'],
      ['CacheBehaviors', 1, 'ViewerProtocolPolicy'],
    ]);
  });
});

describe(cloudfrontMinTls.id, () => {
  it('Noncompliance 1: default CloudFront certificate', () => {
    const result = evaluate(cloudfrontMinTls, distribution());
    expect(result.status === 'fail' && result.message).toContain('default CloudFront certificate');
  });

  it('Noncompliance 2: custom certificate allowing TLSv1.1_2016', () => {
    const cdn = distribution({
      ViewerCertificate: {
        AcmCertificateArn: 'arn:aws:acm:us-east-1:1:certificate/x',
        SslSupportMethod: 'sni-only',
        MinimumProtocolVersion: 'TLSv1.1_2016',
      },
    });
    expect(evaluate(cloudfrontMinTls, cdn).status).toBe('fail');
  });

  it('Compliance', () => {
    const cdn = distribution({
      ViewerCertificate: {
        AcmCertificateArn: 'arn:aws:acm:us-east-1:1:certificate/x',
        SslSupportMethod: 'sni-only',
        MinimumProtocolVersion: 'TLSv1.2_2021',
      },
    });
    expect(evaluate(cloudfrontMinTls, cdn).status).toBe('pass');
  });

  it('Unknown: MinimumProtocolVersion is set by a condition', () => {
    const cdn = distribution({
      ViewerCertificate: { AcmCertificateArn: 'arn:x', MinimumProtocolVersion: CONDITION },
    });
    expect(evaluate(cloudfrontMinTls, cdn).status).toBe('unknown');
  });
});

describe(cloudfrontAccessLogs.id, () => {
  it('Noncompliance 1: no Logging', () => {
    expect(evaluate(cloudfrontAccessLogs, distribution()).status).toBe('fail');
  });

  it('Compliance: standard logging to S3 or a CloudWatch Logs delivery source', () => {
    expect(
      evaluate(cloudfrontAccessLogs, distribution({ Logging: { Bucket: ref('LogBucket') } })).status,
    ).toBe('pass');
    const source = makeResource('CdnLogs', 'AWS::Logs::DeliverySource', {
      LogType: 'ACCESS_LOGS',
      ResourceArn: ref('Cdn'),
    });
    expect(evaluate(cloudfrontAccessLogs, distribution(), [source]).status).toBe('pass');
  });

  it('Unknown: Logging is set by a condition', () => {
    expect(evaluate(cloudfrontAccessLogs, distribution({ Logging: CONDITION })).status).toBe('unknown');
  });
});

describe(cloudfrontWaf.id, () => {
  it('Noncompliance 1: no WebACLId', () => {
    expect(evaluate(cloudfrontWaf, distribution())).toEqual({
      status: 'fail',
      message: "CloudFront distribution 'Cdn' has no AWS WAF web ACL.",
    });
  });

  it('Compliance', () => {
    expect(evaluate(cloudfrontWaf, distribution({ WebACLId: ref('EdgeAcl') })).status).toBe('pass');
  });

  it('Unknown: WebACLId is set by a condition', () => {
    expect(evaluate(cloudfrontWaf, distribution({ WebACLId: CONDITION })).status).toBe('unknown');
  });
});

describe(cloudfrontOriginHttps.id, () => {
  it('Noncompliance 1: http-only origin', () => {
    const result = evaluate(cloudfrontOriginHttps, distribution({ Origins: [customOrigin('http-only')] }));
    expect(result.status === 'fail' && result.message).toContain("origin 'app' with http-only");
  });

  it('Noncompliance 2: match-viewer origin', () => {
    expect(
      evaluate(cloudfrontOriginHttps, distribution({ Origins: [customOrigin('match-viewer')] })).status,
    ).toBe('fail');
  });

  it('Compliance', () => {
    expect(evaluate(cloudfrontOriginHttps, distribution()).status).toBe('pass');
  });

  it('Unknown: OriginProtocolPolicy is set by a condition', () => {
    expect(evaluate(cloudfrontOriginHttps, distribution({ Origins: [customOrigin(CONDITION)] })).status).toBe(
      'unknown',
    );
  });

  it('Fix leaves S3 website endpoints alone (they only speak HTTP)', () => {
    const cdn = distribution({
      Origins: [
        customOrigin('http-only'),
        customOrigin('http-only', 'site.s3-website-me-south-1.amazonaws.com'),
      ],
    });
    expect(cloudfrontOriginHttps.fix?.(cdn, makeContext([cdn]))).toEqual([
      {
        op: 'set',
        path: [
          'Resources',
          'Cdn',
          'Properties',
          'DistributionConfig',
          'Origins',
          0,
          'CustomOriginConfig',
          'OriginProtocolPolicy',
        ],
        value: 'https-only',
      },
    ]);
  });
});

describe(cloudfrontOriginAccessControl.id, () => {
  const bucket = makeResource('SiteBucket', 'AWS::S3::Bucket');
  const s3Origin = (extra: Record<string, unknown>) => ({
    Id: 'site',
    DomainName: ref('SiteBucket'),
    ...extra,
  });

  it('Noncompliance 1: legacy origin access identity', () => {
    const cdn = distribution({
      Origins: [
        s3Origin({ S3OriginConfig: { OriginAccessIdentity: 'origin-access-identity/cloudfront/E1' } }),
      ],
    });
    const result = evaluate(cloudfrontOriginAccessControl, cdn, [bucket]);
    expect(result.status === 'fail' && result.message).toContain('legacy origin access identity');
  });

  it('Noncompliance 2: S3 REST domain with neither OAC nor OAI', () => {
    const origin = { Id: 'site', DomainName: 'site.s3.me-south-1.amazonaws.com', S3OriginConfig: {} };
    const result = evaluate(cloudfrontOriginAccessControl, distribution({ Origins: [origin] }));
    expect(result.status === 'fail' && result.message).toContain('must be public');
  });

  it('Compliance', () => {
    const cdn = distribution({
      Origins: [
        s3Origin({ S3OriginConfig: { OriginAccessIdentity: '' }, OriginAccessControlId: ref('Oac') }),
      ],
    });
    expect(evaluate(cloudfrontOriginAccessControl, cdn, [bucket]).status).toBe('pass');
  });

  it('Not applicable: no S3 origins', () => {
    expect(evaluate(cloudfrontOriginAccessControl, distribution()).status).toBe('not_applicable');
  });

  it('Unknown: OriginAccessControlId is set by a condition', () => {
    const cdn = distribution({
      Origins: [s3Origin({ S3OriginConfig: {}, OriginAccessControlId: CONDITION })],
    });
    expect(evaluate(cloudfrontOriginAccessControl, cdn, [bucket]).status).toBe('unknown');
  });
});
