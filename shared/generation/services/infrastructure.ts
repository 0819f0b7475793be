import { type StatedProperty, statedValuesOf } from '../properties/stated';
import { addServiceRole, grant } from '../synthesis/grants';
import { VPC_ID } from '../synthesis/network-refs';
import { addLogGroup } from '../synthesis/parts';
import {
  generatedSecret,
  getAtt,
  keyArn,
  ref,
  secretValue,
  stackName,
  storeGroup,
  sub,
  subnets,
} from './kit';
import type { ServiceSettings, ServiceSpec } from './types';

export const directoryService: ServiceSpec = {
  id: 'directory-service',
  block_name: 'Directory',
  family: 'DirectoryService',
  label: 'AWS Managed Microsoft AD',
  names: /\b(aws directory service|directory service|managed (microsoft )?ad|active directory)\b/,
  phrases: /\b(domain join(ed)?|windows domain)\b/,
  arabic: /(الدليل النشط|أكتف دايركتوري|خدم[ةه] الدليل)/,
  cost: 'hourly',
  vpc: true,
  build(ctx, name) {
    const secret = generatedSecret(ctx, name, 'Admin');
    const ad = ctx.add(name, `${name}Directory`, {
      Type: 'AWS::DirectoryService::MicrosoftAD',
      Properties: {
        Name: 'corp.example.com',
        Edition: 'Standard',
        Password: secretValue(secret, 'password'),
        VpcSettings: { VpcId: ref(VPC_ID), SubnetIds: subnets(ctx) },
      },
    });
    return { service: 'directory-service', name, main: ad };
  },
};

/**
 * An FSx file system in the first private subnet, encrypted with the design's key, behind its own
 * security group open on the protocol's port: SMB (445) for Windows shares joined to the
 * directory, Lustre (988) for scratch space.
 */
function buildFsx(kind: 'windows' | 'lustre'): ServiceSpec['build'] {
  return (ctx, name, settings) => {
    const windows = kind === 'windows';
    const group = storeGroup(ctx, name, windows ? 445 : 988, windows ? 'SMB' : 'Lustre');
    const subnetIds = [{ 'Fn::Select': [0, subnets(ctx)] }];
    const props: Record<string, unknown> = windows
      ? {
          FileSystemType: 'WINDOWS',
          StorageCapacity: 32,
          StorageType: 'SSD',
          SubnetIds: subnetIds,
          WindowsConfiguration: {
            ActiveDirectoryId: ref(String(settings.directory ?? 'DirectoryDirectory')),
            ThroughputCapacity: 32,
            DeploymentType: 'SINGLE_AZ_2',
            AutomaticBackupRetentionDays: 30,
            AuditLogConfiguration: {
              FileAccessAuditLogLevel: 'SUCCESS_AND_FAILURE',
              FileShareAccessAuditLogLevel: 'SUCCESS_AND_FAILURE',
            },
          },
        }
      : {
          FileSystemType: 'LUSTRE',
          StorageCapacity: 1200,
          SubnetIds: subnetIds,
          LustreConfiguration: {
            DeploymentType: 'PERSISTENT_2',
            PerUnitStorageThroughput: 125,
            DataCompressionType: 'LZ4',
          },
        };
    const fs = ctx.add(name, `${name}FileSystem`, {
      Type: 'AWS::FSx::FileSystem',
      Properties: { ...props, KmsKeyId: keyArn(), SecurityGroupIds: [ref(group)], Tags: ctx.tags() },
    });
    // AWS Backup protects both (Lustre when persistent, as built here) when the brief asks for backups
    ctx.backupTargets.push(
      sub(`arn:\${AWS::Partition}:fsx:\${AWS::Region}:\${AWS::AccountId}:file-system/\${${fs}}`),
    );
    return { service: 'fsx', name, main: fs };
  };
}

export const fsxWindows: ServiceSpec = {
  id: 'fsx-windows',
  block_name: 'FileShare',
  family: 'FSx',
  label: 'Amazon FSx for Windows File Server',
  // a Windows (SMB) file share is what this service is, not a kind of shared storage another could serve
  names:
    /\b(amazon fsx( for windows( file server)?)?|fsx for windows|fsx|windows file (shares?|servers?)|smb (?:file )?shares?)\b/,
  phrases: /\b(windows file (shares?|server)|smb shares?)\b/,
  arabic: /(إف إس إكس|مشارك[ةه] ملفات ويندوز)/,
  needs: ['directory-service'],
  cost: 'storage',
  vpc: true,
  backed_up: true,
  build: buildFsx('windows'),
};

export const fsxLustre: ServiceSpec = {
  id: 'fsx-lustre',
  block_name: 'Scratch',
  family: 'FSx',
  label: 'Amazon FSx for Lustre',
  names: /\b(amazon fsx for lustre|fsx for lustre|lustre)\b/,
  phrases: /\b(hpc scratch|parallel file system)\b/,
  arabic: /(لاستر)/,
  cost: 'storage',
  vpc: true,
  backed_up: true,
  build: buildFsx('lustre'),
};

/**
 * The SFTP users the brief states: its names (a list the family reads, or a name the brief gives a
 * user: "first partner user is almarai-logistics"), then as many more as its count says (user1, user2...).
 */
function sftpUsers(settings: ServiceSettings, stated: readonly StatedProperty[] | undefined): string[] {
  const listed =
    typeof settings.user_names === 'string' ? settings.user_names.split(/\s*(?:,|\band\b|و)\s*/) : [];
  const given = statedValuesOf(stated, 'AWS::Transfer::User', 'UserName').map(String);
  const named = [...new Set([...listed, ...given])];
  const count = Math.max(named.length, Number(settings.users ?? 0));
  return Array.from({ length: Math.min(20, count) }, (_, i) => named[i] ?? `user${i + 1}`).filter(Boolean);
}

export const transfer: ServiceSpec = {
  id: 'transfer',
  block_name: 'Sftp',
  family: 'Transfer',
  label: 'AWS Transfer Family SFTP server',
  names: /\b(aws transfer family|transfer family|sftp( server)?|ftps)\b/,
  kinds: /\b(?:plain |unencrypted )?(?:ftps?|as2)\b/,
  phrases: /\b(secure file transfer|file transfer server)\b/,
  arabic: /(نقل الملفات الآمن|(?:خادم|سيرفر) (?:sftp|ftps)|إس إف تي بي)/,
  cost: 'hourly',
  sends_to: ['s3'],
  emits: 'call',
  stated_settings: [
    // "two users", "مستخدمين اثنين" (read as "مستخدمين 2"): users of the one server, not more servers
    {
      key: 'users',
      // a few users, wherever the brief says so (a population of users is in the hundreds)
      words:
        /\b([1-9]|1\d|20)\s+(?:sftp\s+)?users\b|(?:مستخدم\S*)\s+([1-9]|1\d|20)(?!\d)|(?<!\d)([1-9]|1\d|20)\s+(?:مستخدم\S*)/,
      as: 'count',
      anywhere: true,
      min: 1,
      max: 20,
      sizes: true,
      counts: ['AWS::Transfer::User'],
      label: 'users',
    },
    // the users' names as a list ("users alice and bob", "users dammam-lab and qassim-lab", "مستخدمين
    // هما supplier-a وsupplier-b")
    {
      key: 'user_names',
      words:
        /\busers?\b[^.;]{0,16}?(?:named |called |: ?|, ?| (?=[a-z][a-z0-9]*[-_]))([a-z][\w-]*(?:\s*,\s*[a-z][\w-]*)*(?:,?\s*and\s*|\s*و\s*)[a-z][\w-]*)|(?:مستخدم\S*)[^.;]{0,16}?(?:هما|هم|:|باسم)\s*([a-z][\w-]*(?:\s*,\s*[a-z][\w-]*)*(?:\s*و\s*|,?\s*and\s*)[a-z][\w-]*)/,
      as: 'name',
      anywhere: true,
      label: 'user names',
    },
  ],
  build(ctx, name, settings) {
    const logs = addLogGroup(ctx, name, `${name}Logs`);
    const logging = addServiceRole(ctx, name, `${name}LoggingRole`, 'transfer.amazonaws.com');
    grant(
      ctx,
      logging,
      ['logs:CreateLogStream', 'logs:PutLogEvents', 'logs:DescribeLogStreams'],
      getAtt(logs, 'Arn'),
    );
    const server = ctx.add(name, `${name}Server`, {
      Type: 'AWS::Transfer::Server',
      Properties: {
        Protocols: ['SFTP'],
        IdentityProviderType: 'SERVICE_MANAGED',
        EndpointType: 'PUBLIC',
        Domain: 'S3',
        LoggingRole: getAtt(logging, 'Arn'),
        SecurityPolicyName: 'TransferSecurityPolicy-2024-01',
        Tags: ctx.tags(),
      },
    });
    // users' role: what the SFTP users may do in the bucket (the edge to S3 fills it in)
    const users = addServiceRole(ctx, name, `${name}UserRole`, 'transfer.amazonaws.com');
    sftpUsers(settings, ctx.plan.stated_properties).forEach((user, i) => {
      ctx.add(name, `${name}User${i + 1}`, {
        Type: 'AWS::Transfer::User',
        Properties: { ServerId: getAtt(server, 'ServerId'), UserName: user, Role: getAtt(users, 'Arn') },
      });
    });
    return { service: 'transfer', name, main: server, role: users };
  },
};

export const eks: ServiceSpec = {
  id: 'eks',
  block_name: 'Kubernetes',
  family: 'EKS',
  label: 'Amazon EKS cluster',
  names: /\b(amazon eks|eks|elastic kubernetes service)\b/,
  phrases: /\b(kubernetes|k8s)\b/,
  // every spelling the containers workload reads (workloads.ts) names this family too
  arabic: /(كوبرنيتس|كوبرنيتيس|كوبيرنيتيس)/,
  cost: 'hourly',
  vpc: true,
  build(ctx, name) {
    const role = ctx.add(name, `${name}ClusterRole`, {
      Type: 'AWS::IAM::Role',
      Properties: {
        AssumeRolePolicyDocument: {
          Version: '2012-10-17',
          Statement: [
            {
              Effect: 'Allow',
              Principal: { Service: 'eks.amazonaws.com' },
              Action: ['sts:AssumeRole', 'sts:TagSession'],
            },
          ],
        },
        ManagedPolicyArns: [sub(`arn:\${AWS::Partition}:iam::aws:policy/AmazonEKSClusterPolicy`)],
      },
    });
    const group = storeGroup(ctx, name, 443, 'Kubernetes API');
    const cluster = ctx.add(name, `${name}Cluster`, {
      Type: 'AWS::EKS::Cluster',
      Properties: {
        RoleArn: getAtt(role, 'Arn'),
        ResourcesVpcConfig: {
          SubnetIds: subnets(ctx),
          SecurityGroupIds: [ref(group)],
          EndpointPrivateAccess: true,
          EndpointPublicAccess: false,
        },
        EncryptionConfig: [{ Provider: { KeyArn: keyArn() }, Resources: ['secrets'] }],
        Logging: {
          ClusterLogging: { EnabledTypes: [{ Type: 'api' }, { Type: 'audit' }, { Type: 'authenticator' }] },
        },
        AccessConfig: { AuthenticationMode: 'API' },
        Tags: ctx.tags(),
      },
    });
    return { service: 'eks', name, main: cluster };
  },
};

export const sessionManager: ServiceSpec = {
  id: 'session-manager',
  block_name: 'Sessions',
  family: 'SSM',
  label: 'Systems Manager Session Manager (VPC endpoints)',
  names: /\b(session manager|ssm session|systems manager|aws ssm|ssm)\b/,
  phrases: /\b(no (ssh|bastion)|without (ssh|a bastion)|shell access)\b/,
  arabic: /(مدير الجلسات|سيستمز مانجر|بدون ssh)/,
  cost: 'hourly',
  vpc: true,
  build(ctx, name) {
    const group = storeGroup(ctx, name, 443, 'HTTPS to the Systems Manager endpoints');
    for (const service of ['ssm', 'ssmmessages', 'ec2messages']) {
      ctx.add(name, `${name}${service.charAt(0).toUpperCase()}${service.slice(1)}Endpoint`, {
        Type: 'AWS::EC2::VPCEndpoint',
        Properties: {
          VpcId: ref(VPC_ID),
          ServiceName: sub(`com.amazonaws.\${AWS::Region}.${service}`),
          VpcEndpointType: 'Interface',
          PrivateDnsEnabled: true,
          SubnetIds: subnets(ctx),
          SecurityGroupIds: [ref(group)],
        },
      });
    }
    const logs = addLogGroup(ctx, name, `${name}Logs`);
    const prefs = ctx.add(name, `${name}Preferences`, {
      Type: 'AWS::SSM::Document',
      Properties: {
        DocumentType: 'Session',
        Name: stackName(`${name}-preferences`),
        Content: {
          schemaVersion: '1.0',
          description: 'Session Manager preferences: sessions encrypted and logged',
          sessionType: 'Standard_Stream',
          inputs: {
            kmsKeyId: ref('DataKey'),
            cloudWatchLogGroupName: ref(logs),
            cloudWatchEncryptionEnabled: true,
            idleSessionTimeout: '20',
          },
        },
      },
    });
    return { service: 'session-manager', name, main: prefs };
  },
};

export const lakeFormation: ServiceSpec = {
  id: 'lake-formation',
  block_name: 'LakeAccess',
  family: 'LakeFormation',
  label: 'AWS Lake Formation',
  names: /\b(aws lake formation|lake formation)\b/,
  phrases: /\b(column[- ]level (access|permissions)|fine[- ]grained (data )?access to the lake)\b/,
  arabic: /(ليك فورميشن|تكوين البحيرة)/,
  cost: 'none',
  build(ctx, name) {
    const settings = ctx.add(name, `${name}Settings`, {
      Type: 'AWS::LakeFormation::DataLakeSettings',
      Properties: {
        Admins: [{ DataLakePrincipalIdentifier: sub(`arn:\${AWS::Partition}:iam::\${AWS::AccountId}:root`) }],
        CreateDatabaseDefaultPermissions: [],
        CreateTableDefaultPermissions: [],
      },
    });
    return { service: 'lake-formation', name, main: settings };
  },
};

export const bedrockAgent: ServiceSpec = {
  id: 'bedrock-agent',
  block_name: 'Agent',
  family: 'Bedrock',
  label: 'Amazon Bedrock agent',
  names: /\b((amazon )?bedrock agents?|agents for amazon bedrock|ai agents?)\b/,
  phrases: /$^/,
  arabic: /(وكيل بيدروك|وكلاء الذكاء الاصطناعي)/,
  cost: 'request',
  target: { actions: ['bedrock:InvokeAgent'], arn: (n) => getAtt(n.main, 'AgentArn') },
  build(ctx, name) {
    const role = addServiceRole(ctx, name, `${name}Role`, 'bedrock.amazonaws.com');
    grant(
      ctx,
      role,
      ['bedrock:InvokeModel'],
      sub(`arn:\${AWS::Partition}:bedrock:\${AWS::Region}::foundation-model/*`),
    );
    const model = ctx.parameter('FoundationModel', {
      Type: 'String',
      Default: 'anthropic.claude-3-haiku-20240307-v1:0',
      Description: 'The Bedrock model the agent reasons with (enabled in this region).',
    });
    const agent = ctx.add(name, `${name}Agent`, {
      Type: 'AWS::Bedrock::Agent',
      Properties: {
        AgentName: stackName(name),
        AgentResourceRoleArn: getAtt(role, 'Arn'),
        FoundationModel: ref(model),
        Instruction:
          'You help the users of this application. Answer only from the tools and data you are given.',
        CustomerEncryptionKeyArn: keyArn(),
        AutoPrepare: true,
        IdleSessionTTLInSeconds: 600,
      },
    });
    return { service: 'bedrock-agent', name, main: agent };
  },
};
