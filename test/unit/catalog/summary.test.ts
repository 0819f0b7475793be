import { describe, expect, it } from 'vitest';
import { describeTemplate, summarizeTemplate, templateId } from '#shared/catalog/summary';
import { makeCatalogEntry, withExtraResources } from '#test/fixtures/catalog';

const QUEUE = `  Queue:
    Type: AWS::SQS::Queue
    Properties:
      SqsManagedSseEnabled: false
      Tags:
        - { Key: DataClassification, Value: Internal }
`;

describe('summarizeTemplate computes what the card shows', () => {
  it('counts the resources in the template text', () => {
    // Arrange
    const small = makeCatalogEntry();
    const bigger = makeCatalogEntry({ template: withExtraResources(QUEUE) });
    // Act
    const [before, after] = [summarizeTemplate(small), summarizeTemplate(bigger)];
    // Assert
    expect(after.resource_count).toBe(before.resource_count + 1);
    expect(after.resources.map((r) => r.id)).toContain('Queue');
    expect(after.resources.find((r) => r.id === 'Queue')?.type).toBe('AWS::SQS::Queue');
  });

  it('scores with the engine: an unencrypted queue lowers the score on every framework', () => {
    const clean = summarizeTemplate(makeCatalogEntry());
    const flawed = summarizeTemplate(makeCatalogEntry({ template: withExtraResources(QUEUE) }));
    for (const framework of clean.frameworks) {
      expect(flawed.framework_scores[framework], framework).toBeLessThan(clean.framework_scores[framework]);
    }
    expect(flawed.compliance_score).toBe(Math.min(...Object.values(flawed.framework_scores)));
  });

  it("shows a reviewed design's one score for the frameworks it was checked against, not a second scan's", () => {
    const entry = makeCatalogEntry({ template: withExtraResources(QUEUE) });
    const rescanned = summarizeTemplate(entry);
    const reviewed = summarizeTemplate(entry, {
      checked: { frameworks: ['NCA-ECC'], scores: { 'NCA-ECC': 99 } },
    });
    expect(reviewed.frameworks).toEqual(['NCA-ECC']);
    expect(reviewed.compliance_score).toBe(99);
    expect(reviewed.framework_scores['NCA-ECC']).toBe(99);
    // without a review, every framework and the lowest of the engine's scores, as before
    expect(rescanned.frameworks).toHaveLength(3);
    expect(rescanned.compliance_score).not.toBe(99);
  });

  it('prices with the cost model by default: another priced resource widens the range', () => {
    // Arrange: a KMS key is billed per month whatever the usage
    const key =
      '  Key:\n    Type: AWS::KMS::Key\n    Properties:\n      EnableKeyRotation: true\n      PendingWindowInDays: 30\n';
    // Act
    const base = summarizeTemplate(makeCatalogEntry());
    const withKey = summarizeTemplate(makeCatalogEntry({ template: withExtraResources(key) }));
    // Assert
    expect(base.estimated_monthly_cost_min).not.toBeNull();
    expect(withKey.estimated_monthly_cost_min ?? 0).toBeGreaterThan(base.estimated_monthly_cost_min ?? 0);
    expect(withKey.estimated_monthly_cost_max ?? 0).toBeGreaterThan(base.estimated_monthly_cost_max ?? 0);
  });

  it('asks the given cost model for the chosen region and leaves the range empty when it cannot price', () => {
    const entry = makeCatalogEntry();
    const asked: string[] = [];
    const priced = summarizeTemplate(entry, {
      costRegion: 'eu-west-1',
      estimateCost: (template, region) => {
        asked.push(region);
        return { min: template.length / 1000, max: template.length / 100 };
      },
    });
    expect(asked).toEqual(['eu-west-1']);
    expect(priced.estimated_monthly_cost_min).toBe(entry.template.length / 1000);
    expect(priced.estimated_monthly_cost_max).toBe(entry.template.length / 100);
    const unpriced = summarizeTemplate(entry, { estimateCost: () => undefined });
    expect(unpriced).toMatchObject({ estimated_monthly_cost_min: null, estimated_monthly_cost_max: null });
  });

  it('describes an entry in the API shape with its written facts and a stable id', () => {
    const entry = makeCatalogEntry({ featured: true });
    const described = describeTemplate(entry);
    expect(described).toMatchObject({
      template_id: templateId(entry.slug),
      slug: entry.slug,
      name: entry.name,
      is_featured: true,
      color: entry.color,
      category: entry.category,
      frameworks: ['SAMA', 'NCA-ECC', 'CITC'],
    });
    expect(described.parameters).toHaveLength(4);
  });
});
