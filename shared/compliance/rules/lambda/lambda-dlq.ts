import type { Resource } from '#shared/cfn/types';
import { isUnknown } from '#shared/cfn/unknown';
import type { Rule, ScanContext } from '#shared/compliance/types';
import { failWith, PASS, unknownFrom } from '../_lib/evaluation';
import { FUNCTION_TYPES } from '../_lib/lambda';
import type { Maybe } from '../_lib/maybe';
import { nameOf } from '../_lib/nouns';
import { presence, propOf } from '../_lib/props';

/** Failure targets on the function itself (Lambda DeadLetterConfig, SAM DeadLetterQueue or EventInvokeConfig). */
function ownFailureTarget(fn: Resource): unknown {
  if (fn.type === 'AWS::Serverless::Function') {
    const dlq = propOf(fn, 'DeadLetterQueue', 'TargetArn');
    if (presence(dlq) === true) return dlq;
    return propOf(fn, 'EventInvokeConfig', 'DestinationConfig', 'OnFailure', 'Destination');
  }
  return propOf(fn, 'DeadLetterConfig', 'TargetArn');
}

/** An AWS::Lambda::EventInvokeConfig for the function with an on-failure destination. */
function invokeConfigTarget(fn: Resource, ctx: ScanContext): Maybe {
  let unknown: Maybe = false;
  for (const config of ctx.ofType('AWS::Lambda::EventInvokeConfig')) {
    const name = propOf(config, 'FunctionName');
    const targetsFn = isUnknown(name)
      ? (name.refs ?? []).includes(fn.logicalId)
      : typeof name === 'string' && name === fn.properties.FunctionName;
    if (!targetsFn) {
      if (isUnknown(name) && (name.refs ?? []).length === 0 && unknown === false) unknown = name;
      continue;
    }
    const destination = presence(propOf(config, 'DestinationConfig', 'OnFailure', 'Destination'));
    if (destination === true) return true;
    if (isUnknown(destination)) unknown = destination;
  }
  return unknown;
}

/**
 * Every function keeps failed asynchronous events (dead-letter queue or on-failure destination).
 * Applied to all functions, because a template does not show which ones are invoked asynchronously;
 * frameworks give it a low severity for that reason.
 */
export const lambdaDlq: Rule = {
  id: 'lambda-dlq',
  service: 'lambda',
  severity: 'low',
  title: 'Lambda functions keep failed asynchronous events',
  description:
    'Events from asynchronous invocations that fail after retries are dropped silently unless a ' +
    'dead-letter queue or failure destination keeps them for investigation and replay.',
  resourceTypes: FUNCTION_TYPES,
  remediation:
    'Set DeadLetterConfig.TargetArn to an SQS queue or SNS topic ARN, or add an ' +
    'AWS::Lambda::EventInvokeConfig with DestinationConfig.OnFailure.Destination.',
  evaluate(resource, ctx) {
    const own = ownFailureTarget(resource);
    if (presence(own) === true) return PASS;
    const viaConfig = invokeConfigTarget(resource, ctx);
    if (viaConfig === true) return PASS;
    if (isUnknown(own)) return unknownFrom('DeadLetterConfig', own);
    if (isUnknown(viaConfig))
      return unknownFrom('the FunctionName or destination of an EventInvokeConfig', viaConfig);
    return failWith(
      `${nameOf(resource)} has no dead-letter queue or on-failure destination for asynchronous events.`,
    );
  },
};
