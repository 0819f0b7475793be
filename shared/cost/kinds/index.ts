import type { Pricer } from '../types';
import { distribution } from './cdn';
import { autoScalingGroup, ebsVolumeResource, ec2Instance } from './compute';
import { ecsService } from './containers';
import { cacheCluster, dynamodbTable, replicationGroup } from './data';
import { alarm, logGroup, metricFilter } from './monitoring';
import { classicLoadBalancer, elasticIp, loadBalancerV2, natGateway, vpcEndpoint } from './network';
import { rdsCluster, rdsInstance } from './rds';
import { kmsKey, secret, trail, userPool, webAcl } from './security';
import { apiV2, lambdaFunction, queue, restApi, stateMachine, subscription, topic } from './serverless';
import { bucket, fileSystem, ssmParameter } from './storage';

/** The resource kinds the cost model prices, by CloudFormation type. */
export const PRICERS: Readonly<Record<string, Pricer>> = {
  'AWS::EC2::Instance': ec2Instance,
  'AWS::EC2::Volume': ebsVolumeResource,
  'AWS::AutoScaling::AutoScalingGroup': autoScalingGroup,
  'AWS::EC2::NatGateway': natGateway,
  'AWS::EC2::EIP': elasticIp,
  'AWS::EC2::VPCEndpoint': vpcEndpoint,
  'AWS::ElasticLoadBalancingV2::LoadBalancer': loadBalancerV2,
  'AWS::ElasticLoadBalancing::LoadBalancer': classicLoadBalancer,
  'AWS::RDS::DBInstance': rdsInstance,
  'AWS::RDS::DBCluster': rdsCluster,
  'AWS::DynamoDB::Table': dynamodbTable,
  'AWS::ElastiCache::CacheCluster': cacheCluster,
  'AWS::ElastiCache::ReplicationGroup': replicationGroup,
  'AWS::Lambda::Function': lambdaFunction,
  'AWS::Serverless::Function': lambdaFunction,
  'AWS::ApiGateway::RestApi': restApi,
  'AWS::Serverless::Api': restApi,
  'AWS::ApiGatewayV2::Api': apiV2,
  'AWS::Serverless::HttpApi': apiV2,
  'AWS::StepFunctions::StateMachine': stateMachine,
  'AWS::Serverless::StateMachine': stateMachine,
  'AWS::SQS::Queue': queue,
  'AWS::SNS::Topic': topic,
  'AWS::SNS::Subscription': subscription,
  'AWS::S3::Bucket': bucket,
  'AWS::EFS::FileSystem': fileSystem,
  'AWS::KMS::Key': kmsKey,
  'AWS::SecretsManager::Secret': secret,
  'AWS::WAFv2::WebACL': webAcl,
  'AWS::Cognito::UserPool': userPool,
  'AWS::CloudTrail::Trail': trail,
  'AWS::Logs::LogGroup': logGroup,
  'AWS::Logs::MetricFilter': metricFilter,
  'AWS::CloudWatch::Alarm': alarm,
  'AWS::ECS::Service': ecsService,
  'AWS::CloudFront::Distribution': distribution,
  'AWS::SSM::Parameter': ssmParameter,
};

/**
 * Kinds AWS does not bill for by themselves (what they configure is billed on the resource that
 * uses it: a task definition on its service, a launch template on its instances).
 */
const NO_CHARGE_TYPES = new Set([
  'AWS::ApiGateway::Account',
  // API keys and usage plans meter the API's requests, which are billed on the API
  'AWS::ApiGateway::ApiKey',
  // an authorizer is billed on what it calls (a Lambda authorizer's function), not by itself
  'AWS::ApiGateway::Authorizer',
  'AWS::ApiGateway::Deployment',
  'AWS::ApiGateway::Method',
  'AWS::ApiGateway::Resource',
  'AWS::ApiGateway::Stage',
  'AWS::ApiGateway::UsagePlan',
  'AWS::ApiGateway::UsagePlanKey',
  'AWS::ApiGatewayV2::Authorizer',
  'AWS::ApiGatewayV2::Integration',
  'AWS::ApiGatewayV2::Route',
  'AWS::ApiGatewayV2::Stage',
  'AWS::AutoScaling::LaunchConfiguration',
  'AWS::AutoScaling::ScalingPolicy',
  'AWS::Backup::BackupPlan',
  'AWS::Backup::BackupSelection',
  'AWS::CDK::Metadata',
  'AWS::CertificateManager::Certificate',
  'AWS::CloudFront::CachePolicy',
  'AWS::CloudFront::CloudFrontOriginAccessIdentity',
  'AWS::CloudFront::OriginAccessControl',
  'AWS::CloudFront::ResponseHeadersPolicy',
  'AWS::Cognito::UserPoolClient',
  'AWS::Cognito::UserPoolDomain',
  'AWS::EC2::EIPAssociation',
  'AWS::EC2::FlowLog',
  'AWS::EC2::InternetGateway',
  'AWS::EC2::KeyPair',
  'AWS::EC2::LaunchTemplate',
  'AWS::EC2::NetworkAcl',
  'AWS::EC2::NetworkAclEntry',
  'AWS::EC2::NetworkInterface',
  'AWS::EC2::Route',
  'AWS::EC2::RouteTable',
  'AWS::EC2::SecurityGroup',
  'AWS::EC2::SecurityGroupEgress',
  'AWS::EC2::SecurityGroupIngress',
  'AWS::EC2::Subnet',
  'AWS::EC2::SubnetNetworkAclAssociation',
  'AWS::EC2::SubnetRouteTableAssociation',
  'AWS::EC2::VolumeAttachment',
  'AWS::EC2::VPC',
  'AWS::EC2::VPCGatewayAttachment',
  'AWS::ECS::Cluster',
  'AWS::ECS::TaskDefinition',
  'AWS::EFS::AccessPoint',
  'AWS::EFS::MountTarget',
  'AWS::ElastiCache::ParameterGroup',
  'AWS::ElastiCache::SubnetGroup',
  'AWS::ElasticLoadBalancingV2::Listener',
  'AWS::ElasticLoadBalancingV2::ListenerCertificate',
  'AWS::ElasticLoadBalancingV2::ListenerRule',
  'AWS::ElasticLoadBalancingV2::TargetGroup',
  'AWS::Events::Rule',
  'AWS::KMS::Alias',
  'AWS::Lambda::Alias',
  'AWS::Lambda::EventSourceMapping',
  'AWS::Lambda::Permission',
  'AWS::Lambda::Version',
  'AWS::Logs::ResourcePolicy',
  'AWS::Logs::SubscriptionFilter',
  'AWS::RDS::DBClusterParameterGroup',
  'AWS::RDS::DBParameterGroup',
  'AWS::RDS::DBSubnetGroup',
  'AWS::RDS::OptionGroup',
  'AWS::S3::BucketPolicy',
  'AWS::SecretsManager::RotationSchedule',
  'AWS::SecretsManager::SecretTargetAttachment',
  'AWS::SNS::TopicPolicy',
  'AWS::SQS::QueuePolicy',
  'AWS::WAFv2::WebACLAssociation',
]);

/** True for kinds that cost nothing by themselves; IAM never charges. */
export function isNoChargeType(type: string): boolean {
  return NO_CHARGE_TYPES.has(type) || type.startsWith('AWS::IAM::');
}
