import { type Acceptance, acceptanceLabel } from '../acceptance';
import { describeDefaultChange, type ParameterDefaultChange } from '../fix';
import { ALL_RULES } from '../rules';
import type { Severity } from '../types';
import type { Violation } from '../violation';

/** A fix applied to the file (`--fix`), with the parameter Defaults it rewrote. */
export interface FixedInFile {
  ruleId: string;
  logicalId: string;
  description: string;
  parameterDefaults?: readonly ParameterDefaultChange[];
}

export interface FileResult {
  file: string;
  violations: readonly Violation[];
  /** findings accepted in the template: reported as suppressed results */
  accepted?: readonly Violation[];
  fixes?: readonly FixedInFile[];
}

/** THE SARIF level of each severity: the template scanner's SARIF and an account scan's use this one. */
export const SARIF_LEVEL: Readonly<Record<Severity, 'error' | 'warning' | 'note'>> = {
  critical: 'error',
  high: 'error',
  medium: 'warning',
  low: 'note',
};

// GitHub code scanning ranks security alerts by this numeric property (0-10).
export const SARIF_SECURITY_SEVERITY: Readonly<Record<Severity, string>> = {
  critical: '9.5',
  high: '8.0',
  medium: '5.5',
  low: '2.0',
};

/** SARIF 2.1.0 log: one rule entry per rule the engine has, one result per violation. */
export function toSarif(results: readonly FileResult[], toolVersion: string) {
  const ruleIndex = new Map(ALL_RULES.map((r, i) => [r.id, i]));
  return {
    $schema: 'https://json.schemastore.org/sarif-2.1.0.json',
    version: '2.1.0',
    runs: [
      {
        tool: {
          driver: {
            name: 'Sahab compliance scanner',
            version: toolVersion,
            rules: ALL_RULES.map((r) => ({
              id: r.id,
              name: r.id,
              shortDescription: { text: r.title },
              fullDescription: { text: r.description },
              help: { text: r.remediation },
              properties: { tags: ['security', 'compliance', r.service], resourceTypes: r.resourceTypes },
            })),
          },
        },
        invocations: [{ executionSuccessful: true, toolExecutionNotifications: fixNotifications(results) }],
        results: results.flatMap(({ file, violations, accepted }) =>
          [...violations, ...(accepted ?? [])].map((v) => ({
            ruleId: v.rule_id,
            ruleIndex: ruleIndex.get(v.rule_id),
            level: SARIF_LEVEL[v.severity],
            message: { text: `${v.title} ${v.remediation}` },
            locations: [
              {
                physicalLocation: {
                  artifactLocation: { uri: toUri(file) },
                  region: { startLine: v.location?.line ?? 1, startColumn: v.location?.column ?? 1 },
                },
              },
            ],
            partialFingerprints: { sahabViolationId: v.violation_id },
            ...(v.acceptance?.valid ? { suppressions: [suppressionOf(v.acceptance)] } : {}),
            properties: {
              severity: v.severity,
              'security-severity': SARIF_SECURITY_SEVERITY[v.severity],
              controls: v.controls.map((c) => `${c.framework} ${c.control_id}`),
            },
          })),
        ),
      },
    ],
  };
}

/** A valid acceptance as SARIF's suppression: in the source, accepted, with its justification. */
function suppressionOf(a: Acceptance) {
  return {
    kind: 'inSource' as const,
    status: 'accepted' as const,
    justification: `${acceptanceLabel(a)}: ${[a.owner, a.reference, a.reason].filter(Boolean).join(': ')}`,
  };
}

/** Each fix applied, as a note on the run; a rewritten parameter Default is named in its text. */
function fixNotifications(results: readonly FileResult[]) {
  return results.flatMap(({ file, fixes }) =>
    (fixes ?? []).map((f) => ({
      level: 'note' as const,
      message: {
        text: [
          `Fixed ${f.ruleId} on ${f.logicalId} (${f.description})`,
          ...(f.parameterDefaults ?? []).map(describeDefaultChange),
        ].join('; '),
      },
      locations: [{ physicalLocation: { artifactLocation: { uri: toUri(file) } } }],
      properties: { ruleId: f.ruleId, parameterDefaults: f.parameterDefaults ?? [] },
    })),
  );
}

/** SARIF wants URIs: forward slashes, relative paths kept relative. */
function toUri(file: string): string {
  return file.replace(/\\/g, '/').split('/').map(encodeURIComponent).join('/');
}
