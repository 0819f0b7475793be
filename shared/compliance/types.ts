/**
 * The contract between the template source (parser + resolver), the rules, the frameworks and
 * the report. Pure data and pure functions only: this folder also runs in the browser.
 */

export type Severity = 'critical' | 'high' | 'medium' | 'low';
export const SEVERITIES: readonly Severity[] = ['critical', 'high', 'medium', 'low'];

export type FrameworkId = 'SAMA' | 'NCA-ECC' | 'CITC';
export const FRAMEWORK_IDS: readonly FrameworkId[] = ['SAMA', 'NCA-ECC', 'CITC'];

/**
 * A value the static resolver could not determine (a GetAtt, a Ref to a resource, an SSM
 * parameter, an import). `refs` lists the logical ids of template resources it points at, so a
 * rule can still answer "does this bucket policy target bucket X?".
 */
export interface UnknownValue {
  readonly __unknown: true;
  readonly reason: string;
  readonly refs?: readonly string[];
}

export function unknownValue(reason: string, refs?: readonly string[]): UnknownValue {
  return refs && refs.length > 0 ? { __unknown: true, reason, refs } : { __unknown: true, reason };
}

export function isUnknown(value: unknown): value is UnknownValue {
  return typeof value === 'object' && value !== null && (value as { __unknown?: unknown }).__unknown === true;
}

/** True when `value` is (or contains at top level) a reference to the resource `logicalId`. */
export function refersTo(value: unknown, logicalId: string): boolean {
  return isUnknown(value) && (value.refs ?? []).includes(logicalId);
}

/** 1-based line and column of a resource's logical id in the source text. */
export interface SourceLocation {
  line: number;
  column: number;
}

/** One resource in CloudFormation property shape, with intrinsics resolved where possible. */
export interface Resource {
  logicalId: string;
  type: string;
  /** resolved properties; leaves that could not be resolved are UnknownValue */
  properties: Record<string, unknown>;
  /** Properties.Tags (list or map form) flattened to key -> value */
  tags: Record<string, string | UnknownValue>;
  location?: SourceLocation;
  /**
   * Set when Properties as a whole could not be resolved (e.g. `Properties: !Transform ...`);
   * `properties` is then empty and the engine reports every rule on this resource as unknown.
   */
  propertiesUnknown?: UnknownValue;
  /** the resource's Condition when it could not be decided statically (it may not be created) */
  condition?: string;
  /** the DeletionPolicy and UpdateReplacePolicy attributes, when present */
  deletionPolicy?: string | UnknownValue;
  updateReplacePolicy?: string | UnknownValue;
}

export interface ScanSettings {
  /** regions that count as inside the Kingdom (configuration, not code) */
  inKingdomRegions: readonly string[];
  /** tag key that carries a data classification, e.g. DataClassification */
  classificationTagKey: string;
  /** classification values that switch on the stricter checks */
  sensitiveClassifications: readonly string[];
}

/** What a rule may read besides its own resource: the whole (resolved) template. */
export interface ScanContext {
  readonly resources: readonly Resource[];
  byId(logicalId: string): Resource | undefined;
  ofType(type: string): readonly Resource[];
  /** the stack's region (AWS::Region), or UnknownValue when not given */
  readonly region: string | UnknownValue;
  readonly settings: ScanSettings;
}

export type Evaluation =
  | { status: 'pass' }
  /** message: a full sentence naming the resource, e.g. "Bucket LogsBucket has no versioning." */
  | { status: 'fail'; message: string }
  | { status: 'not_applicable' }
  /** reason completes "could not evaluate <rule> on <resource> because <reason>" */
  | { status: 'unknown'; reason: string };

/** A change to the template tree, path from the template root (e.g. Resources/X/Properties/Y). */
export interface TemplatePatch {
  op: 'set' | 'remove';
  path: readonly (string | number)[];
  value?: unknown;
}

export interface Rule {
  /** kebab-case, service first, e.g. `s3-bucket-versioning`; stable forever (findings key on it) */
  id: string;
  /** folder under rules/, e.g. `s3` */
  service: string;
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
}
