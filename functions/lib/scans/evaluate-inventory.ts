import type { ScanFramework, ScanViolation } from '#shared/api/compliance-schema';
import { ACCOUNT_RESOURCE_TYPE, ACCOUNT_RULES, type AccountFacts } from '#shared/compliance/account/index';
import { createScanContext, DEFAULT_SCAN_SETTINGS } from '#shared/compliance/context';
import { evaluateTemplate } from '#shared/compliance/engine';
import { frameworkSeverity } from '#shared/compliance/mapping';
import { buildViolations } from '#shared/compliance/report';
import { ALL_RULES } from '#shared/compliance/rules/index';
import { violationId } from '#shared/compliance/violation';
import { type ResidencySettings, scanSettingsOf } from '#shared/residency/settings';
import type { LiveResource } from '../ports/inventory-reader';
import type { RegionResult } from '../ports/scan-repository';
import { accountViolation, citationSeverity } from './account-violations';
import { type StackOrigin, toRuleResource } from './live-resources';
import { addCheck, emptyCounts, emptyTallies } from './tallies';

type Placement = Pick<
  ScanViolation,
  'account_id' | 'account_number' | 'region' | 'physical_id' | 'logical_id' | 'deployment_id' | 'stack_name'
>;

export interface InventoryScope {
  accountId: string;
  accountNumber: string;
  region: string;
  frameworks: readonly ScanFramework[];
  detectedAt: string;
  /** physical id -> the Sahab deployment whose stack created it */
  origins: ReadonlyMap<string, StackOrigin>;
  /** the user's residency setting when the scan started; absent: none configured */
  residency?: Pick<ResidencySettings, 'in_kingdom_regions' | 'resident_classifications'>;
}

/**
 * Runs THE template rules on one account and region's live resources (Cloud Control gives their
 * properties in CloudFormation's shape) and the account rules on its facts: sums for the scores,
 * severity counts, failing controls and the violations in the API's shape.
 */
export function evaluateInventory(inventory: readonly LiveResource[], scope: InventoryScope) {
  const posture = inventory.find((r) => r.type === ACCOUNT_RESOURCE_TYPE);
  const resources = inventory.filter((r) => r.type !== ACCOUNT_RESOURCE_TYPE).map(toRuleResource);
  const settings = scope.residency
    ? { ...DEFAULT_SCAN_SETTINGS, ...scanSettingsOf(scope.residency) }
    : DEFAULT_SCAN_SETTINGS;
  const ctx = createScanContext(resources, scope.region, settings);
  const outcomes = evaluateTemplate(resources, ctx, ALL_RULES);
  const tallies = emptyTallies();
  for (const { rule, evaluation } of outcomes)
    for (const framework of scope.frameworks)
      addCheck(tallies[framework], frameworkSeverity(rule.id, framework), evaluation);

  const where = (resource: string): Placement => {
    const origin = scope.origins.get(resource);
    return {
      account_id: scope.accountId,
      account_number: scope.accountNumber,
      region: scope.region,
      physical_id: resource,
      ...(origin && {
        logical_id: origin.logicalId,
        deployment_id: origin.deploymentId,
        stack_name: origin.stackName,
      }),
    };
  };
  const violations: ScanViolation[] = buildViolations(outcomes, {
    frameworks: scope.frameworks,
    detectedAt: scope.detectedAt,
    // a fix is a template change: it applies only where Sahab holds the stack's template
    fixOutlook: ({ resource }) => ({ auto: scope.origins.has(resource.logicalId) }),
  }).map(({ location: _location, ...v }) => ({
    ...v,
    violation_id: violationId(v.rule_id, `${scope.accountNumber}|${scope.region}|${v.resource}`),
    ...where(v.resource),
  }));

  if (posture) {
    const facts = posture.properties as unknown as AccountFacts;
    for (const rule of ACCOUNT_RULES) {
      const evaluation = rule.evaluate(facts);
      for (const framework of scope.frameworks)
        addCheck(tallies[framework], citationSeverity(rule, framework), evaluation);
      const violation = accountViolation(rule, evaluation, scope);
      if (violation) violations.push({ ...violation, ...where(scope.accountNumber) });
    }
  }

  const severityCounts = emptyCounts();
  const controls: RegionResult['controls'] = {};
  for (const v of violations) {
    severityCounts[v.severity]++;
    if (v.status !== 'fail') continue;
    for (const c of v.controls) {
      const key = `${c.framework}|${c.control_id}`;
      const entry = controls[key] ?? { count: 0, severity: c.severity };
      entry.count++;
      controls[key] = entry;
    }
  }
  const result: RegionResult = {
    accountId: scope.accountId,
    region: scope.region,
    tallies,
    severityCounts,
    violationCount: violations.length,
    controls,
  };
  return { result, violations, resourceCount: resources.length };
}
