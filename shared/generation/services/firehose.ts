import { addAccessKeyAuthorizer } from '../synthesis/authorizer';
import type { SynthesisContext } from '../synthesis/context';
import { addServiceRole, grant } from '../synthesis/grants';
import { addBucket, addLogGroup } from '../synthesis/parts';
import { getAtt, keyArn, ref, sub } from './kit';
import type { ServiceNode, ServiceSpec } from './types';

/** The header a Firehose HTTP endpoint delivery sends its access key in. */
const ACCESS_KEY_HEADER = 'X-Amz-Firehose-Access-Key';

/**
 * A Firehose delivery stream into its own encrypted bucket (compressed, partitioned by time); an
 * edge to an HTTPS endpoint (an API of the design, a third-party API) delivers there instead, the
 * bucket keeping what could not be delivered.
 */
export const firehose: ServiceSpec = {
  id: 'firehose',
  block_name: 'Delivery',
  family: 'Firehose',
  namespaces: ['KinesisFirehose'],
  label: 'Amazon Data Firehose delivery stream',
  names: /\b(amazon (kinesis )?(data )?firehose|kinesis (data )?firehose|firehose)\b/,
  phrases: /\b(delivery streams?|stream (the )?(logs|data|events) (in)?to s3)\b/,
  arabic: /(فاير ?هوز|تدفق التسليم)/,
  cost: 'request',
  fed_from_outside: true,
  sends_to: ['api-gateway', 'http-endpoint'],
  target: { actions: ['firehose:PutRecord', 'firehose:PutRecordBatch'], arn: (n) => getAtt(n.main, 'Arn') },
  // a delivery stream reads a Kinesis stream itself: no pipe between, and the stream's encryption
  // covers the records (server-side encryption is for records put directly)
  reads: {
    from: ['kinesis'],
    role: (n) => `${n.name}Role`,
    attach(ctx, node, arn) {
      const props = ctx.resources[node.main]?.Properties as Record<string, unknown> | undefined;
      if (!props) return;
      props.DeliveryStreamType = 'KinesisStreamAsSource';
      delete props.DeliveryStreamEncryptionConfigurationInput;
      props.KinesisStreamSourceConfiguration = {
        KinesisStreamARN: arn,
        RoleARN: getAtt(`${node.name}Role`, 'Arn'),
      };
    },
  },
  push(ctx, from, to) {
    const url =
      to.service === 'api-gateway'
        ? sub(`https://\${${to.main}}.execute-api.\${AWS::Region}.amazonaws.com/prod/records`)
        : ref(`${to.name}Url`);
    deliverToEndpoint(ctx, from, to, url);
  },
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

/**
 * Turns a delivery stream's destination into an HTTPS endpoint: the access key it sends is
 * generated into Secrets Manager (never in the template), records that cannot be delivered go to
 * the stream's bucket, and an API of the design checks the key before anything runs.
 */
function deliverToEndpoint(ctx: SynthesisContext, from: ServiceNode, to: ServiceNode, url: unknown): void {
  const props = ctx.resources[from.main]?.Properties as Record<string, unknown> | undefined;
  const s3 = props?.ExtendedS3DestinationConfiguration as Record<string, unknown> | undefined;
  if (!props || !s3) return;
  const role = `${from.name}Role`;
  const secret = ctx.add(from.name, `${from.name}AccessKey`, {
    Type: 'AWS::SecretsManager::Secret',
    Properties: {
      Description: `${from.name}: the access key it sends to ${to.name}`,
      KmsKeyId: keyArn(),
      GenerateSecretString: {
        SecretStringTemplate: '{}',
        GenerateStringKey: 'api_key',
        PasswordLength: 40,
        ExcludePunctuation: true,
      },
      Tags: ctx.tags(),
    },
  });
  grant(ctx, role, ['secretsmanager:GetSecretValue'], ref(secret));
  delete props.ExtendedS3DestinationConfiguration;
  props.HttpEndpointDestinationConfiguration = {
    // named after the design's own record of the endpoint (its API destination), which ties the two
    EndpointConfiguration: { Url: url, Name: to.service === 'http-endpoint' ? ref(to.main) : to.name },
    SecretsManagerConfiguration: { Enabled: true, SecretARN: ref(secret), RoleARN: getAtt(role, 'Arn') },
    RequestConfiguration: { ContentEncoding: 'GZIP' },
    BufferingHints: { IntervalInSeconds: 60, SizeInMBs: 1 },
    RetryOptions: { DurationInSeconds: 300 },
    RoleARN: getAtt(role, 'Arn'),
    S3BackupMode: 'FailedDataOnly',
    S3Configuration: {
      BucketARN: s3.BucketARN,
      RoleARN: s3.RoleARN,
      Prefix: 'failed/',
      ErrorOutputPrefix: 'errors/!{firehose:error-output-type}/',
      CompressionFormat: 'GZIP',
      BufferingHints: s3.BufferingHints,
      EncryptionConfiguration: s3.EncryptionConfiguration,
      CloudWatchLoggingOptions: s3.CloudWatchLoggingOptions,
    },
    CloudWatchLoggingOptions: s3.CloudWatchLoggingOptions,
  };
  if (to.service === 'api-gateway') addAccessKeyAuthorizer(ctx, to.name, to.main, secret, ACCESS_KEY_HEADER);
}
