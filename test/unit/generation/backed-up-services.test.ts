import { describe, expect, it } from 'vitest';
import { architectDesignOfBrief } from '#test/fixtures/generation';

/** What a design's backup selections cover, as written (ARNs built with Fn::Sub). */
const coveredBy = (resources: Awaited<ReturnType<typeof architectDesignOfBrief>>['resources']) =>
  JSON.stringify(
    resources.filter((r) => r.type === 'AWS::Backup::BackupSelection').map((r) => r.props.BackupSelection),
  );

describe('a service whose resources hold data, in a brief that asks for backups', () => {
  it('gets a backup plan over a single instance (its volumes hold the data)', async () => {
    const { resources } = await architectDesignOfBrief(
      'One m5.large EC2 instance runs our ERP; take nightly backups of it with AWS Backup.',
    );
    expect(resources.some((r) => r.type === 'AWS::EC2::Instance')).toBe(true);
    expect(resources.some((r) => r.type === 'AWS::Backup::BackupPlan')).toBe(true);
    expect(coveredBy(resources)).toMatch(/:ec2:.*:instance\//);
  });

  it('gets a backup plan over an Aurora cluster, keeping what the cluster itself cannot (over 35 days)', async () => {
    const { resources } = await architectDesignOfBrief(
      'An Aurora MySQL cluster for our ledger, with backups kept for 90 days.',
    );
    const plan = resources.find((r) => r.type === 'AWS::Backup::BackupPlan');
    expect(JSON.stringify(plan?.props)).toContain('"DeleteAfterDays":90');
    expect(coveredBy(resources)).toMatch(/:rds:.*:cluster:/);
  });

  it('gets none when the brief does not ask for backups', async () => {
    const { resources } = await architectDesignOfBrief('One t3.small EC2 instance for our wiki.');
    expect(resources.some((r) => r.type === 'AWS::Backup::BackupPlan')).toBe(false);
  });
});
