import { isDeploymentDeleted } from '#shared/api/deployment-status';
import { type SahabDeployment, scanInventory } from '#shared/compliance/account-scan/scan-inventory';
import type { ScanPorts, ScanWorkflowInput } from './ports';

/**
 * After every collector of an account and region has run: evaluate their snapshot (with the
 * templates of the Sahab deployments there, which decide where a fix applies) and keep the
 * region's sums and violations for the last step.
 */
export async function evaluateRegion(
  ports: ScanPorts,
  input: ScanWorkflowInput & { accountId: string; region: string },
) {
  const scan = await ports.scans.get(input.userId, input.scanId);
  if (scan?.status !== 'running') return { violations: 0, skipped: true };
  const account = await ports.accounts.get(input.userId, input.accountId);
  const deployments: SahabDeployment[] = (await ports.deployments.list(input.userId))
    // a deleted stack's resources belong to no stack now (a retained bucket is the account's own)
    .filter(
      (d) =>
        d.awsAccountId === input.accountId && d.region === input.region && !isDeploymentDeleted(d.status),
    )
    .map((d) => ({
      id: d.id,
      stackName: d.stackName,
      template: d.template,
      parameters: d.parameterValues,
      resources: d.resources.map((r) => ({
        logicalId: r.logical_id,
        physicalId: r.physical_id ?? '',
        type: r.type,
      })),
    }));
  const inventory = await ports.scans.inventory(input.scanId, input.accountId, input.region);
  const { result, violations } = scanInventory(inventory, {
    accountId: input.accountId,
    accountNumber: account?.accountNumber ?? '',
    region: input.region,
    frameworks: scan.frameworks,
    detectedAt: ports.now().toISOString(),
    deployments,
    ...(scan.residency && { residency: scan.residency }),
  });
  await ports.scans.putRegionResult(input.scanId, result, violations);
  return { violations: violations.length };
}
