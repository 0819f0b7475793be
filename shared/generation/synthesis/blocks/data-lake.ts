import { ref, sub } from '../../../cfn/build';
import type { BlockOfKind } from '../../plan';
import type { SynthesisContext } from '../context';
import { addBucket, KEY_ID } from '../parts';

/** Raw and curated zones in S3 with archive tiers, a Glue catalog database and an encrypted Athena workgroup. */
export function dataLake(ctx: SynthesisContext, block: BlockOfKind<'data-lake'>): void {
  const b = block.name;
  const archive = block.options.archive_after_days;
  const lifecycle = [
    {
      Id: 'archive-old-data',
      Status: 'Enabled',
      Transitions: [
        { StorageClass: 'INTELLIGENT_TIERING', TransitionInDays: 0 },
        { StorageClass: 'GLACIER_IR', TransitionInDays: archive },
      ],
      NoncurrentVersionExpiration: { NoncurrentDays: 90 },
      AbortIncompleteMultipartUpload: { DaysAfterInitiation: 7 },
    },
  ];
  for (const zone of ['Raw', 'Curated']) addBucket(ctx, b, `${b}${zone}Bucket`, { lifecycle });
  const results = addBucket(ctx, b, `${b}QueryResults`, {
    lifecycle: [
      {
        Id: 'expire-results',
        Status: 'Enabled',
        ExpirationInDays: 30,
        NoncurrentVersionExpiration: { NoncurrentDays: 7 },
      },
    ],
  });
  ctx.add(b, `${b}Database`, {
    Type: 'AWS::Glue::Database',
    Properties: {
      CatalogId: ref('AWS::AccountId'),
      DatabaseInput: { Name: sub(`\${AWS::StackName}_${b.toLowerCase()}`), Description: `${b} tables` },
    },
  });
  ctx.add(b, `${b}WorkGroup`, {
    Type: 'AWS::Athena::WorkGroup',
    Properties: {
      Name: sub(`\${AWS::StackName}-${b.toLowerCase()}`),
      State: 'ENABLED',
      WorkGroupConfiguration: {
        EnforceWorkGroupConfiguration: true,
        PublishCloudWatchMetricsEnabled: true,
        BytesScannedCutoffPerQuery: 10_737_418_240,
        ResultConfiguration: {
          OutputLocation: sub(`s3://\${${results}}/results/`),
          EncryptionConfiguration: { EncryptionOption: 'SSE_KMS', KmsKey: ref(KEY_ID) },
        },
      },
    },
  });
  ctx.output(`${b}RawBucketName`, ref(`${b}RawBucket`), `${b}: land raw data here`);
}
