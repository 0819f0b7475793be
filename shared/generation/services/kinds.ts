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
  /**
   * the words describe what a thing does, said of the noun before them ("a service that runs all
   * the time", "anything running 24/7"): a negation anywhere before them in their clause refuses them
   */
  described?: true;
}

export const SERVICE_KINDS: readonly ServiceKind[] = [
  {
    // "EC2" said alone is its servers ("No EC2 please", "بدون EC2"), as "EC2 instances" is
    words:
      /\b(?:servers?(?![- ]side)|virtual machines?|vms?|ec2(?: (?:instances?|servers?|machines?|box(?:es)?|hosts?|vms?))?)\b|(?:[وف]?ال)?(?:خوادم|خادم|سيرفرات|سيرفر|أجهز[ةه] افتراضي[ةه])/,
    services: ['ec2-instance', 'ec2'],
  },
  {
    // what runs (and is paid for) all the time: servers, container services, clusters and
    // provisioned databases; refused, the design is serverless
    words:
      /\b(?:always[- ]on|always running|(?:runs?|running|is running|are running|stays? (?:up|on)|(?:is|are) (?:up|on)) (?:all the time|24\/7|24x7|24 ?hours a day|(?:a)?round the clock|non[- ]?stop|constantly|continuously|permanently|all day(?: long)?))\b|(?:شغال[ةه]?|يشتغل|تشتغل|يعمل|تعمل|قاعد[ةه]? يشتغل) (?:طول الوقت|على مدار الساع[ةه]|24\/7|دايم|دائما|دائماً|باستمرار)|دائم[ةه]? التشغيل/,
    services: ['ec2-instance', 'ec2', 'ecs-service', 'eks', 'rds'],
    described: true,
  },
];

/** A design-wide part a brief may refuse by name, which no family builds on its own. */
export type RefusablePart = 'nat-gateway' | 'internet-gateway';

/**
 * Design-wide parts a brief may refuse ("no NAT", "بدون NAT gateway", "ومافي NAT", "no internet
 * gateways", "بدون بوابة إنترنت"): refused, the design builds none and reaches what it must by other
 * paths (endpoints). Refusing the internet gateway refuses the network's way to the internet, not
 * the network: its subnets are all isolated, and so no NAT gateway either.
 */
export const REFUSABLE_PARTS: readonly { part: RefusablePart; label: string; words: RegExp }[] = [
  { part: 'nat-gateway', label: 'NAT gateway', words: /\bnat(?: gateways?| gw)?\b/ },
  {
    part: 'internet-gateway',
    label: 'internet gateway',
    words: /\b(?:internet gateways?|igws?)\b|بواب[ةه] (?:ال)?(?:إنترنت|انترنت)/,
  },
];
