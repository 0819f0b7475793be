import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

// One server per run on its own port and a fresh data directory, so runs never share users or
// subscriptions. Set in process.env because workers re-read this file and must see the same values.
// The port is a free one the OS hands out (so parallel runs by different people do not collide)
// unless SAHAB_BROWSER_PORT pins it.
process.env.SAHAB_BROWSER_PORT ??= freePort();
process.env.SAHAB_BROWSER_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'sahab-browser-'));
// A second server whose access tokens live 70 s, so the token-renewal test sees the app renew one
// (the app renews 60 s before expiry) without waiting an hour.
process.env.SAHAB_BROWSER_RENEW_PORT ??= freePort();
process.env.SAHAB_BROWSER_RENEW_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'sahab-browser-renew-'));
// A third server, started by studio-raw-resources.spec.ts itself, whose model is a scripted
// OpenAI-compatible endpoint (its port chosen here so every worker sees the same one).
process.env.SAHAB_BROWSER_MODEL_PORT ??= freePort();
// A webhook receiver day-two-watch.spec.ts starts on this machine: the first server allows exactly
// its origin (the local runtime's explicit allowance; AWS never reaches a loopback address).
process.env.SAHAB_BROWSER_WEBHOOK_PORT ??= freePort();
const port = Number(process.env.SAHAB_BROWSER_PORT);
const baseURL = `http://localhost:${port}`;
const renewPort = Number(process.env.SAHAB_BROWSER_RENEW_PORT);
process.env.SAHAB_RENEW_BASE_URL = `http://localhost:${renewPort}`;

/** What `npm start` prints once its template checks are ready, or that it could not ready them. */
const SERVER_READY = /Template checks ready|Could not ready the template checks/;

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: './output/results',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  // Three files at a time on a 2-core machine: the long specs mostly wait on the sandbox cloud's
  // timelines (a database is 30 s at the default speed), so a third worker fills the idle CPU.
  // Measured on a machine shared with other runs (load 10-16): 2 workers 9.9 min, 3 workers 9.0.
  workers: 3,
  reporter: [['list']],
  use: {
    baseURL,
    viewport: { width: 1280, height: 800 },
    // Cloudscape's dialogs slide up after a 90 ms pause: Playwright can find a button still, press
    // it, and release it after it moved, so no click happens (the likely cause of one failure under
    // load: 'Create VPC' focused, its dialog never opened). With reduced motion they open in place.
    // landing.spec.ts, which tests the smooth scroll to a section, asks for the default again.
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    screenshot: 'only-on-failure',
    // A failed test keeps its trace: actions, DOM snapshots, network and console. Without the
    // trace's screencast: it has Chromium capture and encode a frame each time the page changes,
    // in every test, passed or not; in a sampled run Chromium's GPU and browser processes used
    // more CPU than the server. The failure's screenshot is still taken.
    trace: { mode: 'retain-on-failure', screenshots: false },
  },
  webServer: [
    {
      command: 'npm start',
      cwd: repoRoot,
      // Ready once the template checks' threads have compiled AWS's validator (npm start says so; it
      // serves /health long before): a deploy sent earlier waits for that compile and, on a busy
      // 2-core machine, runs out of its request's 15 s. Playwright takes the first of url and wait,
      // so there is no url here.
      wait: { stdout: SERVER_READY },
      reuseExistingServer: false,
      // a quiet machine is ready in well under a minute; one shared with other work takes minutes
      timeout: 360_000,
      stdout: 'pipe',
      stderr: 'pipe',
      // Handler logs are for operators; in the test report they only bury the results.
      env: {
        PORT: String(port),
        SAHAB_DATA_DIR: process.env.SAHAB_BROWSER_DATA_DIR,
        LOG_LEVEL: 'WARN',
        SAHAB_LOCAL_WEBHOOK_ORIGINS: `http://127.0.0.1:${process.env.SAHAB_BROWSER_WEBHOOK_PORT}`,
        // scheduled scans come due within a second of the sandbox clock moving
        SAHAB_SCHEDULER_TICK_MS: '1000',
        // Stacks at twice `npm start`'s speed, to shorten the deploying specs' waits (a database
        // stack 78 s at 20). The workflows publish each operation in progress as they start it, so
        // a stack that settles before their first look is still seen Creating/Updating/Deleting.
        SAHAB_SANDBOX_SPEED: '40',
      },
    },
    {
      // Started after the first, which has already built the web app. Its one test signs in and
      // reads the subscription: it deploys nothing, so it runs `npm start`'s runtime without the
      // warm-ups (unwarmed-server.ts: AWS's validator compiled in four threads, for nothing but
      // load on the suite's first tests) and waits for the server only.
      command: 'npx tsx test/browser/unwarmed-server.ts',
      cwd: repoRoot,
      wait: { stdout: /Ready in / },
      reuseExistingServer: false,
      timeout: 360_000,
      stdout: 'pipe',
      stderr: 'pipe',
      env: {
        PORT: String(renewPort),
        SAHAB_DATA_DIR: process.env.SAHAB_BROWSER_RENEW_DATA_DIR,
        SAHAB_OIDC_ACCESS_TOKEN_TTL: '70',
        SAHAB_GENERATION_WORKERS: '0',
        LOG_LEVEL: 'WARN',
      },
    },
  ],
});

/** Asks the OS for a free port (synchronously: the config must be known before workers start). */
function freePort(): string {
  const script =
    "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})";
  return execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }).trim();
}
