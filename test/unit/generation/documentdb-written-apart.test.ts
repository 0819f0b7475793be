import { describe, expect, it } from 'vitest';
import { resourcesOfBrief } from '#test/fixtures/generation';

/** DocumentDB written as two words ("document db", with a slip: "documnet db") names it, and its stated instances size it. */
describe('DocumentDB written apart', () => {
  it.each([
    ['a document db cluster with 3 instances db.r6g.large for the catalogue', 3],
    ["we'd like a documnet db cluster, 2 instances, storage encrypted", 2],
    ['نبي Document DB كلستر فيه 3 instances', 3],
  ])('%s', (brief, instances) => {
    const types = resourcesOfBrief(brief).map((r) => r.type);
    expect(types).toContain('AWS::DocDB::DBCluster');
    expect(types.filter((t) => t === 'AWS::DocDB::DBInstance')).toHaveLength(instances);
  });
});
