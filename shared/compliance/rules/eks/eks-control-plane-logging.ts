import { isUnknown } from '#shared/cfn/unknown';
import type { Rule } from '#shared/compliance/types';
import { failWith, PASS, unknownFrom } from '../_lib/evaluation';
import { nameOf } from '../_lib/nouns';
import { dig, propOf, toList } from '../_lib/props';

/** The control plane logs that record who did what: API calls, audit events and sign-ins. */
const REQUIRED_LOG_TYPES = ['api', 'audit', 'authenticator'] as const;

/** Compliant: Logging.ClusterLogging.EnabledTypes includes api, audit and authenticator. */
export const eksControlPlaneLogging: Rule = {
  id: 'eks-control-plane-logging',
  service: 'eks',
  severity: 'medium',
  title: 'EKS clusters send API, audit and authenticator logs to CloudWatch',
  description:
    'Without control plane logs there is no record of who called the Kubernetes API, what the audit trail says, or who signed in, which incident response and the logging controls need.',
  resourceTypes: ['AWS::EKS::Cluster'],
  remediation:
    'Set Logging.ClusterLogging.EnabledTypes to include api, audit and authenticator (controllerManager and scheduler are optional).',
  evaluate(resource) {
    const types = toList(propOf(resource, 'Logging', 'ClusterLogging', 'EnabledTypes'));
    if (isUnknown(types)) return unknownFrom('Logging.ClusterLogging.EnabledTypes', types);
    const enabled = types.map((t) => dig(t, 'Type'));
    const unknown = enabled.find(isUnknown);
    const missing = REQUIRED_LOG_TYPES.filter((t) => !enabled.includes(t));
    if (missing.length === 0) return PASS;
    if (unknown) return unknownFrom('Logging.ClusterLogging.EnabledTypes', unknown);
    return failWith(`${nameOf(resource)} does not log ${missing.join(', ')} from its control plane.`);
  },
};
