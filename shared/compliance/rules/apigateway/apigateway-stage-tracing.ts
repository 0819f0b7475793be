import type { Rule } from '#shared/compliance/types';
import { requireTrue } from '../_lib/evaluation';
import { nameOf } from '../_lib/nouns';

/** Compliant: API Gateway REST stages trace requests with X-Ray. */
export const apigatewayStageTracing: Rule = {
  id: 'apigateway-stage-tracing',
  service: 'apigateway',
  severity: 'low',
  title: 'API Gateway REST stages trace requests with X-Ray',
  description:
    'Tracing shows the path and timing of each request through the API and its back ends, which helps find abuse and failures.',
  resourceTypes: ['AWS::ApiGateway::Stage'],
  remediation: 'Set TracingEnabled to true.',
  evaluate(resource) {
    return requireTrue(
      resource,
      ['TracingEnabled'],
      `${nameOf(resource)} does not trace requests (TracingEnabled is not true).`,
    );
  },
};
