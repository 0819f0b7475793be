import type { Draft, Usage } from '../types';
import { numberOf, same, text, unreadable, usage } from './read';

/** gp3 includes 3,000 IOPS and 125 MiB/s; only provisioning above that is billed. */
const GP3_BASELINE_IOPS = 3000;
const GP3_BASELINE_THROUGHPUT = 125;

/** The monthly usage of one EBS volume, or the reason it cannot be priced. */
export function ebsVolume(
  label: string,
  properties: { size: unknown; type: unknown; iops?: unknown; throughput?: unknown },
  defaultType?: string,
): Pick<Draft, 'drivers' | 'usage' | 'unpriced'> {
  const size = numberOf(properties.size);
  const type = properties.type === undefined ? defaultType : text(properties.type);
  if (size === undefined)
    return { drivers: [], usage: [], unpriced: [unreadable(`${label} size`, properties.size)] };
  if (type === undefined)
    return { drivers: [], usage: [], unpriced: [unreadable(`${label} type`, properties.type)] };
  const drivers = [`${label}: ${size} GB ${type}`];
  if (type !== 'gp3' && type !== 'gp2') {
    return { drivers, usage: [], unpriced: [`The price list has no EBS ${type} prices (${label}).`] };
  }
  const lines: Usage[] = [usage(`${label} storage (${type})`, 'EBS', `${type} storage`, same(size))];
  const unpriced: string[] = [];
  if (type === 'gp3') {
    const iops = numberOf(properties.iops);
    const throughput = numberOf(properties.throughput);
    if (properties.iops !== undefined && iops === undefined)
      unpriced.push(unreadable(`${label} IOPS`, properties.iops));
    if (iops !== undefined && iops > GP3_BASELINE_IOPS) {
      drivers.push(`${label}: ${iops} IOPS`);
      lines.push(
        usage(
          `${label} IOPS above 3,000`,
          'EBS',
          'gp3 provisioned IOPS above 3000',
          same(iops - GP3_BASELINE_IOPS),
        ),
      );
    }
    if (throughput !== undefined && throughput > GP3_BASELINE_THROUGHPUT) {
      drivers.push(`${label}: ${throughput} MiB/s`);
      lines.push(
        usage(
          `${label} throughput above 125 MiB/s`,
          'EBS',
          'gp3 provisioned throughput above 125 MiB/s',
          same(throughput - GP3_BASELINE_THROUGHPUT),
        ),
      );
    }
  }
  return { drivers, usage: lines, unpriced };
}
