import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DIFF_COMMENT_MARKER } from '#local/cli/diff/diff-render';
import { scanTemplate } from '#shared/compliance/scan';
import { estimateTemplateCost } from '#shared/cost/index';
import {
  BLOCK_ALL_PUBLIC_ACCESS,
  bucketTemplate,
  removeTemplateDirs,
  runCli,
  runDiffCli,
  templateDir,
  templateRepo,
} from '#test/fixtures/cli';

afterAll(removeTemplateDirs);

// Base: a bucket with no encryption. Head: the bucket encrypted, and a queue added that refers to it.
const base = bucketTemplate({ PublicAccessBlockConfiguration: BLOCK_ALL_PUBLIC_ACCESS });
const head = {
  ...base,
  Resources: {
    DataBucket: {
      Type: 'AWS::S3::Bucket',
      Properties: {
        PublicAccessBlockConfiguration: BLOCK_ALL_PUBLIC_ACCESS,
        BucketEncryption: {
          ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'aws:kms' } }],
        },
      },
    },
    Jobs: {
      Type: 'AWS::SQS::Queue',
      Properties: { Tags: [{ Key: 'bucket', Value: { Ref: 'DataBucket' } }] },
    },
  },
};

type Finding = { rule_id: string; resource: string };
const keys = (violations: Finding[]) => violations.map((v) => `${v.rule_id}|${v.resource}`).sort();

describe('scanner diff', () => {
  it('reports the findings opened and resolved, scores, costs and resources of two commits', async () => {
    const repo = templateRepo([{ 'stack.yaml': base, 'package.json': '{}' }, { 'stack.yaml': head }]);
    const { code, stdout } = await runDiffCli(
      [
        '--base-ref',
        repo.shas[0],
        '--head-ref',
        repo.shas[1],
        '--format',
        'json',
        '--region',
        'me-central-1',
      ],
      repo.dir,
    );
    const [diff] = JSON.parse(stdout).templates;
    expect(JSON.parse(stdout).templates).toHaveLength(1);
    expect(diff.file).toBe('stack.yaml');
    // What each side scans to on its own, compared by rule and resource.
    const before = scanTemplate(JSON.stringify(base));
    const after = scanTemplate(JSON.stringify(head));
    const beforeKeys = new Set(keys(before.violations));
    const afterKeys = new Set(keys(after.violations));
    expect(keys(diff.opened)).toEqual(keys(after.violations).filter((k) => !beforeKeys.has(k)));
    expect(keys(diff.resolved)).toEqual(keys(before.violations).filter((k) => !afterKeys.has(k)));
    expect(keys(diff.resolved)).toContain('s3-bucket-encryption|DataBucket');
    expect(diff.opened.every((v: Finding) => v.resource === 'Jobs')).toBe(true);
    expect(diff.scores.find((s: { framework: string }) => s.framework === 'SAMA')).toEqual({
      framework: 'SAMA',
      before: before.scores.SAMA.score,
      after: after.scores.SAMA.score,
    });
    expect(diff.cost.after).toEqual(
      estimateTemplateCost(JSON.stringify(head), { region: 'me-central-1' }).total,
    );
    expect(diff.resources).toEqual([
      { logicalId: 'DataBucket', type: 'AWS::S3::Bucket', change: 'changed' },
      { logicalId: 'Jobs', type: 'AWS::SQS::Queue', change: 'added' },
    ]);
    expect(diff.links).toEqual([{ from: 'Jobs', to: 'DataBucket' }]);
    const openedHigh = diff.opened.some((v: { severity: string }) =>
      ['critical', 'high'].includes(v.severity),
    );
    expect(code).toBe(openedHigh ? 1 : 0);
  });

  it('writes a pull-request comment with controls, deltas and a diagram highlighting what changed', async () => {
    const repo = templateRepo([{ 'stack.yaml': head }, { 'stack.yaml': base }]);
    const { stdout } = await runDiffCli(
      ['--base-ref', repo.shas[0], '--head-ref', repo.shas[1], '--format', 'markdown'],
      repo.dir,
    );
    expect(stdout.startsWith(DIFF_COMMENT_MARKER)).toBe(true);
    const encryption = scanTemplate(JSON.stringify(base)).violations.find(
      (v) => v.rule_id === 's3-bucket-encryption',
    );
    expect(encryption).toBeDefined();
    const opened = stdout.slice(stdout.indexOf('**Opened findings**'), stdout.indexOf('```mermaid'));
    expect(opened).toContain('`s3-bucket-encryption`');
    for (const c of encryption?.controls ?? []) expect(opened).toContain(`${c.framework} ${c.control_id}`);
    expect(stdout).toMatch(/\| SAMA \| \d+ \| \d+ \| [−+±]\d+ \|/);
    expect(stdout).toContain('0 added, 1 changed, 1 removed');
    expect(stdout).toContain('r_Jobs["Jobs<br/>AWS::SQS::Queue"]:::removed');
    expect(stdout).toContain('r_DataBucket["DataBucket<br/>AWS::S3::Bucket"]:::changed');
    expect(stdout).toContain('r_Jobs --> r_DataBucket');
  });

  it('compares two folders by path, counting a file on one side only as added or removed', async () => {
    const baseDir = templateDir({ 'a.yaml': base, 'gone.yaml': base });
    const headDir = templateDir({ 'a.yaml': base, 'new.yaml': head });
    const { code, stdout } = await runDiffCli([baseDir, headDir, '--format', 'json']);
    const templates = JSON.parse(stdout).templates as { file: string; resources: { change: string }[] }[];
    expect(templates.map((t) => t.file)).toEqual(['a.yaml', 'gone.yaml', 'new.yaml']);
    expect(templates[0].resources).toEqual([]);
    expect(templates[1].resources.map((r) => r.change)).toEqual(['removed']);
    expect(templates[2].resources.map((r) => r.change)).toEqual(['added', 'added']);
    expect(code).toBe(1);
  });

  it('exits 2 with the usage when neither two paths nor --base-ref are given', async () => {
    const { code, stderr } = await runDiffCli(['only-one.yaml']);
    expect(code).toBe(2);
    expect(stderr).toContain('Usage: sahab-scanner diff');
  });
});

describe('scan --format markdown', () => {
  it('lists each finding with the controls it fails', async () => {
    const dir = templateDir({ 'bucket.yaml': base });
    const { stdout } = await runCli([join(dir, 'bucket.yaml'), '--format', 'markdown']);
    const scan = scanTemplate(JSON.stringify(base));
    expect(stdout).toContain(`SAMA ${scan.scores.SAMA.score}`);
    for (const v of scan.violations) {
      expect(stdout).toContain(`| ${v.severity} | ${v.title} (\`${v.rule_id}\`) | \`DataBucket\` |`);
    }
  });
});
