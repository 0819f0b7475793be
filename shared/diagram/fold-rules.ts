/**
 * Which resources the default diagram folds into another box, by type. Glue (routes, policies,
 * associations, ingress rules, listeners) folds into the resource it attaches to; supporting
 * resources (roles, log groups, security groups, launch templates, subnet groups...) fold into the
 * one resource that uses them, and stay boxes of their own when several do; network plumbing
 * (route tables, ACLs, endpoints) folds into the VPC, tier or subnet box it sits in. Folded
 * resources are still listed, and shown as boxes when their owner is expanded.
 */
export interface FoldRule {
  /** glue: folds into the resource named under the first of these properties that names one */
  into?: readonly string[];
  /** supporting: folds into the one box that uses it (references from `ignore` types don't count;
   * when several use it, into the one of a `prefer` type) */
  usedBy?: { prefer?: readonly string[]; ignore?: readonly string[] };
  /** when nothing uses it: folds into the one resource it refers to (a log group named after its function) */
  refersToOne?: boolean;
  /** folds into the container around it */
  container?: boolean;
}

const USED: FoldRule = { usedBy: {} };
const SECURITY_GROUP_RULES = [
  'AWS::EC2::SecurityGroup',
  'AWS::EC2::SecurityGroupIngress',
  'AWS::EC2::SecurityGroupEgress',
];
const REST_API: FoldRule = { into: ['RestApiId'] };
const HTTP_API: FoldRule = { into: ['ApiId'] };
const SCALING_GROUP: FoldRule = { into: ['AutoScalingGroupName'] };

export const FOLD_RULES: Readonly<Record<string, FoldRule>> = {
  'AWS::EC2::Route': { into: ['RouteTableId'] },
  'AWS::EC2::SubnetRouteTableAssociation': { into: ['RouteTableId'] },
  'AWS::EC2::RouteTable': { container: true },
  'AWS::EC2::NetworkAcl': { container: true },
  'AWS::EC2::NetworkAclEntry': { into: ['NetworkAclId'] },
  'AWS::EC2::SubnetNetworkAclAssociation': { into: ['NetworkAclId'] },
  'AWS::EC2::VPCGatewayAttachment': { into: ['InternetGatewayId', 'VpnGatewayId'] },
  'AWS::EC2::VPCDHCPOptionsAssociation': { into: ['VpcId'] },
  'AWS::EC2::DHCPOptions': USED,
  'AWS::EC2::VPCEndpoint': { container: true },
  'AWS::EC2::FlowLog': { into: ['ResourceId'] },
  'AWS::EC2::EIP': { usedBy: {}, into: ['InstanceId'] },
  'AWS::EC2::EIPAssociation': { into: ['InstanceId', 'NetworkInterfaceId', 'AllocationId', 'EIP'] },
  'AWS::EC2::SecurityGroup': { usedBy: { ignore: SECURITY_GROUP_RULES } },
  'AWS::EC2::SecurityGroupIngress': { into: ['GroupId', 'GroupName'] },
  'AWS::EC2::SecurityGroupEgress': { into: ['GroupId'] },
  'AWS::EC2::LaunchTemplate': USED,
  'AWS::IAM::Role': USED,
  'AWS::IAM::InstanceProfile': USED,
  'AWS::IAM::Policy': { into: ['Roles', 'Users', 'Groups'] },
  'AWS::IAM::ManagedPolicy': { into: ['Roles', 'Users', 'Groups'] },
  'AWS::IAM::RolePolicy': { into: ['RoleName'] },
  'AWS::KMS::Key': USED,
  'AWS::KMS::Alias': { into: ['TargetKeyId'] },
  'AWS::S3::BucketPolicy': { into: ['Bucket'] },
  'AWS::SQS::QueuePolicy': { into: ['Queues'] },
  'AWS::SNS::TopicPolicy': { into: ['Topics'] },
  'AWS::SNS::Subscription': { into: ['TopicArn'] },
  'AWS::Lambda::Permission': { into: ['FunctionName'] },
  'AWS::Lambda::EventSourceMapping': { into: ['FunctionName'] },
  'AWS::Lambda::Version': { into: ['FunctionName'] },
  'AWS::Lambda::Alias': { into: ['FunctionName'] },
  'AWS::Logs::LogGroup': { usedBy: {}, refersToOne: true },
  'AWS::Logs::MetricFilter': { into: ['LogGroupName'] },
  'AWS::Logs::SubscriptionFilter': { into: ['LogGroupName'] },
  'AWS::CloudWatch::Alarm': { into: ['Dimensions', 'AlarmActions'] },
  'AWS::SecretsManager::SecretTargetAttachment': { into: ['SecretId'] },
  'AWS::SecretsManager::RotationSchedule': { into: ['SecretId'] },
  'AWS::ElasticLoadBalancingV2::Listener': { into: ['LoadBalancerArn'] },
  'AWS::ElasticLoadBalancingV2::ListenerRule': { into: ['ListenerArn'] },
  'AWS::ElasticLoadBalancingV2::ListenerCertificate': { into: ['ListenerArn'] },
  'AWS::ElasticLoadBalancingV2::TargetGroup': {
    usedBy: {
      prefer: ['AWS::ElasticLoadBalancingV2::Listener', 'AWS::ElasticLoadBalancingV2::ListenerRule'],
    },
  },
  'AWS::AutoScaling::ScalingPolicy': SCALING_GROUP,
  'AWS::AutoScaling::LifecycleHook': SCALING_GROUP,
  'AWS::AutoScaling::ScheduledAction': SCALING_GROUP,
  'AWS::ApplicationAutoScaling::ScalableTarget': { into: ['ResourceId'] },
  'AWS::ApplicationAutoScaling::ScalingPolicy': { into: ['ScalingTargetId'] },
  'AWS::RDS::DBSubnetGroup': USED,
  'AWS::RDS::DBParameterGroup': USED,
  'AWS::RDS::DBClusterParameterGroup': USED,
  'AWS::RDS::OptionGroup': USED,
  'AWS::ElastiCache::SubnetGroup': USED,
  'AWS::ElastiCache::ParameterGroup': USED,
  'AWS::DocDB::DBSubnetGroup': USED,
  'AWS::Neptune::DBSubnetGroup': USED,
  'AWS::Redshift::ClusterSubnetGroup': USED,
  'AWS::Backup::BackupSelection': { into: ['BackupPlanId'] },
  'AWS::Backup::BackupPlan': { into: ['BackupPlan'] },
  'AWS::WAFv2::WebACLAssociation': { into: ['WebACLArn'] },
  'AWS::ECS::TaskDefinition': USED,
  'AWS::CloudFront::OriginAccessControl': USED,
  'AWS::CloudFront::CloudFrontOriginAccessIdentity': USED,
  'AWS::ApiGateway::Resource': REST_API,
  'AWS::ApiGateway::Method': REST_API,
  'AWS::ApiGateway::Deployment': REST_API,
  'AWS::ApiGateway::Stage': REST_API,
  'AWS::ApiGateway::Authorizer': REST_API,
  'AWS::ApiGateway::Model': REST_API,
  'AWS::ApiGateway::RequestValidator': REST_API,
  'AWS::ApiGateway::GatewayResponse': REST_API,
  'AWS::ApiGatewayV2::Route': HTTP_API,
  'AWS::ApiGatewayV2::Integration': HTTP_API,
  'AWS::ApiGatewayV2::Stage': HTTP_API,
  'AWS::ApiGatewayV2::Authorizer': HTTP_API,
  'AWS::ApiGatewayV2::Deployment': HTTP_API,
};
