import type { Rule } from '#shared/compliance/types';
import { nameOf } from '../_lib/nouns';
import { requireOneOf } from '../_lib/one-of';

/** Compliant: a GraphQL API logs field resolution (LogConfig.FieldLogLevel ERROR or ALL). */
export const appsyncLogging: Rule = {
  id: 'appsync-logging',
  service: 'appsync',
  severity: 'medium',
  title: 'AppSync GraphQL APIs log requests',
  description:
    'Without logs there is no record of who queried what, or of the errors an attack leaves behind.',
  resourceTypes: ['AWS::AppSync::GraphQLApi'],
  remediation: 'Set LogConfig with FieldLogLevel ERROR (or ALL) and a CloudWatchLogsRoleArn.',
  fixCostUsdMonthly: 1,
  evaluate: (resource) =>
    requireOneOf(
      resource,
      ['LogConfig', 'FieldLogLevel'],
      ['ERROR', 'ALL', 'INFO', 'DEBUG'],
      'NONE',
      (value) => `${nameOf(resource)} does not log requests: FieldLogLevel is ${value}.`,
    ),
};
