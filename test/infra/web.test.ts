import { Match } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '#infra/constructs/content-security-policy';
import { siteConfig } from '#infra/constructs/site-config';
import { siteConfigSchema } from '#shared/api/site-config';
import { deployedSiteConfig, type InfraFixture, synthInfra } from '../fixtures/infra';

describe('web: S3 + CloudFront hosting and /config.json', () => {
  let infra: InfraFixture;
  let ids: { distribution: string; client: string; api: string; siteBucket: string };
  beforeAll(() => {
    infra = synthInfra({ config: { cognitoDomainPrefix: 'sahab-test-login' } });
    const first = (type: string) => Object.keys(infra.appStack.findResources(type))[0];
    ids = {
      distribution: first('AWS::CloudFront::Distribution'),
      client: first('AWS::Cognito::UserPoolClient'),
      api: infra.stacks.app.getLogicalId(infra.stacks.app.api.api.node.defaultChild as never),
      siteBucket: infra.stacks.app.getLogicalId(infra.stacks.app.web.bucket.node.defaultChild as never),
    };
  });

  it('keeps both buckets private, TLS-only and encrypted; the site bucket logs access', () => {
    infra.appStack.resourceCountIs('AWS::S3::Bucket', 2);
    infra.appStack.allResourcesProperties('AWS::S3::Bucket', {
      PublicAccessBlockConfiguration: {
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      },
      BucketEncryption: Match.objectLike({}),
    });
    const siteBucket = infra.appStack.toJSON().Resources[ids.siteBucket];
    expect(siteBucket.Properties.LoggingConfiguration.DestinationBucketName).toEqual({
      Ref: expect.any(String),
    });
    infra.appStack.allResourcesProperties('AWS::S3::BucketPolicy', {
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
        ]),
      },
    });
  });

  it('serves through CloudFront with Origin Access Control, HTTPS redirect, logging, page files and SPA fallback', () => {
    infra.appStack.resourceCountIs('AWS::CloudFront::OriginAccessControl', 1);
    const [pageFilesFunction] = Object.keys(infra.appStack.findResources('AWS::CloudFront::Function'));
    infra.appStack.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        DefaultRootObject: 'index.html',
        Origins: [Match.objectLike({ OriginAccessControlId: Match.anyValue() })],
        DefaultCacheBehavior: Match.objectLike({
          ViewerProtocolPolicy: 'redirect-to-https',
          ResponseHeadersPolicyId: Match.anyValue(),
          FunctionAssociations: [
            {
              EventType: 'viewer-request',
              FunctionARN: { 'Fn::GetAtt': [pageFilesFunction, 'FunctionARN'] },
            },
          ],
        }),
        CustomErrorResponses: [403, 404].map((code) =>
          Match.objectLike({ ErrorCode: code, ResponseCode: 200, ResponsePagePath: '/spa.html' }),
        ),
        Logging: Match.objectLike({ Bucket: Match.anyValue() }),
      }),
    });
  });

  it("answers a public page's address with its pre-rendered file, other routes fall through to the shell", () => {
    const [pageFiles] = Object.values(infra.appStack.findResources('AWS::CloudFront::Function'));
    expect(pageFiles.Properties.FunctionConfig.Runtime).toBe('cloudfront-js-2.0');
    // the synthesized source, run as CloudFront runs it: handler(event) answers the request
    const handler = new Function(`${pageFiles.Properties.FunctionCode}\nreturn handler;`)() as (event: {
      request: { uri: string };
    }) => { uri: string };
    const uriFor = (uri: string) => handler({ request: { uri } }).uri;
    expect(uriFor('/pricing')).toBe('/pricing.html');
    expect(uriFor('/pricing/')).toBe('/pricing.html');
    expect(uriFor('/terms-and-conditions')).toBe('/terms-and-conditions.html');
    // not in the bucket: S3 answers 403 and the error response serves the shell
    expect(uriFor('/deployments/abc')).toBe('/deployments/abc.html');
    for (const unchanged of ['/', '/assets/index-1a2b.js', '/config.json', '/favicon.svg'])
      expect(uriFor(unchanged)).toBe(unchanged);
  });

  it('sends security headers: CSP (naming the configured hosted domain), HSTS, frame denial, nosniff, referrer policy', () => {
    infra.appStack.hasResourceProperties('AWS::CloudFront::ResponseHeadersPolicy', {
      ResponseHeadersPolicyConfig: Match.objectLike({
        SecurityHeadersConfig: {
          ContentSecurityPolicy: { ContentSecurityPolicy: Match.anyValue(), Override: true },
          StrictTransportSecurity: Match.objectLike({
            AccessControlMaxAgeSec: Match.anyValue(),
            Override: true,
          }),
          FrameOptions: { FrameOption: 'SAMEORIGIN', Override: true },
          ContentTypeOptions: { Override: true },
          ReferrerPolicy: { ReferrerPolicy: 'strict-origin-when-cross-origin', Override: true },
        },
      }),
    });
    const [policy] = Object.values(infra.appStack.findResources('AWS::CloudFront::ResponseHeadersPolicy'));
    const csp = JSON.stringify(
      policy.Properties.ResponseHeadersPolicyConfig.SecurityHeadersConfig.ContentSecurityPolicy,
    );
    expect(csp).toContain('sahab-test-login.auth.');
    infra.stateful.hasResourceProperties('AWS::Cognito::UserPoolDomain', { Domain: 'sahab-test-login' });
  });

  it('has a CSP that allows the API, Cognito and Paddle, nothing inline for scripts, inline styles', () => {
    const csp = contentSecurityPolicy({
      region: 'me-central-1',
      cognitoDomain: 'x.auth.me-central-1.amazoncognito.com',
    });
    const directive = (name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `)) ?? '';
    expect(directive('script-src')).toBe("script-src 'self' https://cdn.paddle.com");
    expect(directive('connect-src')).toContain('https://*.execute-api.me-central-1.amazonaws.com');
    expect(directive('connect-src')).toContain('https://x.auth.me-central-1.amazoncognito.com');
    expect(directive('connect-src')).toContain('https://cognito-idp.me-central-1.amazonaws.com');
    expect(directive('frame-src')).toContain('https://*.paddle.com');
    expect(directive('frame-ancestors')).toBe("frame-ancestors 'self'");
    // the pre-rendered pages' inlined <style>: a hash or nonce would switch 'unsafe-inline' off
    expect(directive('style-src')).toContain("'unsafe-inline'");
    expect(directive('style-src')).not.toMatch(/'(sha256|sha384|sha512|nonce)-/);
    expect(csp).toContain('upgrade-insecure-requests');
  });

  it('deploys /config.json made from the stack: issuer, web client, API, hosted-domain logout, billing', () => {
    const config = deployedSiteConfig(infra);
    expect(config).toMatchObject({
      clientId: `<Ref ${ids.client}>`,
      apiUrl: `<GetAtt ${ids.api}.ApiEndpoint>`,
      redirectUri: `https://<GetAtt ${ids.distribution}.DomainName>/`,
      region: '<Ref AWS::Region>',
      wsUrl: expect.stringMatching(
        /^wss:\/\/<Ref Live\w+>\.execute-api\.<Ref AWS::Region>\.<Ref AWS::URLSuffix>\/live\?topic=\{topic\}$/,
      ),
      // no Paddle and the sandbox not switched on: nothing to buy with, nothing simulated
      billing: { provider: 'none' },
      simulated: [],
    });
    expect(config.authority).toMatch(
      /^https:\/\/cognito-idp\.<Ref AWS::Region>\.amazonaws\.com\/<Import Sahab-test-Stateful:ExportsOutputRefUsersUserPool\w+>$/,
    );
    expect(config.logoutUrl).toMatch(
      /^https:\/\/<Import Sahab-test-Stateful:\w+HostedDomain\w+>\.auth\.<Ref AWS::Region>\.amazoncognito\.com\/logout$/,
    );
  });

  it('writes a config.json the web app and local runtime agree on (shared schema), Paddle when configured', () => {
    const config = siteConfig({
      siteUrl: 'https://d111.cloudfront.net',
      region: 'me-central-1',
      issuerUrl: 'https://cognito-idp.me-central-1.amazonaws.com/me-central-1_abc',
      clientId: 'client123',
      hostedDomainUrl: 'https://sahab.auth.me-central-1.amazoncognito.com',
      apiUrl: 'https://abc.execute-api.me-central-1.amazonaws.com',
      wsUrl: '',
      sandboxCheckout: false,
      paddle: {
        clientToken: 'live_1',
        environment: 'production',
        priceIds: { starter: 'a', pro: 'b', premium: 'c' },
      },
    });
    expect(siteConfigSchema.parse(config)).toEqual(config);
    expect(config.billing).toEqual({
      provider: 'paddle',
      paddleClientToken: 'live_1',
      paddleEnvironment: 'production',
      priceIds: { starter: 'a', pro: 'b', premium: 'c' },
    });
    expect(config.simulated).toEqual([]);
  });
});
