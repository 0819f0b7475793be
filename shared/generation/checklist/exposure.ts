import { type LedgerWords, ledgerWords } from '../ledger-words';
import type { Assertion } from './assertions';
import { evaluateAll } from './assertions';
import type { TemplateResource } from './template-facts';
import type { ChecklistItem } from './types';

/**
 * "NO public endpoints", "only from inside our VPC": met when nothing in the template is reached
 * from the internet: no HTTP or WebSocket API (those are always public), no CDN, no
 * internet-facing load balancer, and every REST API private.
 */
export function checkPrivate(
  quote: string,
  resources: readonly TemplateResource[],
  words: LedgerWords = ledgerWords('en'),
): ChecklistItem {
  const assertions: Assertion[] = [
    { kind: 'absent', types: ['AWS::ApiGatewayV2::Api'] },
    { kind: 'absent', types: ['AWS::CloudFront::Distribution'] },
    {
      kind: 'absent',
      types: ['AWS::ElasticLoadBalancingV2::LoadBalancer'],
      where: [{ path: 'Scheme', op: 'equals', value: 'internet-facing' }],
    },
    ...(resources.some((r) => r.type === 'AWS::ApiGateway::RestApi')
      ? [
          {
            kind: 'every' as const,
            types: ['AWS::ApiGateway::RestApi'],
            where: [{ path: 'EndpointConfiguration.Types', op: 'includes' as const, value: 'PRIVATE' }],
          },
        ]
      : []),
  ];
  const { status, results } = evaluateAll(assertions, resources);
  const exposed = assertions.flatMap((a, i) =>
    results[i]?.holds
      ? []
      : a.kind === 'absent'
        ? (results[i]?.resources ?? [])
        : 'types' in a
          ? a.types
          : [],
  );
  return {
    kind: 'access',
    requirement: words.noInternetEndpoint,
    quote,
    status: status === 'met' ? 'met' : 'not-met',
    resources: [],
    detail:
      status === 'met'
        ? words.nothingFacesInternet
        : words.reachableFromInternet([...new Set(exposed)].join(', ')),
    assertions,
  };
}
