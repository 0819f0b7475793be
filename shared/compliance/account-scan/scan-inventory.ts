import type { ScanViolation, SeverityCounts } from '../../api/compliance-schema';
import { type ResidencySettings, scanSettingsOf } from '../../residency/settings';
import { ACCOUNT_RESOURCE_TYPE, ACCOUNT_RULES, type AccountFacts } from '../account/index';
import { createScanContext, DEFAULT_SCAN_SETTINGS } from '../context';
import { evaluateTemplate } from '../engine';
import { buildViolations } from '../report';
import { ALL_RULES } from '../rules/index';
import { scanTemplate } from '../scan';
import type { FrameworkId } from '../types';
import { type Violation, violationId } from '../violation';
import { accountFinding } from './account-findings';
import { type LiveResource, liveView, originKey, type StackOrigin } from './live-view';
import { emptyCounts, emptyTallies, type Tallies, tallyCheck } from './tallies';

type Placement = Pick<
  ScanViolation,
  'account_id' | 'account_number' | 'region' | 'physical_id' | 'logical_id' | 'deployment_id' | 'stack_name'
>;

/** A stack Sahab deployed in the account and region: its template and the resources it made. */
export interface SahabDeployment {
  id: string;
  stackName: string;
  template: string;
  parameters: Record<string, string>;
  resources: readonly { logicalId: string; physicalId: string; type: string }[];
}

export interface InventoryScope {
  accountId: string;
  accountNumber: string;
  region: string;
  frameworks: readonly FrameworkId[];
  detectedAt: string;
  /** the stacks Sahab deployed there: a finding on their resources names the stack and offers a
   * fix only where the template's own finding does */
  deployments?: readonly SahabDeployment[];
  /** the user's residency setting when the scan started; absent: none configured */
  residency?: Pick<ResidencySettings, 'in_kingdom_regions' | 'resident_classifications'>;
}

/** One account and region's evaluation, added up with the others by `summarizeRegions`. */
export interface RegionResult {
  accountId: string;
  region: string;
  tallies: Tallies;
  severityCounts: SeverityCounts;
  violationCount: number;
  /** `framework|control_id` -> violations failing it, with the control's severity */
  controls: Record<string, { count: number; severity: ScanViolation['severity'] }>;
}

/**
 * Runs THE template rules on one account and region's live resources, read as a template is read
 * (see liveView), and the account rules on its facts: sums for the scores, severity counts,
 * failing controls and the findings in the API's shape. A finding on a resource Sahab deployed
 * offers an automatic fix only when the template scan of that deployment's template offers one
 * for the same rule and logical id (the fix is a change to that template).
 */
export function scanInventory(inventory: readonly LiveResource[], scope: InventoryScope) {
  const posture = inventory.find((r) => r.type === ACCOUNT_RESOURCE_TYPE);
  const { resources, liveOf } = liveView(
    inventory.filter((r) => r.type !== ACCOUNT_RESOURCE_TYPE),
    scope,
  );
  const settings = scope.residency
    ? { ...DEFAULT_SCAN_SETTINGS, ...scanSettingsOf(scope.residency) }
    : DEFAULT_SCAN_SETTINGS;
  const ctx = createScanContext(resources, scope.region, settings);
  const outcomes = evaluateTemplate(resources, ctx, ALL_RULES);
  const tallies = emptyTallies();
  for (const { rule, evaluation } of outcomes) tallyCheck(tallies, scope.frameworks, rule.id, evaluation);

  const origins = stackOrigins(scope.deployments ?? []);
  const originOf = (logicalId: string) => {
    const live = liveOf(logicalId);
    return live ? origins(live) : undefined;
  };
  const templateFinding = designTimeFindings(scope);
  const where = (resource: string, physicalId: string): Placement => {
    const origin = originOf(resource);
    return {
      account_id: scope.accountId,
      account_number: scope.accountNumber,
      region: scope.region,
      physical_id: physicalId,
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
    // the template's own finding decides; none (the resource drifted, or Sahab holds no template): no fix
    fixOutlook: (rule, resource) => {
      const designed = templateFinding(originOf(resource.logicalId), rule.id);
      return { auto: designed?.auto_fix_available ?? false };
    },
  }).map(({ location: _location, acceptance: _templateAcceptance, ...v }) => {
    const physicalId = liveOf(v.resource)?.identifier ?? v.resource;
    const designed = templateFinding(originOf(v.resource), v.rule_id);
    return {
      ...v,
      ...(designed && v.status === 'fail' && { remediation: designed.remediation }),
      resource: physicalId,
      violation_id: violationId(v.rule_id, `${scope.accountNumber}|${scope.region}|${v.resource}`),
      ...where(v.resource, physicalId),
    };
  });

  if (posture) {
    const facts = posture.properties as unknown as AccountFacts;
    for (const rule of ACCOUNT_RULES) {
      const evaluation = rule.evaluate(facts);
      tallyCheck(tallies, scope.frameworks, rule.id, evaluation);
      const finding = accountFinding(rule, evaluation, scope);
      if (finding) violations.push({ ...finding, ...where(scope.accountNumber, scope.accountNumber) });
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

/**
 * The stack a live resource came from. Cloud Control names some resources by a compound identifier
 * (a stage "<api id>|<stage name>", where CloudFormation's physical id is the stage name): such a
 * resource is the one whose physical id is one part and whose deployment also holds another part
 * (its API), so two stacks' "prod" stages are told apart.
 */
function stackOrigins(deployments: readonly SahabDeployment[]) {
  const byKey = new Map<string, StackOrigin[]>();
  const deploymentsOf = new Map<string, Set<string>>();
  for (const d of deployments) {
    for (const r of d.resources) {
      if (!r.physicalId) continue;
      const key = originKey(r.type, r.physicalId);
      byKey.set(key, [
        ...(byKey.get(key) ?? []),
        { deploymentId: d.id, stackName: d.stackName, logicalId: r.logicalId },
      ]);
      deploymentsOf.set(r.physicalId, (deploymentsOf.get(r.physicalId) ?? new Set()).add(d.id));
    }
  }
  return (live: LiveResource): StackOrigin | undefined => {
    const direct = byKey.get(originKey(live.type, live.identifier));
    if (direct || !live.identifier.includes('|')) return direct?.[0];
    const parts = live.identifier.split('|');
    for (const part of parts) {
      const others = parts.filter((p) => p !== part);
      const found = byKey
        .get(originKey(live.type, part))
        ?.find((origin) => others.some((p) => deploymentsOf.get(p)?.has(origin.deploymentId)));
      if (found) return found;
    }
    return undefined;
  };
}

/**
 * The template scan's finding of a rule on a deployed resource, from its deployment's template
 * scanned once (with the parameter values and region it was deployed with).
 */
function designTimeFindings(scope: InventoryScope) {
  const scans = new Map<string, Map<string, Violation>>();
  return (origin: StackOrigin | undefined, ruleId: string): Violation | undefined => {
    if (!origin) return undefined;
    let findings = scans.get(origin.deploymentId);
    if (!findings) {
      findings = new Map();
      const deployed = scope.deployments?.find((d) => d.id === origin.deploymentId);
      if (deployed) {
        try {
          const scan = scanTemplate(deployed.template, {
            parameters: deployed.parameters,
            region: scope.region,
            frameworks: scope.frameworks,
            detectedAt: scope.detectedAt,
            ...(scope.residency && { settings: scanSettingsOf(scope.residency) }),
          });
          for (const v of scan.violations) findings.set(`${v.resource}|${v.rule_id}`, v);
        } catch {
          // a template the scanner cannot read offers no fix; the live findings stand as they are
        }
      }
      scans.set(origin.deploymentId, findings);
    }
    return findings.get(`${origin.logicalId}|${ruleId}`);
  };
}
