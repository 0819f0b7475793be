import { isUnknown } from '#shared/cfn/unknown';
import type { Rule } from '#shared/compliance/types';
import { failWith, PASS, unknownFrom } from '../_lib/evaluation';
import { nameOf } from '../_lib/nouns';
import { presence, propOf } from '../_lib/props';

const LOGGED_LEVELS = ['ALL', 'ERROR'];

/** LoggingConfiguration has Level ALL or ERROR and at least one destination (default is OFF). */
export const stepfunctionsLogging: Rule = {
  id: 'stepfunctions-logging',
  service: 'stepfunctions',
  severity: 'medium',
  title: 'Step Functions state machines log executions',
  description:
    'Execution logs show which workflow steps ran and failed, which is needed to detect and investigate ' +
    'faults and misuse.',
  resourceTypes: ['AWS::StepFunctions::StateMachine'],
  remediation:
    'Set LoggingConfiguration with Level ERROR (or ALL), IncludeExecutionData as appropriate, and ' +
    'Destinations [{ CloudWatchLogsLogGroup: { LogGroupArn: <log group Arn> } }].',
  fixCostUsdMonthly: 1,
  evaluate(resource) {
    const level = propOf(resource, 'LoggingConfiguration', 'Level');
    if (isUnknown(level)) return unknownFrom('LoggingConfiguration.Level', level);
    if (typeof level !== 'string' || !LOGGED_LEVELS.includes(level)) {
      return failWith(
        `${nameOf(resource)} logs at level ${typeof level === 'string' ? level : 'OFF'}, below ERROR.`,
      );
    }
    const destinations = presence(propOf(resource, 'LoggingConfiguration', 'Destinations'));
    if (isUnknown(destinations)) return unknownFrom('LoggingConfiguration.Destinations', destinations);
    return destinations ? PASS : failWith(`${nameOf(resource)} has no log destination.`);
  },
};
