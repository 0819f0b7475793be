import { type Document, isMap, isScalar, isSeq, type Node, Pair, Scalar, YAMLMap, YAMLSeq } from 'yaml';
import { isPlainObject } from '#shared/cfn/plain';
import { isIntrinsicKey } from '#shared/cfn/short-tags';
import type { TemplatePatch } from '../types';

type Key = string | number;

/**
 * Applies a patch (already checked against the plain view) to the YAML Document, so comments, key
 * order and the untouched text's formatting survive. Missing maps on the path are created.
 */
export function applyToDocument(doc: Document, patch: TemplatePatch): void {
  const { path } = patch;
  let node: unknown = doc.contents;
  for (let i = 0; i < path.length - 1; i++) {
    let child = childOf(node, path[i]);
    if (child === undefined || (isScalar(child) && child.value === null)) {
      if (patch.op === 'remove') return;
      child = typeof path[i + 1] === 'number' ? new YAMLSeq() : new YAMLMap();
      setChild(node, path[i], child as Node);
    }
    node = child;
  }
  const last = path[path.length - 1];
  if (patch.op === 'remove') {
    if (isMap(node)) pairIndexes.delete(node);
    if (isMap(node) || isSeq(node)) node.delete(last);
    return;
  }
  const created = toYamlNode(doc, patch.value);
  const previous = childOf(node, last);
  // A trailing `# comment` on a replaced single value stays on its line.
  if (isScalar(previous) && isScalar(created) && previous.comment) created.comment = previous.comment;
  setChild(node, last, created);
}

function childOf(node: unknown, key: Key): unknown {
  if (isMap(node)) {
    const index = pairIndex(node);
    return index ? index.get(String(key))?.value : node.get(key, true);
  }
  if (isSeq(node) && typeof key === 'number') return node.get(key, true);
  return undefined;
}

function setChild(node: unknown, key: Key, child: Node): void {
  if (isSeq(node) && typeof key === 'number' && key === node.items.length) node.add(child);
  else if (isMap(node)) {
    const index = pairIndex(node);
    const existing = index?.get(String(key));
    if (existing) existing.value = child;
    else if (index) {
      const pair = new Pair(key, child);
      node.items.push(pair);
      index.set(String(key), pair);
    } else node.set(key, child);
  } else if (isSeq(node)) node.set(key, child);
}

/**
 * `YAMLMap.get`/`set` search the map's items one by one; fixing thousands of resources would make
 * that quadratic, so large maps (the Resources section) get a key index, built on first use.
 */
const INDEX_FROM_SIZE = 64;
const pairIndexes = new WeakMap<YAMLMap, Map<string, Pair>>();

function pairIndex(map: YAMLMap): Map<string, Pair> | undefined {
  if (map.items.length < INDEX_FROM_SIZE) return undefined;
  let index = pairIndexes.get(map);
  if (!index) {
    index = new Map();
    for (const pair of map.items) {
      const name = String(isScalar(pair.key) ? pair.key.value : pair.key);
      if (!index.has(name)) index.set(name, pair as Pair);
    }
    pairIndexes.set(map, index);
  }
  return index;
}

/**
 * Builds block-style YAML for a patch value, writing long-form intrinsics as the short-form tags a
 * CloudFormation author would have typed (`{ Ref: X }` -> `!Ref X`).
 */
export function toYamlNode(doc: Document, value: unknown): Node {
  if (Array.isArray(value)) {
    const seq = new YAMLSeq();
    for (const item of value) seq.items.push(toYamlNode(doc, item));
    return seq;
  }
  if (isPlainObject(value)) {
    const keys = Object.keys(value);
    if (keys.length === 1 && isIntrinsicKey(keys[0])) {
      const tagged = shortForm(doc, keys[0], value[keys[0]]);
      if (tagged) return tagged;
    }
    const map = new YAMLMap();
    for (const key of keys) map.items.push(doc.createPair(key, toYamlNode(doc, value[key])));
    return map;
  }
  const scalar = doc.createNode(value) as Scalar;
  if (typeof value === 'string' && YAML_1_1_LOOKALIKE.test(value)) scalar.type = Scalar.QUOTE_SINGLE;
  return scalar;
}

/**
 * Text that a YAML 1.1 reader (CloudFormation's) would take for a boolean, date or number; our 1.2
 * writer would leave it bare, so we quote it (`Version: '2012-10-17'`, `Value: 'yes'`).
 */
const YAML_1_1_LOOKALIKE =
  /^(?:y|Y|yes|Yes|YES|n|N|no|No|NO|on|On|ON|off|Off|OFF|\d{4}-\d{1,2}-\d{1,2}.*|[-+]?\d[\d_]*(?::[0-5]?\d)+(?:\.[\d_]*)?|0[0-7_]+|0b[01_]+)$/;

function shortForm(doc: Document, key: string, args: unknown): Node | undefined {
  const tag = key === 'Ref' ? '!Ref' : `!${key.slice('Fn::'.length)}`;
  const getAttPair = key === 'Fn::GetAtt' && Array.isArray(args) && args.length === 2;
  const content =
    getAttPair && args.every((part) => typeof part === 'string')
      ? new Scalar(`${args[0]}.${args[1]}`)
      : toYamlNode(doc, args);
  // A node carries one tag: `!Base64 !Sub x` is not YAML, so the outer call keeps its long form.
  if (content.tag) return undefined;
  content.tag = tag;
  return content;
}
