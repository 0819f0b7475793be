import { z } from 'zod';
import { regionSchema } from '../accounts/api-schemas';

/** The spec's frameworks, as the scan request names them. */
export const scanFrameworkSchema = z.enum(['SAMA', 'NCA-ECC', 'CITC']);
export const severitySchema = z.enum(['critical', 'high', 'medium', 'low']);
export const scanStatusSchema = z.enum(['running', 'completed', 'failed']);

/**
 * POST /api/compliance/scan. An empty `account_ids` is a 400 with the spec's sentence, so the
 * schema lets it through to the handler (min(0)) instead of answering with zod's words.
 * `regions` narrows the scan to those of them enabled in each account; absent or empty, every
 * enabled region is scanned.
 */
export const scanRequestSchema = z.object({
  account_ids: z.array(z.string().min(1).max(100)).max(50),
  frameworks: z.array(scanFrameworkSchema).max(3).optional(),
  regions: z.array(regionSchema).max(40).optional(),
});

export const severityCountsSchema = z.object({
  critical: z.number().int(),
  high: z.number().int(),
  medium: z.number().int(),
  low: z.number().int(),
});

/** An accepted risk, or the residency exception a framework requires: the same record. */
export const acceptanceKindSchema = z.enum(['accepted-risk', 'residency-exception']);
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date as YYYY-MM-DD');

/**
 * POST /api/compliance/scan/{scan_id}/acceptances: accept one finding of the scan until `expires`
 * (the acceptance follows the finding into later scans, by its stable violation id). A residency
 * exception names who approved it (`owner`) and the approval's `reference`.
 */
export const acceptFindingRequestSchema = z
  .object({
    violation_id: z.string().min(1).max(100),
    kind: acceptanceKindSchema.optional(),
    reason: z.string().trim().min(1).max(1000),
    owner: z.string().trim().min(1).max(200),
    expires: isoDate,
    reference: z.string().trim().min(1).max(200).optional(),
  })
  .refine((a) => a.kind !== 'residency-exception' || a.reference !== undefined, {
    message: 'A residency exception needs the approval reference',
    path: ['reference'],
  });

/** A recorded acceptance, with who recorded it and when (the viewer's clock says whether it still holds). */
export const findingAcceptanceSchema = z.object({
  violation_id: z.string(),
  rule_id: z.string(),
  resource: z.string(),
  kind: acceptanceKindSchema,
  reason: z.string(),
  owner: z.string(),
  expires: z.string(),
  reference: z.string().optional(),
  accepted_by: z.string(),
  accepted_at: z.string(),
});

/**
 * The spec's Violation fields plus where the finding is: the linked account, region, resource
 * type, CloudFormation logical id (the stack's, when Sahab deployed it) and physical id, the rule,
 * every control it fails and, for a resource of a stack Sahab deployed, that deployment.
 */
export const scanViolationSchema = z.object({
  violation_id: z.string(),
  title: z.string(),
  description: z.string(),
  severity: severitySchema,
  /** the resource's identifier in AWS (Cloud Control's identifier; the account for account rules) */
  resource: z.string(),
  control_id: z.string(),
  frameworks: z.array(scanFrameworkSchema),
  controls: z.array(
    z.object({ framework: scanFrameworkSchema, control_id: z.string(), severity: severitySchema }),
  ),
  impact: z.string(),
  remediation: z.string(),
  /** monthly USD of applying the fix; null when fixing costs nothing */
  estimated_cost: z.number().nullable(),
  auto_fix_available: z.boolean(),
  detected_at: z.string(),
  rule_id: z.string(),
  /** fail: a problem found; unknown: the rule could not decide (reported at low severity) */
  status: z.enum(['fail', 'unknown']),
  /** id of the linked account (as /api/aws-accounts lists it) */
  account_id: z.string(),
  account_number: z.string(),
  region: z.string(),
  resource_type: z.string(),
  physical_id: z.string(),
  /** the logical id in the stack that created it, when known */
  logical_id: z.string().optional(),
  /** set when the resource belongs to a stack Sahab deployed */
  deployment_id: z.string().optional(),
  stack_name: z.string().optional(),
  /** recorded for this finding (valid or not: see shared/compliance/acceptance/scan-acceptances.ts) */
  acceptance: findingAcceptanceSchema.optional(),
});

/** A part of the estate the scan could not read: it lowers coverage and is shown, never hidden. */
export const collectorGapSchema = z.object({
  account_id: z.string(),
  region: z.string(),
  /** a CloudFormation type, `account` for the account-level facts, `regions` for the region listing */
  resource_type: z.string(),
  /** AWS's error name, e.g. AccessDeniedException, UnsupportedActionException, ThrottlingException */
  error: z.string(),
  message: z.string(),
});

export const scanCoverageSchema = z.object({
  /** collector units (account x region x type) asked for and how many answered */
  units_total: z.number().int(),
  units_collected: z.number().int(),
  /** 0-100: units_collected / units_total */
  percent: z.number(),
  resources_scanned: z.number().int(),
  gaps: z.array(collectorGapSchema),
  /** per account, the regions the scan covered (every enabled one unless the request narrowed it) */
  regions: z.array(z.object({ account_id: z.string(), regions: z.array(z.string()) })),
});

export const frameworkScoresSchema = z.object({
  SAMA: z.number().nullable(),
  'NCA-ECC': z.number().nullable(),
  CITC: z.number().nullable(),
});

/** Scores of one account in a scan (the dashboard's per-account view). */
export const accountScoreSchema = z.object({
  account_id: z.string(),
  alias: z.string(),
  account_number: z.string(),
  overall_score: z.number().nullable(),
  scores: frameworkScoresSchema,
  violation_count: z.number().int(),
});

/**
 * The spec's Compliance scan fields. Scores are null while running, after a failure, and for a
 * framework the scan did not ask about; `overall_score` is the lowest selected framework score.
 */
export const scanSummarySchema = z.object({
  scan_id: z.string(),
  status: scanStatusSchema,
  progress: z.number().int().min(0).max(100),
  violation_count: z.number().int(),
  overall_score: z.number().nullable(),
  sama_score: z.number().nullable(),
  nca_score: z.number().nullable(),
  citc_score: z.number().nullable(),
  severity_counts: severityCountsSchema,
  started_at: z.string(),
  completed_at: z.string().nullable(),
  account_ids: z.array(z.string()),
  frameworks: z.array(scanFrameworkSchema),
  /** why a scan failed (including a stale one), else null */
  status_reason: z.string().nullable(),
  /** how the scan was started */
  trigger: z.enum(['manual', 'scheduled']),
  coverage: scanCoverageSchema.nullable(),
  /** per account scores once completed */
  accounts: z.array(accountScoreSchema),
  /** true when any account scanned is the sandbox simulator */
  sandbox: z.boolean(),
});

/** A framework's weighted sums (the score formula's inputs), so a viewer can take accepted findings out. */
export const scoreWeightsSchema = z.object({ passed: z.number(), total: z.number() });

const frameworkWeightsSchema = z.object({
  SAMA: scoreWeightsSchema.optional(),
  'NCA-ECC': scoreWeightsSchema.optional(),
  CITC: scoreWeightsSchema.optional(),
});

export const scanDetailSchema = scanSummarySchema.extend({
  /** the findings that count: accepted ones are listed apart in `accepted` */
  violations: z.array(scanViolationSchema),
  /**
   * Findings whose acceptance holds at `accepted_as_of`: out of the counts and scores above
   * (shared/compliance/acceptance/scan-acceptances.ts), listed in the page, exports and report.
   */
  accepted: z.array(scanViolationSchema).optional(),
  /** the reader's time (the sandbox clock in the sandbox) the acceptances were judged at */
  accepted_as_of: z.string().optional(),
  /** per selected framework, once completed; absent on scans stored before they were kept */
  score_weights: frameworkWeightsSchema.optional(),
  /** the same sums per linked account id, so accepted findings leave each account's scores too */
  account_weights: z.record(z.string(), frameworkWeightsSchema).optional(),
});

export const scanStartedSchema = z.object({ scan_id: z.string(), status: scanStatusSchema });

export const failingControlSchema = z.object({
  framework: scanFrameworkSchema,
  control_id: z.string(),
  title: z.string(),
  severity: severitySchema,
  /** violations of the latest scan that fail this control */
  violation_count: z.number().int(),
});

export const trendPointSchema = z.object({
  scan_id: z.string(),
  completed_at: z.string(),
  overall_score: z.number().nullable(),
  sama_score: z.number().nullable(),
  nca_score: z.number().nullable(),
  citc_score: z.number().nullable(),
  violation_count: z.number().int(),
});

/** A finding that appeared or went away between two completed scans. */
export const findingChangeSchema = z.object({
  violation_id: z.string(),
  title: z.string(),
  severity: severitySchema,
  resource: z.string(),
});

/** What changed between the two latest completed scans (null before there are two). */
export const findingChangesSchema = z.object({
  from_scan_id: z.string(),
  to_scan_id: z.string(),
  opened_count: z.number().int(),
  closed_count: z.number().int(),
  /** the most severe first, up to 20 each */
  opened: z.array(findingChangeSchema),
  closed: z.array(findingChangeSchema),
});

/** GET /api/compliance/dashboard: latest scores per account, trend, top failing controls. */
export const dashboardSchema = z.object({
  /** the newest scan (any status), so the page can resume or load it */
  latest_scan: scanSummarySchema.nullable(),
  /** each linked account's scores from the newest completed scan that covered it */
  accounts: z.array(accountScoreSchema.extend({ scan_id: z.string(), scanned_at: z.string() })),
  /** completed scans, oldest first, the last 10 */
  trend: z.array(trendPointSchema),
  /** controls failed by the latest completed scan, most violations first (up to 10) */
  top_failing_controls: z.array(failingControlSchema),
  finding_changes: findingChangesSchema.nullable(),
  /** Premium's governance automation: a daily scan of every linked account */
  scheduled_scans: z.object({ enabled: z.boolean(), frequency: z.literal('daily').nullable() }),
});

export type ScanFramework = z.infer<typeof scanFrameworkSchema>;
export type FindingChanges = z.infer<typeof findingChangesSchema>;
export type ScanStatus = z.infer<typeof scanStatusSchema>;
export type SeverityCounts = z.infer<typeof severityCountsSchema>;
export type ScanRequest = z.infer<typeof scanRequestSchema>;
export type ScanViolation = z.infer<typeof scanViolationSchema>;
export type FindingAcceptance = z.infer<typeof findingAcceptanceSchema>;
export type AcceptFindingRequest = z.infer<typeof acceptFindingRequestSchema>;
export type CollectorGap = z.infer<typeof collectorGapSchema>;
export type ScanCoverage = z.infer<typeof scanCoverageSchema>;
export type AccountScore = z.infer<typeof accountScoreSchema>;
export type ScanSummary = z.infer<typeof scanSummarySchema>;
export type ScanDetail = z.infer<typeof scanDetailSchema>;
export type FailingControl = z.infer<typeof failingControlSchema>;
export type TrendPoint = z.infer<typeof trendPointSchema>;
export type ComplianceDashboard = z.infer<typeof dashboardSchema>;

/**
 * The 'scan' live message (shared/live/messages.ts carries it under type 'scan'): what changed
 * while the scan runs, so the page moves its progress bar without polling.
 */
export const scanLiveUpdateSchema = z.object({
  scan_id: z.string(),
  status: scanStatusSchema,
  progress: z.number().int().min(0).max(100),
  status_reason: z.string().nullable(),
  violation_count: z.number().int(),
  resources_scanned: z.number().int(),
});
export type ScanLiveUpdate = z.infer<typeof scanLiveUpdateSchema>;

/**
 * The engine's fix of one violation on a resource of a stack Sahab deployed, applied to that
 * deployment's template: both texts for a reviewable diff, and what changed.
 */
export const violationFixSchema = z.object({
  violation_id: z.string(),
  rule_id: z.string(),
  deployment_id: z.string(),
  stack_name: z.string(),
  logical_id: z.string(),
  original: z.string(),
  patched: z.string(),
  changes: z.array(z.object({ rule_id: z.string(), logical_id: z.string(), description: z.string() })),
});
export type ViolationFix = z.infer<typeof violationFixSchema>;

/**
 * What applying a fix would do to the deployed stack, from a CloudFormation change set: each
 * resource added, modified in place, replaced (a new physical resource; `conditional` when
 * CloudFormation says it depends) or removed.
 */
export const fixPreviewSchema = z.object({
  changes: z.array(
    z.object({
      action: z.enum(['add', 'modify', 'replace', 'remove']),
      logical_id: z.string(),
      resource_type: z.string(),
      /** the replacement depends on values CloudFormation works out during the update */
      conditional: z.boolean(),
      /** the properties the change touches */
      properties: z.array(z.string()),
    }),
  ),
});
export type FixPreview = z.infer<typeof fixPreviewSchema>;
