/**
 * A value the static resolver could not determine (a GetAtt, a Ref to a resource, an SSM
 * parameter, an import). `refs` lists the logical ids of template resources it points at, so a
 * reader can still answer "does this bucket policy target bucket X?".
 */
export interface UnknownValue {
  readonly __unknown: true;
  readonly reason: string;
  readonly refs?: readonly string[];
  /**
   * The SSM parameter an `AWS::SSM::Parameter::Value<...>` parameter reads at deployment (its
   * default or given value), so a rule can still recognise a public path such as an image's.
   */
  readonly ssmParameter?: string;
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
