import { execFileSync, spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { removeTemplateDirs, runCli, runDiffCli, templateDir, templateRepo } from '#test/fixtures/cli';
import { packScanner } from '#test/fixtures/scanner-package';

/**
 * The installable scanner as a team gets it: `npm pack` in packages/scanner, the tarball installed
 * into an empty folder with npm offline (it has no dependencies to fetch), then run with no Sahab
 * checkout around it. Its answers must be the in-repository CLI's.
 */
const FIXTURE = fileURLToPath(new URL('../fixtures/templates/serverless-api.yaml', import.meta.url));

let tarball: string;
let installDir: string;
let bin: string;

function run(command: string, args: string[], cwd: string) {
  const r = spawnSync(command, args, {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, npm_config_offline: 'true' },
  });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** Scan results without the time each finding was detected at, so two runs compare equal. */
function withoutTimes(json: string) {
  return JSON.parse(json, (key, value) => (key === 'detected_at' ? undefined : value));
}

beforeAll(() => {
  tarball = packScanner();
  installDir = templateDir({});
  writeFileSync(join(installDir, 'package.json'), '{"private":true}');
  execFileSync('npm', ['install', '--offline', '--no-audit', '--no-fund', tarball], {
    cwd: installDir,
    stdio: 'pipe',
  });
  bin = join(installDir, 'node_modules/.bin/sahab-scanner');
}, 60_000);

afterAll(removeTemplateDirs);

describe('the installable scanner package', () => {
  it('scans a template with the same output and exit code as npm run scan, run from an empty folder', async () => {
    const args = [FIXTURE, '--format', 'json', '--fail-on', 'medium', '--framework', 'SAMA'];
    const installed = run(bin, ['scan', ...args], installDir);
    const inRepo = await runCli(args);
    expect(installed.code).toBe(inRepo.code);
    expect(installed.code).toBe(1);
    expect(withoutTimes(installed.stdout)).toEqual(withoutTimes(inRepo.stdout));
  });

  it('runs through npx from the tarball, and carries AWS validator', () => {
    const template = join(
      templateDir({
        'bad.yaml':
          'Resources:\n  Queue:\n    Type: AWS::SQS::Queue\n    Properties:\n      NoSuchProperty: 1\n',
      }),
      'bad.yaml',
    );
    const npx = run(
      'npx',
      ['--yes', `file:${tarball}`, 'scan', template, '--validate', '--format', 'json'],
      installDir,
    );
    const [result] = JSON.parse(npx.stdout).results;
    expect(
      result.diagnostics.some((d: { severity: string; message: string }) =>
        d.message.includes('NoSuchProperty'),
      ),
    ).toBe(true);
    expect(npx.code).toBe(1);
  });

  it('installs globally as the sahab-scanner command', () => {
    const prefix = templateDir({});
    execFileSync(
      'npm',
      ['install', '--global', '--offline', '--no-audit', '--no-fund', '--prefix', prefix, tarball],
      {
        stdio: 'pipe',
      },
    );
    const help = run(join(prefix, 'bin/sahab-scanner'), ['diff', '--help'], prefix);
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('Usage: sahab-scanner diff');
  });

  it('diffs two commits of a repository like the in-repository command', async () => {
    const template = (runtime: string) =>
      `Resources:\n  Fn:\n    Type: AWS::Lambda::Function\n    Properties:\n      Runtime: ${runtime}\n      Handler: i.h\n      Role: arn:aws:iam::123456789012:role/r\n      Code: { S3Bucket: b, S3Key: k.zip }\n`;
    const repo = templateRepo([
      { 'infra/app.yaml': template('nodejs16.x') },
      { 'infra/app.yaml': template('nodejs24.x') },
    ]);
    const args = ['--base-ref', repo.shas[0], '--head-ref', repo.shas[1], '--format', 'json'];
    const installed = run(bin, ['diff', ...args], repo.dir);
    const inRepo = await runDiffCli(args, repo.dir);
    expect(installed.code).toBe(inRepo.code);
    const diff = withoutTimes(installed.stdout);
    expect(diff).toEqual(withoutTimes(inRepo.stdout));
    expect(diff.templates[0].resolved.map((v: { rule_id: string }) => v.rule_id)).toContain(
      'lambda-runtime-supported',
    );
    expect(diff.templates[0].resources).toEqual([
      { logicalId: 'Fn', type: 'AWS::Lambda::Function', change: 'changed' },
    ]);
  });
});
