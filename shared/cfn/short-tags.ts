/**
 * CloudFormation's YAML short forms (`!Ref X`, `!Sub ...`) and their long (JSON) forms. A tag we do
 * not know becomes `Fn::<Name>` too, so the resolver reports it as an unsupported function rather
 * than the parser silently dropping it.
 */
const LONG_FORM: Record<string, string> = {
  '!Ref': 'Ref',
  '!Condition': 'Condition',
  '!GetAtt': 'Fn::GetAtt',
};

/** Returns the long-form key for a local tag such as `!Sub`, or undefined for YAML's own tags. */
export function longFormKey(tag: string): string | undefined {
  if (!tag.startsWith('!') || tag.startsWith('!!')) return undefined;
  const known = LONG_FORM[tag];
  if (known) return known;
  const name = tag.slice(1);
  return name.startsWith('Fn::') ? name : `Fn::${name}`;
}

/** `!GetAtt Res.Attr.Sub` means `['Res', 'Attr.Sub']`: the logical id never contains a dot. */
export function longFormValue(key: string, value: unknown): unknown {
  if (key === 'Fn::GetAtt' && typeof value === 'string') {
    const dot = value.indexOf('.');
    return dot < 0 ? [value] : [value.slice(0, dot), value.slice(dot + 1)];
  }
  return value;
}

/** True for a map that is one intrinsic function call in long form (`{ Ref: X }`, `{ Fn::If: [...] }`). */
export function isIntrinsicKey(key: string): boolean {
  return key === 'Ref' || (key.startsWith('Fn::') && !key.startsWith('Fn::ForEach::'));
}
