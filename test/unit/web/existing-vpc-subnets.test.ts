import { describe, expect, it } from 'vitest';
import { existingVpcSubnets } from '#web/pages/builder/deploy-form';

const subnet = (subnet_id: string, name: string | null, availability_zone: string) => ({
  subnet_id,
  name,
  availability_zone,
});

describe('the subnets an existing VPC fills a subnet field with', () => {
  const named = [
    subnet('subnet-pub-a', 'shop-public-1a', 'me-south-1a'),
    subnet('subnet-prv-a', 'shop-private-1a', 'me-south-1a'),
    subnet('subnet-pub-b', 'shop-public-1b', 'me-south-1b'),
    subnet('subnet-prv-b', 'shop-private-1b', 'me-south-1b'),
  ];

  it('are those of the tier the field wants, one per zone', () => {
    expect(existingVpcSubnets(named, 'private')).toEqual(['subnet-prv-a', 'subnet-prv-b']);
    expect(existingVpcSubnets(named, 'public')).toEqual(['subnet-pub-a', 'subnet-pub-b']);
  });

  it('are one per zone, at most three, when the names say no tier', () => {
    const plain = ['a', 'b', 'c', 'd'].map((zone, i) => subnet(`subnet-${i}`, null, `me-south-1${zone}`));
    expect(existingVpcSubnets([...plain, subnet('subnet-9', null, 'me-south-1a')])).toEqual([
      'subnet-0',
      'subnet-1',
      'subnet-2',
    ]);
  });
});
