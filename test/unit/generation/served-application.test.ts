import { describe, expect, it } from 'vitest';
import { requirementsFromBrief } from '#functions/lib/simulators/offline-planner/read-brief';
import { resourcesOfBrief } from '#test/fixtures/generation';

const BUILT_FOR_AN_APP = [
  'AWS::AutoScaling::AutoScalingGroup',
  'AWS::EC2::LaunchTemplate',
  'AWS::RDS::DBInstance',
  'AWS::RDS::DBCluster',
];

/**
 * An application named as what the brief's services are for ("a Redis cache for our website",
 * "كاش للموقع") is the customer's own: the services are built, not a web application and a
 * database beside them. English, Gulf and standard Arabic, mixed and misspelt.
 */
describe('an application the services are for is not built', () => {
  it.each([
    'A Redis cache for our website, two nodes.',
    'redis cachng for the online shop, one node',
    'نبي Redis كاش للموقع حقنا',
    'نريد ذاكرة Redis مؤقتة لموقعنا الإلكتروني',
    'ElastiCache Redis للمتجر الإلكتروني، نود وحدة',
  ])('%s', (brief) => {
    const kinds = requirementsFromBrief({ prompt: brief }).workloads.map((w) => w.kind);
    expect(kinds).not.toContain('web-app');
    const types = resourcesOfBrief(brief).map((r) => r.type);
    expect(types).toContain('AWS::ElastiCache::ReplicationGroup');
    expect(types.filter((t) => BUILT_FOR_AN_APP.includes(t))).toEqual([]);
  });

  it.each([
    'A website for our bakery with its sessions in a Redis cache.',
    'موقع إلكتروني للمتجر مع Redis للجلسات',
  ])('an application the brief asks for is still built: %s', (brief) => {
    const kinds = requirementsFromBrief({ prompt: brief }).workloads.map((w) => w.kind);
    expect(kinds).toContain('web-app');
  });
});
