import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getTemplateValidator } from '#functions/lib/adapters/aws/cloudformation-validator';
import { ROLE_TEMPLATE } from '#shared/accounts/role-template';
import { routes } from '#shared/api/routes/index';
import { VALIDATION } from '#shared/messages/feedback';
import { linkAccountRequest } from '#test/fixtures/accounts';
import { callRoute } from '#test/fixtures/accounts-api';
import { subscribedUser, type WalkerUser } from '#test/fixtures/route-walker/users';
import { startRuntime, type TestRuntime } from '#test/fixtures/runtime';

process.env.SAHAB_CLOUD = 'sandbox';
process.env.SAHAB_SANDBOX_SPEED = '400';
// a small estate keeps each scan to seconds on a busy machine; the workflow test covers the full one
process.env.SAHAB_SANDBOX_ESTATE_SIZE = '30';

const SLOW = 240_000;
let runtime: TestRuntime;
let alice: WalkerUser;
let bob: WalkerUser;

beforeAll(async () => {
  getTemplateValidator().validate(ROLE_TEMPLATE);
  runtime = await startRuntime();
  [alice, bob] = await Promise.all([
    subscribedUser(runtime, 'alice@scans.test', 'pro'),
    subscribedUser(runtime, 'bob@scans.test', 'premium'),
  ]);
}, SLOW);
afterAll(async () => {
  await runtime?.dispose();
});

const call = (user: WalkerUser, route: keyof typeof routes, options?: Parameters<typeof callRoute>[3]) =>
  callRoute(runtime, routes[route], user.accessToken, options);

async function linkSandbox(user: WalkerUser) {
  const role = await call(user, 'sandboxRole');
  const linked = await call(user, 'awsAccountsLink', {
    body: linkAccountRequest({ alias: 'Sandbox', role_arn: role.body.role_arn }),
  });
  expect(linked.status).toBe(201);
  return linked.body as { id: string; account_number: string };
}

async function scanToEnd(user: WalkerUser, scanId: string) {
  for (let i = 0; i < 600; i++) {
    const answer = await call(user, 'complianceScanGet', { params: { scan_id: scanId } });
    expect(answer.status).toBe(200);
    if (answer.body.status !== 'running') return answer.body;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the scan did not end');
}

describe('compliance API on the local product with the sandbox cloud', () => {
  it("refuses an empty account list with the spec sentence and another user's account with 404", {
    timeout: SLOW,
  }, async () => {
    const empty = await call(alice, 'complianceScanStart', {
      body: { account_ids: [], frameworks: ['SAMA'] },
    });
    expect(empty).toEqual({ status: 400, body: { detail: VALIDATION.selectAccountToScan } });
    const bobs = await linkSandbox(bob);
    const foreign = await call(alice, 'complianceScanStart', { body: { account_ids: [bobs.id] } });
    expect(foreign.status).toBe(404);
    expect(foreign.body.detail).toBe('AWS account not found');
    const badRegion = await call(alice, 'complianceScanStart', {
      body: { account_ids: [bobs.id], regions: ['us-east-1', 'mars-north-1; drop'] },
    });
    expect(badRegion.status).toBe(400);
    expect(badRegion.body.detail).toMatch(/region/);
  });

  it('starts a scan (202), completes it with scores and violations, lists it and builds the dashboard', {
    timeout: SLOW,
  }, async () => {
    const account = await linkSandbox(alice);
    const started = await call(alice, 'complianceScanStart', {
      body: { account_ids: [account.id], frameworks: ['SAMA', 'NCA-ECC', 'CITC'] },
    });
    expect(started.status).toBe(202);
    expect(started.body).toEqual({ scan_id: expect.any(String), status: 'running' });
    const scan = await scanToEnd(alice, started.body.scan_id);
    expect(scan).toMatchObject({
      status: 'completed',
      progress: 100,
      account_ids: [account.id],
      sandbox: true,
    });
    expect(scan.violations.length).toBe(scan.violation_count);
    expect(scan.violations[0]).toMatchObject({
      account_id: account.id,
      account_number: account.account_number,
    });
    expect(scan.accounts[0]).toMatchObject({ account_id: account.id, alias: 'Sandbox' });
    // every region enabled in the sandbox account, the one it was linked in first
    expect(scan.coverage?.regions).toEqual([
      { account_id: account.id, regions: ['us-east-1', 'me-south-1'] },
    ]);

    // another user cannot read it
    expect((await call(bob, 'complianceScanGet', { params: { scan_id: scan.scan_id } })).status).toBe(404);

    const second = await call(alice, 'complianceScanStart', {
      body: { account_ids: [account.id], frameworks: ['CITC'], regions: ['me-south-1'] },
    });
    const narrowed = await scanToEnd(alice, second.body.scan_id);
    expect(narrowed.coverage?.regions).toEqual([{ account_id: account.id, regions: ['me-south-1'] }]);
    expect(new Set(narrowed.violations.map((v: { region: string }) => v.region))).toEqual(
      new Set(['me-south-1']),
    );
    const listed = await call(alice, 'complianceScansList');
    expect(listed.body.map((s: { scan_id: string }) => s.scan_id)).toEqual([
      second.body.scan_id,
      scan.scan_id,
    ]);
    expect(listed.body[0]).not.toHaveProperty('violations');

    const dashboard = await call(alice, 'complianceDashboard');
    expect(dashboard.status).toBe(200);
    expect(dashboard.body.latest_scan.scan_id).toBe(second.body.scan_id);
    expect(dashboard.body.trend.map((p: { scan_id: string }) => p.scan_id)).toEqual([
      scan.scan_id,
      second.body.scan_id,
    ]);
    // the newest completed scan covering the account gives its scores (CITC only there)
    expect(dashboard.body.accounts).toEqual([
      expect.objectContaining({
        account_id: account.id,
        scan_id: second.body.scan_id,
        scores: expect.objectContaining({ SAMA: null }),
      }),
    ]);
    expect(dashboard.body.top_failing_controls.length).toBeGreaterThan(0);
    for (const control of dashboard.body.top_failing_controls) expect(control.framework).toBe('CITC');
    // Pro scans on demand; Premium gets the daily schedule
    expect(dashboard.body.scheduled_scans).toEqual({ enabled: false, frequency: null });
    expect((await call(bob, 'complianceDashboard')).body.scheduled_scans).toEqual({
      enabled: true,
      frequency: 'daily',
    });
  });

  it('accepted findings leave the score on every read (scan, its account, list, dashboard) until the sandbox clock passes their expiry', {
    timeout: SLOW,
  }, async () => {
    const dana = await subscribedUser(runtime, 'dana@scans.test', 'pro');
    const account = await linkSandbox(dana);
    const started = await call(dana, 'complianceScanStart', {
      body: { account_ids: [account.id], frameworks: ['SAMA', 'NCA-ECC', 'CITC'] },
    });
    const scan = await scanToEnd(dana, started.body.scan_id);
    const listed = (list: { scan_id: string; overall_score: number; violation_count: number }[]) =>
      list.find((s) => s.scan_id === scan.scan_id) ?? list[0];
    const scores = async () => {
      const [detail, list, dashboard] = await Promise.all([
        call(dana, 'complianceScanGet', { params: { scan_id: scan.scan_id } }),
        call(dana, 'complianceScansList'),
        call(dana, 'complianceDashboard'),
      ]);
      return {
        counted: detail.body.violation_count,
        accepted: (detail.body.accepted ?? []).length,
        everywhere: [
          detail.body.overall_score,
          detail.body.accounts[0].overall_score,
          listed(list.body).overall_score,
          dashboard.body.accounts[0].overall_score,
          dashboard.body.trend[0].overall_score,
        ],
        listedCount: listed(list.body).violation_count,
        // "Most failed controls": the violations counted against the controls shown
        controlCounts: dashboard.body.top_failing_controls.map(
          (c: { framework: string; control_id: string; violation_count: number }) =>
            `${c.framework} ${c.control_id}: ${c.violation_count}`,
        ),
      };
    };
    const total = (counts: string[]) => counts.reduce((sum, c) => sum + Number(c.split(': ')[1]), 0);
    const before = await scores();
    expect(new Set(before.everywhere).size).toBe(1);

    const clock = await call(dana, 'sandboxClockGet');
    const expires = clock.body.now.slice(0, 10);
    const serious = scan.violations.filter(
      (v: { status: string; severity: string }) =>
        v.status === 'fail' && (v.severity === 'critical' || v.severity === 'high'),
    );
    expect(serious.length).toBeGreaterThan(0);
    for (const v of serious) {
      const accepted = await call(dana, 'complianceFindingAccept', {
        params: { scan_id: scan.scan_id },
        body: { violation_id: v.violation_id, reason: 'Pilot', owner: 'Platform team', expires },
      });
      expect(accepted.status).toBe(201);
    }
    const during = await scores();
    expect(during.accepted).toBe(serious.length);
    expect(during.counted).toBe(before.counted - serious.length);
    expect(during.listedCount).toBe(during.counted);
    expect(during.everywhere[0]).toBeGreaterThan(before.everywhere[0]);
    expect(new Set(during.everywhere).size).toBe(1);
    // accepted findings no longer count among the most failed controls
    expect(before.controlCounts.length).toBeGreaterThan(0);
    expect(total(during.controlCounts)).toBeLessThan(total(before.controlCounts));

    // the day after the expiry by the sandbox clock, every read counts them again
    expect((await call(dana, 'sandboxClockAdvance', { body: { minutes: 24 * 60 } })).status).toBe(200);
    const after = await scores();
    expect(after).toEqual(before);
  });

  it('offers the engine fix of a violation on a stack Sahab deployed, applies it, and the next scan has no such violation', {
    timeout: SLOW,
  }, async () => {
    const carol = await subscribedUser(runtime, 'carol@scans.test', 'pro');
    const account = await linkSandbox(carol);
    const deployed = await call(carol, 'deploymentsInitiate', {
      body: {
        aws_account_id: account.id,
        region: 'us-east-1',
        stack_name: 'reports-store',
        template: UNVERSIONED_BUCKET,
      },
    });
    expect(deployed.status).toBe(202);
    for (let i = 0; i < 400; i++) {
      const d = await call(carol, 'deploymentsGet', { params: { id: deployed.body.deployment_id } });
      if (d.body.status === 'CREATE_COMPLETE') break;
      expect(d.body.status).not.toMatch(/FAILED|ROLLBACK/);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const started = await call(carol, 'complianceScanStart', { body: { account_ids: [account.id] } });
    const scan = await scanToEnd(carol, started.body.scan_id);
    const onStack = scan.violations.find(
      (v: { rule_id: string; deployment_id?: string }) =>
        v.rule_id === 's3-bucket-versioning' && v.deployment_id === deployed.body.deployment_id,
    );
    expect(onStack).toMatchObject({
      logical_id: 'Reports',
      stack_name: 'reports-store',
      auto_fix_available: true,
    });

    const fix = await call(carol, 'complianceViolationFix', {
      params: { scan_id: scan.scan_id },
      query: { violation_id: onStack.violation_id },
    });
    expect(fix.status).toBe(200);
    expect(fix.body).toMatchObject({
      deployment_id: deployed.body.deployment_id,
      logical_id: 'Reports',
      original: UNVERSIONED_BUCKET,
    });
    expect(fix.body.patched).toMatch(/VersioningConfiguration:\s+Status: Enabled/);
    expect(fix.body.changes).toEqual([
      expect.objectContaining({ rule_id: 's3-bucket-versioning', logical_id: 'Reports' }),
    ]);

    // the estate's resources belong to no Sahab stack: there is no template to fix
    const estate = scan.violations.find((v: { deployment_id?: string; rule_id: string }) => !v.deployment_id);
    const refused = await call(carol, 'complianceViolationFix', {
      params: { scan_id: scan.scan_id },
      query: { violation_id: estate.violation_id },
    });
    expect(refused.status).toBe(409);
    expect(refused.body.detail).toMatch(/not part of a stack Sahab deployed/);
    // and nobody else reads it
    const other = await call(alice, 'complianceViolationFix', {
      params: { scan_id: scan.scan_id },
      query: { violation_id: onStack.violation_id },
    });
    expect(other.status).toBe(404);

    // applying it: another user's scan is a 404, a violation without a fix a 400
    const apply = (user: WalkerUser, violationId: string) =>
      call(user, 'complianceViolationFixApply', {
        params: { scan_id: scan.scan_id },
        body: { violation_id: violationId },
      });
    expect((await apply(alice, onStack.violation_id)).status).toBe(404);
    const estateApply = await apply(carol, estate.violation_id);
    expect(estateApply.status).toBe(400);
    expect(estateApply.body.detail).toMatch(/not part of a stack Sahab deployed/);
    const unfixable = scan.violations.find(
      (v: { deployment_id?: string; auto_fix_available: boolean }) =>
        v.deployment_id === deployed.body.deployment_id && !v.auto_fix_available,
    );
    const noFix = await apply(carol, unfixable.violation_id);
    expect(noFix.status).toBe(400);
    expect(noFix.body.detail).toMatch(/fix/);

    // the confirmation's preview: the change set of the fix, change by change
    const preview = await call(carol, 'complianceViolationFixPreview', {
      params: { scan_id: scan.scan_id },
      body: { violation_id: onStack.violation_id },
    });
    expect(preview.status).toBe(200);
    expect(preview.body.changes).toEqual([
      {
        action: 'modify',
        logical_id: 'Reports',
        resource_type: 'AWS::S3::Bucket',
        conditional: false,
        properties: ['VersioningConfiguration'],
      },
    ]);
    const applied = await apply(carol, onStack.violation_id);
    expect(applied.status).toBe(202);
    expect(applied.body).toEqual({
      deployment_id: deployed.body.deployment_id,
      status: 'UPDATE_IN_PROGRESS',
    });
    // while it updates, the deployment takes no second update
    const busy = await apply(carol, onStack.violation_id);
    expect(busy.status).toBe(409);
    expect(busy.body.detail).toBe(
      'The deployment reports-store is in progress (Updating): wait until it finishes, then try again.',
    );
    let updated: { status: string; template: string } | undefined;
    for (let i = 0; i < 400; i++) {
      updated = (await call(carol, 'deploymentsGet', { params: { id: deployed.body.deployment_id } })).body;
      if (updated?.status !== 'UPDATE_IN_PROGRESS') break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(updated?.status).toBe('UPDATE_COMPLETE');
    expect(updated?.template).toBe(fix.body.patched);

    const rescanned = await call(carol, 'complianceScanStart', { body: { account_ids: [account.id] } });
    const next = await scanToEnd(carol, rescanned.body.scan_id);
    const onDeployment = (v: { rule_id: string; deployment_id?: string }) =>
      v.deployment_id === deployed.body.deployment_id;
    expect(next.violations.filter(onDeployment).length).toBeGreaterThan(0);
    expect(
      next.violations.filter(
        (v: { rule_id: string; deployment_id?: string }) =>
          onDeployment(v) && v.rule_id === 's3-bucket-versioning',
      ),
    ).toEqual([]);
  });
});

/** A bucket that keeps no object versions (s3-bucket-versioning, which has an automatic fix). */
const UNVERSIONED_BUCKET = `AWSTemplateFormatVersion: '2010-09-09'
Resources:
  Reports:
    Type: AWS::S3::Bucket
    Properties:
      BucketEncryption:
        ServerSideEncryptionConfiguration:
          - ServerSideEncryptionByDefault:
              SSEAlgorithm: AES256
`;
