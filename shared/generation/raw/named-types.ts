/**
 * Builds the registry types a brief names that the design's families do not build (a transit
 * gateway, a KMS alias, a request validator), as raw resources: every required property is filled
 * from (1) the value the brief states for it, (2) a reference to the design's resource of the type
 * the property refers to (a SubnetId to its subnets, a VpcId to its VPC, a TopicArn to its topic;
 * another named type the property needs is built first when it can be), or (3) the schema's
 * default or single allowed value; a resource's own name is given by the studio. A type whose
 * required property none of these knows is not built, and "Not built, and why" names the property:
 * nothing is guessed. What is built goes through the same gates as any raw resource.
 */
import { parseTemplate } from '../../cfn/parse';
import type { ArchitecturePlan, ExtraResource, NotBuilt } from '../plan';
import { MAX_NOT_BUILT, MAX_RAW_RESOURCES } from '../plan';
import { AUXILIARY } from '../properties/apply';
import type { PropertySpec } from '../properties/named-type-spec';
import { JOINING_VERBS } from '../properties/named-type-words';
import { NAMED_TYPES, type NamedType } from '../properties/named-types';

type Value = string | number | boolean;
interface Placed {
  id: string;
  type: string;
}

/** "AWS::EC2::TransitGateway" -> "EC2 TransitGateway". */
const label = (type: string) => type.split('::').slice(1).join(' ');

/** How deep a named type's own needs are built (an association's ACL, that ACL's VPC is the design's). */
const MAX_DEPTH = 2;

class Builder {
  readonly extras: ExtraResource[] = [];
  private readonly ids: Set<string>;
  constructor(
    private readonly present: readonly Placed[],
    taken: Iterable<string>,
  ) {
    this.ids = new Set(taken);
  }

  private all(): Placed[] {
    return [...this.present, ...this.extras.map((e) => ({ id: e.logical_id, type: e.type }))];
  }

  /** The design's resources of a type, the one the design is about first (not a log bucket or a trail). */
  private ofType(type: string): Placed[] {
    const found = this.all().filter((r) => r.type === type);
    const main = found.filter((r) => !AUXILIARY.test(r.id));
    return main.length > 0 ? main : found;
  }

  private newId(type: string): string {
    const base = (type.split('::')[2] ?? 'Resource').replace(/[^A-Za-z0-9]/g, '');
    let id = base;
    for (let n = 2; this.ids.has(id); n++) id = `${base}${n}`;
    this.ids.add(id);
    return id;
  }

  private pointer(id: string, spec: PropertySpec): unknown {
    return spec.at ? { 'Fn::GetAtt': [id, spec.at] } : { Ref: id };
  }

  /** A reference to the design's resource of the type, building a named type it lacks; undefined when it has none. */
  private reference(spec: PropertySpec, depth: number, quote: string): unknown {
    const type = spec.ref as string;
    let found = this.ofType(type);
    if (found.length === 0 && depth < MAX_DEPTH && NAMED_TYPES[type] && !NAMED_TYPES[type]?.f) {
      const built = this.build({ type, quote, values: {} }, depth + 1);
      if (typeof built === 'string') found = this.ofType(type);
    }
    if (found.length === 0) return undefined;
    if (!spec.many) return this.pointer((found[0] as Placed).id, spec);
    // a list of places (subnets): the private ones where the design has them
    return this.places(found).map((r) => this.pointer(r.id, spec));
  }

  /** The value of one required property, or undefined when nothing the brief or the design says gives it. */
  private fill(
    name: string,
    spec: PropertySpec,
    values: NamedType['values'],
    path: string,
    depth: number,
    quote: string,
    id: string,
  ): unknown {
    const stated = values[path];
    if (stated !== undefined) return coerce(stated, spec);
    if (spec.ref) return this.reference(spec, depth, quote);
    if (spec.d !== undefined) return spec.d;
    if (spec.e?.length === 1) return spec.e[0];
    if (spec.own && /Description$/.test(name)) return `${quote} of this design`;
    if (spec.own) return ownName(id, spec);
    if (spec.t === 'o' && spec.p) {
      const object: Record<string, unknown> = {};
      for (const [inner, innerSpec] of Object.entries(spec.p)) {
        const value = this.fill(inner, innerSpec, values, `${path}.${inner}`, depth, quote, id);
        if (value === undefined) return undefined;
        object[inner] = value;
      }
      return object;
    }
    return undefined;
  }

  /**
   * What makes a built type work with the design: the joining type (an association, an attachment)
   * whose required references are this type and a type the design has ("a network ACL" is
   * associated with the design's subnets), one for each resource of that other type (at most four);
   * the most specific joining type where several fit. Nothing else is added.
   */
  join(type: string): void {
    const fits = Object.entries(NAMED_TYPES)
      .filter(([name, spec]) => {
        const refs = Object.values(spec.r);
        return (
          !spec.f &&
          Object.keys(JOINING_VERBS).some((w) => name.endsWith(w.charAt(0).toUpperCase() + w.slice(1))) &&
          refs.length >= 2 &&
          refs.every((p) => p.ref) &&
          refs.some((p) => p.ref === type) &&
          refs.every((p) => p.ref === type || this.present.some((r) => r.type === p.ref))
        );
      })
      .sort((a, b) => b[0].length - a[0].length || a[0].localeCompare(b[0]));
    const [joining, spec] = fits[0] ?? [];
    if (!joining || !spec) return;
    const other = Object.values(spec.r).find((p) => p.ref !== type && !p.many);
    const each = other ? this.places(this.ofType(other.ref as string)).slice(0, 4) : [undefined];
    for (const place of each) {
      const values: NamedType['values'] = {};
      const id = this.build(
        { type: joining, quote: `${label(type)} joined to the design`, values },
        MAX_DEPTH,
        place,
      );
      if (typeof id !== 'string') return;
    }
  }

  /** Of several places (subnets), the private ones where the design has them. */
  private places(found: Placed[]): Placed[] {
    const inside = found.filter((r) => /private|app|data/i.test(r.id));
    return inside.length > 0 ? inside : found;
  }

  /** Builds the named type: its logical id, or the required property it lacks. */
  build(named: NamedType, depth = 0, place?: Placed): string | { lacks: string; ref?: string } {
    const spec = NAMED_TYPES[named.type];
    if (!spec) return { lacks: 'a schema' };
    const id = this.newId(named.type);
    const properties: Record<string, unknown> = {};
    for (const [name, inner] of Object.entries(spec.r)) {
      const value =
        place && inner.ref === place.type && !inner.many
          ? this.pointer(place.id, inner)
          : this.fill(name, inner, named.values, name, depth, named.quote, id);
      if (value === undefined) {
        this.ids.delete(id);
        return { lacks: name, ...(inner.ref ? { ref: inner.ref } : {}) };
      }
      properties[name] = value;
    }
    // the optional settings the brief states
    for (const [name, inner] of Object.entries(spec.v ?? {})) {
      const stated = named.values[name];
      if (stated !== undefined) properties[name] = coerce(stated, inner);
    }
    for (const [name, inner] of Object.entries(spec.o ?? {})) {
      const found = this.ofType(inner.ref as string);
      if (found.length > 0)
        properties[name] = inner.many
          ? found.map((r) => this.pointer(r.id, inner))
          : this.pointer((found[0] as Placed).id, inner);
    }
    this.extras.push({
      logical_id: id,
      type: named.type,
      properties,
      reason:
        `The brief names "${named.quote}"; built from the CloudFormation registry schema of ${named.type}.`.slice(
          0,
          300,
        ),
    });
    return id;
  }
}

function coerce(value: Value, spec: PropertySpec): unknown {
  if (spec.t === 'i' || spec.t === 'n') return Number(value);
  if (spec.t === 'b') return value === true || value === 'true';
  if (spec.t === 'a') return [String(value)];
  return String(value);
}

/** The longest stack name CloudFormation allows: a name with the stack's in it must fit beside it. */
const STACK_NAME_CHARS = 128;

/**
 * A name the studio gives a resource, fitting the name's pattern ("alias/..." for a key's alias),
 * with the stack's name in it where the name may be that long, so two designs in one account and
 * region never ask for the same name.
 */
function ownName(id: string, spec: PropertySpec): unknown {
  const slug = id.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
  const prefix = spec.pat ? (/^\^\(?([a-z][a-z/:-]*\/)\)?/.exec(spec.pat)?.[1] ?? '') : '';
  let fits = (_: string) => true;
  try {
    if (spec.pat) fits = (name) => new RegExp(spec.pat as string).test(name);
  } catch {
    // a pattern JavaScript cannot read is left to AWS's validator
  }
  const plain = [slug, `${prefix}${slug}`].find(fits) ?? `${prefix}${slug}`;
  const withPrefix = plain.startsWith(prefix) ? prefix : '';
  const long = `${withPrefix}${'s'.repeat(STACK_NAME_CHARS)}-${slug}`;
  const roomy = spec.max === undefined || long.length <= spec.max;
  return roomy && fits(`${withPrefix}stack-${slug}`)
    ? { 'Fn::Sub': `${withPrefix}\${AWS::StackName}-${slug}` }
    : plain;
}

/**
 * The plan with the types the brief names (requirements' named types) that its template lacks,
 * built as raw resources, and each it cannot build listed under "Not built, and why" with the
 * property it lacks. `synthesize` gives the plan's template, as built without them.
 */
export function withNamedTypes(
  plan: ArchitecturePlan,
  named: readonly NamedType[],
  synthesize: (plan: ArchitecturePlan) => string,
): ArchitecturePlan {
  if (named.length === 0) return plan;
  let template: string;
  try {
    template = synthesize(plan);
  } catch {
    // a plan synthesis refuses goes back to the architect as it is
    return plan;
  }
  const resources =
    (parseTemplate(template).body as { Resources?: Record<string, { Type?: string }> }).Resources ?? {};
  const present = Object.entries(resources).map(([id, r]) => ({ id, type: String(r.Type) }));
  const builder = new Builder(present, [
    ...present.map((r) => r.id),
    ...plan.extra_resources.map((r) => r.logical_id),
  ]);
  const notBuilt: NotBuilt[] = [];
  for (const mention of named) {
    const spec = NAMED_TYPES[mention.type];
    if (
      !spec ||
      builder.extras.some((e) => e.type === mention.type) ||
      present.some((r) => r.type === mention.type)
    )
      continue;
    // a type a family builds, with nothing of its own to join: the family builds it, not a bare copy
    if (spec.f && Object.keys(spec.r).length === 0) continue;
    const before = builder.extras.length;
    const built = builder.build(mention);
    if (typeof built === 'string') {
      // a type that stands alone (a transit gateway) is nothing until joined to the design; one that
      // already sits in it (an ACL in the VPC) changes its traffic when joined further, so only the
      // brief's own words join it ("associate the ACL with the subnets")
      if (Object.keys(spec.r).length === 0) builder.join(mention.type);
      continue;
    }
    builder.extras.splice(before);
    notBuilt.push({
      phrase: mention.quote,
      service: mention.type.slice(0, 60),
      reason:
        `The brief names "${mention.quote}" (${label(mention.type)}); it is not built: its required ${built.lacks} ${
          built.ref
            ? `refers to an ${label(built.ref)}, which the design does not have`
            : 'is not stated in the brief, and the studio does not guess it'
        }.`.slice(0, 400),
    });
  }
  const room = Math.max(0, MAX_RAW_RESOURCES - plan.extra_resources.length);
  const added = builder.extras.slice(0, room);
  if (added.length === 0 && notBuilt.length === 0) return plan;
  return {
    ...plan,
    extra_resources: [...plan.extra_resources, ...added],
    ...(notBuilt.length > 0
      ? { not_built: [...(plan.not_built ?? []), ...notBuilt].slice(0, MAX_NOT_BUILT) }
      : {}),
  };
}
