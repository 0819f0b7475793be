import { Duration, Stack, Validations } from 'aws-cdk-lib';
import {
  AllowedMethods,
  CachePolicy,
  Function as CloudFrontFunction,
  Distribution,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  HeadersFrameOption,
  type HeadersReferrerPolicy,
  HttpVersion,
  type IDistribution,
  PriceClass,
  ResponseHeadersPolicy,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import {
  BlockPublicAccess,
  Bucket,
  BucketEncryption,
  type IBucket,
  ObjectOwnership,
} from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { SECURITY_HEADER_POLICY as HEADERS } from '#shared/http/security-headers';
import { SPA_SHELL_FILE } from '#shared/http/site-pages';
import { cognitoHostedDomain } from '../cognito-domain';
import { contentSecurityPolicy } from './content-security-policy';
import { pageFilesFunctionCode } from './page-files-function';

export interface WebHostingProps {
  /** Cognito hosted-domain prefix; the hosted domain is allowed in the CSP */
  readonly cognitoDomainPrefix: string;
  readonly logRetentionDays: number;
}

/**
 * Hosting for the single-page app: a private bucket behind CloudFront (Origin Access Control),
 * security headers, SPA routing and access logs. The content is deployed by `SiteContent`.
 */
export class WebHosting extends Construct {
  readonly bucket: IBucket;
  readonly distribution: IDistribution;
  /** `https://<distribution domain>` without a trailing slash */
  readonly siteUrl: string;

  constructor(scope: Construct, id: string, props: WebHostingProps) {
    super(scope, id);

    const logBucket = new Bucket(this, 'LogBucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      encryption: BucketEncryption.S3_MANAGED,
      // CloudFront standard logging writes with ACLs.
      objectOwnership: ObjectOwnership.BUCKET_OWNER_PREFERRED,
      lifecycleRules: [{ expiration: Duration.days(props.logRetentionDays) }],
    });
    Validations.of(logBucket).acknowledge({
      id: 'AwsSolutions-S1',
      reason: 'This is the access-log bucket; logging it into itself would loop.',
    });

    const bucket = new Bucket(this, 'SiteBucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      encryption: BucketEncryption.S3_MANAGED,
      // Versions make a bad deployment recoverable; old ones expire.
      versioned: true,
      lifecycleRules: [{ noncurrentVersionExpiration: Duration.days(30) }],
      serverAccessLogsBucket: logBucket,
      serverAccessLogsPrefix: 's3/site/',
    });

    // One definition with the local server's headers (shared/http/security-headers.ts).
    const securityHeaders = new ResponseHeadersPolicy(this, 'SecurityHeaders', {
      comment: 'Sahab web app security headers',
      securityHeadersBehavior: {
        contentSecurityPolicy: {
          contentSecurityPolicy: contentSecurityPolicy({
            region: Stack.of(this).region,
            cognitoDomain: cognitoHostedDomain(props.cognitoDomainPrefix, Stack.of(this).region),
          }),
          override: true,
        },
        strictTransportSecurity: {
          accessControlMaxAge: Duration.seconds(HEADERS.hstsMaxAgeSeconds),
          includeSubdomains: HEADERS.hstsIncludeSubdomains,
          override: true,
        },
        frameOptions: { frameOption: HeadersFrameOption[HEADERS.frameOption], override: true },
        contentTypeOptions: { override: true },
        referrerPolicy: {
          // CDK's enum values are the header values themselves
          referrerPolicy: HEADERS.referrerPolicy as HeadersReferrerPolicy,
          override: true,
        },
      },
      customHeadersBehavior: {
        customHeaders: [{ header: 'Permissions-Policy', value: HEADERS.permissionsPolicy, override: true }],
      },
    });

    // The public pages are pre-rendered into files of their own (shared/http/site-pages.ts).
    const pageFiles = new CloudFrontFunction(this, 'PageFiles', {
      comment: 'Answers a page address with its pre-rendered file (/pricing -> /pricing.html)',
      runtime: FunctionRuntime.JS_2_0,
      code: FunctionCode.fromInline(pageFilesFunctionCode()),
    });

    const distribution = new Distribution(this, 'Distribution', {
      comment: `Sahab web app (${Stack.of(this).stackName})`,
      defaultBehavior: {
        origin: S3BucketOrigin.withOriginAccessControl(bucket),
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: securityHeaders,
        compress: true,
        functionAssociations: [{ function: pageFiles, eventType: FunctionEventType.VIEWER_REQUEST }],
      },
      defaultRootObject: 'index.html',
      // Client-side routes (/app, /deployments/x) are not objects: S3 answers 403 through OAC, and
      // they get the SPA shell (index.html holds the pre-rendered landing page).
      errorResponses: [403, 404].map((httpStatus) => ({
        httpStatus,
        responseHttpStatus: 200,
        responsePagePath: `/${SPA_SHELL_FILE}`,
        ttl: Duration.seconds(10),
      })),
      httpVersion: HttpVersion.HTTP2_AND_3,
      // Price class 200 includes the Middle East edge locations.
      priceClass: PriceClass.PRICE_CLASS_200,
      enableLogging: true,
      logBucket,
      logFilePrefix: 'cloudfront/',
    });
    Validations.of(distribution).acknowledge(
      {
        id: 'AwsSolutions-CFR4',
        reason:
          'The distribution uses the default *.cloudfront.net certificate (no custom domain is configured), for which CloudFront fixes the TLS policy.',
      },
      {
        id: 'AwsSolutions-CFR1',
        reason: 'The product is offered world-wide; there is no country to block.',
      },
      {
        id: 'AwsSolutions-CFR2',
        reason:
          'The distribution serves static files only; the API enforces JWT authorization and throttling. A WAF web ACL (us-east-1) can be attached by the operator.',
      },
    );

    this.bucket = bucket;
    this.distribution = distribution;
    this.siteUrl = `https://${distribution.distributionDomainName}`;
  }
}
