import { hexId, suffixId, uuidId } from './ids';

/** What a resource kind needs to invent a believable instance of itself. */
export interface KindContext {
  seed: string;
  accountId: string;
  region: string;
  stackName: string;
  logicalId: string;
  /** the resource's resolved properties */
  props: Record<string, unknown>;
}

export interface Created {
  /** what `Ref` returns (and CloudFormation shows as the physical id) */
  physicalId: string;
  /** what `Fn::GetAtt` returns, by attribute name */
  attributes: Record<string, unknown>;
}

export interface ResourceKind {
  /** typical seconds CloudFormation takes to create one (before SAHAB_SANDBOX_SPEED) */
  seconds: number;
  /** the property that names it, when a user-chosen name must be unique in the account */
  nameProperty?: string;
  create(ctx: KindContext): Created;
}

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

/** CloudFormation's generated name: stack-logical-SUFFIX, cut to the service's limit. */
export function generatedName(ctx: KindContext, max: number, lower = false): string {
  const base = `${ctx.stackName}-${ctx.logicalId}`.slice(0, max - 13);
  const name = `${base}-${suffixId(`${ctx.seed}:name`, 12, lower)}`;
  return lower ? name.toLowerCase() : name;
}

const arn = (ctx: KindContext, service: string, resource: string, region = ctx.region) =>
  `arn:aws:${service}:${region}:${ctx.accountId}:${resource}`;
const ec2Id = (prefix: string) => (ctx: KindContext) => `${prefix}-${hexId(ctx.seed, 17)}`;

function ec2(
  prefix: string,
  seconds: number,
  attributes: (id: string, ctx: KindContext) => Record<string, unknown>,
) {
  return {
    seconds,
    create(ctx: KindContext): Created {
      const physicalId = ec2Id(prefix)(ctx);
      return { physicalId, attributes: attributes(physicalId, ctx) };
    },
  };
}

function named(
  seconds: number,
  nameProperty: string,
  max: number,
  attributes: (name: string, ctx: KindContext) => Record<string, unknown>,
  options: { lower?: boolean; ref?: (name: string, ctx: KindContext) => string } = {},
): ResourceKind {
  return {
    seconds,
    nameProperty,
    create(ctx) {
      const name = text(ctx.props[nameProperty]) ?? generatedName(ctx, max, options.lower);
      return { physicalId: options.ref?.(name, ctx) ?? name, attributes: attributes(name, ctx) };
    },
  };
}

const vpcAttributes = (id: string, ctx: KindContext) => ({
  VpcId: id,
  CidrBlock: ctx.props.CidrBlock,
  CidrBlockAssociations: [`vpc-cidr-assoc-${hexId(`${ctx.seed}:assoc`, 17)}`],
  DefaultNetworkAcl: `acl-${hexId(`${ctx.seed}:acl`, 17)}`,
  DefaultSecurityGroup: `sg-${hexId(`${ctx.seed}:sg`, 17)}`,
  Ipv6CidrBlocks: [],
});

/**
 * The resource kinds the catalog and the generator use, with the `Ref` format and `Fn::GetAtt`
 * attributes of each from its CloudFormation resource schema, and typical creation times.
 * Other valid types fall back to `genericKind`.
 */
export const RESOURCE_KINDS: Record<string, ResourceKind> = {
  'AWS::EC2::VPC': ec2('vpc', 15, vpcAttributes),
  'AWS::EC2::Subnet': ec2('subnet', 5, (id, ctx) => ({
    SubnetId: id,
    VpcId: ctx.props.VpcId,
    CidrBlock: ctx.props.CidrBlock,
    AvailabilityZone: ctx.props.AvailabilityZone ?? `${ctx.region}a`,
    AvailabilityZoneId: undefined,
    NetworkAclAssociationId: `aclassoc-${hexId(`${ctx.seed}:aclassoc`, 17)}`,
    Ipv6CidrBlocks: [],
  })),
  'AWS::EC2::SecurityGroup': ec2('sg', 6, (id, ctx) => ({ GroupId: id, VpcId: ctx.props.VpcId })),
  'AWS::EC2::SecurityGroupIngress': ec2('sgr', 3, (id) => ({ Id: id })),
  'AWS::EC2::SecurityGroupEgress': ec2('sgr', 3, (id) => ({ Id: id })),
  'AWS::EC2::InternetGateway': ec2('igw', 15, (id) => ({ InternetGatewayId: id })),
  'AWS::EC2::VPCGatewayAttachment': {
    seconds: 16,
    create: (ctx) => ({ physicalId: `IGW|${ctx.props.VpcId}`, attributes: {} }),
  },
  'AWS::EC2::RouteTable': ec2('rtb', 5, (id) => ({ RouteTableId: id })),
  'AWS::EC2::Route': {
    seconds: 16,
    create: (ctx) => ({
      physicalId: `${ctx.props.RouteTableId}|${ctx.props.DestinationCidrBlock ?? ctx.props.DestinationIpv6CidrBlock}`,
      attributes: {},
    }),
  },
  'AWS::EC2::SubnetRouteTableAssociation': ec2('rtbassoc', 5, (id) => ({ Id: id })),
  'AWS::EC2::NatGateway': ec2('nat', 100, (id) => ({ NatGatewayId: id })),
  'AWS::EC2::EIP': {
    seconds: 5,
    create: (ctx) => {
      const ip = `3.${parseInt(hexId(ctx.seed, 2), 16)}.${parseInt(hexId(`${ctx.seed}:2`, 2), 16)}.${parseInt(hexId(`${ctx.seed}:3`, 2), 16)}`;
      return {
        physicalId: ip,
        attributes: { PublicIp: ip, AllocationId: `eipalloc-${hexId(ctx.seed, 17)}` },
      };
    },
  },
  'AWS::EC2::FlowLog': ec2('fl', 5, (id) => ({ Id: id })),
  'AWS::EC2::NetworkAcl': ec2('acl', 5, (id) => ({ Id: id })),
  'AWS::EC2::VPCEndpoint': ec2('vpce', 60, (id) => ({ Id: id, DnsEntries: [], NetworkInterfaceIds: [] })),
  'AWS::EC2::LaunchTemplate': ec2('lt', 5, (id) => ({
    LaunchTemplateId: id,
    DefaultVersionNumber: '1',
    LatestVersionNumber: '1',
  })),
  'AWS::EC2::Volume': ec2('vol', 10, (id) => ({ VolumeId: id })),
  'AWS::EC2::Instance': ec2('i', 35, (id, ctx) => ({
    InstanceId: id,
    AvailabilityZone: `${ctx.region}a`,
    PrivateIp: `10.0.${parseInt(hexId(ctx.seed, 2), 16) % 250}.${(parseInt(hexId(`${ctx.seed}:ip`, 2), 16) % 250) + 4}`,
    PrivateDnsName: `ip-10-0-0-4.${ctx.region}.compute.internal`,
    PublicIp: '',
    PublicDnsName: '',
  })),
  'AWS::S3::Bucket': named(
    22,
    'BucketName',
    63,
    (name, ctx) => ({
      Arn: `arn:aws:s3:::${name}`,
      DomainName: `${name}.s3.amazonaws.com`,
      RegionalDomainName: `${name}.s3.${ctx.region}.amazonaws.com`,
      DualStackDomainName: `${name}.s3.dualstack.${ctx.region}.amazonaws.com`,
      WebsiteURL: `http://${name}.s3-website.${ctx.region}.amazonaws.com`,
    }),
    { lower: true },
  ),
  'AWS::S3::BucketPolicy': {
    seconds: 3,
    create: (ctx) => ({ physicalId: String(ctx.props.Bucket), attributes: {} }),
  },
  'AWS::IAM::Role': named(15, 'RoleName', 64, (name, ctx) => ({
    Arn: `arn:aws:iam::${ctx.accountId}:role${text(ctx.props.Path) ?? '/'}${name}`,
    RoleId: `AROA${suffixId(`${ctx.seed}:roleid`, 17)}`,
  })),
  'AWS::IAM::InstanceProfile': named(120, 'InstanceProfileName', 128, (name, ctx) => ({
    Arn: `arn:aws:iam::${ctx.accountId}:instance-profile/${name}`,
  })),
  'AWS::IAM::ManagedPolicy': named(
    10,
    'ManagedPolicyName',
    128,
    (name, ctx) => ({ PolicyArn: `arn:aws:iam::${ctx.accountId}:policy/${name}` }),
    { ref: (name, ctx) => `arn:aws:iam::${ctx.accountId}:policy/${name}` },
  ),
  'AWS::IAM::Policy': {
    seconds: 15,
    create: (ctx) => ({
      physicalId: `${ctx.stackName.slice(0, 5)}-${suffixId(ctx.seed, 12)}`,
      attributes: { Id: '' },
    }),
  },
  'AWS::KMS::Key': {
    seconds: 62,
    create: (ctx) => {
      const id = uuidId(ctx.seed);
      return { physicalId: id, attributes: { KeyId: id, Arn: arn(ctx, 'kms', `key/${id}`) } };
    },
  },
  // A user pool's id is its region and a suffix, and its ARN is under cognito-idp: a WAF
  // association names the pool by that ARN, and the account scan must find the pool by it.
  'AWS::Cognito::UserPool': {
    seconds: 5,
    create: (ctx) => {
      const id = `${ctx.region}_${suffixId(ctx.seed, 9)}`;
      return {
        physicalId: id,
        attributes: {
          UserPoolId: id,
          Arn: arn(ctx, 'cognito-idp', `userpool/${id}`),
          ProviderName: `cognito-idp.${ctx.region}.amazonaws.com/${id}`,
        },
      };
    },
  },
  'AWS::KMS::Alias': {
    seconds: 3,
    create: (ctx) => ({ physicalId: String(ctx.props.AliasName), attributes: {} }),
  },
  'AWS::Logs::LogGroup': named(3, 'LogGroupName', 512, (name, ctx) => ({
    Arn: arn(ctx, 'logs', `log-group:${name}:*`),
  })),
  'AWS::SQS::Queue': named(
    62,
    'QueueName',
    80,
    (name, ctx) => ({
      Arn: arn(ctx, 'sqs', name),
      QueueName: name,
      QueueUrl: `https://sqs.${ctx.region}.amazonaws.com/${ctx.accountId}/${name}`,
    }),
    { ref: (name, ctx) => `https://sqs.${ctx.region}.amazonaws.com/${ctx.accountId}/${name}` },
  ),
  'AWS::SNS::Topic': named(
    12,
    'TopicName',
    256,
    (name, ctx) => ({ TopicArn: arn(ctx, 'sns', name), TopicName: name }),
    { ref: (name, ctx) => arn(ctx, 'sns', name) },
  ),
  'AWS::DynamoDB::Table': named(25, 'TableName', 255, (name, ctx) => ({
    Arn: arn(ctx, 'dynamodb', `table/${name}`),
    StreamArn: arn(ctx, 'dynamodb', `table/${name}/stream/2026-01-01T00:00:00.000`),
  })),
  'AWS::RDS::DBSubnetGroup': named(5, 'DBSubnetGroupName', 255, () => ({}), { lower: true }),
  'AWS::RDS::DBParameterGroup': named(5, 'DBParameterGroupName', 255, () => ({}), { lower: true }),
  'AWS::RDS::DBInstance': named(
    600,
    'DBInstanceIdentifier',
    63,
    (name, ctx) => ({
      'Endpoint.Address': `${name}.${suffixId(`${ctx.seed}:host`, 12, true)}.${ctx.region}.rds.amazonaws.com`,
      'Endpoint.Port': ctx.props.Engine === 'postgres' ? '5432' : '3306',
      DBInstanceArn: arn(ctx, 'rds', `db:${name}`),
      DbiResourceId: `db-${suffixId(`${ctx.seed}:dbi`, 26)}`,
      'MasterUserSecret.SecretArn': arn(
        ctx,
        'secretsmanager',
        `secret:rds!db-${uuidId(`${ctx.seed}:secret`)}-${suffixId(`${ctx.seed}:s6`, 6)}`,
      ),
    }),
    { lower: true },
  ),
  'AWS::RDS::DBCluster': named(
    420,
    'DBClusterIdentifier',
    63,
    (name, ctx) => ({
      'Endpoint.Address': `${name}.cluster-${suffixId(`${ctx.seed}:host`, 12, true)}.${ctx.region}.rds.amazonaws.com`,
      'Endpoint.Port': '5432',
      DBClusterArn: arn(ctx, 'rds', `cluster:${name}`),
    }),
    { lower: true },
  ),
  'AWS::ElasticLoadBalancingV2::LoadBalancer': {
    seconds: 185,
    nameProperty: 'Name',
    create: (ctx) => {
      const name = text(ctx.props.Name) ?? generatedName(ctx, 32);
      const id = hexId(ctx.seed, 16);
      const kind = ctx.props.Type === 'network' ? 'net' : 'app';
      return {
        physicalId: arn(ctx, 'elasticloadbalancing', `loadbalancer/${kind}/${name}/${id}`),
        attributes: {
          LoadBalancerArn: arn(ctx, 'elasticloadbalancing', `loadbalancer/${kind}/${name}/${id}`),
          LoadBalancerFullName: `${kind}/${name}/${id}`,
          LoadBalancerName: name,
          DNSName: `${name}-${parseInt(hexId(ctx.seed, 8), 16)}.${ctx.region}.elb.amazonaws.com`,
          CanonicalHostedZoneID: 'Z35SXDOTRQ7X7K',
          SecurityGroups: ctx.props.SecurityGroups ?? [],
        },
      };
    },
  },
  'AWS::ElasticLoadBalancingV2::TargetGroup': {
    seconds: 12,
    create: (ctx) => {
      const name = text(ctx.props.Name) ?? generatedName(ctx, 32);
      const full = `targetgroup/${name}/${hexId(ctx.seed, 16)}`;
      return {
        physicalId: arn(ctx, 'elasticloadbalancing', full),
        attributes: {
          TargetGroupArn: arn(ctx, 'elasticloadbalancing', full),
          TargetGroupFullName: full,
          TargetGroupName: name,
          LoadBalancerArns: [],
        },
      };
    },
  },
  'AWS::ElasticLoadBalancingV2::Listener': {
    seconds: 3,
    create: (ctx) => {
      const id = arn(
        ctx,
        'elasticloadbalancing',
        `listener/app/${ctx.stackName}/${hexId(ctx.seed, 16)}/${hexId(`${ctx.seed}:l`, 16)}`,
      );
      return { physicalId: id, attributes: { ListenerArn: id } };
    },
  },
  'AWS::AutoScaling::AutoScalingGroup': named(70, 'AutoScalingGroupName', 255, () => ({})),
  'AWS::Lambda::Function': named(20, 'FunctionName', 64, (name, ctx) => ({
    Arn: arn(ctx, 'lambda', `function:${name}`),
  })),
  'AWS::SSM::Parameter': named(4, 'Name', 1011, (_name, ctx) => ({
    Type: ctx.props.Type,
    Value: ctx.props.Value,
  })),
  'AWS::SecretsManager::Secret': {
    seconds: 5,
    nameProperty: 'Name',
    create: (ctx) => {
      const name = text(ctx.props.Name) ?? generatedName(ctx, 512);
      const id = arn(ctx, 'secretsmanager', `secret:${name}-${suffixId(ctx.seed, 6)}`);
      return { physicalId: id, attributes: { Id: id } };
    },
  },
  'AWS::ECS::Cluster': named(10, 'ClusterName', 255, (name, ctx) => ({
    Arn: arn(ctx, 'ecs', `cluster/${name}`),
  })),
  'AWS::ECS::TaskDefinition': {
    seconds: 4,
    create: (ctx) => {
      const id = arn(ctx, 'ecs', `task-definition/${text(ctx.props.Family) ?? generatedName(ctx, 255)}:1`);
      return { physicalId: id, attributes: { TaskDefinitionArn: id } };
    },
  },
  'AWS::ECS::Service': {
    seconds: 120,
    create: (ctx) => {
      const name = text(ctx.props.ServiceName) ?? generatedName(ctx, 255);
      const id = arn(
        ctx,
        'ecs',
        `service/${String(ctx.props.Cluster ?? 'default')
          .split('/')
          .pop()}/${name}`,
      );
      return { physicalId: id, attributes: { ServiceArn: id, Name: name } };
    },
  },
  'AWS::ECR::Repository': named(
    4,
    'RepositoryName',
    256,
    (name, ctx) => ({
      Arn: arn(ctx, 'ecr', `repository/${name}`),
      RepositoryUri: `${ctx.accountId}.dkr.ecr.${ctx.region}.amazonaws.com/${name}`,
    }),
    { lower: true },
  ),
  'AWS::ElastiCache::ReplicationGroup': named(
    540,
    'ReplicationGroupId',
    40,
    (name, ctx) => {
      const host = `${name}.${suffixId(`${ctx.seed}:host`, 6, true)}.${ctx.region.replace(/-/g, '')}.cache.amazonaws.com`;
      return {
        'PrimaryEndPoint.Address': `master.${host}`,
        'PrimaryEndPoint.Port': '6379',
        'ReaderEndPoint.Address': `replica.${host}`,
        'ReaderEndPoint.Port': '6379',
        'ConfigurationEndPoint.Address': `clustercfg.${host}`,
        'ConfigurationEndPoint.Port': '6379',
      };
    },
    { lower: true },
  ),
  'AWS::ElastiCache::SubnetGroup': named(5, 'CacheSubnetGroupName', 255, () => ({}), { lower: true }),
  'AWS::ApiGateway::RestApi': {
    seconds: 3,
    create: (ctx) => ({
      physicalId: suffixId(ctx.seed, 10, true),
      attributes: {
        RestApiId: suffixId(ctx.seed, 10, true),
        RootResourceId: suffixId(`${ctx.seed}:root`, 10, true),
      },
    }),
  },
  'AWS::ApiGateway::Resource': {
    seconds: 2,
    create: (ctx) => ({
      physicalId: suffixId(ctx.seed, 6, true),
      attributes: { ResourceId: suffixId(ctx.seed, 6, true) },
    }),
  },
  'AWS::ApiGateway::Deployment': {
    seconds: 3,
    create: (ctx) => ({
      physicalId: suffixId(ctx.seed, 6, true),
      attributes: { DeploymentId: suffixId(ctx.seed, 6, true) },
    }),
  },
  'AWS::ApiGateway::Stage': {
    seconds: 3,
    create: (ctx) => ({ physicalId: String(ctx.props.StageName ?? 'prod'), attributes: {} }),
  },
  'AWS::Serverless::Function': named(20, 'FunctionName', 64, (name, ctx) => ({
    Arn: arn(ctx, 'lambda', `function:${name}`),
  })),
  'AWS::Serverless::Api': {
    seconds: 10,
    create: (ctx) => ({
      physicalId: suffixId(ctx.seed, 10, true),
      attributes: { RootResourceId: suffixId(`${ctx.seed}:root`, 10, true) },
    }),
  },
  'AWS::Serverless::HttpApi': {
    seconds: 10,
    create: (ctx) => ({
      physicalId: suffixId(ctx.seed, 10, true),
      attributes: {
        ApiEndpoint: `https://${suffixId(ctx.seed, 10, true)}.execute-api.${ctx.region}.amazonaws.com`,
      },
    }),
  },
  'AWS::WAFv2::WebACL': {
    seconds: 3,
    create: (ctx) => {
      const name = text(ctx.props.Name) ?? generatedName(ctx, 128);
      const id = uuidId(ctx.seed);
      const scope = ctx.props.Scope === 'CLOUDFRONT' ? 'global' : 'regional';
      const region = scope === 'global' ? 'us-east-1' : ctx.region;
      return {
        physicalId: `${name}|${id}|${String(ctx.props.Scope ?? 'REGIONAL')}`,
        attributes: {
          Id: id,
          Arn: arn(ctx, 'wafv2', `${scope}/webacl/${name}/${id}`, region),
          LabelNamespace: `awswaf:${ctx.accountId}:webacl:${name}:`,
        },
      };
    },
  },
  'AWS::Backup::BackupVault': named(4, 'BackupVaultName', 50, (name, ctx) => ({
    BackupVaultName: name,
    BackupVaultArn: arn(ctx, 'backup', `backup-vault:${name}`),
  })),
  'AWS::Backup::BackupPlan': {
    seconds: 3,
    create: (ctx) => {
      const id = uuidId(ctx.seed);
      return {
        physicalId: id,
        attributes: {
          BackupPlanId: id,
          BackupPlanArn: arn(ctx, 'backup', `backup-plan:${id}`),
          VersionId: suffixId(ctx.seed, 32),
        },
      };
    },
  },
  'AWS::CloudFront::OriginAccessControl': {
    seconds: 3,
    create: (ctx) => ({
      physicalId: `E${suffixId(`${ctx.seed}:oac`, 13)}`,
      attributes: { Id: `E${suffixId(`${ctx.seed}:oac`, 13)}` },
    }),
  },
  'AWS::GuardDuty::Detector': {
    seconds: 5,
    create: (ctx) => ({ physicalId: hexId(ctx.seed, 32), attributes: { Id: hexId(ctx.seed, 32) } }),
  },
  'AWS::CloudWatch::Alarm': named(3, 'AlarmName', 255, (name, ctx) => ({
    Arn: arn(ctx, 'cloudwatch', `alarm:${name}`),
  })),
  'AWS::Athena::WorkGroup': named(3, 'Name', 128, () => ({})),
  'AWS::CloudTrail::Trail': named(8, 'TrailName', 128, (name, ctx) => ({
    Arn: arn(ctx, 'cloudtrail', `trail/${name}`),
  })),
  'AWS::CloudFront::Distribution': {
    seconds: 240,
    create: (ctx) => {
      const id = `E${suffixId(ctx.seed, 13)}`;
      return {
        physicalId: id,
        attributes: { Id: id, DomainName: `d${suffixId(ctx.seed, 13, true)}.cloudfront.net` },
      };
    },
  },
};

/** Any other valid type: a CloudFormation-style generated name, `Arn`-like attributes on demand. */
export const genericKind: ResourceKind = {
  seconds: 10,
  create: (ctx) => ({ physicalId: generatedName(ctx, 128), attributes: {} }),
};

export function kindOf(type: string): ResourceKind {
  return RESOURCE_KINDS[type] ?? genericKind;
}

/** GetAtt of an attribute the kind table does not spell out: shaped after its name. */
export function fallbackAttribute(
  type: string,
  created: Created,
  attribute: string,
  ctx: KindContext,
): string {
  const [, service = 'unknown', kind = 'resource'] = type.toLowerCase().split('::');
  if (/arn$/i.test(attribute)) return arn(ctx, service, `${kind}/${created.physicalId}`);
  return created.physicalId;
}
