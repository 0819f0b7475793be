/**
 * Identifiers known by their shape (a DNS name, an e-mail address, an ARN) and the properties
 * that take each, by the properties' own names: a brief writes them without the property's words
 * ("a status page at status.tamween.sa", "HTTPS with our certificate arn:aws:acm:...").
 */

import { DOMAIN, EMAIL } from '../services/names';
import { nameWords } from './name-words';

const DNS_NAME = new RegExp(`^${DOMAIN}$`);
const EMAIL_ADDRESS = new RegExp(`^${EMAIL}$`, 'i');

/** A DNS name as briefs write one ("status.tamween.sa", "www.madrasati-alnoor.edu.sa"), by the endings DOMAIN knows. */
export const isDnsName = (word: string) => DNS_NAME.test(word);

/** An e-mail address ("reports@souq-alyaum.sa"). */
export const isEmailAddress = (word: string) => EMAIL_ADDRESS.test(word);

/** The kind of resource an ARN names ("certificate" of `arn:aws:acm:...:certificate/7f3c...`), if the word is one. */
export function arnKind(word: string): string | undefined {
  const resource = /^arn:aws[a-z-]*:[a-z0-9-]+:[a-z0-9-]*:(?:\d{12})?:([a-z][a-z0-9-]*)[/:]/i.exec(word)?.[1];
  return resource?.toLowerCase();
}

/** Whether a value is an identifier of a shape: a DNS name, an e-mail address or an ARN. */
export const isShapedIdentifier = (value: unknown) =>
  typeof value === 'string' && (isDnsName(value) || isEmailAddress(value) || arnKind(value) !== undefined);

/**
 * A property that holds a DNS name: CloudFront's aliases, a certificate's or a custom domain's
 * name, a hosted zone's or a record's name, an SES identity (a domain, or one address). A search
 * domain's `DomainName` is the domain's own name, never a DNS name.
 */
export function takesDnsName(type: string, path: string): boolean {
  const name =
    path
      .split('.')
      .filter((s) => s !== '*')
      .at(-1) ?? '';
  if (/OpenSearch|Elasticsearch/.test(type)) return false;
  // a record's zone is the family's to read (the domain its name ends in), never any name the brief gives
  if (type.startsWith('AWS::Route53::')) return /^(Name|FullyQualifiedDomainName)$/.test(name);
  // an origin is what the design serves from (its bucket, its balancer), not the name it answers to
  return /^(Aliases|[A-Za-z]*DomainName|EmailIdentity)$/.test(name) && !path.includes('Origins');
}

/** A property that holds an e-mail address: its name says e-mail and address, sender or identity. */
export function takesEmailAddress(path: string): boolean {
  const words = nameWords(path.replace(/\*/g, ''));
  return words.includes('email') && /(?:Address|From|Identity)$/.test(path);
}

/** A property that holds the ARN of a resource of this kind (`CertificateArn`, `AcmCertificateArn` for a certificate). */
export function takesArnOf(path: string, kind: string): boolean {
  const words = nameWords(
    path
      .split('.')
      .filter((s) => s !== '*')
      .at(-1) ?? '',
  );
  return words.at(-1) === 'arn' && words.at(-2) === kind;
}

/** Parameters' allowed patterns, compiled once: the same few parameters ask for every stated value. */
const ALLOWED = new Map<string, RegExp>();

/**
 * The value a template parameter takes from a stated value, where its allowed pattern accepts it:
 * the value, or an e-mail address's domain where the parameter asks for a domain (an SES identity
 * is the domain its addresses send from).
 */
export function answerTo(value: string, allowedPattern: unknown): string | undefined {
  if (typeof allowedPattern !== 'string') return value;
  const pattern = ALLOWED.get(allowedPattern) ?? new RegExp(allowedPattern);
  ALLOWED.set(allowedPattern, pattern);
  const accepts = (v: string) => pattern.test(v);
  if (accepts(value)) return value;
  const domain = isEmailAddress(value) ? value.split('@')[1] : undefined;
  return domain !== undefined && accepts(domain) ? domain : undefined;
}
