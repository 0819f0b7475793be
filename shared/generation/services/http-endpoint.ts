import { getAtt, ref, stackName } from './kit';
import type { ServiceSpec } from './types';

/**
 * A third-party HTTPS API the design calls: an EventBridge connection (its credentials kept by
 * EventBridge in Secrets Manager) and an API destination that rules, pipes and state machines reach.
 */
export const httpEndpoint: ServiceSpec = {
  id: 'http-endpoint',
  block_name: 'External',
  family: 'EventBridge',
  label: 'EventBridge API destination (third-party HTTPS API)',
  names: /\b(api destinations?|eventbridge connections?)\b/,
  phrases:
    /\b(third[- ]party (https? )?apis?|external (https? )?(apis?|endpoints?)|saas apis?|salesforce|partner apis?)\b/,
  arabic: /(واجه[ةه] برمجي[ةه] خارجي[ةه]|جه[ةه] خارجي[ةه])/,
  cost: 'request',
  target: { actions: ['events:InvokeApiDestination'], arn: (n) => getAtt(n.main, 'Arn') },
  build(ctx, name) {
    const endpoint = ctx.parameter(`${name}Url`, {
      Type: 'String',
      Default: 'https://api.example.com/events',
      AllowedPattern: '^https://.+',
      Description: `${name}: the third-party HTTPS endpoint`,
    });
    const connection = ctx.add(name, `${name}Connection`, {
      Type: 'AWS::Events::Connection',
      Properties: {
        Name: stackName(name),
        AuthorizationType: 'API_KEY',
        AuthParameters: {
          ApiKeyAuthParameters: { ApiKeyName: 'x-api-key', ApiKeyValue: 'replace-after-deployment' },
        },
      },
    });
    const destination = ctx.add(name, `${name}Destination`, {
      Type: 'AWS::Events::ApiDestination',
      Properties: {
        ConnectionArn: getAtt(connection, 'Arn'),
        InvocationEndpoint: ref(endpoint),
        HttpMethod: 'POST',
        InvocationRateLimitPerSecond: 10,
      },
    });
    return { service: 'http-endpoint', name, main: destination };
  },
};
