import { getAtt, ref } from '../../cfn/build';
import { sqs } from '../services/sqs';
import type { SynthesisContext } from './context';
import { hasNetwork, privateSubnets, vpcId } from './network-refs';
import { addLogGroup, addQueue, keyArn } from './parts';

export interface FunctionOptions {
  memoryMb: number;
  timeout: number;
  /** a Node.js handler body (CommonJS), kept small: the user replaces it with their code */
  code: string;
  environment?: Record<string, unknown>;
  /** extra statements of the function's role beyond logs, its queue, the key and tracing */
  statements?: Record<string, unknown>[];
  /**
   * only when the brief asks for it: a reservation is taken from the account's pool, and an account
   * refuses one that leaves fewer than 100 unreserved (new accounts have little to give)
   */
  reservedConcurrency?: number;
}

/**
 * A Lambda function as the catalog writes one: arm64, its own role and encrypted log group, a
 * dead-letter queue (none when the brief refuses SQS: a refused service is never a part either),
 * tracing, and private subnets when the design has a VPC.
 */
export function addFunction(ctx: SynthesisContext, block: string, prefix: string, options: FunctionOptions) {
  const logGroup = addLogGroup(ctx, block, `${prefix}Logs`);
  const dlq = ctx.refuses(sqs) ? undefined : addQueue(ctx, block, `${prefix}DeadLetters`);
  const role = `${prefix}Role`;
  const inVpc = hasNetwork(ctx);
  const securityGroup = `${prefix}SecurityGroup`;
  ctx.computeRoles.push(role);
  ctx.add(block, role, {
    Type: 'AWS::IAM::Role',
    Properties: {
      AssumeRolePolicyDocument: {
        Version: '2012-10-17',
        Statement: [
          { Effect: 'Allow', Principal: { Service: 'lambda.amazonaws.com' }, Action: 'sts:AssumeRole' },
        ],
      },
      Policies: [
        {
          PolicyName: 'least-privilege',
          PolicyDocument: {
            Version: '2012-10-17',
            Statement: [
              {
                Effect: 'Allow',
                Action: ['logs:CreateLogStream', 'logs:PutLogEvents'],
                Resource: getAtt(logGroup, 'Arn'),
              },
              ...(dlq ? [{ Effect: 'Allow', Action: 'sqs:SendMessage', Resource: getAtt(dlq, 'Arn') }] : []),
              { Effect: 'Allow', Action: ['kms:Decrypt', 'kms:GenerateDataKey'], Resource: keyArn() },
              {
                Effect: 'Allow',
                Action: ['xray:PutTraceSegments', 'xray:PutTelemetryRecords'],
                Resource: '*',
              },
              ...(inVpc
                ? [
                    {
                      Effect: 'Allow',
                      Action: [
                        'ec2:CreateNetworkInterface',
                        'ec2:DescribeNetworkInterfaces',
                        'ec2:DeleteNetworkInterface',
                        'ec2:AssignPrivateIpAddresses',
                        'ec2:UnassignPrivateIpAddresses',
                      ],
                      Resource: '*',
                    },
                  ]
                : []),
              ...(options.statements ?? []),
            ],
          },
        },
      ],
    },
  });
  if (inVpc) {
    ctx.add(block, securityGroup, {
      Type: 'AWS::EC2::SecurityGroup',
      Properties: {
        GroupDescription: `${prefix} function: no inbound traffic`,
        VpcId: vpcId(),
        SecurityGroupEgress: [
          {
            IpProtocol: 'tcp',
            FromPort: 443,
            ToPort: 443,
            CidrIp: '0.0.0.0/0',
            Description: 'HTTPS to AWS APIs',
          },
        ],
      },
    });
    ctx.clientGroups.push(securityGroup);
  }
  const fn = `${prefix}Function`;
  ctx.add(block, fn, {
    Type: 'AWS::Lambda::Function',
    Properties: {
      Runtime: 'nodejs22.x',
      Architectures: ['arm64'],
      Handler: 'index.handler',
      Role: getAtt(role, 'Arn'),
      MemorySize: options.memoryMb,
      Timeout: options.timeout,
      ...(options.reservedConcurrency !== undefined && {
        ReservedConcurrentExecutions: options.reservedConcurrency,
      }),
      KmsKeyArn: keyArn(),
      TracingConfig: { Mode: 'Active' },
      ...(dlq && { DeadLetterConfig: { TargetArn: getAtt(dlq, 'Arn') } }),
      LoggingConfig: { LogGroup: ref(logGroup), LogFormat: 'JSON' },
      ...(options.environment ? { Environment: { Variables: options.environment } } : {}),
      ...(inVpc
        ? { VpcConfig: { SubnetIds: privateSubnets(ctx), SecurityGroupIds: [ref(securityGroup)] } }
        : {}),
      Code: { ZipFile: options.code },
      Tags: ctx.tags(),
    },
  });
  return { fn, role, logGroup, ...(dlq && { dlq }), ...(inVpc ? { securityGroup } : {}) };
}
