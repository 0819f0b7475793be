import { bedrock, comprehend, polly, rekognition, textract, transcribe, translate } from './ai-services';
import { amazonMq } from './amazon-mq';
import { apiGateway } from './api-gateway';
import { appconfig } from './appconfig';
import { applicationInsights, resourceGroups } from './application-insights';
import { appsync } from './appsync';
import { aurora } from './aurora';
import { batch } from './batch';
import { budgets } from './budgets';
import { centralLogs } from './central-logs';
import { certificateManager, privateCa } from './certificate-manager';
import { cloudwatchAlarm } from './cloudwatch-alarm';
import { cloudwatchDashboard } from './cloudwatch-dashboard';
import { kendra, memorydb, pinpoint, redshiftServerless, timestream } from './data-services';
import { amplify, appRunner, codebuild, codepipeline } from './devops';
import { documentdb } from './documentdb';
import { dynamodb } from './dynamodb';
import { ec2 } from './ec2';
import { ec2Instance } from './ec2-instance';
import { ecr } from './ecr';
import { ecs, ecsService } from './ecs';
import { eventbridge, scheduler } from './eventbridge';
import { firehose } from './firehose';
import { httpEndpoint } from './http-endpoint';
import { iamRole } from './iam-role';
import {
  bedrockAgent,
  directoryService,
  eks,
  fsxLustre,
  fsxWindows,
  lakeFormation,
  sessionManager,
  transfer,
} from './infrastructure';
import { iot } from './iot';
import { kinesis } from './kinesis';
import { kmsKey } from './kms-key';
import { lambda } from './lambda';
import { loadBalancer } from './load-balancer';
import { logGroup } from './log-group';
import { msk } from './msk';
import { networkAcl } from './network-acl';
import { opensearchIngestion } from './opensearch-ingestion';
import { patchManager } from './patch-manager';
import { pipes } from './pipes';
import { qBusiness } from './q-business';
import { route53 } from './route53';
import { s3 } from './s3';
import { s3Express } from './s3-express';
import { s3Files } from './s3-files';
import { sagemaker } from './sagemaker';
import { scheduleGroup } from './schedule-group';
import { secretsManager } from './secrets-manager';
import { securityGroup } from './security-group';
import { cloudtrail, config, guardduty, inspector, macie, securityHub } from './security-services';
import { ses, sesInbound } from './ses';
import { siteToSiteVpn } from './site-to-site-vpn';
import { sns } from './sns';
import { sqs } from './sqs';
import { ssmParameter } from './ssm-parameter';
import { stepFunctions } from './step-functions';
import { cloudfront, cognito, efs, elasticache, glue, opensearch, rds } from './stores';
import type { ServiceSpec } from './types';
import { vpc } from './vpc';
import { vpcLattice } from './vpc-lattice';
import { vpcLink } from './vpc-link';
import { waf } from './waf';
import { httpApi, websocket } from './websocket';

/** The open service vocabulary: every family the planner can read in a brief, build or name as not built. */
export const SERVICES: readonly ServiceSpec[] = [
  lambda,
  apiGateway,
  dynamodb,
  sqs,
  eventbridge,
  scheduler,
  scheduleGroup,
  pipes,
  s3,
  s3Express,
  s3Files,
  stepFunctions,
  sns,
  comprehend,
  textract,
  transcribe,
  rekognition,
  translate,
  polly,
  bedrock,
  amazonMq,
  appconfig,
  resourceGroups,
  applicationInsights,
  appsync,
  batch,
  certificateManager,
  privateCa,
  redshiftServerless,
  memorydb,
  timestream,
  kendra,
  pinpoint,
  codebuild,
  codepipeline,
  appRunner,
  amplify,
  documentdb,
  ecr,
  ecs,
  ecsService,
  vpcLink,
  aurora,
  ec2Instance,
  ec2,
  cloudwatchAlarm,
  cloudwatchDashboard,
  firehose,
  directoryService,
  fsxWindows,
  fsxLustre,
  transfer,
  eks,
  sessionManager,
  lakeFormation,
  bedrockAgent,
  iot,
  kinesis,
  loadBalancer,
  msk,
  route53,
  sagemaker,
  secretsManager,
  kmsKey,
  iamRole,
  logGroup,
  securityGroup,
  ssmParameter,
  guardduty,
  securityHub,
  cloudtrail,
  budgets,
  centralLogs,
  config,
  macie,
  inspector,
  ses,
  sesInbound,
  httpEndpoint,
  cognito,
  rds,
  elasticache,
  efs,
  opensearch,
  cloudfront,
  glue,
  vpc,
  networkAcl,
  waf,
  websocket,
  httpApi,
  vpcLattice,
  siteToSiteVpn,
  patchManager,
  opensearchIngestion,
  qBusiness,
];

const BY_ID = new Map(SERVICES.map((s) => [s.id, s]));

export function serviceById(id: string): ServiceSpec | undefined {
  return BY_ID.get(id);
}

/** The family as a caller with `access` reaches it: one that only reads gets its read actions alone. */
export function asReached(spec: ServiceSpec, access: 'read' | undefined): ServiceSpec {
  const target = spec.target;
  if (access !== 'read' || !target?.read_only) return spec;
  return { ...spec, target: { ...target, actions: target.read_only } };
}
