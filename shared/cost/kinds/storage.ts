import { USAGE } from '../profiles';
import type { Draft, Pricer } from '../types';
import { numberOf, same, text, unreadable, usage } from './read';

/** S3 bucket: Standard storage and requests (usage profile); lifecycle transitions are not modelled. */
export const bucket: Pricer = () => ({
  drivers: ['storage (GB)', 'requests'],
  usage: [
    usage('Standard storage (GB)', 'S3', 'S3 Standard storage first 50 TB', USAGE.s3StorageGb),
    usage(
      'PUT, COPY, POST and LIST requests',
      'S3',
      'S3 Standard PUT/COPY/POST/LIST requests',
      USAGE.s3PutRequests,
    ),
    usage('GET and other requests', 'S3', 'S3 Standard GET and other requests', USAGE.s3GetRequests),
  ],
});

/** EFS file system: storage (Regional or One Zone) and its throughput mode. */
export const fileSystem: Pricer = (resource) => {
  const { properties } = resource;
  const oneZone = properties.AvailabilityZoneName !== undefined;
  const draft: Draft = {
    drivers: [oneZone ? 'One Zone storage (GB)' : 'Regional storage (GB)'],
    usage: [
      usage(
        'storage (GB)',
        'EFS',
        oneZone ? 'One Zone storage' : 'Standard storage (Regional)',
        USAGE.efsStorageGb,
      ),
    ],
    unpriced: [],
  };
  const mode = properties.ThroughputMode === undefined ? 'bursting' : text(properties.ThroughputMode);
  if (mode === 'provisioned') {
    const mibps = numberOf(properties.ProvisionedThroughputInMibps);
    if (mibps === undefined)
      draft.unpriced?.push(unreadable('provisioned throughput', properties.ProvisionedThroughputInMibps));
    else {
      draft.drivers.push(`${mibps} MiB/s provisioned throughput`);
      draft.usage.push(usage('provisioned throughput (MiB/s)', 'EFS', 'provisioned throughput', same(mibps)));
    }
  } else if (mode === 'elastic') {
    draft.drivers.push('elastic throughput reads and writes (GB)');
    draft.usage.push(
      usage('elastic throughput reads (GB)', 'EFS', 'Elastic throughput reads', USAGE.efsTransferGb),
      usage('elastic throughput writes (GB)', 'EFS', 'Elastic throughput writes', USAGE.efsTransferGb),
    );
  } else if (mode !== 'bursting')
    draft.unpriced?.push(unreadable('throughput mode', properties.ThroughputMode));
  return draft;
};

/** SSM parameter: the Standard tier is free; Advanced parameters are not in the price list. */
export const ssmParameter: Pricer = (resource) => {
  const raw = resource.properties.Tier;
  const tier = raw === undefined ? 'Standard' : text(raw);
  if (tier === 'Standard') return { drivers: ['Standard tier (no charge)'], usage: [] };
  return {
    drivers: [],
    usage: [],
    unpriced: [
      tier ? `The price list has no SSM ${tier} parameter price.` : unreadable('parameter tier', raw),
    ],
  };
};
