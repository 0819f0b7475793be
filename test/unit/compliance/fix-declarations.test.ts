import { describe, expect, it } from 'vitest';
import { CATALOG_ENTRIES } from '#shared/catalog/templates/index';
import { evaluateTemplate, loadTemplate } from '#shared/compliance/engine';
import { declaredOutlooks, undeclaredPatch } from '#shared/compliance/fix/declared-outlook';
import { fixOutlooks } from '#shared/compliance/fix/index';
import { ALL_RULES } from '#shared/compliance/rules/index';
import type { Rule } from '#shared/compliance/types';
import {
  makeContext,
  makeResource,
  makeRule,
  readSampleTemplate,
  SAMPLE_TEMPLATES,
  templateBody,
} from '#test/fixtures/compliance';
import { examples as dataExamples } from '#test/fixtures/rule-examples/data';
import { examples as platformExamples } from '#test/fixtures/rule-examples/platform';
import { syntheticTemplate } from '../../../bench/synthetic-template';

/**
 * Rules declare what their fixes patch (Rule.fixPatches) so a scan's report tells a finding's fix
 * outlook without running the fix. A declaration that lies would make the report promise an
 * automatic fix the fixer withholds (or the reverse): every declared fix is run here on every
 * failure of the examples, the catalog, the sample templates and a synthetic template, and must
 * patch only what it declares, and the declared outlook must equal the one from running the fix.
 */
const TEMPLATES: [string, string][] = [
  ...Object.entries({ ...dataExamples, ...platformExamples }).map(([id, t]): [string, string] => [
    `example ${id}`,
    t,
  ]),
  ...CATALOG_ENTRIES.map((e): [string, string] => [`catalog ${e.slug}`, e.template]),
  ...SAMPLE_TEMPLATES.map((name): [string, string] => [name, readSampleTemplate(name)]),
  ['synthetic 100', JSON.stringify(syntheticTemplate(100))],
  ['parameters', JSON.stringify(parameterTemplate())],
];

/**
 * Fixable properties read from parameters (the plan moves a fix to a Default, or withholds it),
 * beside fixable properties of resources whose other properties read one (which do not matter).
 */
function parameterTemplate() {
  const param = (Type: string, Default: unknown) => ({ Type, Default });
  return templateBody(
    {
      Logs: { Type: 'AWS::Logs::LogGroup', Properties: { RetentionInDays: { Ref: 'Days' } } },
      Shared: { Type: 'AWS::Logs::LogGroup', Properties: { RetentionInDays: { Ref: 'Shared' } } },
      Other: { Type: 'AWS::Logs::LogGroup', Properties: { RetentionInDays: { Ref: 'Shared' } } },
      Named: { Type: 'AWS::Logs::LogGroup', Properties: { LogGroupName: { Ref: 'Name' } } },
      Db: {
        Type: 'AWS::RDS::DBInstance',
        Properties: {
          Engine: 'postgres',
          DBInstanceClass: 'db.t3.micro',
          AllocatedStorage: '20',
          DeletionProtection: { Ref: 'Protect' },
          BackupRetentionPeriod: { 'Fn::If': ['Long', 7, { Ref: 'Days' }] },
        },
      },
      Data: { Type: 'AWS::EC2::Volume', Properties: { Size: 20, Encrypted: { Ref: 'Encrypt' } } },
      Queue: { Type: 'AWS::SQS::Queue', Properties: { QueueName: { Ref: 'Name' } } },
    },
    {
      Parameters: {
        Days: param('Number', 30),
        Shared: param('Number', 7),
        Name: param('String', 'app'),
        Protect: param('String', 'false'),
        Encrypt: param('String', 'false'),
      },
      Conditions: { Long: { 'Fn::Equals': [{ Ref: 'Name' }, 'prod'] } },
    },
  );
}

const declaring = ALL_RULES.filter((r) => r.fix && r.fixPatches);

function failuresIn(text: string) {
  const { resources, ctx, parsed } = loadTemplate(text);
  const failing = evaluateTemplate(resources, ctx).filter(
    (o) => o.evaluation.status === 'fail' && o.rule.fix,
  );
  return { ctx, body: parsed.body, failing };
}

describe('declared fix patches', () => {
  it('most fixable rules declare what their fix patches', () => {
    expect(declaring.length).toBeGreaterThan(ALL_RULES.filter((r) => r.fix).length / 2);
  });

  it.each(TEMPLATES)('%s: declared fixes patch only what they declare, and patch something', (_, text) => {
    const { ctx, body, failing } = failuresIn(text);
    const declared = declaredOutlooks(ctx, body);
    for (const { rule, resource } of failing) {
      if (!rule.fixPatches) continue;
      const patches = (rule.fix as NonNullable<Rule['fix']>)(resource, ctx);
      expect(
        undeclaredPatch(rule, resource, ctx, patches),
        `${rule.id} on ${resource.logicalId}`,
      ).toBeUndefined();
      if (declared.obstacle(rule, resource) !== undefined)
        expect(patches.length, `${rule.id} on ${resource.logicalId}`).toBeGreaterThan(0);
    }
  });

  it.each(TEMPLATES)('%s: the declared outlook is the outlook of running the fix', (_, text) => {
    const { ctx, body, failing } = failuresIn(text);
    const fromDeclared = fixOutlooks(ctx, body);
    const fromFix = fixOutlooks(ctx, body, { runEveryFix: true });
    for (const { rule, resource } of failing) {
      expect(fromDeclared(rule, resource), `${rule.id} on ${resource.logicalId}`).toEqual(
        fromFix(rule, resource),
      );
    }
  });

  it('a fix that patches a property its rule does not declare is caught', () => {
    // Arrange: a volume rule that declares Size but writes Encrypted (which replaces the volume).
    const volume = makeResource('Data', 'AWS::EC2::Volume', { Size: 20 });
    const ctx = makeContext([volume]);
    const rule: Rule = {
      ...makeRule(
        'ec2-test-volume',
        ['AWS::EC2::Volume'],
        () => ({ status: 'fail', message: 'No.' }),
        (r) => [{ op: 'set', path: ['Resources', r.logicalId, 'Properties', 'Encrypted'], value: true }],
      ),
      fixPatches: { properties: ['Size'] },
    };
    const body = templateBody({ Data: { Type: 'AWS::EC2::Volume', Properties: { Size: 20 } } });
    // Act
    const patches = (rule.fix as NonNullable<Rule['fix']>)(volume, ctx);
    // Assert: the declaration check names the patch, and the outlooks disagree (the lie shows).
    expect(undeclaredPatch(rule, volume, ctx, patches)).toEqual(patches[0]);
    expect(fixOutlooks(ctx, body)(rule, volume)).toEqual({ auto: true });
    expect(fixOutlooks(ctx, body, { runEveryFix: true })(rule, volume).auto).toBe(false);
  });

  it('a new resource, or another resource of a declared type, is declared only as such', () => {
    const bucket = makeResource('Site', 'AWS::S3::Bucket');
    const policy = makeResource('SitePolicy', 'AWS::S3::BucketPolicy', { Bucket: { Ref: 'Site' } });
    const ctx = makeContext([bucket, policy]);
    const rule: Rule = {
      ...makeRule('s3-test', ['AWS::S3::Bucket'], () => ({ status: 'fail', message: 'No.' })),
      fixPatches: { others: [{ type: 'AWS::S3::BucketPolicy', properties: ['PolicyDocument.Statement.*'] }] },
    };
    const statement = {
      op: 'set' as const,
      path: ['Resources', 'SitePolicy', 'Properties', 'PolicyDocument', 'Statement', 0],
      value: {},
    };
    const added = { op: 'set' as const, path: ['Resources', 'SiteTlsOnly'], value: {} };
    const keyed = { ...statement, path: [...statement.path.slice(0, -1), '0'] };
    expect(undeclaredPatch(rule, bucket, ctx, [statement])).toBeUndefined();
    expect(undeclaredPatch(rule, bucket, ctx, [keyed])).toEqual(keyed);
    expect(undeclaredPatch(rule, bucket, ctx, [added])).toEqual(added);
    expect(
      undeclaredPatch({ ...rule, fixPatches: { addsResources: true } }, bucket, ctx, [added]),
    ).toBeUndefined();
  });
});
