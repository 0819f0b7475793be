import type { Resource } from '#shared/cfn/types';
import { isUnknown, type UnknownValue } from '#shared/cfn/unknown';
import type { Evaluation, ScanContext } from '#shared/compliance/types';
import { failWith, NOT_APPLICABLE, PASS, unknownBecause, unknownFrom } from './evaluation';
import { nameOf } from './nouns';
import { dig, toList } from './props';

/**
 * Where a resource copies its data to, for the residency rules. A destination is a region, the
 * stack's own region (a target resource in this template), or something whose region cannot be
 * read (an S3 bucket ARN carries no region).
 */
export type DestinationRegion = string | 'same-region' | UnknownValue | { unreadable: string };

export interface Destination {
  /** the verb phrase of a finding, e.g. "keeps a replica" or "copies backups" */
  what: string;
  label: string;
  region: DestinationRegion;
}

/** The region in an ARN (arn:partition:service:region:account:...), when it has one. */
export function regionOfArn(arn: string): string | undefined {
  const parts = arn.split(':');
  return parts[0] === 'arn' && parts.length > 4 && parts[3] !== '' ? parts[3] : undefined;
}

/** A Ref/GetAtt to a template resource is in the stack's region; a literal ARN names its region. */
function arnDestination(value: unknown, what: string, label: string): Destination | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (isUnknown(value)) return { what, label, region: (value.refs ?? []).length > 0 ? 'same-region' : value };
  if (typeof value !== 'string') return undefined;
  return { what, label, region: regionOfArn(value) ?? { unreadable: value } };
}

function isUnreadable(region: DestinationRegion): region is { unreadable: string } {
  return typeof region === 'object' && 'unreadable' in region;
}

function regionDestination(value: unknown, what: string, label: string): Destination | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (isUnknown(value) || typeof value === 'string') return { what, label, region: value };
  return undefined;
}

type Found = Destination | readonly Destination[] | undefined;

function each(list: unknown, label: string, fn: (item: unknown, index: number) => Found): Destination[] {
  const items = toList(list);
  if (isUnknown(items)) return [{ what: 'copies data', label, region: items }];
  return items.flatMap((item, index) => fn(item, index) ?? []);
}

/** Every copy destination the resource declares. */
export function destinationsOf(resource: Resource): Destination[] {
  const p = resource.properties;
  switch (resource.type) {
    case 'AWS::S3::Bucket':
      return each(dig(p, 'ReplicationConfiguration', 'Rules'), 'ReplicationConfiguration.Rules', (rule, i) =>
        arnDestination(
          dig(rule, 'Destination', 'Bucket'),
          'replicates objects',
          `ReplicationConfiguration.Rules[${i}].Destination.Bucket`,
        ),
      );
    case 'AWS::DynamoDB::GlobalTable':
      return each(p.Replicas, 'Replicas', (replica, i) =>
        regionDestination(dig(replica, 'Region'), 'keeps a replica', `Replicas[${i}].Region`),
      );
    case 'AWS::Backup::BackupPlan':
      return each(dig(p, 'BackupPlan', 'BackupPlanRule'), 'BackupPlan.BackupPlanRule', (rule, i) =>
        each(dig(rule, 'CopyActions'), `BackupPlan.BackupPlanRule[${i}].CopyActions`, (copy, j) =>
          arnDestination(
            dig(copy, 'DestinationBackupVaultArn'),
            'copies backups',
            `BackupPlan.BackupPlanRule[${i}].CopyActions[${j}].DestinationBackupVaultArn`,
          ),
        ),
      );
    case 'AWS::RDS::DBInstance':
    case 'AWS::RDS::DBCluster': {
      const source =
        resource.type === 'AWS::RDS::DBInstance'
          ? 'SourceDBInstanceIdentifier'
          : 'ReplicationSourceIdentifier';
      // A source named by identifier rather than ARN is in the same region.
      const fromSource = arnDestination(p[source], 'replicates from its source', source);
      const found = [
        regionDestination(p.SourceRegion, 'replicates from its source', 'SourceRegion'),
        fromSource,
        regionDestination(
          p.AutomaticBackupReplicationRegion,
          'copies its automated backups',
          'AutomaticBackupReplicationRegion',
        ),
      ];
      return found.flatMap((d) => (d === undefined || isUnreadable(d.region) ? [] : [d]));
    }
    case 'AWS::EFS::FileSystem':
      return each(
        dig(p, 'ReplicationConfiguration', 'Destinations'),
        'ReplicationConfiguration.Destinations',
        (dest, i) =>
          regionDestination(
            dig(dest, 'Region'),
            'replicates its files',
            `ReplicationConfiguration.Destinations[${i}].Region`,
          ),
      );
    case 'AWS::ECR::ReplicationConfiguration':
      return each(dig(p, 'ReplicationConfiguration', 'Rules'), 'ReplicationConfiguration.Rules', (rule, i) =>
        each(dig(rule, 'Destinations'), `ReplicationConfiguration.Rules[${i}].Destinations`, (dest, j) =>
          regionDestination(
            dig(dest, 'Region'),
            'replicates images',
            `ReplicationConfiguration.Rules[${i}].Destinations[${j}].Region`,
          ),
        ),
      );
    case 'AWS::SecretsManager::Secret':
      return each(p.ReplicaRegions, 'ReplicaRegions', (replica, i) =>
        regionDestination(dig(replica, 'Region'), 'keeps a replica', `ReplicaRegions[${i}].Region`),
      );
    default:
      return [];
  }
}

export const REPLICATING_TYPES = [
  'AWS::S3::Bucket',
  'AWS::DynamoDB::GlobalTable',
  'AWS::Backup::BackupPlan',
  'AWS::RDS::DBInstance',
  'AWS::RDS::DBCluster',
  'AWS::EFS::FileSystem',
  'AWS::ECR::ReplicationConfiguration',
  'AWS::SecretsManager::Secret',
] as const;

/**
 * Checks destinations against the in-Kingdom list. The stack's own region passes here: whether
 * that region is acceptable is residency-region-in-kingdom's question, not a replication one.
 */
export function checkDestinations(
  resource: Resource,
  destinations: Destination[],
  ctx: ScanContext,
): Evaluation {
  if (destinations.length === 0) return NOT_APPLICABLE;
  const allowed = new Set(ctx.settings.inKingdomRegions);
  let undecided: Evaluation | undefined;
  for (const d of destinations) {
    if (d.region === 'same-region') continue;
    if (isUnknown(d.region)) {
      undecided ??= unknownFrom(d.label, d.region);
      continue;
    }
    if (isUnreadable(d.region)) {
      undecided ??= {
        status: 'unknown',
        reason: `${d.label} is '${d.region.unreadable}', outside this template, and its region cannot be read`,
      };
      continue;
    }
    if (allowed.has(d.region) || d.region === ctx.region) continue;
    // as for the stack's own region: without an in-Kingdom list, where the Kingdom ends is unknown
    if (allowed.size === 0) {
      undecided ??= unknownBecause(
        `${nameOf(resource)} ${d.what} in ${d.region}; no in-Kingdom regions are configured, so whether that copy leaves the Kingdom cannot be judged until they are`,
      );
      continue;
    }
    return failWith(
      `${nameOf(resource)} ${d.what} in ${d.region}: region ${d.region} is not on the in-Kingdom list; SAMA 3.4.3 requires explicit approval to host data outside the Kingdom.`,
    );
  }
  return undecided ?? PASS;
}
