import { getAtt, ref, sub } from '../../../cfn/build';
import type { BlockOfKind } from '../../plan';
import type { SynthesisContext } from '../context';
import { privateSubnets, vpcId, zoneCount } from '../network-refs';
import { addLogGroup, KEY_ID, retained } from '../parts';

const LOGS = ['SEARCH_SLOW_LOGS', 'INDEX_SLOW_LOGS', 'ES_APPLICATION_LOGS'] as const;

const trustAccount = () => ({
  Version: '2012-10-17',
  Statement: [
    {
      Effect: 'Allow',
      Principal: { AWS: sub(`arn:\${AWS::Partition}:iam::\${AWS::AccountId}:root`) },
      Action: 'sts:AssumeRole',
      Condition: { Bool: { 'aws:MultiFactorAuthPresent': 'true' } },
    },
  ],
});

/**
 * An OpenSearch domain in the private subnets: encrypted at rest with the design's key, TLS 1.2+
 * between nodes and to clients, HTTPS only from the compute's groups, an access policy naming the
 * compute's roles (never everyone), zones and dedicated masters as the plan sizes them, and its
 * logs in encrypted log groups. Written after the compute, so it can name the compute's roles.
 */
export function search(ctx: SynthesisContext, block: BlockOfKind<'search'>): void {
  const b = block.name;
  const o = block.options;
  const group = ctx.add(b, `${b}SecurityGroup`, {
    Type: 'AWS::EC2::SecurityGroup',
    Properties: { GroupDescription: `${b}: HTTPS from the compute of this design only`, VpcId: vpcId() },
  });
  ctx.dataStoreGroups.push({ group, port: 443, block: b });
  const zones = o.zone_awareness ? Math.min(zoneCount(ctx), 3) : 1;
  // data nodes must be a multiple of the zones they spread over
  const nodes = Math.ceil(Math.max(o.instance_count, zones) / zones) * zones;
  const logTypes = o.fine_grained_access ? [...LOGS, 'AUDIT_LOGS'] : [...LOGS];
  const logGroups = logTypes.map((type) => addLogGroup(ctx, b, `${b}${logId(type)}`));
  const delivery = ctx.add(b, `${b}LogDelivery`, {
    Type: 'AWS::Logs::ResourcePolicy',
    Properties: {
      PolicyName: sub(`\${AWS::StackName}-${b.toLowerCase()}-logs`),
      PolicyDocument: sub(
        JSON.stringify({
          Version: '2012-10-17',
          Statement: [
            {
              Effect: 'Allow',
              Principal: { Service: 'es.amazonaws.com' },
              Action: ['logs:PutLogEvents', 'logs:CreateLogStream'],
              Resource: logGroups.map((id) => `\${${id}.Arn}`),
              Condition: { StringEquals: { 'aws:SourceAccount': `\${AWS::AccountId}` } },
            },
          ],
        }),
      ),
    },
  });
  const admin = o.fine_grained_access
    ? ctx.add(b, `${b}AdminRole`, {
        Type: 'AWS::IAM::Role',
        Properties: { AssumeRolePolicyDocument: trustAccount(), Description: `Master user of ${b}` },
      })
    : undefined;
  // with no compute in the design, one role for clients to assume; never Principal '*'
  const clients =
    ctx.computeRoles.length > 0
      ? ctx.computeRoles
      : [
          ctx.add(b, `${b}ClientRole`, {
            Type: 'AWS::IAM::Role',
            Properties: { AssumeRolePolicyDocument: trustAccount(), Description: `Clients of ${b}` },
          }),
        ];
  const name = ctx.parameter(`${b}DomainName`, {
    Type: 'String',
    Default: `${b.toLowerCase()}-domain`,
    AllowedPattern: '^[a-z][a-z0-9-]{2,27}$',
    Description: `Name of the ${b} domain, unique in the account and region`,
  });
  const domain = `${b}Domain`;
  ctx.add(b, domain, {
    Type: 'AWS::OpenSearchService::Domain',
    ...retained,
    DependsOn: delivery,
    Properties: {
      DomainName: ref(name),
      EngineVersion: 'OpenSearch_2.17',
      ClusterConfig: {
        InstanceType: o.instance_type,
        InstanceCount: nodes,
        ZoneAwarenessEnabled: zones > 1,
        ...(zones > 1 ? { ZoneAwarenessConfig: { AvailabilityZoneCount: zones } } : {}),
        DedicatedMasterEnabled: o.dedicated_master,
        ...(o.dedicated_master ? { DedicatedMasterType: 'm6g.large.search', DedicatedMasterCount: 3 } : {}),
      },
      EBSOptions: { EBSEnabled: true, VolumeType: 'gp3', VolumeSize: o.volume_gb },
      EncryptionAtRestOptions: { Enabled: true, KmsKeyId: ref(KEY_ID) },
      NodeToNodeEncryptionOptions: { Enabled: true },
      DomainEndpointOptions: { EnforceHTTPS: true, TLSSecurityPolicy: 'Policy-Min-TLS-1-2-PFS-2023-10' },
      VPCOptions: { SubnetIds: privateSubnets(ctx).slice(0, zones), SecurityGroupIds: [ref(group)] },
      AccessPolicies: {
        Version: '2012-10-17',
        Statement: [
          {
            Effect: 'Allow',
            Principal: { AWS: [...(admin ? [admin] : []), ...clients].map((r) => getAtt(r, 'Arn')) },
            Action: 'es:ESHttp*',
            Resource: sub(
              `arn:\${AWS::Partition}:es:\${AWS::Region}:\${AWS::AccountId}:domain/\${${name}}/*`,
            ),
          },
        ],
      },
      ...(admin
        ? {
            AdvancedSecurityOptions: {
              Enabled: true,
              InternalUserDatabaseEnabled: false,
              MasterUserOptions: { MasterUserARN: getAtt(admin, 'Arn') },
            },
          }
        : {}),
      LogPublishingOptions: Object.fromEntries(
        logTypes.map((type, i) => [
          type,
          { CloudWatchLogsLogGroupArn: getAtt(logGroups[i] as string, 'Arn'), Enabled: true },
        ]),
      ),
      SoftwareUpdateOptions: { AutoSoftwareUpdateEnabled: true },
      Tags: ctx.tags(),
    },
  });
  ctx.output(`${domain}Endpoint`, getAtt(domain, 'DomainEndpoint'), `${b}: HTTPS endpoint (inside the VPC)`);
}

/** SEARCH_SLOW_LOGS -> SearchSlowLogs */
function logId(type: string): string {
  const words = type.replace(/^ES_/, '').toLowerCase().split('_');
  return words.map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join('');
}
