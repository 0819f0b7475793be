import { type Assertion, evaluateAssertion } from '../checklist/assertions';
import { NEGATED } from '../checklist/negation';
import { buildsService, NAMED_SERVICES } from '../checklist/service-names';
import type { TemplateResource } from '../checklist/template-facts';
import type { ArchitecturePlan, NotBuilt } from '../plan';

/**
 * Things a sentence of the review notes may claim about the design, each with what makes it true
 * on the template (any one of its assertions). A sentence that claims one the template lacks is
 * not written; said with "no" or "without", the claim is that the template lacks it.
 */
const CLAIMS: readonly { words: RegExp; any: Assertion[] }[] = [
  {
    words:
      /\b(?:database standby|standby database|standby in (?:a|the) second (?:zone|availability zone)|multi-az database)\b/,
    any: [
      {
        kind: 'exists',
        types: ['AWS::RDS::DBInstance'],
        where: [{ path: 'MultiAZ', op: 'equals', value: true }],
      },
      { kind: 'exists', types: ['AWS::RDS::DBCluster'] },
    ],
  },
  {
    words: /\brate[- ]limit(?:s|ed|ing)?\b/,
    any: [
      {
        kind: 'exists',
        types: ['AWS::WAFv2::WebACL'],
        where: [{ path: 'Rules.*.Statement.RateBasedStatement', op: 'set' }],
      },
      { kind: 'exists', types: ['AWS::ApiGateway::UsagePlan'] },
    ],
  },
  { words: /\bnat gateways?\b/, any: [{ kind: 'exists', types: ['AWS::EC2::NatGateway'] }] },
  {
    words: /\bload balancers?\b/,
    any: [{ kind: 'exists', types: ['AWS::ElasticLoadBalancingV2::LoadBalancer'] }],
  },
];

/** Whether every claim a sentence makes holds on the template (a sentence that claims nothing holds). */
export function claimHolds(sentence: string, resources: readonly TemplateResource[]): boolean {
  const text = sentence.toLowerCase();
  return CLAIMS.every(({ words, any }) => {
    const match = words.exec(text);
    if (!match) return true;
    const present = any.some((assertion) => evaluateAssertion(assertion, resources).holds);
    const denied = NEGATED.test(text.slice(Math.max(0, match.index - 30), match.index));
    return denied ? !present : present;
  });
}

/**
 * A "not built" entry the template in fact builds: its phrase is only a service's name ("load
 * balancer", not "S3 replication to another region") and a resource of that service is there.
 */
export function builtAnyway(entry: NotBuilt, resources: readonly TemplateResource[]): boolean {
  const phrase = entry.phrase
    .toLowerCase()
    .replace(/^(?:an?|the|some)\s+/, '')
    .trim();
  return NAMED_SERVICES.some((service) => {
    const match = service.pattern.exec(phrase);
    return (
      match?.index === 0 &&
      match[0].length === phrase.length &&
      resources.some((r) => buildsService(service, r.type))
    );
  });
}

/** The plan as the review notes and the studio show it: no decision or "not built" entry the template contradicts. */
export function withoutFalseClaims(
  plan: ArchitecturePlan,
  resources: readonly TemplateResource[],
): ArchitecturePlan {
  return {
    ...plan,
    decisions: plan.decisions.filter((d) => claimHolds(d, resources)),
    ...(plan.not_built && { not_built: plan.not_built.filter((n) => !builtAnyway(n, resources)) }),
  };
}

/** The requirements' assumptions the template bears out: the ones the review notes and the studio show. */
export const shownAssumptions = (assumptions: readonly string[], resources: readonly TemplateResource[]) =>
  assumptions.filter((a) => claimHolds(a, resources));
