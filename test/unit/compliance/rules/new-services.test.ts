import { describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { fixViolations, scanTemplate } from '#shared/compliance/scan';
import { templateBody } from '#test/fixtures/compliance';

/** The failing rule ids of one resource, through the product path (YAML text, parse, resolve, scan). */
function failing(type: string, properties: Record<string, unknown>): string[] {
  const text = stringify(templateBody({ Thing: { Type: type, Properties: properties } }));
  return scanTemplate(text, { region: 'me-south-1' })
    .violations.filter((v) => v.status === 'fail' && v.resource === 'Thing')
    .map((v) => v.rule_id);
}

/** Per rule: a planted resource that must fail it, and a clean one that must not. */
const CASES: [
  rule: string,
  type: string,
  planted: Record<string, unknown>,
  clean: Record<string, unknown>,
][] = [
  [
    'docdb-storage-encrypted',
    'AWS::DocDB::DBCluster',
    { MasterUsername: 'app', MasterUserPassword: '{{resolve:secretsmanager:db}}' },
    { MasterUsername: 'app', MasterUserPassword: '{{resolve:secretsmanager:db}}', StorageEncrypted: true },
  ],
  [
    'neptune-storage-encrypted',
    'AWS::Neptune::DBCluster',
    { StorageEncrypted: false },
    { StorageEncrypted: true },
  ],
  [
    'neptune-iam-authentication',
    'AWS::Neptune::DBCluster',
    {},
    { IamAuthEnabled: true, StorageEncrypted: true },
  ],
  [
    'sagemaker-notebook-no-direct-internet',
    'AWS::SageMaker::NotebookInstance',
    { InstanceType: 'ml.t3.medium', RoleArn: 'arn:aws:iam::1:role/r' },
    {
      InstanceType: 'ml.t3.medium',
      RoleArn: 'arn:aws:iam::1:role/r',
      DirectInternetAccess: 'Disabled',
      SubnetId: 'subnet-1',
      SecurityGroupIds: ['sg-1'],
    },
  ],
  [
    'sagemaker-notebook-no-root',
    'AWS::SageMaker::NotebookInstance',
    { InstanceType: 'ml.t3.medium', RoleArn: 'arn:aws:iam::1:role/r', RootAccess: 'Enabled' },
    { InstanceType: 'ml.t3.medium', RoleArn: 'arn:aws:iam::1:role/r', RootAccess: 'Disabled' },
  ],
  [
    'glue-job-security-configuration',
    'AWS::Glue::Job',
    { Role: 'r', Command: { Name: 'glueetl', ScriptLocation: 's3://b/s.py' } },
    {
      Role: 'r',
      Command: { Name: 'glueetl', ScriptLocation: 's3://b/s.py' },
      SecurityConfiguration: 'encrypted',
    },
  ],
  [
    'ec2-instance-not-default-vpc',
    'AWS::EC2::Instance',
    { ImageId: 'ami-0abcdef1234567890', InstanceType: 't3.micro' },
    { ImageId: 'ami-0abcdef1234567890', InstanceType: 't3.micro', SubnetId: 'subnet-0123' },
  ],
  [
    'cognito-user-pool-mfa',
    'AWS::Cognito::UserPool',
    {},
    { MfaConfiguration: 'ON', EnabledMfas: ['SOFTWARE_TOKEN_MFA'] },
  ],
  [
    'cognito-password-policy',
    'AWS::Cognito::UserPool',
    { Policies: { PasswordPolicy: { MinimumLength: 8 } } },
    { Policies: { PasswordPolicy: { MinimumLength: 14 } } },
  ],
  [
    'cognito-advanced-security',
    'AWS::Cognito::UserPool',
    { UserPoolAddOns: { AdvancedSecurityMode: 'AUDIT' } },
    { UserPoolAddOns: { AdvancedSecurityMode: 'ENFORCED' } },
  ],
  [
    'mq-broker-not-public',
    'AWS::AmazonMQ::Broker',
    { PubliclyAccessible: true },
    { PubliclyAccessible: false },
  ],
  [
    'msk-encryption-in-transit',
    'AWS::MSK::Cluster',
    { EncryptionInfo: { EncryptionInTransit: { ClientBroker: 'TLS_PLAINTEXT' } } },
    { EncryptionInfo: { EncryptionInTransit: { ClientBroker: 'TLS', InCluster: true } } },
  ],
  [
    'transfer-server-no-ftp',
    'AWS::Transfer::Server',
    { Protocols: ['SFTP', 'FTP'] },
    { Protocols: ['SFTP'] },
  ],
  [
    'appsync-logging',
    'AWS::AppSync::GraphQLApi',
    { Name: 'api', AuthenticationType: 'AWS_IAM' },
    {
      Name: 'api',
      AuthenticationType: 'AWS_IAM',
      LogConfig: { FieldLogLevel: 'ERROR', CloudWatchLogsRoleArn: 'arn:aws:iam::1:role/l' },
    },
  ],
  [
    'events-bus-policy-no-public',
    'AWS::Events::EventBusPolicy',
    { StatementId: 'open', Action: 'events:PutEvents', Principal: '*' },
    {
      StatementId: 'org',
      Statement: {
        Effect: 'Allow',
        Principal: '*',
        Action: 'events:PutEvents',
        Resource: 'arn:aws:events:me-south-1:1:event-bus/default',
        Condition: { StringEquals: { 'aws:PrincipalOrgID': 'o-abc123' } },
      },
    },
  ],
];

describe('rules for services no rule read before (issue 30)', () => {
  it.each(CASES)('%s: the planted resource fails, the clean one passes', (rule, type, planted, clean) => {
    expect(failing(type, planted)).toContain(rule);
    expect(failing(type, clean)).not.toContain(rule);
  });

  it('never "fixes" a DocumentDB or Neptune cluster into a new, empty one', () => {
    for (const type of ['AWS::DocDB::DBCluster', 'AWS::Neptune::DBCluster']) {
      const text = stringify(templateBody({ Db: { Type: type, Properties: { StorageEncrypted: false } } }));
      const finding = scanTemplate(text).violations.find((v) => v.rule_id.endsWith('-storage-encrypted'));
      expect(finding?.auto_fix_available, type).toBe(false);
      expect(finding?.remediation, type).toContain('new, empty one');
      expect(
        fixViolations(text).changes.map((c) => c.ruleId),
        type,
      ).not.toContain(finding?.rule_id);
    }
  });
});

describe('EBS encryption words and severity match the template (issue 30, item 5)', () => {
  const findingOf = (resources: Record<string, unknown>, rule: string) =>
    scanTemplate(stringify(templateBody(resources)), { region: 'me-south-1' }).violations.find(
      (v) => v.rule_id === rule && v.status === 'fail',
    );
  const volume = (extra: Record<string, unknown>) => ({
    Disk: { Type: 'AWS::EC2::Volume', Properties: { AvailabilityZone: 'me-south-1a', Size: 10, ...extra } },
  });

  it('Encrypted: false written is unencrypted and high; left out, the account default applies and it is medium', () => {
    const off = findingOf(volume({ Encrypted: false }), 'ec2-volume-encrypted');
    expect(off?.severity).toBe('high');
    expect(off?.title).toContain('not encrypted');
    const unset = findingOf(volume({}), 'ec2-volume-encrypted');
    expect(unset?.severity).toBe('medium');
    expect(unset?.title).toContain("Not set: the account's EBS default applies");
    expect(unset?.title).not.toMatch(/unencrypted|not encrypted/);
  });

  it('a launch template whose only consumer encrypts its own volumes is not flagged; one used as it is, is', () => {
    const template = {
      Lt: {
        Type: 'AWS::EC2::LaunchTemplate',
        Properties: { LaunchTemplateData: { ImageId: 'ami-0abcdef1234567890', InstanceType: 't3.micro' } },
      },
    };
    const consumer = (mappings: unknown[]) => ({
      Web: {
        Type: 'AWS::EC2::Instance',
        Properties: {
          LaunchTemplate: {
            LaunchTemplateId: { Ref: 'Lt' },
            Version: { 'Fn::GetAtt': ['Lt', 'LatestVersionNumber'] },
          },
          SubnetId: 'subnet-0123',
          BlockDeviceMappings: mappings,
        },
      },
    });
    const encryptedRoot = [{ DeviceName: '/dev/xvda', Ebs: { Encrypted: true, VolumeSize: 20 } }];
    expect(
      findingOf({ ...template, ...consumer(encryptedRoot) }, 'ec2-launch-template-ebs-encrypted'),
    ).toBeUndefined();
    const plain = findingOf({ ...template, ...consumer([]) }, 'ec2-launch-template-ebs-encrypted');
    expect(plain?.severity).toBe('medium');
  });
});
