import { getAtt, ref, sub } from '../../../cfn/build';
import type { BlockOfKind } from '../../plan';
import type { SynthesisContext } from '../context';
import { privateSubnetId, vpcId, zoneCount } from '../network-refs';
import { keyArn, retained } from '../parts';
import { secondaryKeyArn, secondaryRegion } from '../secondary';

/**
 * An EFS file system the design's compute shares: encrypted with the design's key, automatic
 * backups, mount targets in the private subnets behind a group that admits NFS only from the
 * compute, TLS required by its policy, and an access point that pins the user and directory.
 * Compute mounts it with IAM authorisation (ClientMount/ClientWrite on its role).
 */
export function fileSystem(ctx: SynthesisContext, block: BlockOfKind<'file-system'>): void {
  const b = block.name;
  const group = ctx.add(b, `${b}SecurityGroup`, {
    Type: 'AWS::EC2::SecurityGroup',
    Properties: { GroupDescription: `${b}: NFS from the compute of this design only`, VpcId: vpcId() },
  });
  ctx.dataStoreGroups.push({ group, port: 2049, block: b });
  const secondary = secondaryRegion(ctx);
  const fs = ctx.add(b, `${b}FileSystem`, {
    Type: 'AWS::EFS::FileSystem',
    ...retained,
    Properties: {
      Encrypted: true,
      KmsKeyId: keyArn(),
      PerformanceMode: 'generalPurpose',
      ThroughputMode: block.options.throughput_mode,
      BackupPolicy: { Status: 'ENABLED' },
      LifecyclePolicies: [
        { TransitionToIA: 'AFTER_30_DAYS' },
        { TransitionToPrimaryStorageClass: 'AFTER_1_ACCESS' },
      ],
      FileSystemPolicy: {
        Version: '2012-10-17',
        Statement: [
          {
            Sid: 'DenyInsecureTransport',
            Effect: 'Deny',
            Principal: { AWS: '*' },
            Action: [
              'elasticfilesystem:ClientMount',
              'elasticfilesystem:ClientWrite',
              'elasticfilesystem:ClientRootAccess',
            ],
            Condition: { Bool: { 'aws:SecureTransport': 'false' } },
          },
        ],
      },
      ...(secondary
        ? {
            ReplicationConfiguration: {
              Destinations: [{ Region: secondary, KmsKeyId: secondaryKeyArn(ctx, secondary) }],
            },
          }
        : {}),
      FileSystemTags: ctx.tags({ Name: sub(`\${AWS::StackName}-${b.toLowerCase()}`) }),
    },
  });
  const mountTargets = Array.from({ length: zoneCount(ctx) }, (_, i) =>
    ctx.add(b, `${b}MountTarget${i + 1}`, {
      Type: 'AWS::EFS::MountTarget',
      Properties: { FileSystemId: ref(fs), SubnetId: ref(privateSubnetId(i)), SecurityGroups: [ref(group)] },
    }),
  );
  const accessPoint = ctx.add(b, `${b}AccessPoint`, {
    Type: 'AWS::EFS::AccessPoint',
    Properties: {
      FileSystemId: ref(fs),
      PosixUser: { Uid: '1000', Gid: '1000' },
      RootDirectory: {
        Path: '/app',
        CreationInfo: { OwnerUid: '1000', OwnerGid: '1000', Permissions: '750' },
      },
      AccessPointTags: ctx.tags(),
    },
  });
  ctx.fileSystems.push({ fileSystem: fs, accessPoint, mountTargets, path: block.options.mount_path });
  ctx.dataAccess.push({
    actions: ['elasticfilesystem:ClientMount', 'elasticfilesystem:ClientWrite'],
    resources: [getAtt(fs, 'Arn')],
  });
  ctx.output(`${fs}Id`, ref(fs), `${b}: file system id`);
  ctx.output(`${accessPoint}Id`, ref(accessPoint), `${b}: access point to mount (TLS and IAM)`);
}
