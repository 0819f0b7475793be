import type { Resource } from '#shared/cfn/types';
import { isUnknown } from '#shared/cfn/unknown';
import type { Evaluation, Rule } from '#shared/compliance/types';
import { failWith, NOT_APPLICABLE, PASS, unknownBecause, unknownFrom } from '../_lib/evaluation';
import { anyItem, type Maybe } from '../_lib/maybe';
import { nameOf } from '../_lib/nouns';
import { asList, dig, propOf } from '../_lib/props';

/** A default action of type redirect whose RedirectConfig sends clients to HTTPS. */
function redirectsToHttps(action: unknown): Maybe {
  const type = dig(action, 'Type');
  const protocol = dig(action, 'RedirectConfig', 'Protocol');
  if (isUnknown(type)) return type;
  if (type !== 'redirect') return false;
  return isUnknown(protocol) ? protocol : protocol === 'HTTPS';
}

/** A Classic Load Balancer cannot redirect: any HTTP (or plain TCP) listener on port 80 serves plain HTTP. */
function classicListeners(resource: Resource): Evaluation {
  const listeners = asList(propOf(resource, 'Listeners'));
  if (isUnknown(listeners)) return unknownFrom('Listeners', listeners);
  const plain: string[] = [];
  for (const [index, listener] of (listeners ?? []).entries()) {
    const protocol = dig(listener, 'Protocol');
    if (isUnknown(protocol)) return unknownFrom(`Listeners[${index}].Protocol`, protocol);
    if (String(protocol).toUpperCase() === 'HTTP') plain.push(String(dig(listener, 'LoadBalancerPort')));
  }
  if (plain.length === 0) return PASS;
  return failWith(`${nameOf(resource)} serves plain HTTP on port ${plain.join(', ')}.`);
}

/**
 * Listeners use HTTPS or TLS, or are HTTP listeners that only redirect to HTTPS. TCP/UDP listeners
 * pass traffic through untouched (it may be TLS end to end) and gateway listeners carry GENEVE, so
 * neither is judged here.
 */
export const elbListenerHttps: Rule = {
  id: 'elb-listener-https',
  service: 'elb',
  severity: 'high',
  title: 'Load balancer listeners accept only encrypted connections',
  description:
    'Plain HTTP exposes requests, cookies and credentials on the network; public web applications must ' +
    'serve HTTPS and send HTTP clients to it.',
  resourceTypes: ['AWS::ElasticLoadBalancingV2::Listener', 'AWS::ElasticLoadBalancing::LoadBalancer'],
  remediation:
    'Set Protocol to HTTPS with a Certificates entry, or keep the HTTP listener with DefaultActions of Type ' +
    'redirect and RedirectConfig { Protocol: HTTPS, Port: "443", StatusCode: HTTP_301 }.',
  evaluate(resource) {
    if (resource.type === 'AWS::ElasticLoadBalancing::LoadBalancer') return classicListeners(resource);
    const protocol = propOf(resource, 'Protocol');
    if (isUnknown(protocol)) return unknownFrom('Protocol', protocol);
    if (protocol === 'HTTPS' || protocol === 'TLS') return PASS;
    if (protocol !== 'HTTP') return NOT_APPLICABLE;
    const actions = asList(propOf(resource, 'DefaultActions'));
    if (isUnknown(actions)) return unknownFrom('DefaultActions', actions);
    const redirects = anyItem(actions ?? [], redirectsToHttps);
    if (redirects === true) return PASS;
    if (isUnknown(redirects)) return unknownBecause(`a default action is ${redirects.reason}`);
    return failWith(`${nameOf(resource)} serves plain HTTP without redirecting to HTTPS.`);
  },
};
