// biome-ignore-all lint/suspicious/noTemplateCurlyInString: CloudFormation Fn::Sub text uses ${Name} on purpose
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseTemplate } from '#shared/cfn/parse';
import { hasReplacementData } from '#shared/cfn/replacement';
import { ALL_RULES } from '#shared/compliance/rules/index';
import { fixViolations, scanTemplate } from '#shared/compliance/scan';
import { runCli, templateDir } from '#test/fixtures/cli';
import { templateBody } from '#test/fixtures/compliance';

const asJson = (resources: Record<string, unknown>, sections: Record<string, unknown> = {}) =>
  JSON.stringify(templateBody(resources, sections), null, 2);
const findingOf = (text: string, ruleId: string) =>
  scanTemplate(text).violations.find((v) => v.rule_id === ruleId && v.status === 'fail');

/** A bucket made public on purpose: a website whose policy lets anyone read its objects. */
const publicSite = (extra: Record<string, unknown> = {}) => ({
  Site: {
    Type: 'AWS::S3::Bucket',
    Properties: {
      WebsiteConfiguration: { IndexDocument: 'index.html' },
      PublicAccessBlockConfiguration: { BlockPublicAcls: true, BlockPublicPolicy: false },
      ...extra,
    },
  },
  SitePolicy: {
    Type: 'AWS::S3::BucketPolicy',
    Properties: {
      Bucket: { Ref: 'Site' },
      PolicyDocument: {
        Statement: [
          {
            Effect: 'Allow',
            Principal: '*',
            Action: 's3:GetObject',
            Resource: { 'Fn::Sub': 'arn:aws:s3:::${Site}/*' },
          },
        ],
      },
    },
  },
});

describe('fixes are planned against the whole template', () => {
  it('every type a rule fixes is in the replacement data (else a stateful fix could replace it unseen)', () => {
    const fixed = [...new Set(ALL_RULES.filter((r) => r.fix).flatMap((r) => r.resourceTypes))];
    expect(fixed.length).toBeGreaterThan(20);
    expect(fixed.filter((type) => !hasReplacementData(type))).toEqual([]);
  });

  it('does not block public policies beside a public bucket policy, and says why and what to do', () => {
    const text = asJson(publicSite());
    const finding = findingOf(text, 's3-public-access-block');
    expect(finding?.auto_fix_available).toBe(false);
    expect(finding?.remediation).toContain('bucket policy SitePolicy grants public access');
    expect(finding?.remediation).toContain('CloudFront with origin access control');
    const fixed = fixViolations(text);
    expect(fixed.changes.map((c) => c.ruleId)).not.toContain('s3-public-access-block');
    const site = (
      parseTemplate(fixed.text).body.Resources as Record<string, { Properties: Record<string, unknown> }>
    ).Site;
    expect(site.Properties.PublicAccessBlockConfiguration).toEqual({
      BlockPublicAcls: true,
      BlockPublicPolicy: false,
    });
  });

  it('does not make a website bucket refuse plain HTTP (its endpoint serves HTTP only)', () => {
    const text = asJson(publicSite());
    const finding = findingOf(text, 's3-bucket-tls-only');
    expect(finding?.auto_fix_available).toBe(false);
    expect(finding?.remediation).toContain('S3 website endpoints serve HTTP only');
    const fixed = fixViolations(text);
    expect(fixed.changes.map((c) => c.ruleId)).not.toContain('s3-bucket-tls-only');
    expect(fixed.text).not.toContain('aws:SecureTransport');
  });

  it('still hardens a private bucket with the same settings (the clean case)', () => {
    const text = asJson({
      Data: {
        Type: 'AWS::S3::Bucket',
        Properties: { PublicAccessBlockConfiguration: { BlockPublicAcls: true, BlockPublicPolicy: false } },
      },
    });
    const applied = fixViolations(text).changes.map((c) => c.ruleId);
    expect(applied).toEqual(expect.arrayContaining(['s3-public-access-block', 's3-bucket-tls-only']));
  });

  it('never fixes an EBS volume, a DocumentDB or a Neptune cluster into a new one', () => {
    const text = asJson({
      Disk: {
        Type: 'AWS::EC2::Volume',
        Properties: { AvailabilityZone: 'me-south-1a', Size: 10, Encrypted: false },
      },
    });
    const finding = findingOf(text, 'ec2-volume-encrypted');
    expect(finding?.auto_fix_available).toBe(false);
    expect(finding?.remediation).toContain('new, empty one');
    expect(fixViolations(text).text).toBe(text);
    for (const type of ['AWS::DocDB::DBCluster', 'AWS::Neptune::DBCluster', 'AWS::EC2::Volume']) {
      expect(hasReplacementData(type), type).toBe(true);
    }
  });

  it('leaves deletion protection and retention as suggestions, and out of a DeletionPolicy: Delete stack', () => {
    const resources = {
      Orders: {
        Type: 'AWS::DynamoDB::Table',
        Properties: {
          KeySchema: [{ AttributeName: 'id', KeyType: 'HASH' }],
          AttributeDefinitions: [{ AttributeName: 'id', AttributeType: 'S' }],
          BillingMode: 'PAY_PER_REQUEST',
        },
      },
      Logs: { Type: 'AWS::Logs::LogGroup', Properties: { RetentionInDays: 30 } },
    };
    const text = asJson(resources);
    const fixed = fixViolations(text);
    const applied = fixed.changes.map((c) => c.ruleId);
    expect(applied).not.toContain('dynamodb-deletion-protection');
    expect(applied).not.toContain('logs-retention-365');
    expect(fixed.suggestions.map((s) => s.ruleId)).toEqual(
      expect.arrayContaining(['dynamodb-deletion-protection', 'logs-retention-365']),
    );
    const nightly = asJson({
      ...resources,
      Orders: { ...resources.Orders, DeletionPolicy: 'Delete' },
      Logs: { ...resources.Logs, DeletionPolicy: 'Delete' },
    });
    const none = fixViolations(nightly);
    expect(none.suggestions.map((s) => s.ruleId)).not.toContain('dynamodb-deletion-protection');
    expect(none.suggestions.map((s) => s.ruleId)).not.toContain('logs-retention-365');
    expect(findingOf(nightly, 'dynamodb-deletion-protection')?.remediation).toContain(
      'DeletionPolicy: Delete',
    );
  });
});

describe('a fix that rewrites a parameter Default says so in every output', () => {
  const database = () =>
    templateBody(
      {
        Db: {
          Type: 'AWS::RDS::DBInstance',
          Properties: {
            Engine: 'postgres',
            DBInstanceClass: 'db.t4g.micro',
            AllocatedStorage: '20',
            MasterUsername: 'app',
            ManageMasterUserPassword: true,
            StorageEncrypted: true,
            PubliclyAccessible: { Ref: 'Public' },
          },
        },
      },
      { Parameters: { Public: { Type: 'String', Default: 'true' } } },
    );
  const said = 'changes the Default of parameter Public from "true" to "false"';

  it.each(['table', 'json', 'sarif', 'markdown'])('%s', async (format) => {
    const dir = templateDir({ 'db.yaml': database() });
    const { stdout } = await runCli([join(dir, 'db.yaml'), '--fix', '--format', format]);
    if (format === 'table' || format === 'markdown') expect(stdout).toContain(said);
    if (format === 'sarif') {
      const notes = JSON.parse(stdout).runs[0].invocations[0].toolExecutionNotifications;
      expect(notes.map((n: { message: { text: string } }) => n.message.text).join('\n')).toContain(said);
    }
    if (format === 'json') {
      const fix = JSON.parse(stdout).results[0].fixes.find(
        (f: { ruleId: string }) => f.ruleId === 'rds-not-publicly-accessible',
      );
      expect(fix.parameterDefaults).toEqual([{ parameter: 'Public', from: 'true', to: 'false' }]);
    }
  });
});
