import { describe, expect, it } from 'vitest';
import { declaredParameters } from '#functions/lib/deployments/change-sets';
import type { UpdateOptions } from '#shared/api/deployment-changes';
import { DATABASE_STACK_TEMPLATE, DATABASE_STACK_WITH_BACKUPS } from '#test/fixtures/database-stack';
import { fieldProblems, formParameters, startingValues } from '#web/pages/deployments/update-form';

/** The update options of a database stack whose catalog template gained a parameter since. */
const OPTIONS: UpdateOptions = {
  parameters: declaredParameters(DATABASE_STACK_TEMPLATE),
  parameter_values: { DatabaseName: 'orders_v2' },
  source: {
    kind: 'catalog',
    name: 'Orders database',
    newer_version: true,
    parameters: declaredParameters(DATABASE_STACK_WITH_BACKUPS),
  },
};

describe('the update form moving to a newer version', () => {
  it("asks for the newer version's added parameter only once the user moves to it", () => {
    expect(formParameters(OPTIONS, false).map((p) => p.name)).not.toContain('BackupRetentionDays');
    expect(formParameters(OPTIONS, true).map((p) => p.name)).toContain('BackupRetentionDays');
  });

  it('fills the added parameter with its default, and keeps the values the stack runs with or the user typed', () => {
    const fields = formParameters(OPTIONS, true);
    expect(startingValues(OPTIONS, fields)).toMatchObject({
      BackupRetentionDays: '7',
      DatabaseName: 'orders_v2',
      InstanceClass: 'db.t4g.micro',
    });
    expect(startingValues(OPTIONS, fields, { DatabaseName: 'typed' })).toMatchObject({
      DatabaseName: 'typed',
      BackupRetentionDays: '7',
    });
  });

  it("checks the added parameter's limits on its field", () => {
    const fields = formParameters(OPTIONS, true);
    const values = { ...startingValues(OPTIONS, fields), BackupRetentionDays: '90' };
    expect(fieldProblems(fields, values)).toEqual({
      BackupRetentionDays: 'BackupRetentionDays must be at most 35',
    });
    expect(fieldProblems(fields, startingValues(OPTIONS, fields))).toEqual({});
  });
});
