import { Document, isMap, isScalar, type Node, Scalar, visit } from 'yaml';
import { ownValue } from './plain';

/**
 * Helpers to write templates as data (for synthesis) and print them as CloudFormation YAML with
 * the short-form tags people read (`!Ref`, `!GetAtt A.Arn`, `!Sub`), which `parseTemplate` reads back.
 */
export const ref = (logicalId: string) => ({ Ref: logicalId });
export const getAtt = (logicalId: string, attribute: string) => ({ 'Fn::GetAtt': [logicalId, attribute] });
export const sub = (text: string) => ({ 'Fn::Sub': text });
export const join = (separator: string, parts: unknown[]) => ({ 'Fn::Join': [separator, parts] });
export const select = (index: number, list: unknown) => ({ 'Fn::Select': [index, list] });
export const getAZs = () => ({ 'Fn::GetAZs': '' });
export const base64 = (value: unknown) => ({ 'Fn::Base64': value });
export const cidr = (block: unknown, count: number, bits: number) => ({ 'Fn::Cidr': [block, count, bits] });

const SHORT_TAGS: Record<string, string> = {
  Ref: '!Ref',
  'Fn::Sub': '!Sub',
  'Fn::Join': '!Join',
  'Fn::Select': '!Select',
  'Fn::GetAZs': '!GetAZs',
  'Fn::Base64': '!Base64',
  'Fn::Cidr': '!Cidr',
  'Fn::If': '!If',
  'Fn::Equals': '!Equals',
  'Fn::Not': '!Not',
  'Fn::And': '!And',
  'Fn::Or': '!Or',
  'Fn::FindInMap': '!FindInMap',
  'Fn::ImportValue': '!ImportValue',
  'Fn::Split': '!Split',
};

/** Words YAML 1.1 readers (CloudFormation among them) take for booleans unless quoted: `MfaConfiguration: ON`. */
const YAML_11_BOOLEANS = /^(y|yes|n|no|true|false|on|off)$/i;

/** The template as YAML: intrinsic functions in short form, no line folding, keys in given order. */
export function toTemplateYaml(body: Record<string, unknown>): string {
  // shared objects (one intrinsic used twice) must be written out twice: CloudFormation has no aliases
  const doc = new Document(body, { aliasDuplicateObjects: false });
  visit(doc, {
    Scalar(_, node) {
      if (typeof node.value === 'string' && YAML_11_BOOLEANS.test(node.value)) node.type = 'QUOTE_SINGLE';
    },
    Map(_, node) {
      if (node.items.length !== 1) return undefined;
      const pair = node.items[0];
      const key = isScalar(pair?.key) ? String(pair.key.value) : '';
      const value = pair?.value as Node | null | undefined;
      // a tag on a tag cannot be written: the outer function keeps its long form
      if (!value || isIntrinsic(value)) return undefined;
      if (key === 'Fn::GetAtt') return getAttScalar(value);
      // a one-key map may be keyed by any name (a parameter `toString`), not only a function's
      const tag = ownValue(SHORT_TAGS, key);
      if (!tag) return undefined;
      value.tag = tag;
      return value;
    },
  });
  // an unquoted 2010-09-09 is a date to YAML 1.1 readers
  const version = doc.get('AWSTemplateFormatVersion', true);
  if (isScalar(version)) version.type = 'QUOTE_SINGLE';
  return doc.toString({ lineWidth: 0, indentSeq: true });
}

function isIntrinsic(node: Node): boolean {
  if (!isMap(node) || node.items.length !== 1) return false;
  const key = node.items[0]?.key;
  return isScalar(key) && (Object.hasOwn(SHORT_TAGS, String(key.value)) || key.value === 'Fn::GetAtt');
}

function getAttScalar(value: Node): Node | undefined {
  const json = value.toJSON() as unknown;
  if (!Array.isArray(json) || json.length !== 2 || !json.every((p) => typeof p === 'string'))
    return undefined;
  const scalar = new Scalar(`${json[0]}.${json[1]}`);
  scalar.tag = '!GetAtt';
  return scalar;
}
