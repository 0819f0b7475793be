/**
 * The contract between the template source (parser + resolver), the rules, the frameworks and
 * the report. Pure data and pure functions only: this folder also runs in the browser. The
 * template's own shapes (Resource, UnknownValue) live in `shared/cfn/`.
 */
import type { Resource, TemplateBody } from '#shared/cfn/types';
import type { UnknownValue } from '#shared/cfn/unknown';

export type Severity = 'critical' | 'high' | 'medium' | 'low';
export const SEVERITIES: readonly Severity[] = ['critical', 'high', 'medium', 'low'];

/** THE severity order: 0 for critical, most severe first, wherever findings are sorted. */
export function severityRank(s: Severity): number {
  return SEVERITIES.indexOf(s);
}

export type FrameworkId = 'SAMA' | 'NCA-ECC' | 'CITC';
export const FRAMEWORK_IDS: readonly FrameworkId[] = ['SAMA', 'NCA-ECC', 'CITC'];

export interface ScanSettings {
  /** regions that count as inside the Kingdom (configuration, not code) */
  inKingdomRegions: readonly string[];
  /** tag key that carries a data classification, e.g. DataClassification */
  classificationTagKey: string;
  /** classification values that switch on the stricter checks */
  sensitiveClassifications: readonly string[];
  /**
   * classification values whose data must stay in the in-Kingdom regions (the residency setting);
   * a data store without a classification tag is held to it too
   */
  residentClassifications: readonly string[];
}

/** What a rule may read besides its own resource: the whole (resolved) template. */
export interface ScanContext {
  readonly resources: readonly Resource[];
  byId(logicalId: string): Resource | undefined;
  /**
   * Whether the template declares the logical id, including resources whose Condition is false
   * (absent from `resources`): a fix adding a resource must not reuse such an id.
   */
  hasLogicalId(logicalId: string): boolean;
  ofType(type: string): readonly Resource[];
  /** the stack's region (AWS::Region), or UnknownValue when not given */
  readonly region: string | UnknownValue;
  readonly settings: ScanSettings;
  /**
   * The template as written (intrinsics unresolved), when a template was read; absent for account
   * scans. Rules read it to tell text written in the template from values filled in at deployment.
   */
  readonly written?: TemplateBody;
}

export type Evaluation =
  | { status: 'pass' }
  /**
   * message: a full sentence naming the resource, e.g. "Bucket LogsBucket has no versioning."
   * severity: at most this severe here (calibration: a default AWS applies anyway, a group only a
   * load balancer uses); the finding and its weight in scores are capped at it.
   */
  | { status: 'fail'; message: string; severity?: Severity }
  | { status: 'not_applicable' }
  /** reason completes "could not evaluate <rule> on <resource> because <reason>" */
  | { status: 'unknown'; reason: string };

/** A change to the template tree, path from the template root (e.g. Resources/X/Properties/Y). */
export interface TemplatePatch {
  op: 'set' | 'remove';
  path: readonly (string | number)[];
  value?: unknown;
}

/**
 * Property paths are dotted, under Properties (`BucketEncryption`, `MetadataOptions.HttpTokens`); a
 * patch may write a declared path or one of its prefixes (setProp stops at the first missing
 * container and writes it whole).
 */
export interface FixPatches {
  /** the resource's own properties the fix sets or removes */
  properties?: readonly string[];
  /** the fix may add resources (companions such as a bucket policy or a flow log) */
  addsResources?: true;
  /**
   * other resources the fix may edit instead of adding one (a bucket's existing policy): their
   * type and the properties it sets; where the template has one, the outlook runs the fix
   */
  others?: readonly { type: string; properties: readonly string[] }[];
}

/** What one rule answered for one resource. */
export interface RuleOutcome {
  rule: Rule;
  resource: Resource;
  evaluation: Evaluation;
}

export interface Rule {
  /** kebab-case, service first, e.g. `s3-bucket-versioning`; stable forever (findings key on it) */
  id: string;
  /** folder under rules/, e.g. `s3` */
  service: string;
  /** the severity policy's level for a failure (README, "Severity policy"; severity-policy.ts) */
  severity: Severity;
  /**
   * Rules whose failure on the same resource is the same problem, reported by this more specific
   * rule instead: their findings are dropped and this finding cites their controls too.
   */
  supersedes?: readonly string[];
  /** a statement of the compliant state, not "Ensure ...", at most 80 characters */
  title: string;
  description: string;
  resourceTypes: readonly string[];
  remediation: string;
  /** estimated monthly cost in USD of applying the fix, when fixing costs money */
  fixCostUsdMonthly?: number;
  evaluate(resource: Resource, ctx: ScanContext): Evaluation;
  /** present only when the fix is mechanical */
  fix?(resource: Resource, ctx: ScanContext): TemplatePatch[];
  /**
   * What the fix patches, declared so a scan's report can tell each finding's fix outlook without
   * running the fix (fix/declared-outlook.ts). Every patch is a declared property of the resource
   * itself, a new resource, or a declared property of another resource of a declared type; and
   * for every failure on a template with no resource of those other types, the fix throws nothing
   * and returns at least one patch. fix-declarations.test.ts runs every declared fix on the
   * examples and fails on a patch the declaration does not list.
   */
  fixPatches?: FixPatches;
  /**
   * Why the fix could break a working system here (an origin that only serves HTTP, an image that
   * writes to disk...): it is then only suggested in the remediation, never applied automatically.
   */
  fixRisk?(resource: Resource, ctx: ScanContext): string | undefined;
  /**
   * The setting is one an author may deliberately leave to whoever deploys (deletion protection
   * off in a test stack): when the template reads it from a parameter, the fix is only suggested,
   * rather than taking over the parameter's Default.
   */
  keepsParameterChoice?: true;
  /**
   * The fix decides whether the resource may be deleted or how long its data is kept: the owner's
   * decision, so it is only ever suggested, and not even that where the template says
   * `DeletionPolicy: Delete` (the resource is meant to go with its stack).
   */
  ownersDecision?: true;
  /**
   * The properties (dotted, under Properties) whose values the rule's check judges, where they are
   * known from its declaration: a value a brief states there is the brief's choice, not an oversight.
   */
  judges?: readonly string[];
}
