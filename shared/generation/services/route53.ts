import type { SynthesisContext } from '../synthesis/context';
import { aliasRecordId, EXISTING_ZONE_PARAMETER } from '../synthesis/domain-alias';
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

/** An IPv4 address as a brief writes it. */
const IPV4 = String.raw`(?:\d{1,3}\.){3}\d{1,3}`;

/**
 * What a record points at: after an arrow or a verb of pointing ("-> 203.0.113.25", "points to
 * x.statuspage.io", "يوجه على"), a mail server's priority kept before it ("pointing at 10 mail.x.sa").
 */
const RECORD_TARGET = new RegExp(
  String.raw`(?:->|→|=>|\bpoin\w* (?:at|to)|\bresolv\w* to|\bto|(?<![\u0621-\u064A])(?:[يت]وج[ّ]?[ةه]|[يت]شير) (?:على|إلى|الى|ل))\s*((?:\d{1,5}\s+(?=[a-z]))?(?:${IPV4}|${DOMAIN}))`,
);
/** A mail server's priority said in words ("priority 10", "بأولوية 5"): an MX record's value starts with it. */
const MX_PRIORITY =
  /\bpriority(?: of)?\s*(\d{1,5})\b|(?<![\u0621-\u064A])(?:ب|و)?(?:ال)?أولوي[ةه]\s*(\d{1,5})/;

/**
 * The zone a record's name belongs to: a domain the brief names that ends it, else its last two
 * labels (three under a second-level suffix such as com.sa).
 */
function zoneOf(record: string, named: string | undefined): string {
  if (named && named !== record && record.endsWith(`.${named}`)) return named;
  const labels = record.split('.');
  const second = /^(?:com|net|org|gov|edu|co|med|sch)$/.test(labels.at(-2) ?? '') && labels.length > 2;
  return labels.slice(second ? -3 : -2).join('.');
}

/**
 * The record the brief asks for ("an A record portal.example.sa -> 203.0.113.25, TTL 300", "a
 * CNAME so status.example.sa points to example.statuspage.io"), in the design's zone or, where the
 * account has the zone already, in that one by name: its type is the one said, else A for an
 * address and CNAME for a name.
 */
function addRecord(
  ctx: SynthesisContext,
  name: string,
  settings: ServiceSettings,
  zone: Record<string, unknown>,
) {
  const written = String(settings.record_target);
  const address = new RegExp(`^${IPV4}$`).test(written);
  const type = String(settings.record_type ?? (address ? 'a' : 'cname')).toUpperCase();
  // an MX record's value is "priority server": the priority said, else 10; other types take the name alone
  const priority = /^(\d{1,5})\s+/.exec(written)?.[1] ?? settings.mx_priority ?? 10;
  const server = written.replace(/^\d{1,5}\s+/, '');
  const target = type === 'MX' ? `${priority} ${server}` : server;
  const record = String(settings.record_name ?? settings.domain ?? target);
  return ctx.add(name, `${name}Record`, {
    Type: 'AWS::Route53::RecordSet',
    Properties: {
      ...zone,
      Name: record,
      Type: type,
      TTL: String(settings.ttl ?? 300),
      ResourceRecords: [target],
    },
  });
}

/**
 * A site, app or API put on a named domain ("host it at shop.example.sa", "api.clinic.sa should
 * point to the API", "الموقع على الدومين store.example.com"): the domain a record sends to the
 * design's front door (synthesis/domain-alias.ts). The words are few and plain: every word of a
 * family's phrases becomes one the spelling corrector reads slips as ("should" made "shouldn't"
 * into "should't"), so the modal before "point" is any word.
 */
const SERVED_AT = new RegExp(
  String.raw`(?:\b(?:host(?:ed|ing)?|serve[sd]?|live|deploy(?:ed)?|put|run)\s+(?:(?:it|them|the (?:site|web ?site|app|web ?app|api|application|store|shop))\s+)?(?:at|on)\s+(?:(?:the|our|a) (?:custom )?domain\s+)?(${DOMAIN})|\bon (?:the|our|a) (?:custom )?domain\s+(${DOMAIN})|(?<![@\w.-])(${DOMAIN}) (?:[a-z]+ )?(?:points?|go(?:es)?|resolves?) (?:to|at) (?:the|our)\b|(?<![\u0621-\u064A])(?:على|ب|في) ?(?:ال)?(?:دومين|نطاق|عنوان) (${DOMAIN}))`,
);

/** A public hosted zone for the design's domain (a parameter: the brief's domain when it names one). */
export const route53: ServiceSpec = {
  id: 'route53',
  single: true,
  block_name: 'Dns',
  family: 'Route53',
  label: 'Amazon Route 53 hosted zone',
  names: /\b(amazon route ?53|route ?53)\b/,
  // a domain's own zone names its hosted zone ("our existing example.health zone")
  phrases: new RegExp(
    String.raw`(?:\b(custom domains?|domain names?|dns( records?| zone)?|hosted zones?|[a-z0-9-]+(?:\.[a-z0-9-]+)+ (?:dns |hosted )?zones?)\b|${SERVED_AT.source})`,
  ),
  arabic: /(راوت ?53)/,
  arabic_phrases: new RegExp(
    String.raw`(?:(نطاق مخصص|اسم النطاق|سجلات dns|منطق[ةه] (?:ال)?مستضاف[ةه])|${SERVED_AT.source})`,
  ),
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
    // the domain the design's front door answers on: an alias record sends it there
    {
      key: 'served_at',
      words: SERVED_AT,
      as: 'name',
      anywhere: true,
      label: 'record for the domain served',
      shows: { types: ['AWS::Route53::RecordSet'], path: 'Name' },
    },
    { key: 'health_check', words: /\bhealth ?checks?\b|فحص (?:ال)?صح[ةه]/, value: true },
    // the protocol said of the check: "over HTTP", "an HTTP health check", "health check of type
    // HTTPS", "health check, HTTP on port 80"
    {
      key: 'check_protocol',
      words:
        /\b(?:over|via|using|plain|type|protocol) (https?|tcp)\b|\b(https?|tcp) health ?checks?\b|\bhealth ?checks?\W{0,3}(https?|tcp)\b|\b(https?|tcp) (?:on|at) port\b/,
    },
    { key: 'check_port', words: /\bport (\d{1,5})\b/, as: 'count', min: 1, max: 65535 },
    // the path written after the domain ("https://shop.example.com/health", "path /status")
    {
      key: 'check_path',
      words: new RegExp(String.raw`(?:${DOMAIN}|\bpath\s+)(\/[a-z0-9._~/-]*)`),
      as: 'attribute',
      anywhere: true,
    },
    {
      key: 'check_interval',
      words: /\b(?:every|(?:request )?interval(?: of)?) (10|30) ?(?:seconds?|secs?|s)\b/,
      as: 'count',
    },
    // a record: its type, its name (the domain said with it) and what it points at
    {
      key: 'record_type',
      words: /\b(aaaa|a|cname|mx|txt)[- ]records?\b|(?:records?|سجل) (?:of type )?(aaaa|a|cname|mx|txt)\b/,
    },
    { key: 'record_type', words: /\bcnames?\b/, value: 'cname' },
    {
      key: 'record_name',
      words: new RegExp(
        String.raw`(?:\brecords?|\bcnames?|سجل)(?: (?:aaaa|a|cname|mx|txt)\b)?\s*(?:(?:for|called|named|so|of)\s+|:\s*|لل?\s*)?(?:ال)?(${DOMAIN})`,
      ),
      as: 'name',
      anywhere: true,
    },
    { key: 'record_target', words: RECORD_TARGET, as: 'name', anywhere: true },
    { key: 'mx_priority', words: MX_PRIORITY, as: 'count', min: 0, max: 65535, anywhere: true },
    { key: 'ttl', words: /\bttl(?: of)?\s*(\d{1,6})\b/, as: 'count', anywhere: true },
  ],
  // the account's own zone is referred to by name, and what the brief asks inside it is built
  existing_kept: { main_type: 'AWS::Route53::HostedZone', when: ['record_target', 'served_at'] },
  // a site the blocks build, put on a named domain, gets its zone and records beside them
  beside_blocks_when: 'served_at',
  build(ctx, name, settings) {
    if (settings.existing === true) {
      const record = String(settings.record_name ?? settings.served_at ?? settings.domain ?? '');
      const zone = ctx.parameter(EXISTING_ZONE_PARAMETER, {
        Type: 'String',
        Default: `${zoneOf(record, typeof settings.domain === 'string' ? settings.domain : undefined)}.`,
        Description: "The account's hosted zone the records go into (it exists already: not built).",
      });
      // a domain served by the front door gets its alias once the front door is built (domain-alias.ts)
      const main =
        settings.record_target === undefined
          ? aliasRecordId(name, 'A')
          : addRecord(ctx, name, settings, { HostedZoneName: { Ref: zone } });
      return { service: 'route53', name, main };
    }
    const domain = () =>
      ctx.parameter('DomainName', {
        Type: 'String',
        Default: String(settings.domain ?? 'app.example.com'),
        AllowedPattern: '^([a-z0-9-]+\\.)+[a-z]{2,}$',
        Description: 'The domain this design answers for.',
      });
    // a site put on a domain is served from its apex's zone ("shop.example.sa" lives in example.sa):
    // written out, so the site's own name read from the brief is never taken for the zone's
    const served = typeof settings.served_at === 'string' ? settings.served_at : undefined;
    const zone = ctx.add(name, `${name}HostedZone`, {
      Type: 'AWS::Route53::HostedZone',
      Properties: {
        Name: served ? zoneOf(served, undefined) : { Ref: domain() },
        HostedZoneConfig: { Comment: `${name}: the design's domain` },
      },
    });
    if (settings.health_check === true) addHealthCheck(ctx, name, settings, domain());
    if (settings.record_target !== undefined) addRecord(ctx, name, settings, { HostedZoneId: { Ref: zone } });
    return { service: 'route53', name, main: zone };
  },
};
