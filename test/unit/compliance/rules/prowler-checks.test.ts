import { describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { scanTemplate } from '#shared/compliance/scan';
import { templateBody } from '#test/fixtures/compliance';

/** The failing rule ids of one resource, through the product path (YAML text, parse, resolve, scan). */
function failing(resource: { Type: string; Properties: Record<string, unknown> }): string[] {
  const text = stringify(templateBody({ Thing: resource }));
  return scanTemplate(text, { region: 'me-south-1' })
    .violations.filter((v) => v.status === 'fail' && v.resource === 'Thing')
    .map((v) => v.rule_id);
}

type Case = [
  rule: string,
  planted: { Type: string; Properties: Record<string, unknown> },
  clean: { Type: string; Properties: Record<string, unknown> },
];

/**
 * Per rule added for issue 30 (Prowler's checks on CloudFormation types, and the services it names): a planted resource that
 * must fail it and a clean one, written as a careful author would, that must not.
 */
const CASES: Case[] = [
  [
    'ec2-sg-no-open-high-risk-ports',
    {
      Type: 'AWS::EC2::SecurityGroup',
      Properties: {
        GroupDescription: 'app',
        SecurityGroupIngress: [{ IpProtocol: 'tcp', FromPort: 8080, ToPort: 8080, CidrIp: '0.0.0.0/0' }],
      },
    },
    {
      Type: 'AWS::EC2::SecurityGroup',
      Properties: {
        GroupDescription: 'app',
        SecurityGroupIngress: [
          { IpProtocol: 'tcp', FromPort: 443, ToPort: 443, CidrIp: '0.0.0.0/0' },
          { IpProtocol: 'tcp', FromPort: 8080, ToPort: 8080, CidrIp: '10.0.0.0/16' },
        ],
      },
    },
  ],
  [
    'sagemaker-notebook-kms',
    {
      Type: 'AWS::SageMaker::NotebookInstance',
      Properties: { InstanceType: 'ml.t3.medium', RoleArn: 'arn:aws:iam::1:role/r' },
    },
    {
      Type: 'AWS::SageMaker::NotebookInstance',
      Properties: {
        InstanceType: 'ml.t3.medium',
        RoleArn: 'arn:aws:iam::1:role/r',
        KmsKeyId: 'arn:aws:kms:me-south-1:1:key/k',
      },
    },
  ],
  [
    'sagemaker-endpoint-config-kms',
    {
      Type: 'AWS::SageMaker::EndpointConfig',
      Properties: {
        ProductionVariants: [
          { ModelName: 'm', VariantName: 'v', InitialInstanceCount: 1, InstanceType: 'ml.m5.large' },
        ],
        KmsKeyId: 'alias/app',
        DataCaptureConfig: {
          InitialSamplingPercentage: 100,
          DestinationS3Uri: 's3://b/capture',
          CaptureOptions: [{ CaptureMode: 'Input' }],
        },
      },
    },
    {
      Type: 'AWS::SageMaker::EndpointConfig',
      Properties: {
        ProductionVariants: [
          { ModelName: 'm', VariantName: 'v', InitialInstanceCount: 1, InstanceType: 'ml.m5.large' },
        ],
        KmsKeyId: 'alias/app',
        DataCaptureConfig: {
          InitialSamplingPercentage: 100,
          DestinationS3Uri: 's3://b/capture',
          KmsKeyId: 'alias/app',
          CaptureOptions: [{ CaptureMode: 'Input' }],
        },
      },
    },
  ],
  [
    'sagemaker-domain-vpc-only',
    {
      Type: 'AWS::SageMaker::Domain',
      Properties: {
        AuthMode: 'IAM',
        DomainName: 'd',
        DefaultUserSettings: { ExecutionRole: 'arn:aws:iam::1:role/r' },
        SubnetIds: ['subnet-1'],
        VpcId: 'vpc-1',
      },
    },
    {
      Type: 'AWS::SageMaker::Domain',
      Properties: {
        AuthMode: 'IAM',
        DomainName: 'd',
        AppNetworkAccessType: 'VpcOnly',
        DefaultUserSettings: { ExecutionRole: 'arn:aws:iam::1:role/r' },
        SubnetIds: ['subnet-1'],
        VpcId: 'vpc-1',
      },
    },
  ],
  [
    'glue-connection-ssl',
    {
      Type: 'AWS::Glue::Connection',
      Properties: {
        CatalogId: '1',
        ConnectionInput: {
          ConnectionType: 'JDBC',
          ConnectionProperties: { JDBC_CONNECTION_URL: 'jdbc:mysql://db:3306/app' },
        },
      },
    },
    {
      Type: 'AWS::Glue::Connection',
      Properties: {
        CatalogId: '1',
        ConnectionInput: {
          ConnectionType: 'JDBC',
          ConnectionProperties: { JDBC_CONNECTION_URL: 'jdbc:mysql://db:3306/app', JDBC_ENFORCE_SSL: 'true' },
        },
      },
    },
  ],
  [
    'apigateway-stage-tracing',
    { Type: 'AWS::ApiGateway::Stage', Properties: { RestApiId: 'a', DeploymentId: 'd', StageName: 'prod' } },
    {
      Type: 'AWS::ApiGateway::Stage',
      Properties: { RestApiId: 'a', DeploymentId: 'd', StageName: 'prod', TracingEnabled: true },
    },
  ],
  [
    'apigateway-cache-encrypted',
    {
      Type: 'AWS::ApiGateway::Stage',
      Properties: {
        RestApiId: 'a',
        DeploymentId: 'd',
        StageName: 'prod',
        CacheClusterEnabled: true,
        MethodSettings: [{ HttpMethod: '*', ResourcePath: '/*', CachingEnabled: true }],
      },
    },
    {
      Type: 'AWS::ApiGateway::Stage',
      Properties: {
        RestApiId: 'a',
        DeploymentId: 'd',
        StageName: 'prod',
        CacheClusterEnabled: true,
        MethodSettings: [
          { HttpMethod: '*', ResourcePath: '/*', CachingEnabled: true, CacheDataEncrypted: true },
        ],
      },
    },
  ],
  [
    'athena-workgroup-encryption',
    {
      Type: 'AWS::Athena::WorkGroup',
      Properties: {
        Name: 'analytics',
        WorkGroupConfiguration: { ResultConfiguration: { OutputLocation: 's3://results/' } },
      },
    },
    {
      Type: 'AWS::Athena::WorkGroup',
      Properties: {
        Name: 'analytics',
        WorkGroupConfiguration: {
          EnforceWorkGroupConfiguration: true,
          ResultConfiguration: {
            OutputLocation: 's3://results/',
            EncryptionConfiguration: { EncryptionOption: 'SSE_S3' },
          },
        },
      },
    },
  ],
  [
    'ecs-container-insights',
    { Type: 'AWS::ECS::Cluster', Properties: { ClusterName: 'app' } },
    {
      Type: 'AWS::ECS::Cluster',
      Properties: { ClusterName: 'app', ClusterSettings: [{ Name: 'containerInsights', Value: 'enabled' }] },
    },
  ],
  [
    'ecs-service-no-public-ip',
    {
      Type: 'AWS::ECS::Service',
      Properties: {
        Cluster: 'c',
        TaskDefinition: 't',
        LaunchType: 'FARGATE',
        NetworkConfiguration: { AwsvpcConfiguration: { AssignPublicIp: 'ENABLED', Subnets: ['subnet-1'] } },
      },
    },
    {
      Type: 'AWS::ECS::Service',
      Properties: {
        Cluster: 'c',
        TaskDefinition: 't',
        LaunchType: 'FARGATE',
        NetworkConfiguration: { AwsvpcConfiguration: { AssignPublicIp: 'DISABLED', Subnets: ['subnet-1'] } },
      },
    },
  ],
  [
    'ecs-no-host-pid',
    {
      Type: 'AWS::ECS::TaskDefinition',
      Properties: { PidMode: 'host', ContainerDefinitions: [{ Name: 'app', Image: 'nginx', User: '1000' }] },
    },
    {
      Type: 'AWS::ECS::TaskDefinition',
      Properties: { PidMode: 'task', ContainerDefinitions: [{ Name: 'app', Image: 'nginx', User: '1000' }] },
    },
  ],
  [
    'mq-broker-auto-minor-upgrade',
    {
      Type: 'AWS::AmazonMQ::Broker',
      Properties: { AutoMinorVersionUpgrade: false, PubliclyAccessible: false },
    },
    {
      Type: 'AWS::AmazonMQ::Broker',
      Properties: { AutoMinorVersionUpgrade: true, PubliclyAccessible: false },
    },
  ],
  [
    'mq-broker-logging',
    {
      Type: 'AWS::AmazonMQ::Broker',
      Properties: { AutoMinorVersionUpgrade: true, PubliclyAccessible: false },
    },
    {
      Type: 'AWS::AmazonMQ::Broker',
      Properties: {
        AutoMinorVersionUpgrade: true,
        PubliclyAccessible: false,
        Logs: { General: true, Audit: true },
      },
    },
  ],
  [
    'msk-not-public',
    {
      Type: 'AWS::MSK::Cluster',
      Properties: {
        BrokerNodeGroupInfo: {
          ClientSubnets: ['subnet-1', 'subnet-2'],
          InstanceType: 'kafka.m5.large',
          ConnectivityInfo: { PublicAccess: { Type: 'SERVICE_PROVIDED_EIPS' } },
        },
        ClusterName: 'events',
        KafkaVersion: '3.6.0',
        NumberOfBrokerNodes: 2,
      },
    },
    {
      Type: 'AWS::MSK::Cluster',
      Properties: {
        BrokerNodeGroupInfo: {
          ClientSubnets: ['subnet-1', 'subnet-2'],
          InstanceType: 'kafka.m5.large',
          ConnectivityInfo: { PublicAccess: { Type: 'DISABLED' } },
        },
        ClusterName: 'events',
        KafkaVersion: '3.6.0',
        NumberOfBrokerNodes: 2,
      },
    },
  ],
  [
    'msk-client-authentication',
    {
      Type: 'AWS::MSK::Cluster',
      Properties: {
        BrokerNodeGroupInfo: { ClientSubnets: ['subnet-1', 'subnet-2'], InstanceType: 'kafka.m5.large' },
        ClusterName: 'events',
        KafkaVersion: '3.6.0',
        NumberOfBrokerNodes: 2,
        ClientAuthentication: { Unauthenticated: { Enabled: true } },
      },
    },
    {
      Type: 'AWS::MSK::Cluster',
      Properties: {
        BrokerNodeGroupInfo: { ClientSubnets: ['subnet-1', 'subnet-2'], InstanceType: 'kafka.m5.large' },
        ClusterName: 'events',
        KafkaVersion: '3.6.0',
        NumberOfBrokerNodes: 2,
        ClientAuthentication: { Sasl: { Iam: { Enabled: true } }, Unauthenticated: { Enabled: false } },
      },
    },
  ],
  [
    'msk-cmk',
    {
      Type: 'AWS::MSK::Cluster',
      Properties: {
        BrokerNodeGroupInfo: { ClientSubnets: ['subnet-1', 'subnet-2'], InstanceType: 'kafka.m5.large' },
        ClusterName: 'events',
        KafkaVersion: '3.6.0',
        NumberOfBrokerNodes: 2,
      },
    },
    {
      Type: 'AWS::MSK::Cluster',
      Properties: {
        BrokerNodeGroupInfo: { ClientSubnets: ['subnet-1', 'subnet-2'], InstanceType: 'kafka.m5.large' },
        ClusterName: 'events',
        KafkaVersion: '3.6.0',
        NumberOfBrokerNodes: 2,
        EncryptionInfo: { EncryptionAtRest: { DataVolumeKMSKeyId: 'arn:aws:kms:me-south-1:1:key/k' } },
      },
    },
  ],
  [
    'redshift-auto-upgrade',
    {
      Type: 'AWS::Redshift::Cluster',
      Properties: {
        ClusterType: 'single-node',
        NodeType: 'ra3.xlplus',
        DBName: 'app',
        MasterUsername: 'owner',
        ManageMasterPassword: true,
        AllowVersionUpgrade: false,
      },
    },
    {
      Type: 'AWS::Redshift::Cluster',
      Properties: {
        ClusterType: 'single-node',
        NodeType: 'ra3.xlplus',
        DBName: 'app',
        MasterUsername: 'owner',
        ManageMasterPassword: true,
      },
    },
  ],
  [
    'redshift-enhanced-vpc-routing',
    {
      Type: 'AWS::Redshift::Cluster',
      Properties: {
        ClusterType: 'single-node',
        NodeType: 'ra3.xlplus',
        DBName: 'app',
        MasterUsername: 'owner',
        ManageMasterPassword: true,
      },
    },
    {
      Type: 'AWS::Redshift::Cluster',
      Properties: {
        ClusterType: 'single-node',
        NodeType: 'ra3.xlplus',
        DBName: 'app',
        MasterUsername: 'owner',
        ManageMasterPassword: true,
        EnhancedVpcRouting: true,
      },
    },
  ],
  [
    'redshift-automated-snapshots',
    {
      Type: 'AWS::Redshift::Cluster',
      Properties: {
        ClusterType: 'single-node',
        NodeType: 'ra3.xlplus',
        DBName: 'app',
        MasterUsername: 'owner',
        ManageMasterPassword: true,
        AutomatedSnapshotRetentionPeriod: 0,
      },
    },
    {
      Type: 'AWS::Redshift::Cluster',
      Properties: {
        ClusterType: 'single-node',
        NodeType: 'ra3.xlplus',
        DBName: 'app',
        MasterUsername: 'owner',
        ManageMasterPassword: true,
        AutomatedSnapshotRetentionPeriod: 7,
      },
    },
  ],
  [
    'dms-instance-not-public',
    { Type: 'AWS::DMS::ReplicationInstance', Properties: { ReplicationInstanceClass: 'dms.t3.medium' } },
    {
      Type: 'AWS::DMS::ReplicationInstance',
      Properties: { ReplicationInstanceClass: 'dms.t3.medium', PubliclyAccessible: false },
    },
  ],
  [
    'dms-endpoint-ssl',
    {
      Type: 'AWS::DMS::Endpoint',
      Properties: {
        EndpointType: 'source',
        EngineName: 'mysql',
        ServerName: 'db',
        Port: 3306,
        Username: 'app',
        Password: '{{resolve:secretsmanager:db}}',
      },
    },
    {
      Type: 'AWS::DMS::Endpoint',
      Properties: {
        EndpointType: 'source',
        EngineName: 'mysql',
        ServerName: 'db',
        Port: 3306,
        Username: 'app',
        Password: '{{resolve:secretsmanager:db}}',
        SslMode: 'require',
      },
    },
  ],
  [
    'codebuild-logging',
    {
      Type: 'AWS::CodeBuild::Project',
      Properties: {
        Artifacts: { Type: 'NO_ARTIFACTS' },
        Environment: {
          ComputeType: 'BUILD_GENERAL1_SMALL',
          Image: 'aws/codebuild/standard:7.0',
          Type: 'LINUX_CONTAINER',
        },
        ServiceRole: 'r',
        Source: { Type: 'NO_SOURCE', BuildSpec: 'version: 0.2' },
        LogsConfig: { CloudWatchLogs: { Status: 'DISABLED' } },
      },
    },
    {
      Type: 'AWS::CodeBuild::Project',
      Properties: {
        Artifacts: { Type: 'NO_ARTIFACTS' },
        Environment: {
          ComputeType: 'BUILD_GENERAL1_SMALL',
          Image: 'aws/codebuild/standard:7.0',
          Type: 'LINUX_CONTAINER',
        },
        ServiceRole: 'r',
        Source: { Type: 'NO_SOURCE', BuildSpec: 'version: 0.2' },
      },
    },
  ],
  [
    'codebuild-s3-logs-encrypted',
    {
      Type: 'AWS::CodeBuild::Project',
      Properties: {
        Artifacts: { Type: 'NO_ARTIFACTS' },
        Environment: {
          ComputeType: 'BUILD_GENERAL1_SMALL',
          Image: 'aws/codebuild/standard:7.0',
          Type: 'LINUX_CONTAINER',
        },
        ServiceRole: 'r',
        Source: { Type: 'NO_SOURCE', BuildSpec: 'version: 0.2' },
        LogsConfig: { S3Logs: { Status: 'ENABLED', Location: 'logs/build', EncryptionDisabled: true } },
      },
    },
    {
      Type: 'AWS::CodeBuild::Project',
      Properties: {
        Artifacts: { Type: 'NO_ARTIFACTS' },
        Environment: {
          ComputeType: 'BUILD_GENERAL1_SMALL',
          Image: 'aws/codebuild/standard:7.0',
          Type: 'LINUX_CONTAINER',
        },
        ServiceRole: 'r',
        Source: { Type: 'NO_SOURCE', BuildSpec: 'version: 0.2' },
        LogsConfig: { S3Logs: { Status: 'ENABLED', Location: 'logs/build' } },
      },
    },
  ],
  [
    's3-bucket-acls-disabled',
    {
      Type: 'AWS::S3::Bucket',
      Properties: { OwnershipControls: { Rules: [{ ObjectOwnership: 'ObjectWriter' }] } },
    },
    {
      Type: 'AWS::S3::Bucket',
      Properties: { OwnershipControls: { Rules: [{ ObjectOwnership: 'BucketOwnerEnforced' }] } },
    },
  ],
  [
    's3-access-point-public-access-block',
    {
      Type: 'AWS::S3::AccessPoint',
      Properties: {
        Bucket: 'data',
        PublicAccessBlockConfiguration: { BlockPublicPolicy: false, RestrictPublicBuckets: false },
      },
    },
    { Type: 'AWS::S3::AccessPoint', Properties: { Bucket: 'data' } },
  ],
  [
    'secretsmanager-policy-no-public',
    {
      Type: 'AWS::SecretsManager::ResourcePolicy',
      Properties: {
        SecretId: 's',
        ResourcePolicy: {
          Version: '2012-10-17',
          Statement: [
            { Effect: 'Allow', Principal: '*', Action: 'secretsmanager:GetSecretValue', Resource: '*' },
          ],
        },
      },
    },
    {
      Type: 'AWS::SecretsManager::ResourcePolicy',
      Properties: {
        SecretId: 's',
        ResourcePolicy: {
          Version: '2012-10-17',
          Statement: [
            {
              Effect: 'Allow',
              Principal: { AWS: 'arn:aws:iam::111122223333:role/app' },
              Action: 'secretsmanager:GetSecretValue',
              Resource: '*',
            },
          ],
        },
      },
    },
  ],
  [
    'appsync-no-api-key',
    { Type: 'AWS::AppSync::GraphQLApi', Properties: { Name: 'api', AuthenticationType: 'API_KEY' } },
    {
      Type: 'AWS::AppSync::GraphQLApi',
      Properties: { Name: 'api', AuthenticationType: 'AMAZON_COGNITO_USER_POOLS' },
    },
  ],
  [
    'rds-enhanced-monitoring',
    { Type: 'AWS::RDS::DBInstance', Properties: { Engine: 'postgres', DBInstanceClass: 'db.t3.micro' } },
    {
      Type: 'AWS::RDS::DBInstance',
      Properties: {
        Engine: 'postgres',
        DBInstanceClass: 'db.t3.micro',
        MonitoringInterval: 60,
        MonitoringRoleArn: 'arn:aws:iam::1:role/m',
      },
    },
  ],
  [
    'rds-copy-tags-to-snapshots',
    { Type: 'AWS::RDS::DBInstance', Properties: { Engine: 'postgres', DBInstanceClass: 'db.t3.micro' } },
    {
      Type: 'AWS::RDS::DBInstance',
      Properties: { Engine: 'postgres', DBInstanceClass: 'db.t3.micro', CopyTagsToSnapshot: true },
    },
  ],
  [
    'rds-non-default-admin',
    {
      Type: 'AWS::RDS::DBInstance',
      Properties: {
        Engine: 'postgres',
        DBInstanceClass: 'db.t3.micro',
        MasterUsername: 'postgres',
        ManageMasterUserPassword: true,
      },
    },
    {
      Type: 'AWS::RDS::DBInstance',
      Properties: {
        Engine: 'postgres',
        DBInstanceClass: 'db.t3.micro',
        MasterUsername: 'orders_owner',
        ManageMasterUserPassword: true,
      },
    },
  ],
  [
    'docdb-backup-retention',
    {
      Type: 'AWS::DocDB::DBCluster',
      Properties: {
        StorageEncrypted: true,
        MasterUsername: 'app',
        MasterUserPassword: '{{resolve:secretsmanager:db}}',
      },
    },
    {
      Type: 'AWS::DocDB::DBCluster',
      Properties: {
        StorageEncrypted: true,
        BackupRetentionPeriod: 7,
        MasterUsername: 'app',
        MasterUserPassword: '{{resolve:secretsmanager:db}}',
      },
    },
  ],
  [
    'docdb-log-exports',
    {
      Type: 'AWS::DocDB::DBCluster',
      Properties: {
        StorageEncrypted: true,
        MasterUsername: 'app',
        MasterUserPassword: '{{resolve:secretsmanager:db}}',
      },
    },
    {
      Type: 'AWS::DocDB::DBCluster',
      Properties: {
        StorageEncrypted: true,
        EnableCloudwatchLogsExports: ['audit', 'profiler'],
        MasterUsername: 'app',
        MasterUserPassword: '{{resolve:secretsmanager:db}}',
      },
    },
  ],
  [
    'neptune-backup-retention',
    { Type: 'AWS::Neptune::DBCluster', Properties: { StorageEncrypted: true, IamAuthEnabled: true } },
    {
      Type: 'AWS::Neptune::DBCluster',
      Properties: { StorageEncrypted: true, IamAuthEnabled: true, BackupRetentionPeriod: 7 },
    },
  ],
  [
    'opensearch-audit-logs',
    { Type: 'AWS::OpenSearchService::Domain', Properties: { EngineVersion: 'OpenSearch_2.11' } },
    {
      Type: 'AWS::OpenSearchService::Domain',
      Properties: {
        EngineVersion: 'OpenSearch_2.11',
        LogPublishingOptions: {
          AUDIT_LOGS: { Enabled: true, CloudWatchLogsLogGroupArn: 'arn:aws:logs:me-south-1:1:log-group:a' },
        },
      },
    },
  ],
  [
    'opensearch-fine-grained-access',
    { Type: 'AWS::OpenSearchService::Domain', Properties: { EngineVersion: 'OpenSearch_2.11' } },
    {
      Type: 'AWS::OpenSearchService::Domain',
      Properties: {
        EngineVersion: 'OpenSearch_2.11',
        AdvancedSecurityOptions: {
          Enabled: true,
          MasterUserOptions: { MasterUserARN: 'arn:aws:iam::1:role/admin' },
        },
      },
    },
  ],
  [
    'opensearch-slow-logs',
    { Type: 'AWS::OpenSearchService::Domain', Properties: { EngineVersion: 'OpenSearch_2.11' } },
    {
      Type: 'AWS::OpenSearchService::Domain',
      Properties: {
        EngineVersion: 'OpenSearch_2.11',
        LogPublishingOptions: {
          SEARCH_SLOW_LOGS: {
            Enabled: true,
            CloudWatchLogsLogGroupArn: 'arn:aws:logs:me-south-1:1:log-group:s',
          },
          INDEX_SLOW_LOGS: {
            Enabled: true,
            CloudWatchLogsLogGroupArn: 'arn:aws:logs:me-south-1:1:log-group:i',
          },
        },
      },
    },
  ],
  [
    'opensearch-no-internal-users',
    {
      Type: 'AWS::OpenSearchService::Domain',
      Properties: {
        EngineVersion: 'OpenSearch_2.11',
        AdvancedSecurityOptions: { Enabled: true, InternalUserDatabaseEnabled: true },
      },
    },
    {
      Type: 'AWS::OpenSearchService::Domain',
      Properties: {
        EngineVersion: 'OpenSearch_2.11',
        AdvancedSecurityOptions: { Enabled: true, InternalUserDatabaseEnabled: false },
      },
    },
  ],
  [
    'elb-classic-access-logs',
    {
      Type: 'AWS::ElasticLoadBalancing::LoadBalancer',
      Properties: {
        Listeners: [
          {
            LoadBalancerPort: '443',
            InstancePort: '80',
            Protocol: 'HTTPS',
            SSLCertificateId: 'arn:aws:acm:me-south-1:1:certificate/c',
          },
        ],
        Subnets: ['subnet-1'],
      },
    },
    {
      Type: 'AWS::ElasticLoadBalancing::LoadBalancer',
      Properties: {
        Listeners: [
          {
            LoadBalancerPort: '443',
            InstancePort: '80',
            Protocol: 'HTTPS',
            SSLCertificateId: 'arn:aws:acm:me-south-1:1:certificate/c',
          },
        ],
        Subnets: ['subnet-1'],
        AccessLoggingPolicy: { Enabled: true, S3BucketName: 'logs' },
      },
    },
  ],
  [
    'elb-classic-cross-zone',
    {
      Type: 'AWS::ElasticLoadBalancing::LoadBalancer',
      Properties: {
        Listeners: [
          {
            LoadBalancerPort: '443',
            InstancePort: '80',
            Protocol: 'HTTPS',
            SSLCertificateId: 'arn:aws:acm:me-south-1:1:certificate/c',
          },
        ],
        Subnets: ['subnet-1'],
      },
    },
    {
      Type: 'AWS::ElasticLoadBalancing::LoadBalancer',
      Properties: {
        Listeners: [
          {
            LoadBalancerPort: '443',
            InstancePort: '80',
            Protocol: 'HTTPS',
            SSLCertificateId: 'arn:aws:acm:me-south-1:1:certificate/c',
          },
        ],
        Subnets: ['subnet-1'],
        CrossZone: true,
      },
    },
  ],
  [
    'elb-classic-connection-draining',
    {
      Type: 'AWS::ElasticLoadBalancing::LoadBalancer',
      Properties: {
        Listeners: [
          {
            LoadBalancerPort: '443',
            InstancePort: '80',
            Protocol: 'HTTPS',
            SSLCertificateId: 'arn:aws:acm:me-south-1:1:certificate/c',
          },
        ],
        Subnets: ['subnet-1'],
      },
    },
    {
      Type: 'AWS::ElasticLoadBalancing::LoadBalancer',
      Properties: {
        Listeners: [
          {
            LoadBalancerPort: '443',
            InstancePort: '80',
            Protocol: 'HTTPS',
            SSLCertificateId: 'arn:aws:acm:me-south-1:1:certificate/c',
          },
        ],
        Subnets: ['subnet-1'],
        ConnectionDrainingPolicy: { Enabled: true, Timeout: 300 },
      },
    },
  ],
  [
    'elb-desync-mitigation',
    {
      Type: 'AWS::ElasticLoadBalancingV2::LoadBalancer',
      Properties: {
        Type: 'application',
        Subnets: ['subnet-1', 'subnet-2'],
        LoadBalancerAttributes: [{ Key: 'routing.http.desync_mitigation_mode', Value: 'monitor' }],
      },
    },
    {
      Type: 'AWS::ElasticLoadBalancingV2::LoadBalancer',
      Properties: {
        Type: 'application',
        Subnets: ['subnet-1', 'subnet-2'],
        LoadBalancerAttributes: [{ Key: 'routing.http.desync_mitigation_mode', Value: 'strictest' }],
      },
    },
  ],
  [
    'sns-subscription-https',
    {
      Type: 'AWS::SNS::Subscription',
      Properties: {
        TopicArn: 'arn:aws:sns:me-south-1:1:t',
        Protocol: 'http',
        Endpoint: 'http://example.com/hook',
      },
    },
    {
      Type: 'AWS::SNS::Subscription',
      Properties: {
        TopicArn: 'arn:aws:sns:me-south-1:1:t',
        Protocol: 'https',
        Endpoint: 'https://example.com/hook',
      },
    },
  ],
  [
    'efs-access-point-root-directory',
    {
      Type: 'AWS::EFS::AccessPoint',
      Properties: { FileSystemId: 'fs-1', PosixUser: { Uid: '1000', Gid: '1000' } },
    },
    {
      Type: 'AWS::EFS::AccessPoint',
      Properties: {
        FileSystemId: 'fs-1',
        PosixUser: { Uid: '1000', Gid: '1000' },
        RootDirectory: {
          Path: '/app',
          CreationInfo: { OwnerUid: '1000', OwnerGid: '1000', Permissions: '750' },
        },
      },
    },
  ],
  [
    'efs-access-point-posix-user',
    { Type: 'AWS::EFS::AccessPoint', Properties: { FileSystemId: 'fs-1', RootDirectory: { Path: '/app' } } },
    {
      Type: 'AWS::EFS::AccessPoint',
      Properties: {
        FileSystemId: 'fs-1',
        RootDirectory: { Path: '/app' },
        PosixUser: { Uid: '1000', Gid: '1000' },
      },
    },
  ],
  [
    'waf-webacl-has-rules',
    {
      Type: 'AWS::WAFv2::WebACL',
      Properties: {
        DefaultAction: { Allow: {} },
        Scope: 'REGIONAL',
        VisibilityConfig: { CloudWatchMetricsEnabled: true, MetricName: 'm', SampledRequestsEnabled: true },
      },
    },
    {
      Type: 'AWS::WAFv2::WebACL',
      Properties: {
        DefaultAction: { Allow: {} },
        Scope: 'REGIONAL',
        VisibilityConfig: { CloudWatchMetricsEnabled: true, MetricName: 'm', SampledRequestsEnabled: true },
        Rules: [
          {
            Name: 'common',
            Priority: 0,
            OverrideAction: { None: {} },
            Statement: {
              ManagedRuleGroupStatement: { VendorName: 'AWS', Name: 'AWSManagedRulesCommonRuleSet' },
            },
            VisibilityConfig: {
              CloudWatchMetricsEnabled: true,
              MetricName: 'c',
              SampledRequestsEnabled: true,
            },
          },
        ],
      },
    },
  ],
  // places secrets-no-hardcoded now reads: API Gateway stage variables, Amplify environments
  [
    'secrets-no-hardcoded',
    {
      Type: 'AWS::ApiGateway::Stage',
      Properties: { RestApiId: 'a', DeploymentId: 'd', Variables: { DB_PASSWORD: 'Tr0ub4dor-and-3' } },
    },
    {
      Type: 'AWS::ApiGateway::Stage',
      Properties: { RestApiId: 'a', DeploymentId: 'd', Variables: { TABLE_NAME: 'orders' } },
    },
  ],
  [
    'secrets-no-hardcoded',
    {
      Type: 'AWS::Amplify::App',
      Properties: {
        Name: 'web',
        EnvironmentVariables: [{ Name: 'API_SECRET_KEY', Value: 'sk_live_51HxQ2aVb7' }],
      },
    },
    {
      Type: 'AWS::Amplify::App',
      Properties: {
        Name: 'web',
        EnvironmentVariables: [{ Name: 'API_URL', Value: 'https://api.example.com' }],
      },
    },
  ],
  [
    'ec2-sg-no-open-risky-ports',
    {
      Type: 'AWS::EC2::SecurityGroup',
      Properties: {
        GroupDescription: 'files',
        SecurityGroupIngress: [{ IpProtocol: 'tcp', FromPort: 21, ToPort: 21, CidrIp: '0.0.0.0/0' }],
      },
    },
    {
      Type: 'AWS::EC2::SecurityGroup',
      Properties: {
        GroupDescription: 'files',
        SecurityGroupIngress: [{ IpProtocol: 'tcp', FromPort: 21, ToPort: 21, CidrIp: '10.0.0.0/16' }],
      },
    },
  ],
  [
    'redshift-non-default-admin',
    {
      Type: 'AWS::Redshift::Cluster',
      Properties: {
        ClusterType: 'single-node',
        NodeType: 'ra3.xlplus',
        ManageMasterPassword: true,
        DBName: 'app',
        MasterUsername: 'awsuser',
      },
    },
    {
      Type: 'AWS::Redshift::Cluster',
      Properties: {
        ClusterType: 'single-node',
        NodeType: 'ra3.xlplus',
        ManageMasterPassword: true,
        DBName: 'app',
        MasterUsername: 'warehouse_owner',
      },
    },
  ],
  [
    'redshift-non-default-database',
    {
      Type: 'AWS::Redshift::Cluster',
      Properties: {
        ClusterType: 'single-node',
        NodeType: 'ra3.xlplus',
        ManageMasterPassword: true,
        MasterUsername: 'warehouse_owner',
      },
    },
    {
      Type: 'AWS::Redshift::Cluster',
      Properties: {
        ClusterType: 'single-node',
        NodeType: 'ra3.xlplus',
        ManageMasterPassword: true,
        DBName: 'sales',
        MasterUsername: 'warehouse_owner',
      },
    },
  ],
  [
    'msk-enhanced-monitoring',
    {
      Type: 'AWS::MSK::Cluster',
      Properties: {
        BrokerNodeGroupInfo: { ClientSubnets: ['subnet-1', 'subnet-2'], InstanceType: 'kafka.m5.large' },
        ClusterName: 'events',
        KafkaVersion: '3.6.0',
        NumberOfBrokerNodes: 2,
      },
    },
    {
      Type: 'AWS::MSK::Cluster',
      Properties: {
        BrokerNodeGroupInfo: { ClientSubnets: ['subnet-1', 'subnet-2'], InstanceType: 'kafka.m5.large' },
        ClusterName: 'events',
        KafkaVersion: '3.6.0',
        NumberOfBrokerNodes: 2,
        EnhancedMonitoring: 'PER_BROKER',
      },
    },
  ],
  [
    'dms-instance-multi-az',
    {
      Type: 'AWS::DMS::ReplicationInstance',
      Properties: { ReplicationInstanceClass: 'dms.t3.medium', PubliclyAccessible: false },
    },
    {
      Type: 'AWS::DMS::ReplicationInstance',
      Properties: { ReplicationInstanceClass: 'dms.t3.medium', PubliclyAccessible: false, MultiAZ: true },
    },
  ],
  [
    'docdb-deletion-protection',
    {
      Type: 'AWS::DocDB::DBCluster',
      Properties: {
        StorageEncrypted: true,
        MasterUsername: 'app',
        MasterUserPassword: '{{resolve:secretsmanager:db}}',
      },
    },
    {
      Type: 'AWS::DocDB::DBCluster',
      Properties: {
        StorageEncrypted: true,
        DeletionProtection: true,
        MasterUsername: 'app',
        MasterUserPassword: '{{resolve:secretsmanager:db}}',
      },
    },
  ],
  [
    'autoscaling-multi-az',
    {
      Type: 'AWS::AutoScaling::AutoScalingGroup',
      Properties: {
        MinSize: '1',
        MaxSize: '2',
        LaunchTemplate: { LaunchTemplateId: 'lt-1', Version: '1' },
        VPCZoneIdentifier: ['subnet-1'],
      },
    },
    {
      Type: 'AWS::AutoScaling::AutoScalingGroup',
      Properties: {
        MinSize: '1',
        MaxSize: '2',
        LaunchTemplate: { LaunchTemplateId: 'lt-1', Version: '1' },
        VPCZoneIdentifier: ['subnet-1', 'subnet-2'],
      },
    },
  ],
  [
    'autoscaling-elb-health-check',
    {
      Type: 'AWS::AutoScaling::AutoScalingGroup',
      Properties: {
        MinSize: '1',
        MaxSize: '2',
        LaunchTemplate: { LaunchTemplateId: 'lt-1', Version: '1' },
        VPCZoneIdentifier: ['subnet-1', 'subnet-2'],
        TargetGroupARNs: ['arn:aws:elasticloadbalancing:me-south-1:1:targetgroup/t/1'],
      },
    },
    {
      Type: 'AWS::AutoScaling::AutoScalingGroup',
      Properties: {
        MinSize: '1',
        MaxSize: '2',
        LaunchTemplate: { LaunchTemplateId: 'lt-1', Version: '1' },
        VPCZoneIdentifier: ['subnet-1', 'subnet-2'],
        TargetGroupARNs: ['arn:aws:elasticloadbalancing:me-south-1:1:targetgroup/t/1'],
        HealthCheckType: 'ELB',
      },
    },
  ],
  [
    'autoscaling-launch-template',
    {
      Type: 'AWS::AutoScaling::AutoScalingGroup',
      Properties: {
        MinSize: '1',
        MaxSize: '2',
        LaunchConfigurationName: 'web',
        VPCZoneIdentifier: ['subnet-1', 'subnet-2'],
      },
    },
    {
      Type: 'AWS::AutoScaling::AutoScalingGroup',
      Properties: {
        MinSize: '1',
        MaxSize: '2',
        LaunchTemplate: { LaunchTemplateId: 'lt-1', Version: '1' },
        VPCZoneIdentifier: ['subnet-1', 'subnet-2'],
      },
    },
  ],
  [
    'stepfunctions-cmk',
    {
      Type: 'AWS::StepFunctions::StateMachine',
      Properties: {
        RoleArn: 'arn:aws:iam::1:role/r',
        DefinitionString: '{"StartAt":"A","States":{"A":{"Type":"Pass","End":true}}}',
      },
    },
    {
      Type: 'AWS::StepFunctions::StateMachine',
      Properties: {
        RoleArn: 'arn:aws:iam::1:role/r',
        DefinitionString: '{"StartAt":"A","States":{"A":{"Type":"Pass","End":true}}}',
        EncryptionConfiguration: { Type: 'CUSTOMER_MANAGED_KMS_KEY', KmsKeyId: 'alias/app' },
      },
    },
  ],
  [
    'kms-key-single-region',
    { Type: 'AWS::KMS::Key', Properties: { EnableKeyRotation: true, MultiRegion: true } },
    { Type: 'AWS::KMS::Key', Properties: { EnableKeyRotation: true } },
  ],
  [
    'cloudfront-sni',
    {
      Type: 'AWS::CloudFront::Distribution',
      Properties: {
        DistributionConfig: {
          Enabled: true,
          ViewerCertificate: {
            AcmCertificateArn: 'arn:aws:acm:us-east-1:1:certificate/c',
            SslSupportMethod: 'vip',
            MinimumProtocolVersion: 'TLSv1.2_2021',
          },
        },
      },
    },
    {
      Type: 'AWS::CloudFront::Distribution',
      Properties: {
        DistributionConfig: {
          Enabled: true,
          ViewerCertificate: {
            AcmCertificateArn: 'arn:aws:acm:us-east-1:1:certificate/c',
            SslSupportMethod: 'sni-only',
            MinimumProtocolVersion: 'TLSv1.2_2021',
          },
        },
      },
    },
  ],
  [
    'ecs-host-network-non-root',
    {
      Type: 'AWS::ECS::TaskDefinition',
      Properties: { NetworkMode: 'host', ContainerDefinitions: [{ Name: 'agent', Image: 'agent:1' }] },
    },
    {
      Type: 'AWS::ECS::TaskDefinition',
      Properties: {
        NetworkMode: 'host',
        ContainerDefinitions: [{ Name: 'agent', Image: 'agent:1', User: '1000' }],
      },
    },
  ],
  [
    'elb-classic-multi-az',
    {
      Type: 'AWS::ElasticLoadBalancing::LoadBalancer',
      Properties: {
        Listeners: [
          {
            LoadBalancerPort: '443',
            InstancePort: '80',
            Protocol: 'HTTPS',
            SSLCertificateId: 'arn:aws:acm:me-south-1:1:certificate/c',
          },
        ],
        Subnets: ['subnet-1'],
      },
    },
    {
      Type: 'AWS::ElasticLoadBalancing::LoadBalancer',
      Properties: {
        Listeners: [
          {
            LoadBalancerPort: '443',
            InstancePort: '80',
            Protocol: 'HTTPS',
            SSLCertificateId: 'arn:aws:acm:me-south-1:1:certificate/c',
          },
        ],
        Subnets: ['subnet-1', 'subnet-2'],
      },
    },
  ],
  [
    'iam-no-wildcard-sensitive-actions',
    {
      Type: 'AWS::IAM::ManagedPolicy',
      Properties: {
        PolicyDocument: {
          Version: '2012-10-17',
          Statement: [{ Effect: 'Allow', Action: 'cloudtrail:*', Resource: '*' }],
        },
      },
    },
    {
      Type: 'AWS::IAM::ManagedPolicy',
      Properties: {
        PolicyDocument: {
          Version: '2012-10-17',
          Statement: [{ Effect: 'Allow', Action: 'cloudtrail:LookupEvents', Resource: '*' }],
        },
      },
    },
  ],
  [
    'iam-role-no-admin-managed-policy',
    {
      Type: 'AWS::IAM::User',
      Properties: { ManagedPolicyArns: ['arn:aws:iam::aws:policy/AdministratorAccess'] },
    },
    { Type: 'AWS::IAM::User', Properties: { ManagedPolicyArns: ['arn:aws:iam::aws:policy/ReadOnlyAccess'] } },
  ],
  [
    's3-access-point-public-access-block',
    {
      Type: 'AWS::S3::MultiRegionAccessPoint',
      Properties: {
        Regions: [{ Bucket: 'a' }, { Bucket: 'b' }],
        PublicAccessBlockConfiguration: { BlockPublicAcls: false },
      },
    },
    { Type: 'AWS::S3::MultiRegionAccessPoint', Properties: { Regions: [{ Bucket: 'a' }, { Bucket: 'b' }] } },
  ],
  [
    'dms-endpoint-ssl',
    {
      Type: 'AWS::DMS::Endpoint',
      Properties: {
        EndpointType: 'target',
        EngineName: 'redis',
        RedisSettings: { ServerName: 'cache', Port: 6379, SslSecurityProtocol: 'plaintext' },
      },
    },
    {
      Type: 'AWS::DMS::Endpoint',
      Properties: {
        EndpointType: 'target',
        EngineName: 'redis',
        RedisSettings: { ServerName: 'cache', Port: 6379, SslSecurityProtocol: 'ssl-encryption' },
      },
    },
  ],
  [
    'glue-security-configuration-encrypted',
    {
      Type: 'AWS::Glue::SecurityConfiguration',
      Properties: {
        Name: 'etl',
        EncryptionConfiguration: {
          S3Encryptions: [{ S3EncryptionMode: 'SSE-KMS', KmsKeyArn: 'arn:aws:kms:me-south-1:1:key/k' }],
          CloudWatchEncryption: {
            CloudWatchEncryptionMode: 'SSE-KMS',
            KmsKeyArn: 'arn:aws:kms:me-south-1:1:key/k',
          },
          JobBookmarksEncryption: { JobBookmarksEncryptionMode: 'DISABLED' },
        },
      },
    },
    {
      Type: 'AWS::Glue::SecurityConfiguration',
      Properties: {
        Name: 'etl',
        EncryptionConfiguration: {
          S3Encryptions: [{ S3EncryptionMode: 'SSE-KMS', KmsKeyArn: 'arn:aws:kms:me-south-1:1:key/k' }],
          CloudWatchEncryption: {
            CloudWatchEncryptionMode: 'SSE-KMS',
            KmsKeyArn: 'arn:aws:kms:me-south-1:1:key/k',
          },
          JobBookmarksEncryption: {
            JobBookmarksEncryptionMode: 'CSE-KMS',
            KmsKeyArn: 'arn:aws:kms:me-south-1:1:key/k',
          },
        },
      },
    },
  ],
  [
    'glue-data-catalog-encrypted',
    {
      Type: 'AWS::Glue::DataCatalogEncryptionSettings',
      Properties: {
        CatalogId: '1',
        DataCatalogEncryptionSettings: { EncryptionAtRest: { CatalogEncryptionMode: 'DISABLED' } },
      },
    },
    {
      Type: 'AWS::Glue::DataCatalogEncryptionSettings',
      Properties: {
        CatalogId: '1',
        DataCatalogEncryptionSettings: {
          EncryptionAtRest: { CatalogEncryptionMode: 'SSE-KMS', SseAwsKmsKeyId: 'alias/glue' },
          ConnectionPasswordEncryption: { ReturnConnectionPasswordEncrypted: true, KmsKeyId: 'alias/glue' },
        },
      },
    },
  ],
  [
    'cognito-identity-pool-no-guests',
    { Type: 'AWS::Cognito::IdentityPool', Properties: { AllowUnauthenticatedIdentities: true } },
    { Type: 'AWS::Cognito::IdentityPool', Properties: { AllowUnauthenticatedIdentities: false } },
  ],
  [
    'sagemaker-model-network-isolation',
    {
      Type: 'AWS::SageMaker::Model',
      Properties: {
        ExecutionRoleArn: 'arn:aws:iam::1:role/r',
        PrimaryContainer: { Image: '1.dkr.ecr.me-south-1.amazonaws.com/model:1' },
      },
    },
    {
      Type: 'AWS::SageMaker::Model',
      Properties: {
        ExecutionRoleArn: 'arn:aws:iam::1:role/r',
        EnableNetworkIsolation: true,
        PrimaryContainer: { Image: '1.dkr.ecr.me-south-1.amazonaws.com/model:1' },
      },
    },
  ],
  [
    'ec2-resource-not-default-vpc',
    {
      Type: 'AWS::RDS::DBInstance',
      Properties: { Engine: 'postgres', DBInstanceClass: 'db.t3.micro', StorageEncrypted: true },
    },
    {
      Type: 'AWS::RDS::DBInstance',
      Properties: {
        Engine: 'postgres',
        DBInstanceClass: 'db.t3.micro',
        StorageEncrypted: true,
        DBSubnetGroupName: 'private-db',
      },
    },
  ],
  [
    'secrets-no-hardcoded',
    {
      Type: 'AWS::AmazonMQ::Broker',
      Properties: {
        PubliclyAccessible: false,
        Users: [{ Username: 'app', Password: 'Sup3rS3cretPassw0rd' }],
      },
    },
    {
      Type: 'AWS::AmazonMQ::Broker',
      Properties: {
        PubliclyAccessible: false,
        Users: [{ Username: 'app', Password: '{{resolve:secretsmanager:mq:SecretString:password}}' }],
      },
    },
  ],
  [
    'sagemaker-notebook-kms',
    {
      Type: 'AWS::SageMaker::Domain',
      Properties: {
        AuthMode: 'IAM',
        DomainName: 'd',
        AppNetworkAccessType: 'VpcOnly',
        DefaultUserSettings: { ExecutionRole: 'arn:aws:iam::1:role/r' },
        SubnetIds: ['subnet-1'],
        VpcId: 'vpc-1',
      },
    },
    {
      Type: 'AWS::SageMaker::Domain',
      Properties: {
        AuthMode: 'IAM',
        DomainName: 'd',
        AppNetworkAccessType: 'VpcOnly',
        KmsKeyId: 'alias/studio',
        DefaultUserSettings: { ExecutionRole: 'arn:aws:iam::1:role/r' },
        SubnetIds: ['subnet-1'],
        VpcId: 'vpc-1',
      },
    },
  ],
  [
    'cloudtrail-insights',
    { Type: 'AWS::CloudTrail::Trail', Properties: { IsLogging: true, S3BucketName: 'trail' } },
    {
      Type: 'AWS::CloudTrail::Trail',
      Properties: {
        IsLogging: true,
        S3BucketName: 'trail',
        InsightSelectors: [{ InsightType: 'ApiCallRateInsight' }],
      },
    },
  ],
  [
    'cloudtrail-s3-data-events',
    { Type: 'AWS::CloudTrail::Trail', Properties: { IsLogging: true, S3BucketName: 'trail' } },
    {
      Type: 'AWS::CloudTrail::Trail',
      Properties: {
        IsLogging: true,
        S3BucketName: 'trail',
        EventSelectors: [
          { ReadWriteType: 'All', DataResources: [{ Type: 'AWS::S3::Object', Values: ['arn:aws:s3'] }] },
        ],
      },
    },
  ],
  [
    'cloudwatch-alarm-actions',
    {
      Type: 'AWS::CloudWatch::Alarm',
      Properties: {
        MetricName: 'Errors',
        Namespace: 'AWS/Lambda',
        Statistic: 'Sum',
        Period: 60,
        EvaluationPeriods: 1,
        Threshold: 1,
        ComparisonOperator: 'GreaterThanOrEqualToThreshold',
      },
    },
    {
      Type: 'AWS::CloudWatch::Alarm',
      Properties: {
        MetricName: 'Errors',
        Namespace: 'AWS/Lambda',
        Statistic: 'Sum',
        Period: 60,
        EvaluationPeriods: 1,
        Threshold: 1,
        ComparisonOperator: 'GreaterThanOrEqualToThreshold',
        AlarmActions: ['arn:aws:sns:me-south-1:1:alerts'],
      },
    },
  ],
  [
    'codebuild-project-private',
    {
      Type: 'AWS::CodeBuild::Project',
      Properties: {
        Artifacts: { Type: 'NO_ARTIFACTS' },
        Environment: {
          ComputeType: 'BUILD_GENERAL1_SMALL',
          Image: 'aws/codebuild/standard:7.0',
          Type: 'LINUX_CONTAINER',
        },
        ServiceRole: 'r',
        Source: { Type: 'NO_SOURCE', BuildSpec: 'version: 0.2' },
        Visibility: 'PUBLIC_READ',
      },
    },
    {
      Type: 'AWS::CodeBuild::Project',
      Properties: {
        Artifacts: { Type: 'NO_ARTIFACTS' },
        Environment: {
          ComputeType: 'BUILD_GENERAL1_SMALL',
          Image: 'aws/codebuild/standard:7.0',
          Type: 'LINUX_CONTAINER',
        },
        ServiceRole: 'r',
        Source: { Type: 'NO_SOURCE', BuildSpec: 'version: 0.2' },
        Visibility: 'PRIVATE',
      },
    },
  ],
  [
    'codebuild-source-no-credentials',
    {
      Type: 'AWS::CodeBuild::Project',
      Properties: {
        Artifacts: { Type: 'NO_ARTIFACTS' },
        Environment: {
          ComputeType: 'BUILD_GENERAL1_SMALL',
          Image: 'aws/codebuild/standard:7.0',
          Type: 'LINUX_CONTAINER',
        },
        ServiceRole: 'r',
        Source: { Type: 'GITHUB', Location: 'https://build-bot:ghp_abcdefghijklmnop@github.com/org/app.git' },
      },
    },
    {
      Type: 'AWS::CodeBuild::Project',
      Properties: {
        Artifacts: { Type: 'NO_ARTIFACTS' },
        Environment: {
          ComputeType: 'BUILD_GENERAL1_SMALL',
          Image: 'aws/codebuild/standard:7.0',
          Type: 'LINUX_CONTAINER',
        },
        ServiceRole: 'r',
        Source: { Type: 'GITHUB', Location: 'https://github.com/org/app.git' },
      },
    },
  ],
  [
    'codebuild-report-export-encrypted',
    {
      Type: 'AWS::CodeBuild::ReportGroup',
      Properties: {
        Type: 'TEST',
        ExportConfig: {
          ExportConfigType: 'S3',
          S3Destination: { Bucket: 'reports', EncryptionDisabled: true },
        },
      },
    },
    {
      Type: 'AWS::CodeBuild::ReportGroup',
      Properties: {
        Type: 'TEST',
        ExportConfig: { ExportConfigType: 'S3', S3Destination: { Bucket: 'reports' } },
      },
    },
  ],
  [
    'ec2-sg-rule-count',
    {
      Type: 'AWS::EC2::SecurityGroup',
      Properties: {
        GroupDescription: 'many',
        SecurityGroupIngress: [
          { IpProtocol: 'tcp', FromPort: 1000, ToPort: 1000, CidrIp: '10.0.0.0/16' },
          { IpProtocol: 'tcp', FromPort: 1001, ToPort: 1001, CidrIp: '10.0.0.0/16' },
          { IpProtocol: 'tcp', FromPort: 1002, ToPort: 1002, CidrIp: '10.0.0.0/16' },
          { IpProtocol: 'tcp', FromPort: 1003, ToPort: 1003, CidrIp: '10.0.0.0/16' },
          { IpProtocol: 'tcp', FromPort: 1004, ToPort: 1004, CidrIp: '10.0.0.0/16' },
          { IpProtocol: 'tcp', FromPort: 1005, ToPort: 1005, CidrIp: '10.0.0.0/16' },
          { IpProtocol: 'tcp', FromPort: 1006, ToPort: 1006, CidrIp: '10.0.0.0/16' },
          { IpProtocol: 'tcp', FromPort: 1007, ToPort: 1007, CidrIp: '10.0.0.0/16' },
          { IpProtocol: 'tcp', FromPort: 1008, ToPort: 1008, CidrIp: '10.0.0.0/16' },
          { IpProtocol: 'tcp', FromPort: 1009, ToPort: 1009, CidrIp: '10.0.0.0/16' },
          { IpProtocol: 'tcp', FromPort: 1010, ToPort: 1010, CidrIp: '10.0.0.0/16' },
          { IpProtocol: 'tcp', FromPort: 1011, ToPort: 1011, CidrIp: '10.0.0.0/16' },
          { IpProtocol: 'tcp', FromPort: 1012, ToPort: 1012, CidrIp: '10.0.0.0/16' },
          { IpProtocol: 'tcp', FromPort: 1013, ToPort: 1013, CidrIp: '10.0.0.0/16' },
          { IpProtocol: 'tcp', FromPort: 1014, ToPort: 1014, CidrIp: '10.0.0.0/16' },
          { IpProtocol: 'tcp', FromPort: 1015, ToPort: 1015, CidrIp: '10.0.0.0/16' },
          { IpProtocol: 'tcp', FromPort: 1016, ToPort: 1016, CidrIp: '10.0.0.0/16' },
          { IpProtocol: 'tcp', FromPort: 1017, ToPort: 1017, CidrIp: '10.0.0.0/16' },
          { IpProtocol: 'tcp', FromPort: 1018, ToPort: 1018, CidrIp: '10.0.0.0/16' },
          { IpProtocol: 'tcp', FromPort: 1019, ToPort: 1019, CidrIp: '10.0.0.0/16' },
          { IpProtocol: 'tcp', FromPort: 1020, ToPort: 1020, CidrIp: '10.0.0.0/16' },
          { IpProtocol: 'tcp', FromPort: 1021, ToPort: 1021, CidrIp: '10.0.0.0/16' },
          { IpProtocol: 'tcp', FromPort: 1022, ToPort: 1022, CidrIp: '10.0.0.0/16' },
          { IpProtocol: 'tcp', FromPort: 1023, ToPort: 1023, CidrIp: '10.0.0.0/16' },
          { IpProtocol: 'tcp', FromPort: 1024, ToPort: 1024, CidrIp: '10.0.0.0/16' },
          { IpProtocol: 'tcp', FromPort: 1025, ToPort: 1025, CidrIp: '10.0.0.0/16' },
          { IpProtocol: 'tcp', FromPort: 1026, ToPort: 1026, CidrIp: '10.0.0.0/16' },
          { IpProtocol: 'tcp', FromPort: 1027, ToPort: 1027, CidrIp: '10.0.0.0/16' },
          { IpProtocol: 'tcp', FromPort: 1028, ToPort: 1028, CidrIp: '10.0.0.0/16' },
          { IpProtocol: 'tcp', FromPort: 1029, ToPort: 1029, CidrIp: '10.0.0.0/16' },
          { IpProtocol: 'tcp', FromPort: 1030, ToPort: 1030, CidrIp: '10.0.0.0/16' },
          { IpProtocol: 'tcp', FromPort: 1031, ToPort: 1031, CidrIp: '10.0.0.0/16' },
          { IpProtocol: 'tcp', FromPort: 1032, ToPort: 1032, CidrIp: '10.0.0.0/16' },
          { IpProtocol: 'tcp', FromPort: 1033, ToPort: 1033, CidrIp: '10.0.0.0/16' },
          { IpProtocol: 'tcp', FromPort: 1034, ToPort: 1034, CidrIp: '10.0.0.0/16' },
          { IpProtocol: 'tcp', FromPort: 1035, ToPort: 1035, CidrIp: '10.0.0.0/16' },
          { IpProtocol: 'tcp', FromPort: 1036, ToPort: 1036, CidrIp: '10.0.0.0/16' },
          { IpProtocol: 'tcp', FromPort: 1037, ToPort: 1037, CidrIp: '10.0.0.0/16' },
          { IpProtocol: 'tcp', FromPort: 1038, ToPort: 1038, CidrIp: '10.0.0.0/16' },
          { IpProtocol: 'tcp', FromPort: 1039, ToPort: 1039, CidrIp: '10.0.0.0/16' },
          { IpProtocol: 'tcp', FromPort: 1040, ToPort: 1040, CidrIp: '10.0.0.0/16' },
          { IpProtocol: 'tcp', FromPort: 1041, ToPort: 1041, CidrIp: '10.0.0.0/16' },
          { IpProtocol: 'tcp', FromPort: 1042, ToPort: 1042, CidrIp: '10.0.0.0/16' },
          { IpProtocol: 'tcp', FromPort: 1043, ToPort: 1043, CidrIp: '10.0.0.0/16' },
          { IpProtocol: 'tcp', FromPort: 1044, ToPort: 1044, CidrIp: '10.0.0.0/16' },
          { IpProtocol: 'tcp', FromPort: 1045, ToPort: 1045, CidrIp: '10.0.0.0/16' },
          { IpProtocol: 'tcp', FromPort: 1046, ToPort: 1046, CidrIp: '10.0.0.0/16' },
          { IpProtocol: 'tcp', FromPort: 1047, ToPort: 1047, CidrIp: '10.0.0.0/16' },
          { IpProtocol: 'tcp', FromPort: 1048, ToPort: 1048, CidrIp: '10.0.0.0/16' },
          { IpProtocol: 'tcp', FromPort: 1049, ToPort: 1049, CidrIp: '10.0.0.0/16' },
          { IpProtocol: 'tcp', FromPort: 1050, ToPort: 1050, CidrIp: '10.0.0.0/16' },
        ],
      },
    },
    {
      Type: 'AWS::EC2::SecurityGroup',
      Properties: {
        GroupDescription: 'few',
        SecurityGroupIngress: [{ IpProtocol: 'tcp', FromPort: 443, ToPort: 443, CidrIp: '10.0.0.0/16' }],
      },
    },
  ],
  [
    'ec2-transit-gateway-no-auto-accept',
    { Type: 'AWS::EC2::TransitGateway', Properties: { AutoAcceptSharedAttachments: 'enable' } },
    { Type: 'AWS::EC2::TransitGateway', Properties: { AutoAcceptSharedAttachments: 'disable' } },
  ],
  [
    'efs-policy-no-public',
    {
      Type: 'AWS::EFS::FileSystem',
      Properties: {
        Encrypted: true,
        FileSystemPolicy: {
          Version: '2012-10-17',
          Statement: [
            {
              Effect: 'Allow',
              Principal: { AWS: '*' },
              Action: ['elasticfilesystem:ClientMount', 'elasticfilesystem:ClientWrite'],
            },
          ],
        },
      },
    },
    {
      Type: 'AWS::EFS::FileSystem',
      Properties: {
        Encrypted: true,
        FileSystemPolicy: {
          Version: '2012-10-17',
          Statement: [
            {
              Effect: 'Allow',
              Principal: { AWS: 'arn:aws:iam::111122223333:role/app' },
              Action: ['elasticfilesystem:ClientMount'],
            },
          ],
        },
      },
    },
  ],
  [
    'elb-classic-acm-certificate',
    {
      Type: 'AWS::ElasticLoadBalancing::LoadBalancer',
      Properties: {
        Subnets: ['subnet-1', 'subnet-2'],
        Listeners: [
          {
            LoadBalancerPort: '443',
            InstancePort: '80',
            Protocol: 'HTTPS',
            SSLCertificateId: 'arn:aws:iam::1:server-certificate/web',
          },
        ],
      },
    },
    {
      Type: 'AWS::ElasticLoadBalancing::LoadBalancer',
      Properties: {
        Subnets: ['subnet-1', 'subnet-2'],
        Listeners: [
          {
            LoadBalancerPort: '443',
            InstancePort: '80',
            Protocol: 'HTTPS',
            SSLCertificateId: 'arn:aws:acm:me-south-1:1:certificate/c',
          },
        ],
      },
    },
  ],
  [
    'networkfirewall-policy-drops-by-default',
    {
      Type: 'AWS::NetworkFirewall::FirewallPolicy',
      Properties: {
        FirewallPolicyName: 'fw',
        FirewallPolicy: {
          StatelessDefaultActions: ['aws:pass'],
          StatelessFragmentDefaultActions: ['aws:forward_to_sfe'],
          StatefulRuleGroupReferences: [
            { ResourceArn: 'arn:aws:network-firewall:me-south-1:1:stateful-rulegroup/g' },
          ],
        },
      },
    },
    {
      Type: 'AWS::NetworkFirewall::FirewallPolicy',
      Properties: {
        FirewallPolicyName: 'fw',
        FirewallPolicy: {
          StatelessDefaultActions: ['aws:forward_to_sfe'],
          StatelessFragmentDefaultActions: ['aws:forward_to_sfe'],
          StatefulRuleGroupReferences: [
            { ResourceArn: 'arn:aws:network-firewall:me-south-1:1:stateful-rulegroup/g' },
          ],
        },
      },
    },
  ],
  [
    'networkfirewall-policy-has-rules',
    {
      Type: 'AWS::NetworkFirewall::FirewallPolicy',
      Properties: {
        FirewallPolicyName: 'fw',
        FirewallPolicy: {
          StatelessDefaultActions: ['aws:forward_to_sfe'],
          StatelessFragmentDefaultActions: ['aws:forward_to_sfe'],
        },
      },
    },
    {
      Type: 'AWS::NetworkFirewall::FirewallPolicy',
      Properties: {
        FirewallPolicyName: 'fw',
        FirewallPolicy: {
          StatelessDefaultActions: ['aws:forward_to_sfe'],
          StatelessFragmentDefaultActions: ['aws:forward_to_sfe'],
          StatefulRuleGroupReferences: [
            { ResourceArn: 'arn:aws:network-firewall:me-south-1:1:stateful-rulegroup/g' },
          ],
        },
      },
    },
  ],
  [
    'networkfirewall-multi-az',
    {
      Type: 'AWS::NetworkFirewall::Firewall',
      Properties: {
        FirewallName: 'fw',
        FirewallPolicyArn: 'arn:aws:network-firewall:me-south-1:1:firewall-policy/p',
        VpcId: 'vpc-1',
        SubnetMappings: [{ SubnetId: 'subnet-1' }],
      },
    },
    {
      Type: 'AWS::NetworkFirewall::Firewall',
      Properties: {
        FirewallName: 'fw',
        FirewallPolicyArn: 'arn:aws:network-firewall:me-south-1:1:firewall-policy/p',
        VpcId: 'vpc-1',
        SubnetMappings: [{ SubnetId: 'subnet-1' }, { SubnetId: 'subnet-2' }],
      },
    },
  ],
  [
    'wafv2-metrics',
    {
      Type: 'AWS::WAFv2::WebACL',
      Properties: {
        DefaultAction: { Allow: {} },
        Scope: 'REGIONAL',
        VisibilityConfig: { CloudWatchMetricsEnabled: false, MetricName: 'm', SampledRequestsEnabled: true },
        Rules: [],
      },
    },
    {
      Type: 'AWS::WAFv2::WebACL',
      Properties: {
        DefaultAction: { Allow: {} },
        Scope: 'REGIONAL',
        VisibilityConfig: { CloudWatchMetricsEnabled: true, MetricName: 'm', SampledRequestsEnabled: true },
        Rules: [],
      },
    },
  ],
  [
    'waf-classic-rule-has-conditions',
    { Type: 'AWS::WAFRegional::Rule', Properties: { MetricName: 'r', Name: 'r' } },
    {
      Type: 'AWS::WAFRegional::Rule',
      Properties: {
        MetricName: 'r',
        Name: 'r',
        Predicates: [{ DataId: 'ipset-1', Negated: false, Type: 'IPMatch' }],
      },
    },
  ],
  [
    'lambda-url-cors',
    {
      Type: 'AWS::Lambda::Url',
      Properties: {
        AuthType: 'AWS_IAM',
        TargetFunctionArn: 'arn:aws:lambda:me-south-1:1:function:f',
        Cors: { AllowOrigins: ['*'] },
      },
    },
    {
      Type: 'AWS::Lambda::Url',
      Properties: {
        AuthType: 'AWS_IAM',
        TargetFunctionArn: 'arn:aws:lambda:me-south-1:1:function:f',
        Cors: { AllowOrigins: ['https://app.example.com'] },
      },
    },
  ],
  [
    'lambda-vpc-multi-az',
    {
      Type: 'AWS::Lambda::Function',
      Properties: {
        Runtime: 'python3.12',
        Handler: 'index.handler',
        Role: 'arn:aws:iam::1:role/r',
        Code: { ZipFile: 'def handler(e, c): return 1' },
        VpcConfig: { SubnetIds: ['subnet-1'], SecurityGroupIds: ['sg-1'] },
      },
    },
    {
      Type: 'AWS::Lambda::Function',
      Properties: {
        Runtime: 'python3.12',
        Handler: 'index.handler',
        Role: 'arn:aws:iam::1:role/r',
        Code: { ZipFile: 'def handler(e, c): return 1' },
        VpcConfig: { SubnetIds: ['subnet-1', 'subnet-2'], SecurityGroupIds: ['sg-1'] },
      },
    },
  ],
  [
    'iam-user-no-policies',
    { Type: 'AWS::IAM::User', Properties: { ManagedPolicyArns: ['arn:aws:iam::aws:policy/ReadOnlyAccess'] } },
    { Type: 'AWS::IAM::User', Properties: { Groups: ['readers'] } },
  ],
  [
    'mq-broker-multi-az',
    {
      Type: 'AWS::AmazonMQ::Broker',
      Properties: { PubliclyAccessible: false, DeploymentMode: 'SINGLE_INSTANCE' },
    },
    {
      Type: 'AWS::AmazonMQ::Broker',
      Properties: { PubliclyAccessible: false, DeploymentMode: 'ACTIVE_STANDBY_MULTI_AZ' },
    },
  ],
  [
    'acm-certificate-transparency',
    {
      Type: 'AWS::CertificateManager::Certificate',
      Properties: {
        DomainName: 'example.com',
        ValidationMethod: 'DNS',
        CertificateTransparencyLoggingPreference: 'DISABLED',
      },
    },
    {
      Type: 'AWS::CertificateManager::Certificate',
      Properties: { DomainName: 'example.com', ValidationMethod: 'DNS' },
    },
  ],
  [
    'acm-certificate-key-strength',
    {
      Type: 'AWS::CertificateManager::Certificate',
      Properties: { DomainName: 'example.com', ValidationMethod: 'DNS', KeyAlgorithm: 'RSA_1024' },
    },
    {
      Type: 'AWS::CertificateManager::Certificate',
      Properties: { DomainName: 'example.com', ValidationMethod: 'DNS', KeyAlgorithm: 'EC_prime256v1' },
    },
  ],
  [
    'waf-webacl-has-rules',
    {
      Type: 'AWS::WAFRegional::WebACL',
      Properties: { Name: 'acl', MetricName: 'acl', DefaultAction: { Type: 'ALLOW' } },
    },
    {
      Type: 'AWS::WAFRegional::WebACL',
      Properties: {
        Name: 'acl',
        MetricName: 'acl',
        DefaultAction: { Type: 'ALLOW' },
        Rules: [{ Action: { Type: 'BLOCK' }, Priority: 1, RuleId: 'rule-1' }],
      },
    },
  ],
];

describe('rules for the Prowler checks on CloudFormation types (issue 30)', () => {
  it.each(CASES)('%s: the planted resource fails, the clean one passes', (rule, planted, clean) => {
    expect(failing(planted)).toContain(rule);
    expect(failing(clean)).not.toContain(rule);
  });
});
