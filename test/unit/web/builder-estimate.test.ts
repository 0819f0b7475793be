import { describe, expect, it } from 'vitest';
import { describeCatalog, findCatalogEntry } from '#shared/catalog/index';
import { estimateDeployment } from '#web/pages/builder/live-estimate';

const database = findCatalogEntry('secure-database');
const card = describeCatalog().find((t) => t.slug === 'secure-database');

describe("the deploy dialog's live estimate", { timeout: 30_000 }, () => {
  it("matches the card's cost in me-south-1 with the defaults, and follows the region and the values", () => {
    const text = database?.template ?? '';
    const defaults = estimateDeployment(text, 'me-south-1', {});
    expect(defaults.cost?.min).toBeCloseTo(card?.estimated_monthly_cost_min ?? -1, 1);
    expect(defaults.cost?.max).toBeCloseTo(card?.estimated_monthly_cost_max ?? -1, 1);
    const bigger = estimateDeployment(text, 'me-south-1', {
      InstanceClass: 'db.r6g.large',
      StorageGiB: '500',
    });
    expect(bigger.cost?.min).toBeGreaterThan((defaults.cost?.min ?? 0) * 3);
    const virginia = estimateDeployment(text, 'us-east-1', {});
    expect(virginia.cost?.min).toBeLessThan(defaults.cost?.min ?? 0); // Bahrain lists higher prices
    const blanks = estimateDeployment(text, 'me-south-1', { InstanceClass: '  ' });
    expect(blanks.cost).toEqual(defaults.cost);
  });

  it('scores in the chosen region, the lowest framework score first', () => {
    const estimate = estimateDeployment(database?.template ?? '', 'me-south-1', {});
    expect(estimate.score).toBe(Math.min(...Object.values(estimate.scores)));
    expect(Object.keys(estimate.scores).sort()).toEqual(['CITC', 'NCA-ECC', 'SAMA']);
    // a value that switches a control off costs points
    const unprotected = estimateDeployment(database?.template ?? '', 'me-south-1', {
      DeletionProtection: 'false',
    });
    expect(unprotected.score).toBeLessThan(estimate.score);
  });

  it('scores only the frameworks the template is held to, as its badge does', () => {
    const all = estimateDeployment(database?.template ?? '', 'me-south-1', {});
    const held = estimateDeployment(database?.template ?? '', 'me-south-1', {}, undefined, ['NCA-ECC']);
    expect(held.score).toBe(all.scores['NCA-ECC']);
  });
});
