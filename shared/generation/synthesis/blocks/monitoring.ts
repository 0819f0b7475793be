import { getAtt, ref, sub } from '../../../cfn/build';
import type { BlockOfKind } from '../../plan';
import { serviceById } from '../../services/index';
import { EMAIL_PARAMETER_PATTERN } from '../../services/names';
import type { SynthesisContext } from '../context';
import { addBucket, addLogGroup, addTopic, KEY_ID, keyArn } from '../parts';

/** Families whose own resources deliver the alerts (a topic, a budget's notifications). */
const ALERTING_FAMILIES = ['SNS', 'Budgets'];

/**
 * The design's alarm topic, and, when the brief asks for an audit trail, a trail of its own
 * (multi-region, validated, encrypted, also to CloudWatch Logs). The account's trail belongs to the
 * account baseline: a region takes at most five trails, so designs never add one unasked.
 */
export function monitoring(ctx: SynthesisContext, block: BlockOfKind<'monitoring'>): void {
  const b = block.name;
  if (block.options.audit_trail) addTrail(ctx, b);
  if (block.options.central_logs) {
    const logs = addLogGroup(ctx, b, `${b}CentralLogs`);
    ctx.output(`${b}CentralLogGroup`, ref(logs), 'The central log group the applications send their logs to');
  }
  // an alarm topic only where no service of the design already carries the alerts asked for
  const alerting = ctx.plan.blocks.some(
    (other) =>
      other.kind === 'service' &&
      ALERTING_FAMILIES.includes(serviceById(other.options.service)?.family ?? ''),
  );
  if (alerting && !block.options.alarm_email) return;
  // the alerts the brief asks for reach the address it gives, else one asked at deployment: a
  // topic nobody subscribes to would be an alarm nobody receives
  const topic = addTopic(ctx, b, `${b}AlarmTopic`);
  const address =
    block.options.alarm_email ??
    ref(
      ctx.parameter(`${b}AlertEmail`, {
        Type: 'String',
        Description: `The e-mail address ${b}'s alarms go to (the brief named none).`,
        AllowedPattern: EMAIL_PARAMETER_PATTERN,
      }),
    );
  ctx.add(b, `${b}AlarmSubscription`, {
    Type: 'AWS::SNS::Subscription',
    Properties: { TopicArn: ref(topic), Protocol: 'email', Endpoint: address },
  });
  ctx.monitoringTopic = topic;
}

function addTrail(ctx: SynthesisContext, b: string): void {
  const trailName = sub(`\${AWS::StackName}-${b.toLowerCase()}`);
  const bucket = addBucket(ctx, b, `${b}TrailBucket`, {
    lifecycle: [
      {
        Id: 'keep-audit-logs',
        Status: 'Enabled',
        Transitions: [{ StorageClass: 'GLACIER_IR', TransitionInDays: 90 }],
        ExpirationInDays: 2555,
        NoncurrentVersionExpiration: { NoncurrentDays: 90 },
      },
    ],
    extraStatements: [
      {
        Sid: 'CloudTrailAclCheck',
        Effect: 'Allow',
        Principal: { Service: 'cloudtrail.amazonaws.com' },
        Action: 's3:GetBucketAcl',
        Resource: getAtt(`${b}TrailBucket`, 'Arn'),
      },
      {
        Sid: 'CloudTrailWrite',
        Effect: 'Allow',
        Principal: { Service: 'cloudtrail.amazonaws.com' },
        Action: 's3:PutObject',
        Resource: sub(`\${${b}TrailBucket.Arn}/AWSLogs/\${AWS::AccountId}/*`),
        Condition: { StringEquals: { 's3:x-amz-acl': 'bucket-owner-full-control' } },
      },
    ],
  });
  // CloudTrail encrypts with the design's key: it needs these rights in the key policy
  const key = ctx.resources[KEY_ID];
  const statements = (key?.Properties?.KeyPolicy as { Statement: unknown[] } | undefined)?.Statement;
  statements?.push({
    Sid: 'CloudTrailEncrypt',
    Effect: 'Allow',
    Principal: { Service: 'cloudtrail.amazonaws.com' },
    Action: ['kms:GenerateDataKey*', 'kms:DescribeKey'],
    Resource: '*',
  });
  const logs = addLogGroup(ctx, b, `${b}TrailLogs`);
  ctx.add(b, `${b}TrailRole`, {
    Type: 'AWS::IAM::Role',
    Properties: {
      AssumeRolePolicyDocument: {
        Version: '2012-10-17',
        Statement: [
          { Effect: 'Allow', Principal: { Service: 'cloudtrail.amazonaws.com' }, Action: 'sts:AssumeRole' },
        ],
      },
      Policies: [
        {
          PolicyName: 'write-trail-logs',
          PolicyDocument: {
            Version: '2012-10-17',
            Statement: [
              {
                Effect: 'Allow',
                Action: ['logs:CreateLogStream', 'logs:PutLogEvents'],
                Resource: getAtt(logs, 'Arn'),
              },
            ],
          },
        },
      ],
    },
  });
  ctx.add(b, `${b}Trail`, {
    Type: 'AWS::CloudTrail::Trail',
    DependsOn: `${bucket}Policy`,
    Properties: {
      TrailName: trailName,
      S3BucketName: ref(bucket),
      IsLogging: true,
      IsMultiRegionTrail: true,
      IncludeGlobalServiceEvents: true,
      EnableLogFileValidation: true,
      KMSKeyId: keyArn(),
      CloudWatchLogsLogGroupArn: getAtt(logs, 'Arn'),
      CloudWatchLogsRoleArn: getAtt(`${b}TrailRole`, 'Arn'),
    },
  });
}
