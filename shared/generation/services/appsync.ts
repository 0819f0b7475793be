import { addServiceRole, grant } from '../synthesis/grants';
import { addLogGroup } from '../synthesis/parts';
import { getAtt, keyArn, ref, stackName, sub } from './kit';
import type { ServiceSpec } from './types';

const SCHEMA = `schema { query: Query mutation: Mutation }
type Item { pk: ID! sk: String! data: AWSJSON }
type Query { getItem(pk: ID!, sk: String!): Item }
type Mutation { putItem(pk: ID!, sk: String!, data: AWSJSON): Item }
`;

/** A GraphQL API with IAM authorization and field logs; each edge is a data source with its own role (a REST API of the design is an HTTP data source signing with it). */
export const appsync: ServiceSpec = {
  id: 'appsync',
  block_name: 'GraphApi',
  family: 'AppSync',
  label: 'AWS AppSync GraphQL API',
  // "an AppSync API", "an AppSync Events API" name one API, not AppSync and a REST API
  names: /\b(aws appsync|appsync( (graphql|events?))?( apis?)?|graphql( apis?)?)\b/,
  phrases: /\b(graph ?ql|subscriptions over websockets?|real[- ]time (graphql|subscriptions))\b/,
  arabic: /(آب ?سينك|اب ?سينك|جراف ?كيو ?إل|غراف ?كيو ?ال)/,
  cost: 'request',
  needs: ['lambda'],
  waits: true,
  emits: 'push',
  sends_to: ['lambda', 'dynamodb', 'eventbridge', 'opensearch', 'http', 'api-gateway'],
  target: { actions: ['appsync:GraphQL'], arn: (n) => getAtt(n.main, 'Arn') },
  push(ctx, from, to, delivery) {
    const kind: Record<string, [string, Record<string, unknown>]> = {
      lambda: ['AWS_LAMBDA', { LambdaConfig: { LambdaFunctionArn: delivery.arn } }],
      dynamodb: [
        'AMAZON_DYNAMODB',
        { DynamoDBConfig: { TableName: { Ref: to.main }, AwsRegion: { Ref: 'AWS::Region' } } },
      ],
      eventbridge: ['AMAZON_EVENTBRIDGE', { EventBridgeConfig: { EventBusArn: delivery.arn } }],
      // a REST API of the design, called over HTTPS with requests signed by the data source's role
      'api-gateway': [
        'HTTP',
        {
          HttpConfig: {
            Endpoint: sub(`https://\${${to.main}}.execute-api.\${AWS::Region}.amazonaws.com`),
            AuthorizationConfig: {
              AuthorizationType: 'AWS_IAM',
              AwsIamConfig: { SigningRegion: ref('AWS::Region'), SigningServiceName: 'execute-api' },
            },
          },
        },
      ],
    };
    const source = kind[to.service];
    if (!source) return;
    ctx.add(from.name, `${from.name}${to.name}Source`, {
      Type: 'AWS::AppSync::DataSource',
      Properties: {
        ApiId: getAtt(from.main, 'ApiId'),
        Name: `${to.name}Source`,
        Type: source[0],
        ServiceRoleArn: delivery.role('appsync.amazonaws.com'),
        ...source[1],
      },
    });
  },
  build(ctx, name) {
    const logs = addServiceRole(ctx, name, `${name}LogRole`, 'appsync.amazonaws.com');
    const group = addLogGroup(ctx, name, `${name}Logs`);
    grant(ctx, logs, ['logs:CreateLogStream', 'logs:PutLogEvents'], getAtt(group, 'Arn'));
    const api = ctx.add(name, `${name}GraphQLApi`, {
      Type: 'AWS::AppSync::GraphQLApi',
      Properties: {
        Name: stackName(name),
        AuthenticationType: 'AWS_IAM',
        XrayEnabled: true,
        LogConfig: {
          CloudWatchLogsRoleArn: getAtt(logs, 'Arn'),
          FieldLogLevel: 'ERROR',
          ExcludeVerboseContent: true,
        },
        Tags: ctx.tags(),
      },
    });
    ctx.add(name, `${name}Schema`, {
      Type: 'AWS::AppSync::GraphQLSchema',
      Properties: { ApiId: getAtt(api, 'ApiId'), Definition: SCHEMA },
    });
    void keyArn;
    return { service: 'appsync', name, main: api };
  },
};
