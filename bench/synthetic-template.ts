/**
 * Deterministic synthetic CloudFormation templates of mixed resources for benchmarks: some
 * compliant, some not, with intrinsics, so every engine does realistic work.
 */
type Res = { Type: string; Properties: Record<string, unknown> };

const KINDS: ((i: number) => Record<string, Res>)[] = [
  (i) => ({
    [`Bucket${i}`]: {
      Type: 'AWS::S3::Bucket',
      Properties:
        i % 3 === 0
          ? {}
          : {
              BucketEncryption: {
                ServerSideEncryptionConfiguration: [
                  { ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } },
                ],
              },
              VersioningConfiguration: { Status: 'Enabled' },
            },
    },
  }),
  (i) => ({
    [`Sg${i}`]: {
      Type: 'AWS::EC2::SecurityGroup',
      Properties: {
        GroupDescription: `group ${i}`,
        VpcId: { Ref: 'VpcId' },
        SecurityGroupIngress: [
          { IpProtocol: 'tcp', FromPort: i % 2 ? 22 : 443, ToPort: i % 2 ? 22 : 443, CidrIp: '0.0.0.0/0' },
        ],
      },
    },
  }),
  (i) => ({
    [`Table${i}`]: {
      Type: 'AWS::DynamoDB::Table',
      Properties: {
        BillingMode: 'PAY_PER_REQUEST',
        AttributeDefinitions: [{ AttributeName: 'pk', AttributeType: 'S' }],
        KeySchema: [{ AttributeName: 'pk', KeyType: 'HASH' }],
        PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: i % 2 === 0 },
      },
    },
  }),
  (i) => ({
    [`Queue${i}`]: { Type: 'AWS::SQS::Queue', Properties: i % 2 ? { KmsMasterKeyId: 'alias/aws/sqs' } : {} },
  }),
  (i) => ({ [`Topic${i}`]: { Type: 'AWS::SNS::Topic', Properties: {} } }),
  (i) => ({
    [`Logs${i}`]: { Type: 'AWS::Logs::LogGroup', Properties: { RetentionInDays: i % 2 ? 30 : 365 } },
  }),
  (i) => ({
    [`Key${i}`]: {
      Type: 'AWS::KMS::Key',
      Properties: {
        EnableKeyRotation: i % 2 === 0,
        KeyPolicy: {
          Version: '2012-10-17',
          Statement: [
            {
              Effect: 'Allow',
              // biome-ignore lint/suspicious/noTemplateCurlyInString: a CloudFormation Fn::Sub, not JS
              Principal: { AWS: { 'Fn::Sub': 'arn:${AWS::Partition}:iam::${AWS::AccountId}:root' } },
              Action: 'kms:*',
              Resource: '*',
            },
          ],
        },
      },
    },
  }),
  (i) => ({
    [`Volume${i}`]: {
      Type: 'AWS::EC2::Volume',
      Properties: {
        AvailabilityZone: { 'Fn::Select': [0, { 'Fn::GetAZs': '' }] },
        Size: 20,
        Encrypted: i % 2 === 0,
      },
    },
  }),
  (i) => ({
    [`Role${i}`]: {
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
            PolicyName: 'inline',
            PolicyDocument: {
              Version: '2012-10-17',
              Statement: [{ Effect: 'Allow', Action: i % 2 ? 's3:*' : 's3:GetObject', Resource: '*' }],
            },
          },
        ],
      },
    },
    [`Fn${i}`]: {
      Type: 'AWS::Lambda::Function',
      Properties: {
        Runtime: i % 2 ? 'nodejs22.x' : 'nodejs16.x',
        Handler: 'index.handler',
        Role: { 'Fn::GetAtt': [`Role${i}`, 'Arn'] },
        Code: { ZipFile: 'exports.handler = async () => 1;' },
      },
    },
  }),
  (i) => ({
    [`Db${i}`]: {
      Type: 'AWS::RDS::DBInstance',
      Properties: {
        Engine: 'postgres',
        DBInstanceClass: 'db.t3.micro',
        AllocatedStorage: '20',
        MasterUsername: 'app',
        ManageMasterUserPassword: true,
        StorageEncrypted: i % 2 === 0,
        PubliclyAccessible: i % 4 === 1,
        BackupRetentionPeriod: i % 2 ? 1 : 7,
      },
    },
  }),
];

/** A template with exactly `count` resources (the kinds cycle; pairs count as two). */
export function syntheticTemplate(count: number): Record<string, unknown> {
  const resources: Record<string, Res> = {};
  let made = 0;
  for (let i = 0; made < count; i++) {
    for (const [id, r] of Object.entries(KINDS[i % KINDS.length](i))) {
      if (made < count) {
        resources[id] = r;
        made++;
      }
    }
  }
  // A Lambda cut off from its role by the count would dangle: give it a role ARN literal instead.
  for (const r of Object.values(resources)) {
    const role = r.Properties.Role as { 'Fn::GetAtt'?: [string, string] } | undefined;
    if (role?.['Fn::GetAtt'] && !resources[role['Fn::GetAtt'][0]]) {
      r.Properties.Role = 'arn:aws:iam::123456789012:role/bench';
    }
  }
  return {
    AWSTemplateFormatVersion: '2010-09-09',
    Parameters: { VpcId: { Type: 'String', Default: 'vpc-12345678' } },
    Resources: resources,
  };
}
