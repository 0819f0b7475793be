import { sub } from '../../cfn/build';
import { addWebAcl } from './blocks/web-acl';
import type { CfnResource, SynthesisContext } from './context';
import { keyArn } from './parts';
import type { ServiceNode } from './service-node';

/** The header CloudFront adds to every request it forwards to the API, whose value only the two share. */
const ORIGIN_HEADER = 'x-origin-verify';
// AWS managed CloudFront policies: CachingDisabled, and AllViewerExceptHostHeader (the API answers to its own host)
const CACHING_DISABLED = '4135ea2d-6df8-44a3-9df3-4b5a84be39ad';
const ALL_VIEWER_EXCEPT_HOST = 'b689b0a8-53d0-40ab-baf2-68738e2966ac';

/**
 * Serves a REST API through the site's distribution under /api/*, and makes that the only way in:
 * CloudFront sends a generated secret (kept in Secrets Manager) in a header, and the API's web ACL
 * blocks every request without it, so nobody skips the CDN's WAF, logging and TLS by calling the
 * execute-api address directly.
 */
export function addApiOrigin(ctx: SynthesisContext, site: ServiceNode, api: ServiceNode): void {
  const config = (ctx.resources[site.main]?.Properties as { DistributionConfig?: Record<string, unknown> })
    ?.DistributionConfig;
  const stage = ctx.resources[`${api.name}Stage`]?.Properties as { StageName?: string } | undefined;
  if (!config || !stage?.StageName) return;
  // the API's web ACL is what refuses a request that skipped the distribution: it needs one
  addWebAcl(
    ctx,
    api.name,
    sub(
      `arn:\${AWS::Partition}:apigateway:\${AWS::Region}::/restapis/\${${api.main}}/stages/\${${api.name}Stage}`,
    ),
    true,
  );
  const acl = ctx.resources[`${api.name}WebAcl`];
  if (!acl) return;
  const secret = ctx.add(site.name, `${site.name}OriginSecret`, {
    Type: 'AWS::SecretsManager::Secret',
    Properties: {
      Description: `${site.name}: the value CloudFront sends the API in ${ORIGIN_HEADER}`,
      KmsKeyId: keyArn(),
      GenerateSecretString: { PasswordLength: 48, ExcludePunctuation: true },
      Tags: ctx.tags(),
    },
  });
  const value = sub(`{{resolve:secretsmanager:\${${secret}}:SecretString}}`);
  const origins = config.Origins as Record<string, unknown>[];
  origins.push({
    Id: 'api',
    DomainName: sub(`\${${api.main}}.execute-api.\${AWS::Region}.\${AWS::URLSuffix}`),
    OriginPath: `/${stage.StageName}`,
    CustomOriginConfig: { OriginProtocolPolicy: 'https-only', OriginSSLProtocols: ['TLSv1.2'] },
    OriginCustomHeaders: [{ HeaderName: ORIGIN_HEADER, HeaderValue: value }],
  });
  config.CacheBehaviors = [
    ...((config.CacheBehaviors as unknown[]) ?? []),
    {
      PathPattern: '/api/*',
      TargetOriginId: 'api',
      ViewerProtocolPolicy: 'https-only',
      AllowedMethods: ['GET', 'HEAD', 'OPTIONS', 'PUT', 'PATCH', 'POST', 'DELETE'],
      CachePolicyId: CACHING_DISABLED,
      OriginRequestPolicyId: ALL_VIEWER_EXCEPT_HOST,
      Compress: true,
    },
  ];
  blockWithoutHeader(acl, value);
}

function blockWithoutHeader(acl: CfnResource, value: unknown): void {
  const rules = (acl.Properties as { Rules: unknown[] }).Rules;
  rules.push({
    Name: 'OnlyThroughCloudFront',
    Priority: rules.length,
    Action: { Block: {} },
    Statement: {
      NotStatement: {
        Statement: {
          ByteMatchStatement: {
            FieldToMatch: { SingleHeader: { Name: ORIGIN_HEADER } },
            PositionalConstraint: 'EXACTLY',
            SearchString: value,
            TextTransformations: [{ Priority: 0, Type: 'NONE' }],
          },
        },
      },
    },
    VisibilityConfig: {
      SampledRequestsEnabled: true,
      CloudWatchMetricsEnabled: true,
      MetricName: 'OnlyThroughCloudFront',
    },
  });
}
