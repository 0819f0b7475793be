import { describe, expect, it } from 'vitest';
import { statedProperties } from '#functions/lib/simulators/offline-planner/stated-properties';

/** The first property each value of a brief is read as, with its value. */
const firstTargets = (brief: string) =>
  statedProperties(brief).map(
    (r) => `${r.targets[0]?.type} ${r.targets[0]?.path}=${String(r.targets[0]?.value)}`,
  );

/** A throughput written as bytes a second ("128 MiB/s") is the size a property of throughput holds each second. */
describe('a throughput in bytes a second reaches the property that holds one', () => {
  it.each([
    ['EFS file system with provisioned throughput mode at 128 MiB/s, encrypted.', 128],
    ['An Amazon EFS file system, provisioned throughput 64 MB/s.', 64],
  ])('%s', (brief, mib) => {
    expect(firstTargets(brief)).toContain(`AWS::EFS::FileSystem ProvisionedThroughputInMibps=${mib}`);
  });

  it('megabits a second ("Mbps") are no bytes: not read as the file system\'s throughput', () => {
    expect(firstTargets('EFS file system with provisioned throughput of 100 Mbps.')).not.toContain(
      'AWS::EFS::FileSystem ProvisionedThroughputInMibps=100',
    );
  });
});
