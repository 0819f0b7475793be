import { beforeAll, describe, expect, it } from 'vitest';
import { type InfraFixture, roleStatements, routeFunctionIds, synthInfra } from '../fixtures/infra';

/**
 * Least privilege of the platform's own functions (issue 32): beside the per-grant tests (table,
 * secrets, the customer's role, schedules), no route function may act on every resource except
 * where the service has no resource to name (X-Ray's trace writes).
 */
const NO_RESOURCE_LEVEL = /^xray:(PutTraceSegments|PutTelemetryRecords)$/;

describe('route functions: least privilege', () => {
  let infra: InfraFixture;
  beforeAll(() => {
    infra = synthInfra();
  });

  it('grants no wildcard action, and acts on every resource only where the service has no resource to name', () => {
    const wide: string[] = [];
    for (const route of infra.routes) {
      const { roleId } = routeFunctionIds(infra, route.name);
      for (const statement of roleStatements(infra, roleId)) {
        const actions = [statement.Action].flat();
        for (const action of actions) {
          expect(action.endsWith(':*') || action === '*', `${route.name}: ${action}`).toBe(false);
        }
        if ([statement.Resource].flat().includes('*')) {
          wide.push(...actions.filter((a) => !NO_RESOURCE_LEVEL.test(a)).map((a) => `${route.name}: ${a}`));
        }
      }
    }
    expect(wide).toEqual([]);
  });
});
