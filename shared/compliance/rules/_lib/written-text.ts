import { isPlainObject } from '#shared/cfn/plain';
import { isUnknown } from '#shared/cfn/unknown';
import { FILLED_IN } from './secret-values';

/**
 * The text a value writes into the template, with whatever CloudFormation fills in at deployment
 * (Ref, GetAtt, Sub variables, imports) left as `${...}`: `Fn::Sub` keeps its own text,
 * `Fn::Base64` and `Fn::Join` are read through, both branches of `Fn::If` are read. Works on the
 * template as written and on resolved properties (an UnknownValue is filled in). Undefined when
 * the value is not text (a list or a map of properties).
 */
export function writtenText(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (isUnknown(value)) return FILLED_IN;
  if (!isPlainObject(value)) return undefined;
  const keys = Object.keys(value);
  if (keys.length !== 1) return undefined;
  const [fn] = keys;
  const args = value[fn];
  if (fn === 'Fn::Sub') {
    if (typeof args === 'string') return args;
    return Array.isArray(args) && typeof args[0] === 'string' ? args[0] : FILLED_IN;
  }
  if (fn === 'Fn::Base64') return writtenText(args) ?? FILLED_IN;
  if (fn === 'Fn::Join' && Array.isArray(args) && Array.isArray(args[1])) {
    const separator = typeof args[0] === 'string' ? args[0] : '';
    return args[1].map((piece) => writtenText(piece) ?? FILLED_IN).join(separator);
  }
  if (fn === 'Fn::If' && Array.isArray(args)) {
    return args
      .slice(1)
      .map((branch) => writtenText(branch) ?? FILLED_IN)
      .join('\n');
  }
  if (fn === 'Ref' || fn.startsWith('Fn::')) return FILLED_IN;
  return undefined;
}

/**
 * User data given already Base64-encoded as literal text: its script, so the script is read.
 * Other text is returned as it is.
 */
export function decodedScript(text: string): string {
  const compact = text.replace(/\s+/g, '');
  if (compact.length < 16 || compact.length % 4 !== 0 || !/^[A-Za-z0-9+/]+={0,2}$/.test(compact)) return text;
  try {
    const decoded = atob(compact);
    // mostly printable: a script, not binary (gzip-compressed user data is left alone)
    const printable = decoded.replace(/[^\t\n\r\x20-\x7e]/g, '').length;
    return printable / decoded.length > 0.95 ? decoded : text;
  } catch {
    return text;
  }
}
