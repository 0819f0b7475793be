import { afterEach, describe, expect, it } from 'vitest';
import { CloudError } from '#functions/lib/ports/cloud-error';
import type { InventoryReader } from '#functions/lib/ports/inventory-reader';
import { getScan } from '#functions/lib/scans/read-scans';
import { staleReason } from '#functions/lib/scans/stale-scan';
import { startScan } from '#functions/lib/scans/start-scan';
import { EXECUTION_ROLE_NAME } from '#shared/accounts/role-template';
import { type ScanHarness, startScanHarness } from '#test/fixtures/scans';

/** One unencrypted queue: a stack the user deployed in a region the estate does not use. */
const QUEUE_TEMPLATE = `AWSTemplateFormatVersion: '2010-09-09'
Resources:
  Queue:
    Type: AWS::SQS::Queue
    Properties:
      SqsManagedSseEnabled: false
`;

let harness: ScanHarness | undefined;
afterEach(async () => {
  await harness?.stop();
  harness = undefined;
});

const OWNER = 'user-scanner';

/** The sandbox's inventory, except that one account's role may not list buckets in one region. */
const refusingBuckets =
  (accountNumber: () => string, region: string) =>
  (sandbox: InventoryReader): InventoryReader => ({
    ...sandbox,
    async listTypes(target, types) {
      const listings = await sandbox.listTypes(target, types);
      if (target.region !== region || !target.roleArn.includes(accountNumber())) return listings;
      return listings.map((listing) =>
        listing.type === 'AWS::S3::Bucket'
          ? {
              type: listing.type,
              error: new CloudError(
                'access-denied',
                'AccessDeniedException',
                `User: ${target.roleArn} is not authorized to perform: cloudformation:ListResources`,
              ),
            }
          : listing,
      );
    },
  });

describe('compliance-scan workflow on the local ASL runner with the sandbox cloud', {
  timeout: 300_000,
}, () => {
  it('scans 2 accounts x 2 regions, reports the failed collector as a gap and still completes', async () => {
    let second = '';
    harness = await startScanHarness({ inventory: refusingBuckets(() => second, 'us-east-1') });
    const first = await harness.linkedAccount(OWNER, 0, 'me-south-1');
    const other = await harness.linkedAccount(OWNER, 1, 'me-south-1');
    second = other.accountNumber;
    expect(first.accountNumber).not.toBe(other.accountNumber);

    const started = await startScan(harness.ports, OWNER, { accountIds: [first.id, other.id] });
    expect(started.status).toBe('running');
    const outcome = await harness.scanEnded(started.scan_id);
    expect(outcome.error).toBeUndefined();

    const scan = await getScan(harness.ports, OWNER, started.scan_id);
    expect(scan.status).toBe('completed');
    expect(scan.progress).toBe(100);
    // the refused collector is one gap with AWS's words, and coverage says what it cost
    expect(scan.coverage?.gaps).toEqual([
      expect.objectContaining({
        account_id: other.id,
        region: 'us-east-1',
        resource_type: 'AWS::S3::Bucket',
        error: 'AccessDeniedException',
      }),
    ]);
    expect(scan.coverage?.units_collected).toBe((scan.coverage?.units_total ?? 0) - 1);
    // every region enabled in each account (the sandbox: its estate's), the default one first
    expect(scan.coverage?.regions).toEqual([
      { account_id: first.id, regions: ['me-south-1', 'us-east-1'] },
      { account_id: other.id, regions: ['me-south-1', 'us-east-1'] },
    ]);
    expect(scan.coverage?.percent).toBeLessThan(100);
    expect(scan.coverage?.resources_scanned).toBeGreaterThan(500);

    // findings come from both accounts and both regions, none from what could not be read
    const where = new Set(scan.violations.map((v) => `${v.account_id} ${v.region}`));
    expect([...where].sort()).toEqual([
      `${first.id} me-south-1`,
      `${first.id} us-east-1`,
      `${other.id} me-south-1`,
      `${other.id} us-east-1`,
    ]);
    const buckets = scan.violations.filter((v) => v.resource_type === 'AWS::S3::Bucket');
    expect(buckets.some((v) => v.account_id === first.id && v.region === 'us-east-1')).toBe(true);
    expect(buckets.some((v) => v.account_id === other.id && v.region === 'us-east-1')).toBe(false);

    // account rules: root MFA once per account, GuardDuty off only where the estate has none
    expect(
      scan.violations
        .filter((v) => v.rule_id === 'account-root-mfa')
        .map((v) => v.account_id)
        .sort(),
    ).toEqual([first.id, other.id].sort());
    expect(
      scan.violations.filter((v) => v.rule_id === 'account-guardduty-enabled').map((v) => v.region),
    ).toEqual(['us-east-1', 'us-east-1']);

    // the same rules as templates, on live properties: the estate's open SSH is critical
    const ssh = scan.violations.find((v) => v.rule_id === 'ec2-sg-no-open-admin-ports');
    expect(ssh).toMatchObject({ severity: 'critical', resource_type: 'AWS::EC2::SecurityGroup' });
    expect(ssh?.physical_id).toMatch(/^sg-[0-9a-f]{17}$/);

    const counts = scan.severity_counts;
    expect(counts.critical + counts.high + counts.medium + counts.low).toBe(scan.violation_count);
    expect(scan.violations).toHaveLength(scan.violation_count);
    for (const score of [scan.sama_score, scan.nca_score, scan.citc_score]) {
      expect(score).toBeGreaterThanOrEqual(0);
      expect(score).toBeLessThan(100);
    }
    expect(scan.overall_score).toBe(
      Math.min(scan.sama_score ?? 0, scan.nca_score ?? 0, scan.citc_score ?? 0),
    );
    expect(scan.accounts.map((a) => a.account_id).sort()).toEqual([first.id, other.id].sort());

    // progress went out live, only ever forward, ending at 100 and completed
    const updates = harness.published
      .filter((p) => p.update.scan_id === started.scan_id)
      .map((p) => p.update);
    expect(updates.length).toBeGreaterThan(5);
    expect(updates.at(-1)).toMatchObject({ status: 'completed', progress: 100 });
    const progress = updates.map((u) => u.progress);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
  });

  it('scans a region the user deployed to, and narrows to the regions asked for', async () => {
    harness = await startScanHarness({ estateSize: 20 });
    const account = await harness.linkedAccount(OWNER, 0, 'us-east-1');
    const target = { roleArn: account.roleArn, externalId: OWNER, region: 'eu-west-1' };
    await harness.stacks.createStack(target, {
      stackName: 'queue-eu',
      templateBody: QUEUE_TEMPLATE,
      executionRoleArn: account.roleArn.replace('SahabAccessRole', EXECUTION_ROLE_NAME),
    });
    const everywhere = await startScan(harness.ports, OWNER, { accountIds: [account.id] });
    await harness.scanEnded(everywhere.scan_id);
    const all = await getScan(harness.ports, OWNER, everywhere.scan_id);
    expect(all.coverage?.regions).toEqual([
      { account_id: account.id, regions: ['us-east-1', 'eu-west-1', 'me-south-1'] },
    ]);
    expect(new Set(all.violations.map((v) => v.region))).toEqual(
      new Set(['eu-west-1', 'me-south-1', 'us-east-1']),
    );

    const narrowed = await startScan(harness.ports, OWNER, {
      accountIds: [account.id],
      regions: ['me-south-1', 'ap-south-1'],
    });
    await harness.scanEnded(narrowed.scan_id);
    const one = await getScan(harness.ports, OWNER, narrowed.scan_id);
    expect(one).toMatchObject({ status: 'completed' });
    // ap-south-1 is not enabled in this account: left out, not a gap
    expect(one.coverage?.regions).toEqual([{ account_id: account.id, regions: ['me-south-1'] }]);
    expect(one.coverage?.gaps).toEqual([]);
    expect(new Set(one.violations.map((v) => v.region))).toEqual(new Set(['me-south-1']));
    // the one region is the account's first: the account-wide rules are checked there
    expect(one.violations.some((v) => v.rule_id === 'account-root-mfa')).toBe(true);
  });

  it('falls back to the default region when the role may not list regions, reported as a gap', async () => {
    harness = await startScanHarness({
      estateSize: 20,
      inventory: (sandbox) => ({
        ...sandbox,
        enabledRegions: async () => {
          throw new CloudError(
            'access-denied',
            'UnauthorizedOperation',
            'You are not authorized to perform this operation.',
          );
        },
      }),
    });
    const account = await harness.linkedAccount(OWNER, 0, 'me-south-1');
    const started = await startScan(harness.ports, OWNER, { accountIds: [account.id] });
    const outcome = await harness.scanEnded(started.scan_id);
    expect(outcome.error).toBeUndefined();
    const scan = await getScan(harness.ports, OWNER, started.scan_id);
    expect(scan.status).toBe('completed');
    expect(scan.coverage?.regions).toEqual([{ account_id: account.id, regions: ['me-south-1'] }]);
    expect(scan.coverage?.gaps).toEqual([
      expect.objectContaining({
        account_id: account.id,
        region: 'me-south-1',
        resource_type: 'regions',
        error: 'UnauthorizedOperation',
      }),
    ]);
    expect(scan.coverage?.units_collected).toBe((scan.coverage?.units_total ?? 0) - 1);
    expect(scan.coverage?.percent).toBeLessThan(100);
    expect(scan.violations.length).toBeGreaterThan(0);
    expect(new Set(scan.violations.map((v) => v.region))).toEqual(new Set(['me-south-1']));
  });

  it('asks for only the selected frameworks and scores only those', async () => {
    harness = await startScanHarness({ estateSize: 40 });
    const account = await harness.linkedAccount(OWNER);
    const started = await startScan(harness.ports, OWNER, { accountIds: [account.id], frameworks: ['CITC'] });
    await harness.scanEnded(started.scan_id);
    const scan = await getScan(harness.ports, OWNER, started.scan_id);
    expect(scan).toMatchObject({ status: 'completed', sama_score: null, nca_score: null });
    expect(scan.citc_score).toBe(scan.overall_score);
    expect(scan.violations.length).toBeGreaterThan(0);
    for (const v of scan.violations) expect(v.frameworks).toEqual(['CITC']);
  });

  it('marks a scan still running past its deadline failed with the reason, and the late workflow keeps it so', async () => {
    harness = await startScanHarness({ estateSize: 20, timeoutSeconds: 0.001 });
    const account = await harness.linkedAccount(OWNER);
    const started = await startScan(harness.ports, OWNER, { accountIds: [account.id] });
    await new Promise((resolve) => setTimeout(resolve, 5));
    const stale = await getScan(harness.ports, OWNER, started.scan_id);
    expect(stale).toMatchObject({ status: 'failed', status_reason: staleReason(0) });
    await harness.scanEnded(started.scan_id);
    const after = await getScan(harness.ports, OWNER, started.scan_id);
    expect(after).toMatchObject({ status: 'failed', status_reason: staleReason(0), violations: [] });
  });
});
