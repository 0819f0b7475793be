import { getAtt, ref, sub } from '../../../cfn/build';
import type { BlockOfKind } from '../../plan';
import type { SynthesisContext } from '../context';
import { addBucket, denyInsecureTransport } from '../parts';

/**
 * A static site: a private bucket read by CloudFront through origin access control, HTTPS with
 * TLS 1.2+ on the user's domain, AWS's security headers, access logs and a web ACL (CloudFront
 * web ACLs live in us-east-1: created here when the stack is there, otherwise passed in).
 */
export function staticSite(ctx: SynthesisContext, block: BlockOfKind<'static-site'>): void {
  const b = block.name;
  const domain = ctx.parameter(`${b}DomainName`, {
    Type: 'String',
    AllowedPattern: '^([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\\.)+[a-z]{2,63}$',
    Description: `The domain of ${b}, e.g. www.example.com`,
  });
  const certificate = ctx.parameter(`${b}CertificateArn`, {
    Type: 'String',
    AllowedPattern: '^arn:aws[a-z-]*:acm:us-east-1:\\d{12}:certificate/[a-f0-9-]+$',
    Description: `ACM certificate (in us-east-1) for the domain of ${b}`,
  });
  const logs = `${b}LogBucket`;
  ctx.add(b, logs, {
    Type: 'AWS::S3::Bucket',
    DeletionPolicy: 'Retain',
    UpdateReplacePolicy: 'Retain',
    Properties: {
      BucketEncryption: {
        ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }],
      },
      PublicAccessBlockConfiguration: {
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      },
      // CloudFront standard logs are delivered with ACLs
      OwnershipControls: { Rules: [{ ObjectOwnership: 'BucketOwnerPreferred' }] },
      VersioningConfiguration: { Status: 'Enabled' },
      LifecycleConfiguration: {
        Rules: [
          {
            Id: 'keep-logs-one-year',
            Status: 'Enabled',
            ExpirationInDays: 365,
            NoncurrentVersionExpiration: { NoncurrentDays: 30 },
          },
        ],
      },
      Tags: [{ Key: 'DataClassification', Value: 'Internal' }],
    },
  });
  ctx.add(b, `${logs}Policy`, {
    Type: 'AWS::S3::BucketPolicy',
    Properties: {
      Bucket: ref(logs),
      PolicyDocument: {
        Version: '2012-10-17',
        Statement: [
          denyInsecureTransport('s3:*', [getAtt(logs, 'Arn'), sub(`\${${logs}.Arn}/*`)]),
          {
            Sid: 'ServerAccessLogDelivery',
            Effect: 'Allow',
            Principal: { Service: 'logging.s3.amazonaws.com' },
            Action: 's3:PutObject',
            Resource: sub(`\${${logs}.Arn}/s3/*`),
            Condition: { StringEquals: { 'aws:SourceAccount': ref('AWS::AccountId') } },
          },
        ],
      },
    },
  });
  const distribution = `${b}Distribution`;
  const site = addBucket(ctx, b, `${b}SiteBucket`, {
    s3ManagedKeys: true,
    logBucket: logs,
    extraStatements: [
      {
        Sid: 'CloudFrontReadsThroughOriginAccessControl',
        Effect: 'Allow',
        Principal: { Service: 'cloudfront.amazonaws.com' },
        Action: 's3:GetObject',
        Resource: sub(`\${${b}SiteBucket.Arn}/*`),
        Condition: {
          StringEquals: {
            'AWS:SourceArn': sub(
              `arn:\${AWS::Partition}:cloudfront::\${AWS::AccountId}:distribution/\${${distribution}}`,
            ),
          },
        },
      },
    ],
  });
  ctx.add(b, `${b}OriginAccessControl`, {
    Type: 'AWS::CloudFront::OriginAccessControl',
    Properties: {
      OriginAccessControlConfig: {
        Name: sub(`\${AWS::StackName}-${b.toLowerCase()}`),
        OriginAccessControlOriginType: 's3',
        SigningBehavior: 'always',
        SigningProtocol: 'sigv4',
      },
    },
  });
  ctx.add(b, distribution, {
    Type: 'AWS::CloudFront::Distribution',
    Properties: {
      DistributionConfig: {
        Enabled: true,
        Comment: sub(`\${AWS::StackName} ${b}`),
        Aliases: [ref(domain)],
        DefaultRootObject: 'index.html',
        HttpVersion: 'http2and3',
        IPV6Enabled: true,
        PriceClass: block.options.price_class,
        WebACLId: webAcl(ctx, b),
        ViewerCertificate: {
          AcmCertificateArn: ref(certificate),
          MinimumProtocolVersion: 'TLSv1.2_2021',
          SslSupportMethod: 'sni-only',
        },
        Logging: { Bucket: getAtt(logs, 'RegionalDomainName'), Prefix: 'cloudfront/', IncludeCookies: false },
        Origins: [
          {
            Id: 'site',
            DomainName: getAtt(site, 'RegionalDomainName'),
            OriginAccessControlId: getAtt(`${b}OriginAccessControl`, 'Id'),
            S3OriginConfig: { OriginAccessIdentity: '' },
          },
        ],
        DefaultCacheBehavior: {
          TargetOriginId: 'site',
          ViewerProtocolPolicy: 'redirect-to-https',
          Compress: true,
          AllowedMethods: ['GET', 'HEAD'],
          // AWS managed policies: CachingOptimized and SecurityHeadersPolicy
          CachePolicyId: '658327ea-f89d-4fab-a63d-7e88639e58f6',
          ResponseHeadersPolicyId: '67f7725c-6f97-4210-82d7-5512b31e9d03',
        },
      },
    },
  });
  ctx.output(
    `${distribution}Domain`,
    getAtt(distribution, 'DomainName'),
    `${b}: point the domain's alias record here`,
  );
  ctx.output(`${site}Name`, ref(site), `${b}: upload the site's files here`);
}

/** The distribution's web ACL: created with the stack in us-east-1, else an ARN the user passes. */
function webAcl(ctx: SynthesisContext, b: string): unknown {
  if (ctx.requirements.region === 'us-east-1') {
    const acl = `${b}WebAcl`;
    const rules = [
      'AWSManagedRulesCommonRuleSet',
      'AWSManagedRulesKnownBadInputsRuleSet',
      'AWSManagedRulesAmazonIpReputationList',
    ];
    ctx.add(b, acl, {
      Type: 'AWS::WAFv2::WebACL',
      Properties: {
        Scope: 'CLOUDFRONT',
        DefaultAction: { Allow: {} },
        VisibilityConfig: {
          SampledRequestsEnabled: true,
          CloudWatchMetricsEnabled: true,
          MetricName: sub(`\${AWS::StackName}-${b.toLowerCase()}-acl`),
        },
        Rules: rules.map((Name, Priority) => ({
          Name,
          Priority,
          OverrideAction: { None: {} },
          Statement: { ManagedRuleGroupStatement: { VendorName: 'AWS', Name } },
          VisibilityConfig: {
            SampledRequestsEnabled: true,
            CloudWatchMetricsEnabled: true,
            MetricName: Name,
          },
        })),
      },
    });
    return getAtt(acl, 'Arn');
  }
  const parameter = ctx.parameter(`${b}WebAclArn`, {
    Type: 'String',
    Default: '',
    Description: `ARN of a CloudFront web ACL (created in us-east-1) for ${b}; empty for none`,
  });
  ctx.conditions[`${b}HasWebAcl`] = { 'Fn::Not': [{ 'Fn::Equals': [ref(parameter), ''] }] };
  return { 'Fn::If': [`${b}HasWebAcl`, ref(parameter), ref('AWS::NoValue')] };
}
