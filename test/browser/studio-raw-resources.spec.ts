import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, openSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { RAW } from '#test/fixtures/raw-resources';
import { startScriptedChatModel } from '#test/fixtures/scripted-chat-model';
import { newEmail, screenshot, signInSubscribed } from './helpers';

// A server of its own whose model is an OpenAI-compatible endpoint (a scripted one adding raw
// CloudFormation), so the studio shows what a model's raw resources become. It runs the runtime
// with only the warm-up its one design run uses (unwarmed-server.ts --design-runs).
test.setTimeout(300_000);
const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const port = process.env.SAHAB_BROWSER_MODEL_PORT ?? '';
const baseURL = `http://localhost:${port}`;
test.use({ baseURL });

let server: ChildProcess | undefined;
let model: Awaited<ReturnType<typeof startScriptedChatModel>> | undefined;

test.beforeAll(async () => {
  test.setTimeout(200_000);
  model = await startScriptedChatModel([RAW.good, RAW.refused, RAW.ruleBreaking, RAW.escalating]);
  server = spawn(process.execPath, ['--import', 'tsx', 'test/browser/unwarmed-server.ts', '--design-runs'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: port,
      SAHAB_DATA_DIR: mkdtempSync(join(tmpdir(), 'sahab-browser-model-')),
      SAHAB_MODEL_PROVIDER: 'openai-compatible',
      SAHAB_OPENAI_BASE_URL: model.url,
      SAHAB_OPENAI_MODEL: 'scripted-raw',
      LOG_LEVEL: 'WARN',
    },
    stdio: [
      'ignore',
      'pipe',
      openSync(new URL('./output/studio-raw-server.log', import.meta.url).pathname, 'w'),
    ],
  });
  // Ready once its design worker is: the run's steps each have 60 s, which a worker still
  // importing the handlers and compiling AWS's validator on a loaded machine can take.
  const ready = await new Promise<boolean>((resolve) => {
    let said = '';
    const timer = setTimeout(() => resolve(false), 180_000);
    server?.stdout?.on('data', (chunk: Buffer) => {
      said += chunk.toString();
      if (said.includes('Design runs ready')) {
        clearTimeout(timer);
        resolve(true);
      }
    });
    server?.once('exit', () => {
      clearTimeout(timer);
      resolve(false);
    });
  });
  if (ready) return;
  throw new Error('the server with the scripted model did not start');
});

test.afterAll(async () => {
  server?.kill();
  await model?.close();
});

test("a model's raw resources: the good one is built, the others are listed under 'Not built, and why'", async ({
  page,
}) => {
  await signInSubscribed(page, newEmail('studio-raw'), 'Pro');
  await page.getByLabel('Describe what you need').fill('A small API that stores orders in a DynamoDB table');
  await page.getByRole('button', { name: 'Generate design' }).click();
  await expect(page.getByTestId('stage-artifacts')).toHaveAttribute('data-status', 'completed', {
    timeout: 240_000,
  });
  const notBuilt = page.getByTestId('studio-not-built');
  await expect(notBuilt.getByRole('heading', { name: /Not built, and why/ })).toBeVisible();
  await expect(notBuilt).toContainText('OpsRole (AWS::IAM::Role)');
  await expect(notBuilt).toContainText('IAM escalation: it attaches the AdministratorAccess managed policy');
  await expect(notBuilt).toContainText('AdminAccess (AWS::EC2::SecurityGroup)');
  await expect(notBuilt).toContainText('no automatic fix repairs it');
  await expect(notBuilt).toContainText('AuditTopic (AWS::SNS::Topic)');
  await expect(notBuilt).toContainText("AWS's validator refused it");
  await screenshot(page, 'studio-raw-not-built');

  await page.getByRole('tab', { name: 'Template' }).click();
  await expect(page.getByTestId('studio-template')).toContainText('AWS::Scheduler::ScheduleGroup');
  await expect(page.getByTestId('studio-template')).not.toContainText('AdministratorAccess');
  await page.getByRole('tab', { name: 'Diagram' }).click();
  await expect(page.getByText('Laying out the diagram...')).toHaveCount(0, { timeout: 60_000 });
  // the raw schedule group is drawn like any other resource
  await page.getByText('Show all resources').click();
  await expect(page.getByTestId('studio-diagram')).toContainText('ReportSchedules');
  await screenshot(page, 'studio-raw-diagram');
});
