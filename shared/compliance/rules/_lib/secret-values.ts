/**
 * Recognising a credential in text, by the name it is given and by its value. Pure string logic
 * (no template shapes): `secrets.ts` decides where in a template to look.
 */

/** Known credential formats: a match is a credential whatever it is called. */
const FORMATS: readonly { kind: string; pattern: RegExp }[] = [
  { kind: 'an AWS access key id', pattern: /\b(?:AKIA|ASIA|ABIA|ACCA)[A-Z0-9]{16}\b/ },
  {
    kind: 'a private key',
    pattern: /-----BEGIN (?:[A-Z0-9]+ )*PRIVATE KEY(?: BLOCK)?-----/,
  },
  { kind: 'a GitHub token', pattern: /\b(?:gh[pousr]_[A-Za-z0-9]{30,}|github_pat_[A-Za-z0-9_]{40,})\b/ },
  { kind: 'a GitLab token', pattern: /\bglpat-[A-Za-z0-9_-]{20,}\b/ },
  { kind: 'a Slack token', pattern: /\bxox[abposr]-[A-Za-z0-9-]{10,}/ },
  {
    kind: 'a Slack webhook URL',
    pattern:
      /https:\/\/hooks\.slack\.com\/(?:services|workflows)\/[A-Za-z0-9]+\/[A-Za-z0-9]+\/[A-Za-z0-9]{8,}/,
  },
  { kind: 'a Stripe key', pattern: /\b(?:sk|rk)_(?:live|test)_[A-Za-z0-9]{16,}\b/ },
  { kind: 'a Google API key', pattern: /\bAIza[0-9A-Za-z_-]{35}\b/ },
  { kind: 'a SendGrid key', pattern: /\bSG\.[A-Za-z0-9_-]{16,}\.[A-Za-z0-9_-]{16,}\b/ },
  { kind: 'a Twilio key', pattern: /\bSK[0-9a-f]{32}\b/ },
  { kind: 'an npm token', pattern: /\bnpm_[A-Za-z0-9]{36}\b/ },
  { kind: 'a JSON web token', pattern: /\beyJ[A-Za-z0-9_-]{10,}\.eyJ[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{10,}/ },
  {
    kind: 'a password inside a URL',
    pattern: /\b[a-z][a-z0-9+.-]*:\/\/[^\s:@/${}]+:(?!\$\{|\{\{)[^\s@/]{3,}@[^\s]/i,
  },
];

/** AWS's documentation placeholders (AKIAIOSFODNN7EXAMPLE...) are not credentials. */
const DOCUMENTATION_EXAMPLE = /EXAMPLE(KEY)?\b/;

/** Words that make a name announce a credential (DB_PASS, dbPassword, GitHubToken, API_KEY). */
const SECRET_WORDS = new Set([
  'pass',
  'passwd',
  'password',
  'passphrase',
  'pwd',
  'secret',
  'secrets',
  'token',
  'credential',
  'credentials',
  'apikey',
  'privatekey',
]);
/** Two-word names that announce a credential: API_KEY, PRIVATE_KEY, AWS_ACCESS_KEY, SIGNING_KEY. */
const SECRET_PAIRS = new Set([
  'api key',
  'private key',
  'access key',
  'signing key',
  'auth key',
  'master key',
]);
/**
 * A last word saying the name points at a secret or configures one, not holds it: SECRET_ARN,
 * TOKEN_PARAMETER_NAME, PASSWORD_SECRET_ID, ACCESS_KEY_ID, TOKEN_TTL, PASSWORD_MIN_LENGTH.
 */
const POINTER_WORDS = new Set([
  'arn',
  'name',
  'id',
  'ids',
  'url',
  'uri',
  'path',
  'param',
  'parameter',
  'ref',
  'file',
  'location',
  'endpoint',
  'host',
  'region',
  'length',
  'ttl',
  'type',
  'mode',
  'header',
  'version',
  'expiry',
  'expiration',
  'rotation',
  'policy',
  'enabled',
  'required',
  'size',
  'stage',
  'duration',
  'seconds',
  'minutes',
  'days',
]);

/** DB_PASS -> [db, pass]; dbPassword -> [db, password]; GitHubToken -> [git, hub, token]. */
function wordsOf(name: string): string[] {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/** Whether a variable, parameter or output name says it holds a credential. */
export function isSecretName(name: string): boolean {
  const words = wordsOf(name);
  if (words.length === 0 || POINTER_WORDS.has(words[words.length - 1])) return false;
  return words.some((word, i) => SECRET_WORDS.has(word) || SECRET_PAIRS.has(`${word} ${words[i + 1]}`));
}

/** A placeholder for text CloudFormation fills in at deployment (`${Param}`, a Ref, a GetAtt). */
export const FILLED_IN = `$${'{}'}`;

/**
 * Text that cannot be a credential written in the template: filled in at deployment (dynamic
 * reference, Sub variable, shell variable), a reference (ARN, path), or a plain setting.
 */
function isNotLiteralSecret(value: string): boolean {
  const text = value.trim();
  return (
    text.length < 6 ||
    /\{\{resolve:|\$\{|^\$|\$\(/.test(text) ||
    /^arn:/.test(text) ||
    /^\/?[\w.-]+(\/[\w.-]+)+\/?$/.test(text) ||
    /^(true|false|yes|no|none|null|enabled|disabled)$/i.test(text) ||
    /^[\d.,:-]+$/.test(text) ||
    /^<[^>]*>$/.test(text)
  );
}

/** What `value` is when its text has a known credential format, else undefined. */
export function credentialFormat(value: string): string | undefined {
  const text = stripFilledIn(value);
  for (const { kind, pattern } of FORMATS) {
    const match = pattern.exec(text);
    if (match && !DOCUMENTATION_EXAMPLE.test(match[0])) return kind;
  }
  return undefined;
}

/** Dynamic references and Sub variables hold no credential of their own: leave them out. */
function stripFilledIn(value: string): string {
  return value.replace(/\{\{resolve:[^}]*\}\}/g, ' ').replace(/\$\{[^}]*\}/g, ' ');
}

/** Shannon entropy in bits per character. */
function entropy(text: string): number {
  const counts = new Map<string, number>();
  for (const ch of text) counts.set(ch, (counts.get(ch) ?? 0) + 1);
  let bits = 0;
  for (const count of counts.values()) {
    const p = count / text.length;
    bits -= p * Math.log2(p);
  }
  return bits;
}

/**
 * A random-looking key: one run of base64/base62 characters, at least 20 long, mixing upper and
 * lower case and digits, with high entropy. Hex digests, AMI and resource ids (one case), ARNs and
 * host names (split at ':' and '.'), words in camelCase (low entropy, few digits) do not qualify.
 */
export function isHighEntropy(value: string): boolean {
  const token = value.trim().replace(/=+$/, '');
  if (token.length < 20 || !/^[A-Za-z0-9+/_-]+$/.test(token)) return false;
  const upper = token.match(/[A-Z]/g)?.length ?? 0;
  const lower = token.match(/[a-z]/g)?.length ?? 0;
  const digits = token.match(/[0-9]/g)?.length ?? 0;
  if (upper < 2 || lower < 2 || digits < 2) return false;
  return entropy(token) >= Math.min(4.3, Math.log2(token.length) - 0.3);
}

/**
 * Why the value named `name` is a credential written as text, or undefined: its format, a random
 * key, or a literal under a credential's name. `name` is omitted where a value has no name.
 */
export function secretReason(value: string, name?: string): string | undefined {
  const format = credentialFormat(value);
  if (format) return format;
  if (isNotLiteralSecret(value)) return undefined;
  if (name !== undefined && isSecretName(name)) return 'named as a secret';
  if (isHighEntropy(value)) return 'a random-looking key';
  return undefined;
}

/**
 * Credentials of a known format (an access key id, a private key, a token with its vendor prefix)
 * anywhere in a text: what program code is judged by, where an assignment to a variable called
 * `token` is ordinary code rather than a written secret.
 */
export function credentialsInText(text: string): string[] {
  const found = new Set<string>();
  const stripped = stripFilledIn(text);
  for (const { kind, pattern, global } of GLOBAL_FORMATS) {
    // most texts hold no credential: one plain test each before any list of matches
    if (!pattern.test(stripped)) continue;
    for (const match of stripped.matchAll(global)) {
      if (!DOCUMENTATION_EXAMPLE.test(match[0])) found.add(kind);
    }
  }
  return [...found];
}

/** FORMATS compiled once for matchAll (which needs the g flag), not once per text read. */
const GLOBAL_FORMATS = FORMATS.map(({ kind, pattern }) => ({
  kind,
  pattern,
  global: new RegExp(pattern.source, pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`),
}));

/** `NAME=value`, `export NAME="value"`, `NAME: value`, `"NAME": "value"` (also inside an echo), `--name value`. */
const ASSIGNMENT =
  /(?:^|[\s;{,])(?:export\s+)?["']?([A-Za-z_][\w.-]*)["']?\s*(?:=|:(?!\/\/))\s*("[^"\n]*"|'[^'\n]*'|[^\s;,'"}]+)/gm;
const FLAG = /(?:^|\s)--?([A-Za-z][\w-]*)[=\s]+("[^"\n]*"|'[^'\n]*'|[^\s;'"-][^\s;'"]*)/gm;

/**
 * Credentials in a script or configuration text (EC2 user data): known formats anywhere, and
 * values assigned to a credential's name or random-looking values assigned to any name. Each
 * reason names the variable, never the value: a finding must not repeat the secret.
 */
export function secretsInScript(script: string): string[] {
  const found = new Set<string>(credentialsInText(script));
  for (const pattern of [ASSIGNMENT, FLAG]) {
    for (const [, name, quoted] of script.matchAll(pattern)) {
      const value = quoted.replace(/^(["'])(.*)\1$/, '$2');
      const reason = secretReason(value, name);
      if (reason === 'named as a secret' || reason === 'a random-looking key') found.add(name);
    }
  }
  return [...found];
}
