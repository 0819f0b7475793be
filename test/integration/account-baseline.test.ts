import { afterEach, describe, expect, it } from 'vitest';
import { accountBaselineReader } from '#functions/lib/generation/account-baseline';
import { startScan } from '#functions/lib/scans/start-scan';
import { EXECUTION_ROLE_NAME } from '#shared/accounts/role-template';
import { securityMonitoring } from '#shared/catalog/templates/security-monitoring';
import { BASELINE_CONTROLS, baselineSentence } from '#shared/generation/baseline';
import { type ScanHarness, startScanHarness } from '#test/fixtures/scans';

const OWNER = 'user-baseline';
const REGION = 'me-south-1';
let harness: ScanHarness | undefined;

afterEach(async () => {
  await harness?.stop();
  harness = undefined;
});

describe("a design's account baseline", () => {
  it('is read from the sandbox account before a scan, and from the last scan once the catalog baseline is deployed', async () => {
    harness = await startScanHarness({ estateSize: 5 });
    const account = await harness.linkedAccount(OWNER, 0, REGION);
    const reader = accountBaselineReader({
      scans: harness.ports.scans,
      accounts: harness.ports.accounts,
      inventory: harness.ports.inventory,
    });

    const before = await reader.baselineFor(OWNER, REGION);
    expect(before).toMatchObject({ source: 'sandbox', account: account.accountNumber, region: REGION });
    expect(before.missing).toEqual(
      expect.arrayContaining(['a CloudTrail trail', 'AWS Config', 'Security Hub']),
    );
    expect(baselineSentence(before)).toContain('deploy the account baseline');

    const target = { roleArn: account.roleArn, externalId: OWNER, region: REGION };
    await harness.stacks.createStack(target, {
      stackName: 'account-baseline',
      templateBody: securityMonitoring.template,
      parameters: { AlertEmail: 'security@example.com' },
      executionRoleArn: account.roleArn.replace('SahabAccessRole', EXECUTION_ROLE_NAME),
    });
    for (let i = 0; i < 200; i++) {
      const stack = await harness.stacks.describeStack(target, 'account-baseline');
      if (stack?.status !== 'CREATE_IN_PROGRESS') {
        expect(stack?.status).toBe('CREATE_COMPLETE');
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const scan = await startScan(harness.ports, OWNER, { accountIds: [account.id], regions: [REGION] });
    await harness.scanEnded(scan.scan_id);

    const after = await reader.baselineFor(OWNER, REGION);
    expect(after).toMatchObject({ source: 'scan', account: account.accountNumber, missing: [], unread: [] });
    expect(after.present).toEqual(BASELINE_CONTROLS.map((c) => c.label));
    expect(after.checked_at).toBeDefined();
    expect(baselineSentence(after)).toContain('The account baseline is in place');
  }, 120_000);

  it('is unknown, and says how to find out, for a user with no scan and no sandbox account', async () => {
    harness = await startScanHarness({ estateSize: 5 });
    const reader = accountBaselineReader({
      scans: harness.ports.scans,
      accounts: harness.ports.accounts,
      inventory: harness.ports.inventory,
    });
    const baseline = await reader.baselineFor('user-without-accounts', REGION);
    expect(baseline).toMatchObject({ source: 'unknown', present: [], missing: [] });
    expect(baselineSentence(baseline)).toContain('scan the target account');
  }, 60_000);
});
