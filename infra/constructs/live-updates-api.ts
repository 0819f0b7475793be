import { Aws, type CfnElement, Stack, Validations } from 'aws-cdk-lib';
import { WebSocketApi, WebSocketStage } from 'aws-cdk-lib/aws-apigatewayv2';
import { WebSocketLambdaAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { WebSocketLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { LambdaFunction, type TableRef } from './lambda-function';

/** The stage name is the last segment of the socket URL. */
const STAGE = 'live';

export interface LiveUpdatesApiProps {
  readonly table: TableRef;
  /** the user pool's issuer and the web client: the tokens the socket accepts */
  readonly issuerUrl: string;
  readonly clientId: string;
  readonly environment: Readonly<Record<string, string>>;
  readonly logRetention: RetentionDays;
}

/**
 * API Gateway's WebSocket API for live updates. `$connect` is authorised by a Lambda authorizer
 * that checks the access token from `?token=` (browsers cannot set headers on a socket) as the
 * HTTP API's JWT authorizer does; the connect function stores the socket under its user and
 * topic, `$disconnect` forgets it. Publishers get `grantPublish()`.
 */
export class LiveUpdatesApi extends Construct {
  readonly api: WebSocketApi;
  readonly stage: WebSocketStage;
  /** what the web app opens: `wss://<api>.execute-api.<region>.amazonaws.com/live?topic={topic}` */
  readonly socketUrlTemplate: string;
  private readonly table: TableRef;
  private readonly publisherList: LambdaFunction[] = [];

  constructor(scope: Construct, id: string, props: LiveUpdatesApiProps) {
    super(scope, id);
    this.table = props.table;
    const fn = (name: string, description: string) =>
      new LambdaFunction(this, name, {
        entry: `functions/ws/${name.toLowerCase()}.ts`,
        description,
        environment: props.environment,
        logRetention: props.logRetention,
      });
    const authorize = fn('Authorize', 'the live-updates socket authorizer ($connect)');
    authorize.function.addEnvironment('OIDC_ISSUER', props.issuerUrl);
    authorize.function.addEnvironment('OIDC_CLIENT_ID', props.clientId);
    const connect = fn('Connect', 'the live-updates socket $connect route');
    const disconnect = fn('Disconnect', 'the live-updates socket $disconnect route');
    // reads the deployment, scan or session a socket names, to refuse ids the caller does not own
    authorize.grantTable(props.table, 'read');
    connect.grantTable(props.table, 'write');
    disconnect.grantTable(props.table, 'write');

    this.api = new WebSocketApi(this, 'Api', {
      apiName: `${Stack.of(this).stackName}-live`,
      description: 'Sahab live updates (deployments, scans, generation sessions)',
      connectRouteOptions: {
        integration: new WebSocketLambdaIntegration('Connect', connect.function),
        // both values are part of what is authorised (and of the authorizer's cache key)
        authorizer: new WebSocketLambdaAuthorizer('Token', authorize.function, {
          identitySource: ['route.request.querystring.token', 'route.request.querystring.topic'],
        }),
      },
      disconnectRouteOptions: {
        integration: new WebSocketLambdaIntegration('Disconnect', disconnect.function),
      },
    });
    this.stage = new WebSocketStage(this, 'Stage', {
      webSocketApi: this.api,
      stageName: STAGE,
      autoDeploy: true,
      throttle: { rateLimit: 20, burstLimit: 50 },
    });
    this.socketUrlTemplate = `${this.stage.url}?topic={topic}`;
    this.acknowledgeFindings();
  }

  /**
   * Lets a function publish: PostToConnection on this stage's connections, the table (to find the
   * user's sockets and drop gone ones) and `LIVE_UPDATES_ENDPOINT`.
   */
  grantPublish(publisher: LambdaFunction): void {
    this.publisherList.push(publisher);
    const apiId = Stack.of(this).resolve((this.api.node.defaultChild as CfnElement).logicalId);
    // spelled out (not stage.grantManagementApiAccess) so the ARN has the same form in every environment
    publisher.role.addToPrincipalPolicy(
      new PolicyStatement({
        actions: ['execute-api:ManageConnections'],
        resources: [
          `arn:${Aws.PARTITION}:execute-api:${Aws.REGION}:${Aws.ACCOUNT_ID}:${this.api.apiId}/${STAGE}/*/@connections/*`,
        ],
      }),
    );
    publisher.grantTable(this.table, 'write');
    publisher.function.addEnvironment('LIVE_UPDATES_ENDPOINT', this.stage.callbackUrl);
    Validations.of(publisher.role).acknowledge({
      id: `AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:execute-api:<AWS::Region>:<AWS::AccountId>:<${apiId}>/${STAGE}/*/@connections/*]`,
      reason:
        "Connection ids are made by API Gateway as sockets open; the grant is limited to ManageConnections on this one API stage, and the publisher only posts to the sockets stored under the message's user and topic.",
    });
  }

  /** the functions allowed to publish */
  get publishers(): readonly LambdaFunction[] {
    return this.publisherList;
  }

  private acknowledgeFindings(): void {
    const disconnect = this.api.node.tryFindChild('$disconnect-Route');
    if (disconnect) {
      Validations.of(disconnect).acknowledge({
        id: 'AwsSolutions-APIG4',
        reason:
          'API Gateway accepts an authorizer only on $connect; $disconnect is called by API Gateway itself for a socket the $connect authorizer already admitted.',
      });
    }
    Validations.of(this.stage).acknowledge({
      id: 'AwsSolutions-APIG1',
      reason:
        'WebSocket access logs need the account-wide API Gateway CloudWatch role, an account setting this app does not take over; the authorizer logs every refused socket and the connect and disconnect functions log each socket.',
    });
  }
}
