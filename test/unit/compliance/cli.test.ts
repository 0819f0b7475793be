import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SCAN_OPTIONS } from '#local/cli/options';
import { ALL_RULES } from '#shared/compliance/rules/index';
import {
  BLOCK_ALL_PUBLIC_ACCESS,
  bucketTemplate,
  removeTemplateDirs,
  runCli,
  templateDir,
} from '#test/fixtures/cli';

// An unencrypted bucket that blocks public access: high findings, nothing critical.
const unencrypted = bucketTemplate({ PublicAccessBlockConfiguration: BLOCK_ALL_PUBLIC_ACCESS });

afterAll(removeTemplateDirs);

describe('scan CLI', () => {
  it('exits 1 when a finding reaches --fail-on and 0 when none does', async () => {
    const dir = templateDir({ 'bucket.yaml': unencrypted });
    const file = join(dir, 'bucket.yaml');
    expect((await runCli([file])).code).toBe(1);
    expect((await runCli([file, '--fail-on', 'critical'])).code).toBe(0);
  });

  it('prints exactly one JSON object with violations and the three scores', async () => {
    const dir = templateDir({ 'bucket.yaml': unencrypted });
    const { stdout } = await runCli([join(dir, 'bucket.yaml'), '--format', 'json']);
    const parsed = JSON.parse(stdout);
    expect(Object.keys(parsed)).toEqual(['results']);
    const [result] = parsed.results;
    expect(Object.keys(result.scores).sort()).toEqual(['CITC', 'NCA-ECC', 'SAMA']);
    expect(result.violations.map((v: { rule_id: string }) => v.rule_id)).toContain('s3-bucket-encryption');
    expect(result.violations[0]).toHaveProperty('location.line');
  });

  it('limits findings to the chosen framework', async () => {
    const dir = templateDir({ 'bucket.yaml': unencrypted });
    const { stdout } = await runCli([join(dir, 'bucket.yaml'), '--format', 'json', '--framework', 'CITC']);
    const [result] = JSON.parse(stdout).results;
    expect(Object.keys(result.scores)).toEqual(['CITC']);
    for (const v of result.violations) expect(v.frameworks).toContain('CITC');
  });

  it('exits 1 on findings even when another file could not be read, and lists that file', async () => {
    const dir = templateDir({ 'bucket.yaml': unencrypted, 'broken.yaml': 'Resources: [unclosed' });
    const files = [join(dir, 'bucket.yaml'), join(dir, 'broken.yaml')];
    const { code, stdout } = await runCli([...files, '--format', 'json']);
    expect(code).toBe(1);
    const results = JSON.parse(stdout).results;
    expect(results.map((r: { error?: string }) => typeof r.error)).toEqual(['undefined', 'string']);
    expect((await runCli([...files, '--fail-on', 'critical'])).code).toBe(0);
  });

  it('reports unreadable or non-template files as errors and exits 2 when nothing could be scanned', async () => {
    const dir = templateDir({ 'broken.yaml': 'Resources: [unclosed' });
    const { code, stdout } = await runCli([
      join(dir, 'broken.yaml'),
      join(dir, 'missing.yaml'),
      '--format',
      'json',
    ]);
    expect(code).toBe(2);
    const results = JSON.parse(stdout).results;
    expect(results).toHaveLength(2);
    for (const r of results) expect(typeof r.error).toBe('string');
  });

  it('exits 2 with usage for bad options', async () => {
    expect((await runCli([])).code).toBe(2);
    expect((await runCli(['x.yaml', '--format', 'xml'])).code).toBe(2);
    expect((await runCli(['x.yaml', '--fail-on', 'urgent'])).code).toBe(2);
    const { code, stderr } = await runCli(['x.yaml', '--framework', 'PCI']);
    expect(code).toBe(2);
    expect(stderr).toContain('Usage:');
  });

  it.each([['--help'], ['-h'], ['x.yaml', '--help']])(
    '%s prints the usage on stdout, scans nothing and exits 0',
    async (...argv) => {
      const { code, stdout, stderr } = await runCli(argv);
      expect([code, stderr]).toEqual([0, '']);
      expect(stdout.startsWith('Usage: npm run scan --')).toBe(true);
      expect(stdout).not.toContain('"results"');
    },
  );

  it('the usage lists every option the parser accepts, each with its help', async () => {
    const { stdout } = await runCli(['--help']);
    for (const option of SCAN_OPTIONS) {
      const line = stdout.split('\n').findIndex((l) => l.includes(`--${option.name}`));
      expect(line, option.name).toBeGreaterThan(0);
      expect(
        stdout
          .split('\n')
          .slice(line, line + 2)
          .join(' '),
        option.name,
      ).toContain(option.help);
      // Every option in the table is accepted (no 'Unknown option'), help aside.
      if (option.name === 'help') continue;
      const value = option.type === 'string' ? [option.value?.split('|')[0] ?? 'x'] : [];
      const { stderr } = await runCli(['missing.yaml', `--${option.name}`, ...value]);
      expect(stderr, option.name).not.toContain('Unknown option');
    }
  });

  it('emits SARIF 2.1.0 with one rule entry per rule and located results', async () => {
    const dir = templateDir({ 'bucket.yaml': unencrypted });
    const { stdout } = await runCli([join(dir, 'bucket.yaml'), '--format', 'sarif']);
    const sarif = JSON.parse(stdout);
    expect(sarif.version).toBe('2.1.0');
    const run = sarif.runs[0];
    expect(run.tool.driver.rules).toHaveLength(ALL_RULES.length);
    const result = run.results.find((r: { ruleId: string }) => r.ruleId === 's3-bucket-encryption');
    const region = result.locations[0].physicalLocation.region;
    const line = readFileSync(join(dir, 'bucket.yaml'), 'utf8').split('\n')[region.startLine - 1];
    expect(line).toContain('DataBucket');
    expect(run.tool.driver.rules[result.ruleIndex].id).toBe('s3-bucket-encryption');
  });

  it('scans folders for templates and skips other JSON', async () => {
    const dir = templateDir({ 'a.yaml': unencrypted, 'package.json': '{"name": "x"}' });
    const { stdout } = await runCli([dir, '--format', 'json']);
    expect(JSON.parse(stdout).results.map((r: { file: string }) => r.file)).toEqual([join(dir, 'a.yaml')]);
  });

  it('--fix rewrites the file so the fixed findings are gone', async () => {
    const dir = templateDir({
      'bucket.yaml': `# keep me\n${readFileSync(join(templateDir({ t: unencrypted }), 't'), 'utf8')}`,
    });
    const file = join(dir, 'bucket.yaml');
    const { stdout } = await runCli([file, '--fix', '--format', 'json']);
    const [result] = JSON.parse(stdout).results;
    expect(result.fixes.map((f: { ruleId: string }) => f.ruleId)).toContain('s3-bucket-encryption');
    expect(result.violations.map((v: { rule_id: string }) => v.rule_id)).not.toContain(
      's3-bucket-encryption',
    );
    expect(readFileSync(file, 'utf8')).toContain('# keep me');
  });
});
