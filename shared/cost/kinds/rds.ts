import type { Resource } from '#shared/cfn/types';
import { HOURS_PER_MONTH, USAGE } from '../profiles';
import type { Draft, Pricer, PricingContext, Usage } from '../types';
import { flag, hourly, mapOf, numberOf, referenced, same, text, unreadable, usage } from './read';

// RDS prices MariaDB instances and storage as MySQL's
const ENGINES: Record<string, string> = { mysql: 'mysql', mariadb: 'mysql', postgres: 'postgresql' };

/** Above this size gp3 includes 12,000 IOPS and 500 MiB/s instead of 3,000 and 125 (MySQL, PostgreSQL). */
const GP3_LARGE_VOLUME_GB = 400;

const unpriced = (...reasons: string[]): Draft => ({ drivers: [], usage: [], unpriced: reasons });

/** The Aurora cluster an instance belongs to, when the template declares it. */
function clusterOf(resource: Resource, context: PricingContext): Resource | undefined {
  const cluster = referenced(resource.properties.DBClusterIdentifier, context);
  return cluster?.type === 'AWS::RDS::DBCluster' ? cluster : undefined;
}

/** The instance a read replica copies, when the template declares it: its engine and storage are the replica's. */
function sourceOf(resource: Resource, context: PricingContext): Resource | undefined {
  const source = referenced(resource.properties.SourceDBInstanceIdentifier, context);
  return source?.type === 'AWS::RDS::DBInstance' ? source : undefined;
}

/** RDS instance: instance hours by engine, class and deployment (Single- or Multi-AZ), and its storage. */
export const rdsInstance: Pricer = (resource, context) => {
  const source = sourceOf(resource, context);
  const properties = source
    ? { ...source.properties, MultiAZ: false, ...resource.properties }
    : resource.properties;
  const cluster = clusterOf(resource, context);
  const engineValue = properties.Engine ?? cluster?.properties.Engine;
  const engine = text(engineValue)?.toLowerCase();
  const instanceClass = text(properties.DBInstanceClass);
  if (engine === undefined) return unpriced(unreadable('database engine', engineValue));
  if (instanceClass === undefined) return unpriced(unreadable('instance class', properties.DBInstanceClass));
  if (engine.startsWith('aurora')) return auroraInstance(engine, instanceClass, cluster);
  const family = ENGINES[engine];
  if (!family) return unpriced(`The price list has no RDS ${engine} prices.`);
  const multiAz = flag(properties.MultiAZ) ?? false;
  const deployment = multiAz ? 'Multi-AZ' : 'Single-AZ';
  const draft: Draft = {
    drivers: [`${engine} ${instanceClass} ${deployment}`],
    usage: [
      hourly(`${instanceClass} ${deployment} hours`, 'RDS', `${family} ${instanceClass} ${deployment}`),
    ],
    unpriced: [],
  };
  const storage = rdsStorage(properties, deployment);
  draft.drivers.push(...storage.drivers);
  draft.usage.push(...storage.usage);
  draft.unpriced?.push(...(storage.unpriced ?? []));
  return draft;
};

function rdsStorage(properties: Record<string, unknown>, deployment: string): Draft {
  const size = numberOf(properties.AllocatedStorage);
  const rawType = properties.StorageType;
  const type = rawType === undefined ? (properties.Iops === undefined ? 'gp2' : 'io1') : text(rawType);
  if (size === undefined) return unpriced(unreadable('allocated storage', properties.AllocatedStorage));
  if (type !== 'gp2' && type !== 'gp3') {
    return type
      ? unpriced(`The price list has no RDS ${type} storage prices.`)
      : unpriced(unreadable('storage type', rawType));
  }
  const drivers = [`${size} GB ${type} storage`];
  const lines: Usage[] = [usage(`${type} storage (GB)`, 'RDS', `storage ${type} ${deployment}`, same(size))];
  if (type === 'gp3') {
    const large = size >= GP3_LARGE_VOLUME_GB;
    const iops = numberOf(properties.Iops) ?? 0;
    const throughput = numberOf(properties.StorageThroughput) ?? 0;
    const extraIops = iops - (large ? 12_000 : 3_000);
    const extraThroughput = throughput - (large ? 500 : 125);
    if (extraIops > 0) {
      drivers.push(`${iops} IOPS`);
      lines.push(
        usage(
          'IOPS above the included baseline',
          'RDS',
          `gp3 provisioned IOPS ${deployment} (above included baseline)`,
          same(extraIops),
        ),
      );
    }
    if (extraThroughput > 0) {
      drivers.push(`${throughput} MiB/s`);
      lines.push(
        usage(
          'throughput above the included baseline',
          'RDS',
          `gp3 provisioned throughput ${deployment}`,
          same(extraThroughput),
        ),
      );
    }
  }
  return { drivers, usage: lines };
}

/** Aurora Serverless v2 instances are billed in ACU-hours between the cluster's minimum and maximum capacity. */
function auroraInstance(engine: string, instanceClass: string, cluster: Resource | undefined): Draft {
  if (instanceClass !== 'db.serverless') {
    return unpriced(`The price list has no Aurora provisioned instance prices (${instanceClass}).`);
  }
  const scaling = mapOf(cluster?.properties.ServerlessV2ScalingConfiguration);
  const min = numberOf(scaling?.MinCapacity);
  const max = numberOf(scaling?.MaxCapacity);
  if (min === undefined || max === undefined)
    return unpriced(unreadable('Aurora Serverless v2 capacity range', scaling));
  const optimized = text(cluster?.properties.StorageType) === 'aurora-iopt1';
  const edition = engine === 'aurora-mysql' ? 'MySQL' : 'PostgreSQL';
  const config = optimized ? 'I/O-Optimized' : 'Standard config';
  return {
    drivers: [`Aurora ${edition} Serverless v2, ${min} to ${max} ACU, ${config}`],
    usage: [
      usage('capacity unit hours (ACU)', 'Aurora', `Aurora ${edition} Serverless v2 capacity (${config})`, {
        min: min * HOURS_PER_MONTH,
        max: max * HOURS_PER_MONTH,
      }),
    ],
  };
}

/** Aurora cluster: storage and, in the Standard configuration, I/O requests (usage profile). */
export const rdsCluster: Pricer = (resource) => {
  const { properties } = resource;
  const engine = text(properties.Engine)?.toLowerCase();
  if (engine === undefined) return unpriced(unreadable('database engine', properties.Engine));
  if (!engine.startsWith('aurora'))
    return unpriced(`Multi-AZ DB clusters of ${engine} are not in the price list.`);
  if (text(properties.EngineMode) === 'serverless')
    return unpriced('Aurora Serverless v1 is not in the price list.');
  if (text(properties.StorageType) === 'aurora-iopt1') {
    return {
      drivers: ['Aurora I/O-Optimized storage'],
      usage: [],
      unpriced: ['The price list has no Aurora I/O-Optimized storage price.'],
    };
  }
  return {
    drivers: ['Aurora storage (GB)', 'Aurora I/O requests'],
    usage: [
      usage('storage (GB)', 'Aurora', 'Aurora storage (Standard config)', USAGE.auroraStorageGb),
      usage('I/O requests', 'Aurora', 'Aurora I/O requests (Standard config)', USAGE.auroraIoRequests),
    ],
  };
};
