import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import type { RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import type { RouteDef } from '#shared/api/define';
import type { PaddleConfig } from '../config';
import { CatalogSeed } from '../constructs/catalog-seed';
import { ComplianceScans } from '../constructs/compliance-scans';
import { DeploymentWorkflows } from '../constructs/deployment-workflows';
import { type BedrockModel, GenerationWorkflow } from '../constructs/generation-workflow';
import { SahabHttpApi } from '../constructs/http-api';
import { LiveUpdatesApi } from '../constructs/live-updates-api';
import { grantNotificationEmail } from '../constructs/notification-email';
import { ScanSchedules } from '../constructs/scan-schedules';
import { SiteContent } from '../constructs/site-content';
import { WebClient } from '../constructs/web-client';
import { WebHosting } from '../constructs/web-hosting';
import type { StatefulStack } from './stateful-stack';

export interface AppStackProps extends StackProps {
  readonly stateful: StatefulStack;
  readonly routes: readonly RouteDef[];
  readonly cognitoDomainPrefix: string;
  /** variables every API function gets */
  readonly functionEnvironment: Readonly<Record<string, string>>;
  readonly logRetentionDays: RetentionDays;
  /** the built SPA folder */
  readonly siteAssetPath: string;
  readonly paddle?: PaddleConfig;
  /** the sandbox checkout route is deployed (config.json then offers it) */
  readonly sandboxCheckout: boolean;
  /** the SES sender of notification e-mail (see AppConfig.notificationFrom) */
  readonly notificationFrom?: string;
  /** the Bedrock model the design studio's architects call; absent, the offline planner */
  readonly bedrockModel?: BedrockModel;
}

/**
 * The stateless product: web hosting, the web app's OAuth client, the HTTP API and the site
 * content. They share one stack because they reference each other in a circle at stack level
 * (the client and CORS need the CloudFront URL; `/config.json` needs the client and the API),
 * which CloudFormation resolves fine inside one template.
 */
export class AppStack extends Stack {
  readonly web: WebHosting;
  readonly webClient: WebClient;
  readonly api: SahabHttpApi;
  readonly site: SiteContent;
  readonly catalog: CatalogSeed;
  readonly deployments: DeploymentWorkflows;
  readonly scans: ComplianceScans;
  readonly scanSchedules: ScanSchedules;
  readonly live: LiveUpdatesApi;
  readonly generation: GenerationWorkflow;

  constructor(scope: Construct, id: string, props: AppStackProps) {
    super(scope, id, props);
    const { stateful } = props;

    const web = new WebHosting(this, 'Web', {
      cognitoDomainPrefix: props.cognitoDomainPrefix,
      logRetentionDays: props.logRetentionDays,
    });
    const webClient = new WebClient(this, 'WebClient', {
      userPool: stateful.users.userPool,
      siteUrl: web.siteUrl,
    });
    const { client } = webClient;
    const live = new LiveUpdatesApi(this, 'Live', {
      table: stateful.data,
      issuerUrl: stateful.users.issuerUrl,
      clientId: client.userPoolClientId,
      environment: props.functionEnvironment,
      logRetention: props.logRetentionDays,
    });
    const deployments = new DeploymentWorkflows(this, 'Deployments', {
      table: stateful.data,
      environment: props.functionEnvironment,
      logRetention: props.logRetentionDays,
      live,
    });
    const scans = new ComplianceScans(this, 'Scans', {
      table: stateful.data,
      environment: props.functionEnvironment,
      logRetention: props.logRetentionDays,
    });
    // the scan tasks that send progress to the compliance page's socket
    for (const task of ['CollectResources', 'RecordCollectorGap', 'SummarizeScan', 'RecordScanFailure']) {
      const publisher = scans.tasks.get(task);
      if (!publisher) throw new Error(`The scan workflow has no ${task} task to publish from`);
      live.grantPublish(publisher);
    }
    const scanSchedules = new ScanSchedules(this, 'ScanSchedules', {
      table: stateful.data,
      environment: props.functionEnvironment,
      logRetention: props.logRetentionDays,
      scanWorkflow: scans.stateMachine,
    });
    const generation = new GenerationWorkflow(this, 'Generation', {
      table: stateful.data,
      environment: props.functionEnvironment,
      logRetention: props.logRetentionDays,
      bedrock: props.bedrockModel,
    });
    // every generation step publishes the session to the studio's socket
    for (const task of generation.tasks.values()) live.grantPublish(task);
    const api = new SahabHttpApi(this, 'Api', {
      routes: props.routes,
      table: stateful.data,
      secretBindings: stateful.secretBindings,
      siteUrl: web.siteUrl,
      issuerUrl: stateful.users.issuerUrl,
      clientId: client.userPoolClientId,
      environment: props.functionEnvironment,
      logRetention: props.logRetentionDays,
      workflows: {
        ...deployments.stateMachines,
        'compliance-scan': scans.stateMachine,
        'generate-design': generation.stateMachine,
      },
      scanSchedules,
    });
    // the functions that tell users of new findings, drift and failed deployments
    const notifying = [
      scans.tasks.get('SummarizeScan'),
      deployments.tasks.get('ObserveStack'),
      deployments.tasks.get('RecordFailure'),
      scanSchedules.runner,
      ...props.routes.filter((r) => r.sendsEmail).map((r) => api.functions.get(r.name)),
    ];
    for (const fn of notifying) {
      if (!fn) throw new Error('A notifying function is missing from the app');
      grantNotificationEmail(fn, props.notificationFrom);
    }
    this.catalog = new CatalogSeed(this, 'Catalog', {
      table: stateful.data,
      environment: props.functionEnvironment,
      logRetention: props.logRetentionDays,
    });
    const site = new SiteContent(this, 'Site', {
      bucket: web.bucket,
      distribution: web.distribution,
      siteAssetPath: props.siteAssetPath,
      config: {
        siteUrl: web.siteUrl,
        region: this.region,
        issuerUrl: stateful.users.issuerUrl,
        clientId: client.userPoolClientId,
        hostedDomainUrl: stateful.users.domain.baseUrl(),
        apiUrl: api.apiUrl,
        wsUrl: live.socketUrlTemplate,
        paddle: props.paddle,
        sandboxCheckout: props.sandboxCheckout,
      },
    });

    this.deployments = deployments;
    this.scans = scans;
    this.scanSchedules = scanSchedules;
    this.live = live;
    this.generation = generation;
    this.web = web;
    this.webClient = webClient;
    this.api = api;
    this.site = site;
    new CfnOutput(this, 'SiteUrl', { value: web.siteUrl, description: 'Web app URL' });
    new CfnOutput(this, 'ApiUrl', { value: api.apiUrl, description: 'HTTP API base URL' });
    new CfnOutput(this, 'LiveUpdatesUrl', {
      value: live.stage.url,
      description: 'Live-updates WebSocket URL',
    });
    new CfnOutput(this, 'UserPoolClientId', { value: client.userPoolClientId });
    new CfnOutput(this, 'UserPoolId', { value: stateful.users.userPool.userPoolId });
    new CfnOutput(this, 'TableName', { value: stateful.data.table.tableName });
  }
}
