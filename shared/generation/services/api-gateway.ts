import { getAtt, ref, sub } from '../../cfn/build';
import { methodAuthorization } from '../synthesis/authorizer';
import { addApiGatewayAccount } from '../synthesis/blocks/serverless-api';
import { addWebAcl } from '../synthesis/blocks/web-acl';
import type { SynthesisContext } from '../synthesis/context';
import { privateSubnets, vpcId } from '../synthesis/network-refs';
import { addLogGroup } from '../synthesis/parts';
import { API_ROUTE_LEAF, API_ROUTE_METHOD, API_ROUTE_PATH } from './names';
import type { ServiceNode, ServiceSpec, StatedSetting } from './types';

/**
 * The periods a usage plan's quota is counted over, and the words that say each after a count of
 * requests: a noun after "per" ("per day", "في اليوم") or an adverb ("daily", "يوميًا").
 */
const QUOTA_PERIODS = [
  ['DAY', String.raw`day\b|(?:ال)?يوم(?![\u0621-\u064a])`, String.raw`daily\b|يومي\S*`],
  ['WEEK', String.raw`week\b|(?:ال)?[أا]سبوع(?![\u0621-\u064a])`, String.raw`weekly\b|[أا]سبوعي\S*`],
  ['MONTH', String.raw`month\b|(?:ال)?شهر(?![\u0621-\u064a])`, String.raw`monthly\b|شهري\S*`],
] as const;
/** A period said after a count of requests, as `QUOTA_PERIODS` says each (or any, with none given). */
const periodWords = (periods: readonly (typeof QUOTA_PERIODS)[number][] = QUOTA_PERIODS) =>
  `(?:(?:per|a|an|each|every|/|في|كل|ب)\\s*(?:${periods.map(([, noun]) => noun).join('|')})|${periods.map(([, , adverb]) => adverb).join('|')})`;

/**
 * The AWS service action an API calls directly for each non-function target, and its request
 * template, which names the target (`${<main>}`, resolved by Fn::Sub): a call that does not say which
 * queue, topic or table it is for is refused.
 */
const ACTIONS: Record<string, { service: string; action: string; template: (main: string) => string }> = {
  sqs: {
    service: 'sqs',
    action: 'SendMessage',
    template: (q) =>
      `Action=SendMessage&QueueUrl=$util.urlEncode("\${${q}}")&MessageBody=$util.urlEncode($input.body)`,
  },
  sns: {
    service: 'sns',
    action: 'Publish',
    template: (t) =>
      `Action=Publish&TopicArn=$util.urlEncode("\${${t}}")&Message=$util.urlEncode($input.body)`,
  },
  'step-functions': {
    service: 'states',
    action: 'StartExecution',
    template: (m) => `{"stateMachineArn": "\${${m}}", "input": "$util.escapeJavaScript($input.body)"}`,
  },
  kinesis: {
    service: 'kinesis',
    action: 'PutRecord',
    template: (k) =>
      `{"StreamName": "\${${k}}", "Data": "$util.base64Encode($input.body)", "PartitionKey": "$context.requestId"}`,
  },
  eventbridge: {
    service: 'events',
    action: 'PutEvents',
    template: (b) =>
      `{"Entries": [{"EventBusName": "\${${b}}", "Source": "app.api", "DetailType": "request", "Detail": "$util.escapeJavaScript($input.body)"}]}`,
  },
  dynamodb: {
    service: 'dynamodb',
    action: 'PutItem',
    template: (t) =>
      `{"TableName": "\${${t}}", "Item": {"pk": {"S": "$context.requestId"}, "sk": {"S": "request"}}}`,
  },
  firehose: {
    service: 'firehose',
    action: 'PutRecord',
    template: (f) =>
      `{"DeliveryStreamName": "\${${f}}", "Record": {"Data": "$util.base64Encode($input.body)"}}`,
  },
};

/**
 * A private integration: a VPC link (v2) in the private subnets whose group may open HTTPS to the
 * load balancer's group and nothing else, the one ingress rule that lets it in, and a proxy method
 * that sends every path to the HTTPS listener through the link.
 */
function privateIntegration(ctx: SynthesisContext, from: ServiceNode, to: ServiceNode): void {
  const api = from.main;
  const target = `${to.name}LoadBalancerSecurityGroup`;
  const group = ctx.add(from.name, `${from.name}${to.name}LinkSecurityGroup`, {
    Type: 'AWS::EC2::SecurityGroup',
    Properties: {
      GroupDescription: `${from.name}: VPC link to ${to.name}, HTTPS to its listener only`,
      VpcId: vpcId(),
      SecurityGroupEgress: [
        {
          IpProtocol: 'tcp',
          FromPort: 443,
          ToPort: 443,
          DestinationSecurityGroupId: ref(target),
          Description: `HTTPS to ${to.name}`,
        },
      ],
    },
  });
  ctx.add(from.name, `${to.name}FromLink`, {
    Type: 'AWS::EC2::SecurityGroupIngress',
    Properties: {
      GroupId: ref(target),
      IpProtocol: 'tcp',
      FromPort: 443,
      ToPort: 443,
      SourceSecurityGroupId: ref(group),
      Description: `HTTPS from the ${from.name} VPC link`,
    },
  });
  const link = ctx.add(from.name, `${from.name}${to.name}VpcLink`, {
    Type: 'AWS::ApiGatewayV2::VpcLink',
    Properties: {
      Name: sub(`\${AWS::StackName}-${from.name.toLowerCase()}-${to.name.toLowerCase()}`),
      SubnetIds: privateSubnets(ctx),
      SecurityGroupIds: [ref(group)],
      Tags: Object.fromEntries(ctx.tags().map((t) => [t.Key, t.Value])),
    },
  });
  const resource = ctx.add(from.name, `${from.name}${to.name}Resource`, {
    Type: 'AWS::ApiGateway::Resource',
    Properties: { RestApiId: ref(api), ParentId: getAtt(api, 'RootResourceId'), PathPart: '{proxy+}' },
  });
  const method = ctx.add(from.name, `${from.name}${to.name}Method`, {
    Type: 'AWS::ApiGateway::Method',
    Properties: {
      RestApiId: ref(api),
      ResourceId: ref(resource),
      HttpMethod: 'ANY',
      ...methodAuthorization(ctx, from.name, api),
      RequestParameters: { 'method.request.path.proxy': true },
      Integration: {
        Type: 'HTTP_PROXY',
        IntegrationHttpMethod: 'ANY',
        ConnectionType: 'VPC_LINK',
        ConnectionId: ref(link),
        // a VPC link v2 reaches an application load balancer through its listener
        IntegrationTarget: ref(`${to.name}HttpsListener`),
        Uri: sub(`https://\${${to.main}.DNSName}/{proxy}`),
        RequestParameters: { 'integration.request.path.proxy': 'method.request.path.proxy' },
      },
    },
  });
  const deployment = ctx.resources[`${from.name}Deployment`];
  if (deployment) deployment.DependsOn = [...((deployment.DependsOn as string[]) ?? []), method];
}

/**
 * The route the brief gives its API ("POST /refunds", "مسار /orders/{orderId}"): a resource for
 * each level of the path, under the one before, for the first function the API reaches (the
 * others keep a path of their own); undefined when the brief gives none or it is taken.
 */
function statedRoute(
  ctx: SynthesisContext,
  from: ServiceNode,
): { resource: string; method: string | undefined } | undefined {
  const path = from.settings?.route_path;
  if (typeof path !== 'string' || ctx.resources[`${from.name}Route1`]) return undefined;
  const levels = path.split('/').filter(Boolean);
  if (levels.length === 0) return undefined;
  let parent: unknown = getAtt(from.main, 'RootResourceId');
  let resource = '';
  levels.forEach((level, k) => {
    resource = ctx.add(from.name, `${from.name}Route${k + 1}`, {
      Type: 'AWS::ApiGateway::Resource',
      Properties: { RestApiId: ref(from.main), ParentId: parent, PathPart: level },
    });
    parent = ref(resource);
  });
  const method = from.settings?.route_method;
  return { resource, method: typeof method === 'string' ? method.toUpperCase() : undefined };
}

export const apiGateway: ServiceSpec = {
  id: 'api-gateway',
  block_name: 'Gateway',
  family: 'ApiGateway',
  label: 'Amazon API Gateway REST API',
  // a REST or HTTP API said to proxy a server or service is a gateway, not an application's own API
  names:
    /\b(amazon api gateway(?! v2)|api gateway(?! v2)|apigw|apigateway|(rest(ful)?|http) apis? (that|which) (acts? as|is|works as) an? (reverse )?proxy|proxy(ing)? (it|them|this|that|requests|traffic|calls) (via|through|behind) (an? |the )?(rest(ful)? |http )?api)\b/,
  phrases:
    /\b(callbacks?|human[- ](review|approval|in[- ]the[- ]loop)|approval (callbacks?|workflows?)|amazon api gateway|api gateway|apigw|rest(ful)? apis?|http apis?|usage plans?|api keys?|apis?(?! (?:calls?|cals?|activity|activities)\b)|endpoints?|webhooks?)\b/,
  kinds: /\b(?:http|rest(?:ful)?|websocket|edge|regional|private) apis?\b/,
  // the key a caller sends and the plan that meters it belong to the API the brief names
  part_words: /^(?:usage plans?|api keys?)$/,
  // an API said to act as a proxy is API Gateway's own sense, as in English ("واجهة REST تعمل كوسيط")
  arabic:
    /(بوابة (ال)?واجه[ةه]|واجه[ةه] (?:برمجي[ةه] )?(?:rest|http)? ?(?:تعمل|يعمل|تكون) ك?(?:وسيط|بروكسي|بروكسى))/,
  arabic_phrases: /(واجه[ةه] برمجي[ةه]|واجهات برمجي[ةه]|واجه[ةه] rest|نقط[ةه] نهاي[ةه]|ويب ?هوك)/,
  cost: 'request',
  // callers must send a key ("every call carries an API key", "each partner gets its own API key",
  // "مفاتيح API لكل عميل"), and the usage plan's rate per second, burst and quota per day, week or month
  stated_settings: [
    // the path and method of the route the brief gives its first function ("POST /refunds", "مسار /orders/{orderId}")
    { key: 'route_path', words: API_ROUTE_PATH, as: 'attribute', anywhere: true },
    {
      key: 'route_leaf',
      words: API_ROUTE_LEAF,
      as: 'attribute',
      anywhere: true,
      label: 'API path',
      shows: { types: ['AWS::ApiGateway::Resource'], path: 'PathPart', op: 'includes' },
    },
    { key: 'route_method', words: API_ROUTE_METHOD, anywhere: true, label: 'API method' },
    {
      key: 'api_key',
      words:
        /\bapi[- ]?keys? (?:is |are )?(?:required|requierd|mandatory|needed|must)|\b(?:require[sd]?|requierd|requiring|with|carry|carries|send|sends|need|needs|using|by|gets?|issued|own|per[- ](?:client|partner|customer|tenant|consumer)) (?:an? |their |its |his |her |own |their own |its own )?api[- ]?keys?\b|\bapi[- ]?keys? (?:per|for each|for every) (?:client|partner|customer|tenant|consumer|user)|\busage plans?\b|\b(?:request|call|api|usage|daily|weekly|monthly|per[- ](?:client|partner|customer|tenant|consumer|key)) quotas?\b|\bquotas? of (?:\d|up to)|(?:^|[\s،,(])(?:[وب]|لل|ال)?(?:مفتاح|مفاتيح) (?:ال)?api|\bapi[- ]?keys? (?:إلزامي|إجباري|مطلوب)|حص(?:[ةه]|ت\S*)\s*(?:\S+\s*){0,3}?\d+\s*(?:طلبات|طلب)/,
      value: true,
      anywhere: true,
      label: 'API key required',
      shows: { types: ['AWS::ApiGateway::Method'], path: 'ApiKeyRequired', every: true },
    },
    {
      key: 'usage_rate',
      words:
        /(\d+) (?:requests?|reqs?|calls?|طلبات|طلب) (?:per|a|\/|in the|each|في|كل) ?(?:second|sec|s|الثانية|ثانية)(?![a-z])/,
      as: 'count',
      anywhere: true,
      max: 10000,
      label: 'usage plan requests per second',
      shows: { types: ['AWS::ApiGateway::UsagePlan'], path: 'Throttle.RateLimit' },
    },
    {
      key: 'usage_burst',
      words:
        /\bbursts?(?: limit)?(?: of| up to| to| at)? (\d{1,3}(?:,\d{3})+|\d+)|(?:ذرو[ةه]|دفعات|دفع[ةه])\s*(?:حتى|بحد|من|تصل إلى)?\s*(\d+)/,
      as: 'count',
      anywhere: true,
      max: 5000,
      label: 'usage plan burst',
      shows: { types: ['AWS::ApiGateway::UsagePlan'], path: 'Throttle.BurstLimit' },
    },
    // a quota is counted per day, week or month (the usage plan's periods); a shorter window is a
    // firewall's. It meters API keys: read only where the brief asks for them (a quota says so).
    {
      key: 'usage_quota',
      words: new RegExp(
        `(?:quotas?|limit\\w*|cap\\w*|at most|up to|max\\w*|حص[ةه]|حصت\\S*|حد|أقصى|اقصى)[^.;]{0,40}?(\\d{1,3}(?:,\\d{3})+|\\d+)\\s*(?:requests?|reqs?|calls?|طلبات|طلب)\\s*${periodWords()}`,
      ),
      as: 'count',
      anywhere: true,
      label: 'usage plan quota',
      shows: { types: ['AWS::ApiGateway::UsagePlan'], path: 'Quota.Limit' },
    },
    ...QUOTA_PERIODS.map(
      (period): StatedSetting => ({
        key: 'usage_period',
        words: new RegExp(`(?:requests?|reqs?|calls?|طلبات|طلب)\\s*${periodWords([period])}`),
        value: period[0],
        anywhere: true,
        label: 'usage plan quota period',
        shows: { types: ['AWS::ApiGateway::UsagePlan'], path: 'Quota.Period' },
      }),
    ),
  ],
  needs: ['lambda'],
  // the person a human review or approval waits on is told there is something to decide
  implies: [
    {
      add: 'sns',
      named_as: /human|approval/,
      why: 'the person asked to review or approve is notified through a topic, and answers through the API',
    },
  ],
  // a caller waits for the reply (API Gateway gives up after 29 seconds)
  waits: true,
  emits: 'push',
  sends_to: [
    'lambda',
    'sqs',
    'sns',
    'step-functions',
    'kinesis',
    'eventbridge',
    'dynamodb',
    'firehose',
    'appsync',
    'load-balancer',
    'ec2',
  ],
  target: {
    actions: ['execute-api:Invoke'],
    arn: (n) => sub(`arn:\${AWS::Partition}:execute-api:\${AWS::Region}:\${AWS::AccountId}:\${${n.main}}/*`),
  },
  push(ctx, from, to, delivery) {
    if (to.service === 'load-balancer') {
      privateIntegration(ctx, from, to);
      return;
    }
    const api = from.main;
    const path = to.name.toLowerCase();
    const stated = to.service === 'lambda' ? statedRoute(ctx, from) : undefined;
    const resource =
      stated?.resource ??
      ctx.add(from.name, `${from.name}${to.name}Resource`, {
        Type: 'AWS::ApiGateway::Resource',
        Properties: {
          RestApiId: ref(api),
          ParentId: getAtt(api, 'RootResourceId'),
          PathPart: to.service === 'lambda' ? '{proxy+}' : path,
        },
      });
    const direct = ACTIONS[to.service];
    let integration: Record<string, unknown>;
    if (to.service === 'lambda') {
      delivery.allow(
        'apigateway.amazonaws.com',
        sub(`arn:\${AWS::Partition}:execute-api:\${AWS::Region}:\${AWS::AccountId}:\${${api}}/*`),
      );
      integration = {
        Type: 'AWS_PROXY',
        IntegrationHttpMethod: 'POST',
        Uri: sub(
          `arn:\${AWS::Partition}:apigateway:\${AWS::Region}:lambda:path/2015-03-31/functions/\${${to.fn}.Arn}/invocations`,
        ),
      };
    } else if (direct) {
      integration = {
        Type: 'AWS',
        IntegrationHttpMethod: 'POST',
        Credentials: delivery.role('apigateway.amazonaws.com'),
        Uri: sub(
          `arn:\${AWS::Partition}:apigateway:\${AWS::Region}:${direct.service}:action/${direct.action}`,
        ),
        PassthroughBehavior: 'NEVER',
        RequestTemplates: { 'application/json': sub(direct.template(to.main)) },
        IntegrationResponses: [{ StatusCode: '200' }],
      };
    } else return;
    const method = ctx.add(from.name, `${from.name}${to.name}Method`, {
      Type: 'AWS::ApiGateway::Method',
      Properties: {
        RestApiId: ref(api),
        ResourceId: ref(resource),
        HttpMethod: stated?.method ?? (to.service === 'lambda' ? 'ANY' : 'POST'),
        ...methodAuthorization(ctx, from.name, api),
        Integration: integration,
        ...(to.service === 'lambda' ? {} : { MethodResponses: [{ StatusCode: '200' }] }),
      },
    });
    const deployment = ctx.resources[`${from.name}Deployment`];
    if (deployment) deployment.DependsOn = [...((deployment.DependsOn as string[]) ?? []), method];
  },
  build(ctx: SynthesisContext, name): ServiceNode {
    const api = ctx.add(name, `${name}RestApi`, {
      Type: 'AWS::ApiGateway::RestApi',
      Properties: {
        Name: sub(`\${AWS::StackName}-${name.toLowerCase()}`),
        EndpointConfiguration: { Types: ['REGIONAL'] },
      },
    });
    addApiGatewayAccount(ctx);
    const accessLogs = addLogGroup(ctx, name, `${name}AccessLogs`);
    const deployment = ctx.add(name, `${name}Deployment`, {
      Type: 'AWS::ApiGateway::Deployment',
      DependsOn: [],
      Properties: { RestApiId: ref(api) },
    });
    const stage = ctx.add(name, `${name}Stage`, {
      Type: 'AWS::ApiGateway::Stage',
      DependsOn: 'ApiGatewayAccount',
      Properties: {
        RestApiId: ref(api),
        DeploymentId: ref(deployment),
        StageName: 'prod',
        TracingEnabled: true,
        AccessLogSetting: {
          DestinationArn: getAtt(accessLogs, 'Arn'),
          Format:
            '{"requestId":"$context.requestId","ip":"$context.identity.sourceIp","requestTime":"$context.requestTime","httpMethod":"$context.httpMethod","resourcePath":"$context.resourcePath","status":"$context.status"}',
        },
        MethodSettings: [
          {
            ResourcePath: '/*',
            HttpMethod: '*',
            LoggingLevel: 'ERROR',
            MetricsEnabled: true,
            ThrottlingRateLimit: 100,
            ThrottlingBurstLimit: 200,
          },
        ],
      },
    });
    addWebAcl(
      ctx,
      name,
      sub(`arn:\${AWS::Partition}:apigateway:\${AWS::Region}::/restapis/\${${api}}/stages/\${${stage}}`),
    );
    ctx.output(
      `${name}Url`,
      sub(`https://\${${api}}.execute-api.\${AWS::Region}.amazonaws.com/prod`),
      `${name} endpoint`,
    );
    return { service: 'api-gateway', name, main: api };
  },
};
