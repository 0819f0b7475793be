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

/**
 * A fleet scaled "back up to 2" on a schedule is not asked to be backed up: no backup plan is
 * made of the words that say how many servers run again.
 */
describe('scaling back up is not a backup', () => {
  it.each([
    'An Auto Scaling group of t3.large web servers, 2 to 6 instances. Scale down to 1 instance every Friday at 00:00 and back up to 2 on Saturday at 20:00.',
    'ASG of t3.small instances behind an ALB; scale in to one server at night and back up to three in the morning.',
    'web servers on EC2 in an autoscaling group, scale to 1 on weekends then back up to 4 on sunday',
  ])('%s', async (brief) => {
    const { resources } = await architectDesignOfBrief(brief);
    expect(resources.map((r) => r.type)).not.toContain('AWS::Backup::BackupPlan');
  });
});
