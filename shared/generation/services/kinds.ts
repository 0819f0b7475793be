/**
 * Plain words that name a kind of service rather than one family ("servers", "VMs", "خوادم"):
 * named, they add nothing (which family builds "servers" is read from the words around them);
 * refused ("no servers please", "بدون سيرفرات"), they refuse every family of the kind. Words run
 * on the lower-cased brief.
 */
export interface ServiceKind {
  words: RegExp;
  /** the vocabulary ids of the kind */
  services: readonly string[];
}

export const SERVICE_KINDS: readonly ServiceKind[] = [
  {
    // "EC2" said alone is its servers ("No EC2 please", "بدون EC2"), as "EC2 instances" is
    words:
      /\b(?:servers?(?![- ]side)|virtual machines?|vms?|ec2(?: (?:instances?|servers?|machines?|box(?:es)?|hosts?|vms?))?)\b|(?:[وف]?ال)?(?:خوادم|خادم|سيرفرات|سيرفر|أجهز[ةه] افتراضي[ةه])/,
    services: ['ec2-instance', 'ec2'],
  },
];

/** A design-wide part a brief may refuse by name, which no family builds on its own. */
export type RefusablePart = 'nat-gateway';

/**
 * Design-wide parts a brief may refuse ("no NAT", "بدون NAT gateway", "ومافي NAT"): refused, the design builds
 * none and reaches what it must by other paths (endpoints).
 */
export const REFUSABLE_PARTS: readonly { part: RefusablePart; label: string; words: RegExp }[] = [
  { part: 'nat-gateway', label: 'NAT gateway', words: /\bnat(?: gateways?| gw)?\b/ },
];
