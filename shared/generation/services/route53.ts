import type { ServiceSpec } from './types';

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
    return { service: 'route53', name, main: zone };
  },
};
