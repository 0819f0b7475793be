import { describe, expect, it } from 'vitest';
import { resourcesOfBrief } from '#test/fixtures/generation';

/**
 * Redshift is built serverless unless the brief states what only a provisioned cluster has: a
 * node type, a number of nodes, or a cluster. Then it is a cluster of those nodes, encrypted with
 * the design's key and private.
 */
const warehouseOf = (brief: string) => {
  const resources = resourcesOfBrief(brief);
  return {
    clusters: resources.filter((r) => r.type === 'AWS::Redshift::Cluster').map((r) => r.props),
    serverless: resources.filter((r) => r.type.startsWith('AWS::RedshiftServerless::')),
  };
};

describe('a provisioned Redshift cluster', () => {
  it.each([
    ['English', 'A Redshift cluster of two ra3.xlplus nodes for our sales reports.', 'ra3.xlplus', 2],
    ['typos', 'redshfit clustr, 4 nodes ra3.4xlarge, private', 'ra3.4xlarge', 4],
    [
      'MSA Arabic, a dual',
      'نحتاج مستودع بيانات Amazon Redshift: عنقود من عقدتين من نوع ra3.xlplus لتقارير المبيعات.',
      'ra3.xlplus',
      2,
    ],
    ['Gulf Arabic', 'نبي كلستر Redshift فيه ٣ نودز dc2.large للتقارير', 'dc2.large', 3],
  ])('%s', (_, brief, nodeType, nodes) => {
    // act
    const { clusters, serverless } = warehouseOf(brief);
    // assert
    expect(serverless).toEqual([]);
    expect(clusters).toHaveLength(1);
    expect(clusters[0]).toMatchObject({
      NodeType: nodeType,
      NumberOfNodes: nodes,
      ClusterType: 'multi-node',
      Encrypted: true,
      PubliclyAccessible: false,
    });
  });

  it('is one node when the brief says so', () => {
    const [cluster] = warehouseOf('A single-node Redshift cluster on dc2.large.').clusters;
    expect(cluster?.ClusterType).toBe('single-node');
    expect(cluster?.NumberOfNodes).toBeUndefined();
  });

  it('stays serverless when the brief states no node or cluster', () => {
    const { clusters, serverless } = warehouseOf('A Redshift data warehouse for our BI dashboards.');
    expect(clusters).toEqual([]);
    expect(serverless.length).toBeGreaterThan(0);
  });
});
