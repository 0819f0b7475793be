import { getAtt, keyArn } from './kit';
import type { ServiceSpec } from './types';

/**
 * An S3 Express One Zone directory bucket: single-digit-millisecond storage in one Availability
 * Zone (named by its zone id at deployment), encrypted with the design's key.
 */
export const s3Express: ServiceSpec = {
  id: 's3-express',
  block_name: 'Express',
  family: 'S3Express',
  label: 'Amazon S3 Express One Zone directory bucket',
  names: /\b(s3 express( one zone)?|express one zone|directory buckets?)\b/,
  phrases: /\b(single[- ]digit millisecond (object )?storage)\b/,
  arabic: /(إس ?3 إكسبريس|حاوي[ةه] دليل)/,
  cost: 'storage',
  target: { actions: ['s3express:CreateSession'], arn: (n) => getAtt(n.main, 'Arn') },
  build(ctx, name) {
    const zone = ctx.parameter(`${name}ZoneId`, {
      Type: 'String',
      AllowedPattern: '^[a-z0-9]+-az[0-9]+$',
      Description: `${name}: the Availability Zone id the directory bucket lives in (for example use1-az4)`,
    });
    const bucket = ctx.add(name, `${name}DirectoryBucket`, {
      Type: 'AWS::S3Express::DirectoryBucket',
      Properties: {
        DataRedundancy: 'SingleAvailabilityZone',
        LocationName: { Ref: zone },
        BucketEncryption: {
          ServerSideEncryptionConfiguration: [
            {
              ServerSideEncryptionByDefault: { SSEAlgorithm: 'aws:kms', KMSMasterKeyID: keyArn() },
              BucketKeyEnabled: true,
            },
          ],
        },
        Tags: ctx.tags(),
      },
    });
    return { service: 's3-express', name, main: bucket };
  },
};
