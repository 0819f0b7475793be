import { addServiceRole, grant } from '../synthesis/grants';
import { addBucket, addLogGroup } from '../synthesis/parts';
import { getAtt, keyArn, sub } from './kit';
import type { ServiceSpec } from './types';

/** A Firehose delivery stream into its own encrypted bucket (compressed, partitioned by time). */
export const firehose: ServiceSpec = {
  id: 'firehose',
  block_name: 'Delivery',
  family: 'Firehose',
  label: 'Amazon Data Firehose delivery stream',
  names: /\b(amazon (kinesis )?(data )?firehose|kinesis (data )?firehose|firehose)\b/,
  phrases: /\b(delivery streams?|stream (the )?(logs|data|events) (in)?to s3)\b/,
  arabic: /(فاير ?هوز|تدفق التسليم)/,
  cost: 'request',
  target: { actions: ['firehose:PutRecord', 'firehose:PutRecordBatch'], arn: (n) => getAtt(n.main, 'Arn') },
  build(ctx, name) {
    const bucket = addBucket(ctx, name, `${name}Bucket`);
    const logs = addLogGroup(ctx, name, `${name}Logs`);
    const role = addServiceRole(ctx, name, `${name}Role`, 'firehose.amazonaws.com');
    grant(
      ctx,
      role,
      ['s3:PutObject', 's3:GetBucketLocation', 's3:ListBucket', 's3:AbortMultipartUpload'],
      [getAtt(bucket, 'Arn'), sub(`\${${bucket}.Arn}/*`)],
    );
    grant(ctx, role, ['kms:Decrypt', 'kms:GenerateDataKey'], keyArn());
    grant(ctx, role, ['logs:PutLogEvents'], getAtt(logs, 'Arn'));
    const stream = ctx.add(name, `${name}Stream`, {
      Type: 'AWS::KinesisFirehose::DeliveryStream',
      Properties: {
        DeliveryStreamType: 'DirectPut',
        DeliveryStreamEncryptionConfigurationInput: { KeyType: 'CUSTOMER_MANAGED_CMK', KeyARN: keyArn() },
        ExtendedS3DestinationConfiguration: {
          BucketARN: getAtt(bucket, 'Arn'),
          RoleARN: getAtt(role, 'Arn'),
          Prefix: 'data/!{timestamp:yyyy/MM/dd}/',
          ErrorOutputPrefix: 'errors/!{firehose:error-output-type}/',
          CompressionFormat: 'GZIP',
          BufferingHints: { IntervalInSeconds: 300, SizeInMBs: 64 },
          EncryptionConfiguration: { KMSEncryptionConfig: { AWSKMSKeyARN: keyArn() } },
          CloudWatchLoggingOptions: { Enabled: true, LogGroupName: { Ref: logs }, LogStreamName: 'delivery' },
        },
      },
    });
    ctx.add(name, `${name}DeliveryLogStream`, {
      Type: 'AWS::Logs::LogStream',
      Properties: { LogGroupName: { Ref: logs }, LogStreamName: 'delivery' },
    });
    return { service: 'firehose', name, main: stream };
  },
};
