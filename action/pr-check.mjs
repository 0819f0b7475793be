// The pull-request check's script (action.yml runs it with Node 24; it needs nothing installed):
// runs the scanner package's `diff` between the base commit and the checked-out head, writes the
// SARIF of the changed templates at head, and keeps one comment on the pull request up to date.
// Settings come from the environment action.yml sets (SAHAB_*) and GitHub's own variables.
import { execFileSync, spawnSync } from 'node:child_process';
import { appendFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const env = process.env;
const workspace = env.GITHUB_WORKSPACE ?? process.cwd();
const outputDir = env.RUNNER_TEMP ?? workspace;
const words = (text) => (text ?? '').split(/\s+/).filter(Boolean);

/** Runs the scanner package through npx; exit 0 and 1 are answers, anything else is a failure. */
function scanner(args) {
  const r = spawnSync('npx', ['--yes', env.SAHAB_SCANNER ?? 'sahab-scanner', ...args], {
    cwd: workspace,
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
  if (r.status !== 0 && r.status !== 1) {
    throw new Error(
      `sahab-scanner ${args[0]} exited ${r.status ?? r.signal}: ${r.stderr || r.error?.message}`,
    );
  }
  return r;
}

/** A shallow checkout may lack the base commit: fetch just that one. */
function ensureCommit(sha) {
  try {
    execFileSync('git', ['cat-file', '-e', `${sha}^{commit}`], { cwd: workspace, stdio: 'ignore' });
  } catch {
    execFileSync('git', ['fetch', '--no-tags', '--depth=1', 'origin', sha], {
      cwd: workspace,
      stdio: 'inherit',
    });
  }
}

/** Finds this check's comment by the marker on the body's first line; edits it, or adds one. */
async function upsertComment(body) {
  const api = env.GITHUB_API_URL ?? 'https://api.github.com';
  const base = `${api}/repos/${env.GITHUB_REPOSITORY}/issues`;
  const headers = {
    authorization: `Bearer ${env.GITHUB_TOKEN}`,
    accept: 'application/vnd.github+json',
    'content-type': 'application/json',
  };
  const marker = body.split('\n')[0];
  const call = async (url, init = {}) => {
    const res = await fetch(url, { headers, ...init });
    if (!res.ok) throw new Error(`GitHub answered ${res.status} to ${init.method ?? 'GET'} ${url}`);
    return res.json();
  };
  for (let page = 1; ; page++) {
    const comments = await call(`${base}/${env.SAHAB_PR_NUMBER}/comments?per_page=100&page=${page}`);
    const mine = comments.find((c) => typeof c.body === 'string' && c.body.startsWith(marker));
    if (mine) {
      await call(`${base}/comments/${mine.id}`, { method: 'PATCH', body: JSON.stringify({ body }) });
      return 'updated';
    }
    if (comments.length < 100) break;
  }
  await call(`${base}/${env.SAHAB_PR_NUMBER}/comments`, { method: 'POST', body: JSON.stringify({ body }) });
  return 'created';
}

const baseSha = env.SAHAB_BASE_SHA;
if (!baseSha) throw new Error('No base commit: run the check on pull_request or push events.');
ensureCommit(baseSha);
const options = [
  ...words(env.SAHAB_FRAMEWORKS).flatMap((f) => ['--framework', f]),
  ...(env.SAHAB_REGION ? ['--region', env.SAHAB_REGION] : []),
  ...(env.SAHAB_FAIL_ON ? ['--fail-on', env.SAHAB_FAIL_ON] : []),
];
// Head is the working tree: the commit the workflow checked out, which the SARIF must describe.
const diffArgs = ['diff', '--base-ref', baseSha, ...options, ...words(env.SAHAB_PATHS)];
const markdown = scanner([...diffArgs, '--format', 'markdown']);
const { templates } = JSON.parse(scanner([...diffArgs, '--format', 'json']).stdout);

const outputs = { failed: String(markdown.status === 1) };
const bodyFile = join(outputDir, 'sahab-pr-comment.md');
writeFileSync(bodyFile, markdown.stdout);
outputs['comment-body'] = bodyFile;

const headFiles = templates.filter((t) => t.status !== 'removed').map((t) => t.file);
if (headFiles.length > 0) {
  const sarif = scanner(['scan', ...headFiles, ...options, '--format', 'sarif']);
  outputs.sarif = join(outputDir, 'sahab.sarif');
  writeFileSync(outputs.sarif, sarif.stdout);
  if (env.SAHAB_VALIDATE === 'true') {
    const { results } = JSON.parse(scanner(['scan', ...headFiles, '--validate', '--format', 'json']).stdout);
    const errors = results.flatMap((r) =>
      (r.diagnostics ?? [])
        .filter((d) => d.severity === 'ERROR')
        .map((d) => `${r.file}${d.line ? `:${d.line}` : ''} ${d.message}`),
    );
    for (const error of errors) console.error(`AWS's validator: ${error}`);
    if (errors.length > 0) outputs.failed = 'true';
  }
}

if (env.GITHUB_STEP_SUMMARY) appendFileSync(env.GITHUB_STEP_SUMMARY, markdown.stdout);
if (env.SAHAB_COMMENT !== 'false' && env.SAHAB_PR_NUMBER && env.GITHUB_TOKEN) {
  console.log(`Pull-request comment ${await upsertComment(markdown.stdout)}.`);
}
if (env.GITHUB_OUTPUT) {
  appendFileSync(
    env.GITHUB_OUTPUT,
    Object.entries(outputs)
      .map(([k, v]) => `${k}=${v}\n`)
      .join(''),
  );
}
console.log(markdown.stdout);
