import type { ServiceSpec } from './types';

/** What a brief says of a design reached only inside a private network (its names resolve there only). */
const INTERNAL =
  /\b(internal (static )?(web ?sites?|web ?apps?|applications?|services?|load balancers?|albs?|dns|domains?|endpoints?)|private (dns|hosted zones?|domain names?|domains?)|accessed (only )?from (a |the )?(private|internal|corporate) networks?|intranet)\b/;

/** A public TLS certificate for the design's domain, validated by DNS. */
export const certificateManager: ServiceSpec = {
  id: 'certificate-manager',
  block_name: 'Certificate',
  family: 'CertificateManager',
  label: 'AWS Certificate Manager certificate',
  names: /\b(aws certificate manager|certificate manager|acm)\b/,
  phrases: /\b(tls certificates?|ssl certificates?|https certificates?|certificates?)\b/,
  arabic: /(شهاد[ةه] tls|شهاد[ةه] ssl|مدير الشهادات|شهادات الأمان)/,
  cost: 'none',
  implies: [
    {
      add: 'route53',
      unless: ['acm-pca'],
      why: "a public certificate is validated by DNS records in the domain's hosted zone",
    },
    {
      add: 'acm-pca',
      when: INTERNAL,
      why: 'a name only a private network resolves cannot get a public certificate: a private CA issues it through ACM',
    },
  ],
  build(ctx, name, settings) {
    const parameter = ctx.parameter('DomainName', {
      Type: 'String',
      Default: String(settings.domain ?? 'app.example.com'),
      AllowedPattern: '^([a-z0-9-]+\\.)+[a-z]{2,}$',
      Description: 'The domain this design answers for.',
    });
    const certificate = ctx.add(name, `${name}Certificate`, {
      Type: 'AWS::CertificateManager::Certificate',
      Properties: { DomainName: { Ref: parameter }, ValidationMethod: 'DNS', Tags: ctx.tags() },
    });
    return { service: 'certificate-manager', name, main: certificate };
  },
};

/** A private certificate authority (about 400 USD a month while it exists: the review says so). */
export const privateCa: ServiceSpec = {
  id: 'acm-pca',
  block_name: 'PrivateCa',
  family: 'ACMPCA',
  label: 'AWS Private Certificate Authority',
  names: /\b(acm ?pca|private (certificate authority|ca)|aws private ca|private (ssl |tls )?certificates?)\b/,
  phrases: /\b(mutual tls|mtls|client certificates?|certificate authority)\b/,
  arabic: /(سلط[ةه] شهادات خاص[ةه]|شهادات العملاء)/,
  cost: 'hourly',
  implies: [{ add: 'certificate-manager', why: 'a private CA issues its certificates through ACM' }],
  build(ctx, name) {
    const ca = ctx.add(name, `${name}Authority`, {
      Type: 'AWS::ACMPCA::CertificateAuthority',
      Properties: {
        Type: 'ROOT',
        KeyAlgorithm: 'RSA_2048',
        SigningAlgorithm: 'SHA256WITHRSA',
        Subject: { CommonName: 'internal.example.com', Organization: 'Sahab design' },
        RevocationConfiguration: { CrlConfiguration: { Enabled: false } },
        Tags: ctx.tags(),
      },
    });
    return { service: 'acm-pca', name, main: ca };
  },
};
