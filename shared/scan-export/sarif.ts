import { SARIF_LEVEL, SARIF_SECURITY_SEVERITY } from '../compliance/output/sarif';
import { ALL_RULES } from '../compliance/rules';
import { describeGap, type ExportFile, type ExportScan, type ExportViolation, exportFilename } from './types';

const RULES = new Map(ALL_RULES.map((rule) => [rule.id, rule]));

/**
 * SARIF 2.1.0 of an account scan. The template scanner's SARIF (shared/compliance/output/sarif.ts)
 * points each result at a file and line; live resources have no file, so each result carries a
 * logical location instead: account / region / resource type / resource, which SARIF viewers
 * show as the result's place. The driver lists only the rules that produced a result.
 */
export function scanToSarif(scan: ExportScan, toolVersion = '1.0.0') {
  const ruleIds = [...new Set(scan.violations.map((v) => v.rule_id))].sort();
  const ruleIndex = new Map(ruleIds.map((id, i) => [id, i]));
  return {
    $schema: 'https://json.schemastore.org/sarif-2.1.0.json',
    version: '2.1.0' as const,
    runs: [
      {
        tool: {
          driver: {
            name: 'Sahab compliance scanner',
            version: toolVersion,
            rules: ruleIds.map(ruleDescriptor),
          },
        },
        automationDetails: { id: `sahab-account-scan/${scan.scan_id}` },
        invocations: [
          {
            executionSuccessful: scan.status === 'completed',
            startTimeUtc: scan.started_at,
            ...(scan.completed_at ? { endTimeUtc: scan.completed_at } : {}),
            ...(scan.coverage?.gaps.length
              ? {
                  toolExecutionNotifications: scan.coverage.gaps.map((gap) => ({
                    level: 'warning' as const,
                    message: { text: describeGap(gap, scan.accounts) },
                  })),
                }
              : {}),
          },
        ],
        results: scan.violations.map((v) => result(v, ruleIndex.get(v.rule_id) ?? -1)),
        properties: {
          overall_score: scan.overall_score,
          sama_score: scan.sama_score,
          nca_score: scan.nca_score,
          citc_score: scan.citc_score,
          severity_counts: scan.severity_counts,
        },
      },
    ],
  };
}

export function sarifFile(scan: ExportScan): ExportFile {
  return {
    filename: exportFilename(scan, 'sarif'),
    mimeType: 'application/sarif+json',
    content: `${JSON.stringify(scanToSarif(scan), null, 2)}\n`,
  };
}

function ruleDescriptor(id: string) {
  const rule = RULES.get(id);
  // An id the engine no longer has (an older scan): still a valid descriptor, named by its id.
  if (!rule) return { id, name: id };
  return {
    id,
    name: id,
    shortDescription: { text: rule.title },
    fullDescription: { text: rule.description },
    help: { text: rule.remediation },
    defaultConfiguration: { level: SARIF_LEVEL[rule.severity] },
    properties: { tags: ['security', 'compliance', rule.service], resourceTypes: rule.resourceTypes },
  };
}

function result(v: ExportViolation, ruleIndex: number) {
  return {
    ruleId: v.rule_id,
    ...(ruleIndex >= 0 ? { ruleIndex } : {}),
    level: SARIF_LEVEL[v.severity],
    message: { text: `${v.title} ${v.remediation}` },
    locations: [
      {
        logicalLocations: [
          {
            name: v.resource,
            fullyQualifiedName: `${v.account_number}/${v.region}/${v.resource_type}/${v.resource}`,
            kind: 'resource',
          },
        ],
      },
    ],
    partialFingerprints: { sahabViolationId: v.violation_id },
    properties: {
      severity: v.severity,
      'security-severity': SARIF_SECURITY_SEVERITY[v.severity],
      account_number: v.account_number,
      physical_id: v.physical_id,
      ...(v.stack_name ? { stack_name: v.stack_name, logical_id: v.logical_id } : {}),
      region: v.region,
      resource_type: v.resource_type,
      frameworks: v.frameworks,
      controls: v.controls.map((c) => `${c.framework} ${c.control_id}`),
      impact: v.impact,
      estimated_cost: v.estimated_cost,
      auto_fix_available: v.auto_fix_available,
      detected_at: v.detected_at,
    },
  };
}
