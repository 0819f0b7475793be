import { isUnknown } from '#shared/cfn/unknown';
import type { Rule } from '#shared/compliance/types';
import { failWith, NOT_APPLICABLE, PASS, unknownFrom } from '../_lib/evaluation';
import { deprecatedOn, FUNCTION_TYPES, RUNTIMES_REVIEWED_ON } from '../_lib/lambda';
import { nameOf } from '../_lib/nouns';
import { propOf } from '../_lib/props';

/** The function's Runtime is not on AWS's deprecated list (container images are not applicable). */
export const lambdaRuntimeSupported: Rule = {
  id: 'lambda-runtime-supported',
  service: 'lambda',
  severity: 'medium',
  title: 'Lambda functions use a runtime that still receives security patches',
  description:
    'AWS stops patching deprecated runtimes, so known vulnerabilities in the language runtime stay ' +
    `unfixed; runtimes are checked against AWS's deprecation table as reviewed on ${RUNTIMES_REVIEWED_ON}.`,
  resourceTypes: FUNCTION_TYPES,
  remediation:
    'Set Runtime to a supported version, e.g. nodejs22.x, python3.13, java21, dotnet8 or provided.al2023.',
  evaluate(resource) {
    const runtime = propOf(resource, 'Runtime');
    if (isUnknown(runtime)) return unknownFrom('Runtime', runtime);
    if (typeof runtime !== 'string') return NOT_APPLICABLE;
    const since = deprecatedOn(runtime);
    if (since === undefined) return PASS;
    return failWith(`${nameOf(resource)} uses runtime ${runtime}, deprecated by AWS on ${since}.`);
  },
};
