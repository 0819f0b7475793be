import type { Resource } from '#shared/cfn/types';
import { isUnknown } from '#shared/cfn/unknown';
import type { Rule } from '#shared/compliance/types';
import { expectSet, failWith, PASS, unknownBecause, unknownFrom } from '../_lib/evaluation';
import { anyItem } from '../_lib/maybe';
import { nameOf } from '../_lib/nouns';
import { asList, dig, propOf } from '../_lib/props';

const EXECUTION_LOG_LEVELS = ['ERROR', 'INFO'];

/** REST stages also need execution logs: some MethodSettings entry with LoggingLevel ERROR or INFO. */
function restStage(resource: Resource) {
  const access = expectSet(
    resource,
    ['AccessLogSetting', 'DestinationArn'],
    `${nameOf(resource)} does not write access logs.`,
  );
  if (access.status !== 'pass') return access;
  const settings = asList(propOf(resource, 'MethodSettings'));
  if (isUnknown(settings)) return unknownFrom('MethodSettings', settings);
  const logging = anyItem(settings ?? [], (setting) => {
    const level = dig(setting, 'LoggingLevel');
    return isUnknown(level) ? level : typeof level === 'string' && EXECUTION_LOG_LEVELS.includes(level);
  });
  if (logging === true) return PASS;
  if (isUnknown(logging)) return unknownBecause(`a LoggingLevel in MethodSettings is ${logging.reason}`);
  return failWith(
    `${nameOf(resource)} writes no execution logs (no MethodSettings LoggingLevel ERROR or INFO).`,
  );
}

/** REST stages have AccessLogSetting and execution logging; HTTP/WebSocket stages have AccessLogSettings. */
export const apigatewayStageLogging: Rule = {
  id: 'apigateway-stage-logging',
  service: 'apigateway',
  severity: 'medium',
  title: 'API Gateway stages write access and execution logs',
  description:
    'APIs are public entry points; request logs are needed to investigate attacks and misuse and to keep ' +
    'an event trail.',
  resourceTypes: ['AWS::ApiGateway::Stage', 'AWS::ApiGatewayV2::Stage'],
  remediation:
    'On AWS::ApiGateway::Stage set AccessLogSetting.DestinationArn and Format, and a MethodSettings entry ' +
    '{ HttpMethod: "*", ResourcePath: "/*", LoggingLevel: ERROR }; on AWS::ApiGatewayV2::Stage set ' +
    'AccessLogSettings.DestinationArn and Format.',
  fixCostUsdMonthly: 1,
  evaluate(resource) {
    if (resource.type === 'AWS::ApiGateway::Stage') return restStage(resource);
    return expectSet(
      resource,
      ['AccessLogSettings', 'DestinationArn'],
      `${nameOf(resource)} does not write access logs.`,
    );
  },
};
