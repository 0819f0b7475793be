/**
 * Compliance engine throughput: parse, resolve, evaluate every rule and auto-fix a generated
 * template of N resources (default 10,000), in YAML and JSON. Prints figures; asserts nothing.
 * Usage: npx tsx bench/engine.ts [resources]
 */
import { stringify } from 'yaml';
import { parseTemplate, resolveTemplate } from '#shared/cfn/index';
import { evaluateTemplate, loadTemplate } from '#shared/compliance/engine';
import { fixTemplate } from '#shared/compliance/fix/index';

const count = Number(process.argv[2] ?? 10_000);

function generatedTemplate(resources: number): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (let i = 0; i < resources; i++) {
    const kind = i % 4;
    if (kind === 0) {
      body[`Bucket${i}`] = {
        Type: 'AWS::S3::Bucket',
        Properties: {
          BucketName: { 'Fn::Sub': `\${AWS::StackName}-data-${i}` },
          VersioningConfiguration: { 'Fn::If': ['IsProd', { Status: 'Enabled' }, { Status: 'Suspended' }] },
          Tags: [{ Key: 'DataClassification', Value: { Ref: 'Classification' } }],
        },
      };
    } else if (kind === 1) {
      body[`Queue${i}`] = { Type: 'AWS::SQS::Queue', Properties: { KmsMasterKeyId: { Ref: `Key${i - 1}` } } };
    } else if (kind === 2) {
      body[`Group${i}`] = {
        Type: 'AWS::EC2::SecurityGroup',
        Properties: {
          GroupDescription: 'generated',
          SecurityGroupIngress: [{ IpProtocol: 'tcp', FromPort: 22, ToPort: 22, CidrIp: '0.0.0.0/0' }],
        },
      };
    } else {
      body[`Db${i}`] = {
        Type: 'AWS::RDS::DBInstance',
        Properties: {
          Engine: 'postgres',
          DBInstanceClass: 'db.t4g.micro',
          AllocatedStorage: '20',
          StorageEncrypted: false,
        },
      };
    }
  }
  return {
    AWSTemplateFormatVersion: '2010-09-09',
    Parameters: {
      Env: { Type: 'String', Default: 'prod' },
      Classification: { Type: 'String', Default: 'Confidential' },
    },
    Conditions: { IsProd: { 'Fn::Equals': [{ Ref: 'Env' }, 'prod'] } },
    Resources: body,
  };
}

function time<T>(label: string, run: () => T): T {
  const start = performance.now();
  const result = run();
  console.log(`${label.padEnd(34)} ${(performance.now() - start).toFixed(0).padStart(7)} ms`);
  return result;
}

const template = generatedTemplate(count);
for (const [format, text] of [
  ['YAML', stringify(template)],
  ['JSON', JSON.stringify(template, null, 2)],
] as const) {
  console.log(`\n${format}: ${count} resources, ${(text.length / 1024 / 1024).toFixed(1)} MiB`);
  const parsed = time('parseTemplate', () => parseTemplate(text));
  time('resolveTemplate', () => resolveTemplate(parsed, { region: 'me-south-1' }));
  const { resources, ctx } = time('loadTemplate (parse + resolve)', () =>
    loadTemplate(text, { region: 'me-south-1' }),
  );
  const outcomes = time('evaluateTemplate (ALL_RULES)', () => evaluateTemplate(resources, ctx));
  const failing = outcomes.filter((o) => o.evaluation.status === 'fail');
  console.log(`  ${outcomes.length} outcomes, ${failing.length} failing`);
  const fixed = time('fixTemplate (every failing outcome)', () => fixTemplate(text, outcomes, ctx));
  console.log(`  ${fixed.changes.length} changes, ${fixed.notes.length} notes`);
}
