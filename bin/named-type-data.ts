// What building a resource of each registry type takes, for a brief that names a type no family
// builds ("a transit gateway", "a KMS alias"): its required properties (nested required objects
// too), each with its kind, allowed values, default, and the type it refers to where it is a
// reference to another resource. A reference is read from the schema's relationshipRef where the
// schema has one, else from the property's name: `VpcId` refers to an AWS::EC2::VPC, `TopicArn`
// to an AWS::SNS::Topic, `TargetKeyId` to an AWS::KMS::Key (the last words of the name that are a
// type's name, in the same service first), by Ref where the property is what the type's Ref
// returns, else by its GetAtt attribute. Optional top-level references are kept too, so a resource
// is joined to the design's resources it names. Called by bin/property-vocabulary.ts.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { nameWords } from '#shared/generation/properties/name-words';
import type { NamedTypeSpec } from '#shared/generation/properties/named-type-spec';
import { TEXT_NAME_WORDS } from '#shared/generation/properties/words';
import { resolveRef } from './registry-schema';

interface Schema {
  type?: string | string[];
  enum?: unknown[];
  default?: unknown;
  pattern?: string;
  maxLength?: number;
  description?: string;
  $ref?: string;
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  relationshipRef?: { typeName?: string; propertyPath?: string };
  anyOf?: Schema[];
  oneOf?: Schema[];
}
interface Root extends Schema {
  typeName: string;
  definitions?: Record<string, Schema>;
  primaryIdentifier?: string[];
  readOnlyProperties?: string[];
}

/** Families a brief never gets by naming them: the raw gate refuses them (shared/generation/raw/guard.ts). */
const REFUSED =
  /^AWS::(IAM::(User|AccessKey|UserToGroupAddition|Group|GroupPolicy|UserPolicy)|CloudFormation::|Organizations::|SSO::|IdentityStore::)/;
/** At most this many allowed values are kept for a property (longer lists are region or size catalogues). */
const MAX_ENUM = 24;

export function namedTypeData(
  dir: string,
  built: ReadonlySet<string>,
): { source: string; types: Record<string, NamedTypeSpec> } {
  const roots = readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as Root)
    .filter((r) => typeof r.typeName === 'string' && r.typeName.startsWith('AWS::'));
  const byName = new Map<string, Root[]>();
  for (const root of roots) {
    const name = (root.typeName.split('::')[2] ?? '').toLowerCase();
    byName.set(name, [...(byName.get(name) ?? []), root]);
  }
  const byType = new Map(roots.map((r) => [r.typeName, r]));

  const prop = (p: string) => p.replace(/^\/properties\//, '').replace(/\//g, '.');
  /** How a property of `target` is taken: Ref where the type's Ref returns it, else GetAtt. */
  function access(target: Root, attribute: string): { ref: string; at?: string } | undefined {
    const pid = (target.primaryIdentifier ?? []).map(prop);
    const readOnly = (target.readOnlyProperties ?? []).map(prop);
    const last = pid.at(-1) ?? '';
    if (pid.length >= 1 && (attribute === last || (attribute.length >= 2 && last.endsWith(attribute))))
      return { ref: target.typeName };
    const attr = readOnly.find((p) => p === attribute || p.endsWith(attribute));
    return attr && !attr.includes('.') ? { ref: target.typeName, at: attr } : undefined;
  }

  /** The type a property's name says it refers to, in its own service first. */
  function byPropertyName(
    family: string,
    name: string,
    array: boolean,
  ): { ref: string; at?: string } | undefined {
    const m = /^(.+?)(Ids?|Arns?|Names?)$/.exec(name) ?? (array ? /^(.+?[a-z])(s)$/.exec(name) : null);
    if (!m?.[1]) return undefined;
    const suffix = (m[2] ?? '').replace(/s$/, '') || 'Id';
    const words = m[1].split(/(?=[A-Z][a-z])/);
    for (let i = 0; i < words.length; i++) {
      const stem = words.slice(i).join('');
      if (stem.length < 3) break;
      const found = byName.get(stem.toLowerCase()) ?? [];
      const ranked = [
        ...found.filter((r) => r.typeName.split('::')[1] === family),
        ...found.filter((r) => r.typeName.split('::')[1] === 'EC2'),
        ...(found.length === 1 ? found : []),
      ];
      for (const target of ranked) {
        // a plain plural ("Roles", "SecurityGroups") holds what the type's Ref returns
        const how = m[2] === 's' ? { ref: target.typeName } : access(target, suffix);
        if (how) return how;
      }
      if (found.length > 0) return undefined;
    }
    return undefined;
  }

  const resolve = (schema: Schema, root: Root): Schema => resolveRef(schema, root);

  function relationship(schema: Schema): { ref: string; at?: string } | undefined {
    const rel = schema.relationshipRef ?? schema.items?.relationshipRef;
    const target = rel?.typeName ? byType.get(rel.typeName) : undefined;
    if (!target || !rel?.propertyPath) return undefined;
    return access(target, prop(rel.propertyPath)) ?? { ref: target.typeName, at: prop(rel.propertyPath) };
  }

  function specOf(name: string, raw: Schema, root: Root, depth: number): NamedTypeSpec['r'][string] {
    const schema = resolve(raw, root);
    const family = root.typeName.split('::')[1] ?? '';
    const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
    // a property that may be an object (a policy document as JSON or YAML) is one
    const kind = types.includes('object') || (!types.length && schema.properties) ? 'object' : types[0];
    if (kind === 'array') {
      const items = resolve(schema.items ?? {}, root);
      const itemKind = Array.isArray(items.type) ? items.type[0] : items.type;
      if (itemKind !== 'string') return { t: 'x' };
      const to = relationship(schema) ?? byPropertyName(family, name, true);
      const allowed = items.enum && items.enum.length <= MAX_ENUM ? { e: items.enum as string[] } : {};
      return { t: 'a', ...allowed, ...(to ? { ...to, many: 1 } : {}) };
    }
    if (kind === 'object') {
      if (!schema.properties || depth >= 3) return { t: 'x' };
      const required = schema.required ?? [];
      if (required.length === 0) return { t: 'x' };
      const p: Record<string, NamedTypeSpec['r'][string]> = {};
      for (const r of required) p[r] = specOf(r, schema.properties[r] ?? {}, root, depth + 1);
      return { t: 'o', p };
    }
    if (kind !== 'string' && kind !== 'integer' && kind !== 'number' && kind !== 'boolean') return { t: 'x' };
    const to = kind === 'string' ? (relationship(schema) ?? byPropertyName(family, name, false)) : undefined;
    return {
      t: kind[0] as 's' | 'i' | 'n' | 'b',
      ...(schema.enum && schema.enum.length <= MAX_ENUM ? { e: schema.enum as (string | number)[] } : {}),
      ...(schema.default !== undefined && typeof schema.default !== 'object'
        ? { d: schema.default as string | number | boolean }
        : {}),
      ...(schema.pattern && schema.pattern.length <= 120 ? { pat: schema.pattern } : {}),
      ...(to ?? {}),
    };
  }

  const types: Record<string, NamedTypeSpec> = {};
  for (const root of roots) {
    if (REFUSED.test(root.typeName)) continue;
    const own = root.typeName.split('::')[2] ?? '';
    const pid = new Set((root.primaryIdentifier ?? []).map(prop));
    const readOnly = new Set((root.readOnlyProperties ?? []).map(prop));
    const required = new Set(root.required ?? []);
    const r: NamedTypeSpec['r'] = {};
    for (const name of required) {
      const spec = specOf(name, root.properties?.[name] ?? {}, root, 0);
      // a resource's own name (its identifier, or "<Type>Name") is the studio's to give
      const about = (root.properties?.[name]?.description ?? '').toLowerCase();
      // "Name" is its own unless its description says it names something else ("the name of the SSM document")
      const ofOther = /name of (?:the |an? )?([a-z0-9 ]+?)(?: that| to| for| which|[.,;]|$)/.exec(about)?.[1];
      const ownWords = own
        .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
        .toLowerCase()
        .split(' ');
      const itsOwn = name === 'Name' && (!ofOther || ownWords.some((w) => ofOther.split(' ').includes(w)));
      if (
        spec.ref === root.typeName ||
        ((pid.has(name) || name === `${own}Name` || itsOwn) && spec.t === 's' && !spec.e && !spec.ref)
      ) {
        delete spec.ref;
        delete spec.at;
        if (/Name$/.test(name)) {
          spec.own = 1;
          const max = resolve(root.properties?.[name] ?? {}, root).maxLength;
          if (max !== undefined) spec.max = max;
        }
      }
      // a description is the studio's to write
      if (/Description$/.test(name) && spec.t === 's' && !spec.e && !spec.ref) spec.own = 1;
      r[name] = spec;
    }
    // optional references named exactly for the type they refer to ("InstanceId", "LogGroupNames"):
    // set when the design has one
    const o: NamedTypeSpec['r'] = {};
    for (const [name, schema] of Object.entries(root.properties ?? {})) {
      if (required.has(name) || readOnly.has(name)) continue;
      const spec = specOf(name, schema, root, 0);
      const target = spec.ref?.split('::')[2] ?? '';
      if (
        spec.ref &&
        spec.ref !== root.typeName &&
        new RegExp(`^${target}(Ids?|Arns?|Names?|s)?$`, 'i').test(name)
      )
        o[name] = spec;
    }
    // optional settings a brief may state: yes/no, numbers and allowed values at the top level
    const v: NamedTypeSpec['r'] = {};
    for (const [name, schema] of Object.entries(root.properties ?? {})) {
      if (required.has(name) || readOnly.has(name) || o[name]) continue;
      const spec = specOf(name, schema, root, 0);
      // a free text about the resource (its Description) is one too: a brief gives it in quotes
      const text = spec.t === 's' && !spec.e && TEXT_NAME_WORDS.has(nameWords(name).at(-1) ?? '');
      if (spec.ref || !['b', 'i', 'n', 's'].includes(spec.t) || (spec.t === 's' && !spec.e && !text))
        continue;
      v[name] = { t: spec.t, ...(spec.e ? { e: spec.e } : {}) };
    }
    types[root.typeName] = {
      r,
      ...(Object.keys(o).length > 0 ? { o } : {}),
      ...(Object.keys(v).length > 0 ? { v } : {}),
      ...(built.has(root.typeName) ? { f: 1 as const } : {}),
    };
  }
  return {
    source:
      'CloudFormation registry schemas (terraform-provider-awscc internal/service/cloudformation/schemas)',
    types,
  };
}
