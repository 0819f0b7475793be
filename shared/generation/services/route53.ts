import type { SynthesisContext } from '../synthesis/context';
import { DOMAIN } from './names';
import type { ServiceSettings, ServiceSpec } from './types';

/**
 * A health check on the design's domain, as the brief states it: the protocol (HTTPS unless it
 * says HTTP or TCP), the port (the protocol's own unless written), the path written after the
 * domain, and how often (every 10 or 30 seconds, the two intervals Route 53 offers).
 */
function addHealthCheck(ctx: SynthesisContext, name: string, settings: ServiceSettings, domain: string) {
  const type =
    settings.check_protocol === 'http' ? 'HTTP' : settings.check_protocol === 'tcp' ? 'TCP' : 'HTTPS';
  const port = Number(settings.check_port ?? (type === 'HTTP' ? 80 : 443));
  const path = typeof settings.check_path === 'string' ? settings.check_path : '/';
  return ctx.add(name, `${name}HealthCheck`, {
    Type: 'AWS::Route53::HealthCheck',
    Properties: {
      HealthCheckConfig: {
        Type: type,
        FullyQualifiedDomainName: { Ref: domain },
        Port: port,
        ...(type === 'TCP' ? {} : { ResourcePath: path }),
        RequestInterval: Number(settings.check_interval) <= 10 ? 10 : 30,
        FailureThreshold: 3,
      },
      HealthCheckTags: [{ Key: 'Name', Value: `${name}: the design's domain` }],
    },
  });
}

/** A public hosted zone for the design's domain (a parameter: the brief's domain when it names one). */
export const route53: ServiceSpec = {
  id: 'route53',
  single: true,
  block_name: 'Dns',
  family: 'Route53',
  label: 'Amazon Route 53 hosted zone',
  names: /\b(amazon route ?53|route ?53)\b/,
  phrases: /\b(custom domains?|domain names?|dns( records?| zone)?|hosted zones?)\b/,
  arabic: /(راوت ?53)/,
  arabic_phrases: /(نطاق مخصص|اسم النطاق|سجلات dns)/,
  cost: 'hourly',
  implies: [
    {
      add: 'certificate-manager',
      with: ['api-gateway', 'http-api', 'load-balancer', 'cloudfront', 'appsync', 'websocket-api'],
      why: 'a custom domain served over HTTPS needs a TLS certificate',
    },
  ],
  stated_settings: [
    // the domain the brief writes (outside an e-mail address) is the zone's
    { key: 'domain', words: new RegExp(String.raw`(?<![@\w.-])(${DOMAIN})`), as: 'name', anywhere: true },
    { key: 'health_check', words: /\bhealth ?checks?\b|فحص (?:ال)?صح[ةه]/, value: true },
    {
      key: 'check_protocol',
      words: /\b(?:over|via|using|plain) (https?|tcp)\b|\b(https?|tcp) health ?checks?\b/,
    },
    { key: 'check_port', words: /\bport (\d{1,5})\b/, as: 'count', min: 1, max: 65535 },
    // the path written after the domain ("https://shop.example.com/health", "path /status")
    {
      key: 'check_path',
      words: new RegExp(String.raw`(?:${DOMAIN}|\bpath\s+)(\/[a-z0-9._~/-]*)`),
      as: 'attribute',
      anywhere: true,
    },
    { key: 'check_interval', words: /\bevery (10|30) ?(?:seconds?|secs?|s)\b/, as: 'count' },
  ],
  build(ctx, name, settings) {
    const parameter = ctx.parameter('DomainName', {
      Type: 'String',
      Default: String(settings.domain ?? 'app.example.com'),
      AllowedPattern: '^([a-z0-9-]+\\.)+[a-z]{2,}$',
      Description: 'The domain this design answers for.',
    });
    const zone = ctx.add(name, `${name}HostedZone`, {
      Type: 'AWS::Route53::HostedZone',
      Properties: { Name: { Ref: parameter }, HostedZoneConfig: { Comment: `${name}: the design's domain` } },
    });
    if (settings.health_check === true) addHealthCheck(ctx, name, settings, parameter);
    return { service: 'route53', name, main: zone };
  },
};
