import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIFF_COMMENT_MARKER } from '#local/cli/diff/diff-render';
import { scanTemplate } from '#shared/compliance/scan';
import {
  BLOCK_ALL_PUBLIC_ACCESS,
  bucketTemplate,
  removeTemplateDirs,
  templateDir,
  templateRepo,
} from '#test/fixtures/cli';
import { packScanner } from '#test/fixtures/scanner-package';

/**
 * action/pr-check.mjs as the composite action runs it, against a local two-commit repository and a
 * local stand-in for GitHub's issue-comments API (so no network): the comment body, the SARIF, and
 * one comment kept up to date across runs.
 */
const SCRIPT = fileURLToPath(new URL('../../action/pr-check.mjs', import.meta.url));

const base = bucketTemplate({ PublicAccessBlockConfiguration: BLOCK_ALL_PUBLIC_ACCESS });
const head = {
  ...base,
  Resources: {
    ...(base.Resources as object),
    Logs: { Type: 'AWS::S3::Bucket', Properties: {} },
  },
};

interface Comment {
  id: number;
  body: string;
}
const comments: Comment[] = [];
const requests: string[] = [];
let api: Server;
let apiUrl: string;
let tarball: string;

beforeAll(async () => {
  tarball = packScanner();
  api = createServer((req, res) => {
    let text = '';
    req.on('data', (chunk) => {
      text += chunk;
    });
    req.on('end', () => {
      requests.push(`${req.method} ${req.url?.split('?')[0]}`);
      const edit = req.url?.match(/\/issues\/comments\/(\d+)$/);
      if (req.method === 'GET') {
        res.end(JSON.stringify(comments));
      } else if (req.method === 'POST') {
        comments.push({ id: comments.length + 100, body: JSON.parse(text).body });
        res.end('{}');
      } else if (req.method === 'PATCH' && edit) {
        const comment = comments.find((c) => c.id === Number(edit[1]));
        if (comment) comment.body = JSON.parse(text).body;
        res.end('{}');
      } else {
        res.statusCode = 404;
        res.end('{}');
      }
    });
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
}, 60_000);

afterAll(() => {
  api.close();
  removeTemplateDirs();
});

/** Runs the script as the action does: the workspace checked out at head, GitHub's variables, the packed scanner. */
function runCheck(workspace: string, baseSha: string) {
  const temp = templateDir({});
  const outputFile = join(temp, 'github-output');
  const env = {
    ...process.env,
    npm_config_offline: 'true',
    GITHUB_WORKSPACE: workspace,
    RUNNER_TEMP: temp,
    GITHUB_OUTPUT: outputFile,
    GITHUB_REPOSITORY: 'team/infra',
    GITHUB_API_URL: apiUrl,
    GITHUB_TOKEN: 'test-token',
    SAHAB_SCANNER: `file:${tarball}`,
    SAHAB_FRAMEWORKS: 'SAMA NCA-ECC',
    SAHAB_REGION: 'me-central-1',
    SAHAB_FAIL_ON: 'high',
    SAHAB_BASE_SHA: baseSha,
    SAHAB_PR_NUMBER: '7',
  };
  // Asynchronous, so this process's stand-in API can answer the script.
  return new Promise<{ code: number | null; outputs: Record<string, string>; stderr: string }>((resolve) => {
    const child = spawn(process.execPath, [SCRIPT], { cwd: workspace, env });
    let stderr = '';
    child.stderr.on('data', (d) => {
      stderr += d;
    });
    child.stdout.resume();
    child.on('close', (code) => {
      const outputs = Object.fromEntries(
        readFileSync(outputFile, 'utf8')
          .trim()
          .split('\n')
          .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
      );
      resolve({ code, outputs, stderr });
    });
  });
}

describe('the pull-request check', () => {
  it('comments the diff, writes SARIF of the head templates, and edits its one comment on the next run', async () => {
    const repo = templateRepo([
      { 'infra/stack.yaml': base, 'README.md': 'hi' },
      { 'infra/stack.yaml': head },
    ]);
    const first = await runCheck(repo.dir, repo.shas[0]);
    expect(first.stderr).toBe('');
    expect(first.code).toBe(0);

    const body = readFileSync(first.outputs['comment-body'], 'utf8');
    expect(comments).toHaveLength(1);
    expect(comments[0].body).toBe(body);
    expect(body.startsWith(DIFF_COMMENT_MARKER)).toBe(true);
    // Every finding the new bucket brings, with the controls it fails, and the diagram marks it added.
    const logsFindings = scanTemplate(JSON.stringify(head), {
      frameworks: ['SAMA', 'NCA-ECC'],
    }).violations.filter((v) => v.resource === 'Logs');
    expect(logsFindings.length).toBeGreaterThan(0);
    for (const v of logsFindings) {
      expect(body).toContain(
        `(\`${v.rule_id}\`) | \`Logs\` | ${v.controls.map((c) => `${c.framework} ${c.control_id}`).join(', ')} |`,
      );
    }
    expect(body).toContain(`**${logsFindings.length} findings opened, 0 resolved** in 1 template.`);
    expect(body).toContain('r_Logs["Logs<br/>AWS::S3::Bucket"]:::added');
    expect(body).toMatch(
      /Monthly cost \(USD, low to high usage\): \$[\d.]+–\$[\d.]+ before, \$[\d.]+–\$[\d.]+ after/,
    );
    expect(body).not.toContain('| CITC |');
    const opensHigh = logsFindings.some((v) => v.severity === 'high' || v.severity === 'critical');
    expect(first.outputs.failed).toBe(String(opensHigh));

    const sarif = JSON.parse(readFileSync(first.outputs.sarif, 'utf8'));
    expect(sarif.version).toBe('2.1.0');
    const located = sarif.runs[0].results.map(
      (r: { locations: { physicalLocation: { artifactLocation: { uri: string } } }[] }) =>
        r.locations[0].physicalLocation.artifactLocation.uri,
    );
    expect(located.length).toBeGreaterThan(0);
    expect(located.every((uri: string) => uri.endsWith('infra/stack.yaml'))).toBe(true);

    // A second run on the same pull request edits the comment instead of adding another.
    const second = await runCheck(repo.dir, repo.shas[0]);
    expect(second.code).toBe(0);
    expect(comments).toHaveLength(1);
    expect(requests.filter((r) => r.startsWith('POST'))).toHaveLength(1);
    expect(requests.at(-1)).toBe(`PATCH /repos/team/infra/issues/comments/${comments[0].id}`);
  }, 90_000);
});
