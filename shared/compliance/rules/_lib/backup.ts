import type { Resource } from '#shared/cfn/types';
import { isUnknown, unknownValue } from '#shared/cfn/unknown';
import { and, type Maybe, not, or } from './maybe';
import { asList, dig } from './props';

/**
 * The data stores (a subset of DATA_STORE_TYPES in data-stores.ts) that AWS Backup selections can protect, with the ARN shape a selection uses for
 * them and the property holding their literal name (when the name is part of the ARN).
 */
export interface BackupTargetKind {
  service: string;
  /** the resource part of the ARN before the name, e.g. "table/" */
  resourcePrefix: string;
  nameProperty?: string;
}

export const BACKUP_TARGETS: Readonly<Record<string, BackupTargetKind>> = {
  'AWS::RDS::DBInstance': { service: 'rds', resourcePrefix: 'db:', nameProperty: 'DBInstanceIdentifier' },
  'AWS::RDS::DBCluster': { service: 'rds', resourcePrefix: 'cluster:', nameProperty: 'DBClusterIdentifier' },
  'AWS::DynamoDB::Table': { service: 'dynamodb', resourcePrefix: 'table/', nameProperty: 'TableName' },
  'AWS::DynamoDB::GlobalTable': { service: 'dynamodb', resourcePrefix: 'table/', nameProperty: 'TableName' },
  'AWS::EFS::FileSystem': { service: 'elasticfilesystem', resourcePrefix: 'file-system/' },
  'AWS::EC2::Volume': { service: 'ec2', resourcePrefix: 'volume/' },
};

export const BACKUP_TARGET_TYPES: readonly string[] = Object.keys(BACKUP_TARGETS);

/** IAM-style wildcard match: "*" any run of characters, "?" one character. */
function globMatches(pattern: string, text: string): boolean {
  const body = pattern
    .replace(/[.+^${}()|[\]\\]/g, '\\$&')
    .replace(/\*/g, '.*')
    .replace(/\?/g, '.');
  return new RegExp(`^${body}$`).test(text);
}

/** Does one Resources/NotResources entry name this data store? */
function arnCovers(entry: unknown, store: Resource): Maybe {
  if (isUnknown(entry)) {
    const refs = entry.refs ?? [];
    return refs.length === 0 ? entry : refs.includes(store.logicalId);
  }
  if (typeof entry !== 'string') return false;
  if (entry === '*') return true;
  const kind = BACKUP_TARGETS[store.type];
  const [, , service, , , ...rest] = entry.split(':');
  if (service === undefined || !globMatches(service, kind.service)) return false;
  const resourcePart = rest.join(':');
  // "table/*" and the like select every store of this kind
  if (resourcePart === '*' || resourcePart === `${kind.resourcePrefix}*`) return true;
  const name = kind.nameProperty ? store.properties[kind.nameProperty] : undefined;
  if (typeof name === 'string') return globMatches(resourcePart, `${kind.resourcePrefix}${name}`);
  // A narrower ARN of the same kind may or may not name this store, whose name is generated.
  return unknownValue(`an ARN pattern (${entry}) that cannot be matched to a generated name`);
}

function tagKey(key: unknown): unknown {
  return typeof key === 'string' ? key.replace(/^aws:ResourceTag\//, '') : key;
}

/** A tag condition {ConditionKey, ConditionValue} compared with `op` on the store's tags. */
function tagMatches(condition: unknown, store: Resource, like: boolean): Maybe {
  const key = tagKey(dig(condition, 'ConditionKey'));
  const wanted = dig(condition, 'ConditionValue');
  if (isUnknown(key)) return key;
  if (isUnknown(wanted)) return wanted;
  if (typeof key !== 'string' || typeof wanted !== 'string') return false;
  const actual = store.tags[key];
  if (isUnknown(actual)) return actual;
  if (actual === undefined) return false;
  return like ? globMatches(wanted, actual) : actual === wanted;
}

/** Applies `test` to each item of a list property: all must hold, or any. Absent = empty list. */
function each(value: unknown, test: (item: unknown) => Maybe, all: boolean): Maybe {
  const list = asList(value);
  if (list === undefined) return all;
  if (isUnknown(list)) return list;
  return all ? and(...list.map(test)) : or(...list.map(test));
}

/** Conditions: every listed condition must hold (AWS Backup joins them with AND). */
function conditionsHold(conditions: unknown, store: Resource): Maybe {
  if (conditions === undefined) return true;
  if (isUnknown(conditions)) return conditions;
  return and(
    each(dig(conditions, 'StringEquals'), (c) => tagMatches(c, store, false), true),
    each(dig(conditions, 'StringLike'), (c) => tagMatches(c, store, true), true),
    each(dig(conditions, 'StringNotEquals'), (c) => not(tagMatches(c, store, false)), true),
    each(dig(conditions, 'StringNotLike'), (c) => not(tagMatches(c, store, true)), true),
  );
}

/**
 * Whether a BackupSelection picks this data store: (Resources OR ListOfTags) AND Conditions, minus
 * NotResources, as AWS Backup combines them.
 */
export function selectionCovers(selection: Resource, store: Resource): Maybe {
  const spec = dig(selection.properties, 'BackupSelection');
  if (isUnknown(spec)) return spec;
  const picked = or(
    each(dig(spec, 'Resources'), (entry) => arnCovers(entry, store), false),
    each(dig(spec, 'ListOfTags'), (c) => tagMatches(c, store, false), false),
  );
  const excluded = each(dig(spec, 'NotResources'), (entry) => arnCovers(entry, store), false);
  return and(picked, conditionsHold(dig(spec, 'Conditions'), store), not(excluded));
}
