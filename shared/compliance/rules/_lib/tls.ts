/**
 * TLS policy names that allow only TLS 1.2 or newer, per service. Lists are checked against the AWS
 * documentation of November 2026; unknown names fail, so new policies need adding here.
 */

/**
 * ELB (ALB/NLB) security policies without TLS 1.0/1.1: TLS13-1-2-*, TLS13-1-3-*, TLS-1-2-* and
 * FS-1-2-* (including FIPS and post-quantum variants). ELBSecurityPolicy-TLS13-1-0/1-1-* and
 * FS-2018-06 / FS-1-1-* still accept old protocols.
 */
const ELB_TLS12_POLICY = /^ELBSecurityPolicy-(TLS13-1-[23]-|TLS-1-2-|FS-1-2-)/;

/** The policy the fix sets: TLS 1.3 and 1.2 with forward-secret ciphers (AWS's recommended one). */
export const ELB_RECOMMENDED_POLICY = 'ELBSecurityPolicy-TLS13-1-2-2021-06';

/** The policy a listener gets when SslPolicy is omitted; it still allows TLS 1.0. */
export const ELB_DEFAULT_POLICY = 'ELBSecurityPolicy-2016-08';

export function isTls12ElbPolicy(name: string): boolean {
  return ELB_TLS12_POLICY.test(name);
}

/** CloudFront viewer policies from TLSv1.2_2019 on (TLSv1.2_2018 keeps weak CBC ciphers). */
export function isTls12CloudFrontPolicy(name: string): boolean {
  const match = /^TLSv1\.([23])_(\d{4})$/.exec(name);
  if (!match) return false;
  return match[1] === '3' || Number(match[2]) >= 2019;
}

export const CLOUDFRONT_RECOMMENDED_POLICY = 'TLSv1.2_2021';

/**
 * API Gateway domain security policies: legacy TLS_1_2, or an enhanced policy whose name states a
 * TLS 1.2+ floor (SecurityPolicy_TLS13_1_2_*, SecurityPolicy_TLS13_1_3_*, SecurityPolicy_TLS12_*).
 * Domain names default to TLS_1_2; TLS_1_0 is the legacy policy that still accepts TLS 1.0.
 */
export function isTls12ApiGatewayPolicy(name: string): boolean {
  return name === 'TLS_1_2' || /^SecurityPolicy_(TLS13_1_[23]|TLS12)_/.test(name);
}

export const APIGATEWAY_RECOMMENDED_POLICY = 'TLS_1_2';
