import type { Rule } from '#shared/compliance/types';
import { expectSet } from '../_lib/evaluation';
import { FUNCTION_TYPES } from '../_lib/lambda';
import { nameOf } from '../_lib/nouns';

/** ReservedConcurrentExecutions is set, so one function cannot starve the others or run away. */
export const lambdaConcurrency: Rule = {
  id: 'lambda-concurrency',
  service: 'lambda',
  severity: 'low',
  title: 'Lambda functions have a reserved concurrency limit',
  description:
    'Without a limit, a flood of requests to one function can use the whole account concurrency, ' +
    'denying service to every other function and driving up cost.',
  resourceTypes: FUNCTION_TYPES,
  remediation: 'Set ReservedConcurrentExecutions to the peak concurrency the function needs.',
  evaluate(resource) {
    return expectSet(
      resource,
      ['ReservedConcurrentExecutions'],
      `${nameOf(resource)} has no reserved concurrency limit.`,
    );
  },
};
