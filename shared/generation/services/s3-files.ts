import { addServiceRole, grant } from '../synthesis/grants';
import { privateSubnetId, zoneCount } from '../synthesis/network-refs';
import { addBucket } from '../synthesis/parts';
import { mountInFunction } from './file-mount';
import { getAtt, keyArn, ref, storeGroup, sub } from './kit';
import type { ServiceSpec } from './types';

/** Where a function sees the file system (Lambda mounts under /mnt). */
const MOUNT_PATH = '/mnt/data';

/**
 * Amazon S3 Files: a bucket mounted as a file system (NFS over TLS, IAM-authorised). The design's
 * bucket when it has one, else its own; mount targets in the private subnets behind a group that
 * admits NFS only from the design's compute; an access point that pins the user and directory.
 * A function that reaches it mounts it through the access point.
 */
export const s3Files: ServiceSpec = {
  id: 's3-files',
  block_name: 'FileMount',
  family: 'S3Files',
  label: 'Amazon S3 Files file system',
  names: /\b(amazon s3 files|s3 files)\b/,
  phrases:
    /\b(mount(s|ed|ing)? (an |the |a )?(amazon )?(s3 )?bucket as (a |the )?file ?system|(s3 )?buckets? mounted as (a )?file ?systems?)\b/,
  arabic: /(إس ?3 فايلز|حاوي[ةه] (s3 )?كنظام ملفات)/,
  cost: 'storage',
  vpc: true,
  target: {
    actions: ['s3files:ClientMount', 's3files:ClientWrite'],
    arn: (n) => getAtt(n.main, 'FileSystemArn'),
  },
  attach: (ctx, caller, node) => mountInFunction(ctx, caller, node, 'AccessPointArn', MOUNT_PATH),
  build(ctx, name) {
    // the design's own bucket (the object-storage block is written before services), else one for the file system
    const store = ctx.plan.blocks.find((b) => b.kind === 'object-storage');
    const bucket =
      store && ctx.resources[`${store.name}Bucket`]
        ? `${store.name}Bucket`
        : addBucket(ctx, name, `${name}Bucket`);
    const role = addServiceRole(ctx, name, `${name}Role`, 'elasticfilesystem.amazonaws.com');
    grant(
      ctx,
      role,
      [
        's3:GetObject',
        's3:GetObjectVersion',
        's3:PutObject',
        's3:DeleteObject',
        's3:DeleteObjectVersion',
        's3:ListBucket',
        's3:ListBucketVersions',
        's3:GetBucketLocation',
        's3:GetBucketVersioning',
      ],
      [getAtt(bucket, 'Arn'), sub(`\${${bucket}.Arn}/*`)],
    );
    grant(ctx, role, ['kms:Decrypt', 'kms:GenerateDataKey'], keyArn());
    const fs = ctx.add(name, `${name}FileSystem`, {
      Type: 'AWS::S3Files::FileSystem',
      Properties: {
        Bucket: getAtt(bucket, 'Arn'),
        RoleArn: getAtt(role, 'Arn'),
        KmsKeyId: keyArn(),
        Tags: ctx.tags(),
      },
    });
    const group = storeGroup(ctx, name, 2049, 'NFS');
    for (let i = 0; i < zoneCount(ctx); i++) {
      ctx.add(name, `${name}MountTarget${i + 1}`, {
        Type: 'AWS::S3Files::MountTarget',
        Properties: {
          FileSystemId: getAtt(fs, 'FileSystemId'),
          SubnetId: ref(privateSubnetId(i)),
          SecurityGroups: [ref(group)],
        },
      });
    }
    ctx.add(name, `${name}AccessPoint`, {
      Type: 'AWS::S3Files::AccessPoint',
      Properties: {
        FileSystemId: getAtt(fs, 'FileSystemId'),
        PosixUser: { Uid: '1000', Gid: '1000' },
        RootDirectory: {
          Path: '/app',
          CreationPermissions: { OwnerUid: '1000', OwnerGid: '1000', Permissions: '750' },
        },
        Tags: ctx.tags(),
      },
    });
    return { service: 's3-files', name, main: fs };
  },
};
