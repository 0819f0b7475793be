import { getAtt, ref, sub } from '../../../cfn/build';
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
  if (block.options.crawler) addCrawler(ctx, b, block.options.crawler.schedule);
  ctx.output(`${b}RawBucketName`, ref(`${b}RawBucket`), `${b}: land raw data here`);
}

/**
 * A Glue crawler that catalogs what lands in the raw zone into the lake's database, with a role
 * that may read that bucket (and its key) and write the catalog: on its schedule when given, else
 * run on demand.
 */
function addCrawler(ctx: SynthesisContext, b: string, schedule: string | undefined): void {
  const raw = `${b}RawBucket`;
  const role = ctx.add(b, `${b}CrawlerRole`, {
    Type: 'AWS::IAM::Role',
    Properties: {
      AssumeRolePolicyDocument: {
        Version: '2012-10-17',
        Statement: [
          { Effect: 'Allow', Principal: { Service: 'glue.amazonaws.com' }, Action: 'sts:AssumeRole' },
        ],
      },
      ManagedPolicyArns: [sub(`arn:\${AWS::Partition}:iam::aws:policy/service-role/AWSGlueServiceRole`)],
      Policies: [
        {
          PolicyName: 'read-raw-zone',
          PolicyDocument: {
            Version: '2012-10-17',
            Statement: [
              { Effect: 'Allow', Action: ['s3:GetObject'], Resource: sub(`\${${raw}.Arn}/*`) },
              { Effect: 'Allow', Action: ['s3:ListBucket'], Resource: getAtt(raw, 'Arn') },
              { Effect: 'Allow', Action: ['kms:Decrypt'], Resource: getAtt(KEY_ID, 'Arn') },
            ],
          },
        },
      ],
    },
  });
  ctx.add(b, `${b}Crawler`, {
    Type: 'AWS::Glue::Crawler',
    Properties: {
      Role: getAtt(role, 'Arn'),
      DatabaseName: ref(`${b}Database`),
      Targets: { S3Targets: [{ Path: sub(`s3://\${${raw}}/`) }] },
      SchemaChangePolicy: { UpdateBehavior: 'UPDATE_IN_DATABASE', DeleteBehavior: 'LOG' },
      ...(schedule && { Schedule: { ScheduleExpression: schedule } }),
    },
  });
}
