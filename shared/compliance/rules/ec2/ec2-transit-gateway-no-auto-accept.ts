import type { Rule } from '#shared/compliance/types';
import { nameOf } from '../_lib/nouns';
import { rejectOneOf } from '../_lib/settings';

/** Compliant: transit gateways do not accept shared VPC attachments automatically. */
export const ec2TransitGatewayNoAutoAccept: Rule = {
  id: 'ec2-transit-gateway-no-auto-accept',
  service: 'ec2',
  severity: 'high',
  title: 'Transit gateways do not accept shared VPC attachments automatically',
  description:
    'With auto-accept any account the gateway is shared with can attach a VPC and route into every network behind it.',
  resourceTypes: ['AWS::EC2::TransitGateway'],
  remediation: 'Set AutoAcceptSharedAttachments to disable (the default) and accept attachments one by one.',
  evaluate(resource) {
    return rejectOneOf(
      resource,
      ['AutoAcceptSharedAttachments'],
      ['enable'],
      undefined,
      () => `${nameOf(resource)} accepts shared VPC attachments automatically.`,
    );
  },
};
