import { describe, expect, it } from 'vitest';
import { resourcesOfBrief } from '#test/fixtures/generation';

/**
 * Patching servers with Systems Manager Patch Manager: a patch baseline (what is approved, and
 * after how many days), a maintenance window on the stated schedule, the servers it targets by
 * their Patch Group tag, and the task that runs AWS-RunPatchBaseline on them.
 */
const patchingOf = (brief: string) => {
  const resources = resourcesOfBrief(brief);
  const of = (type: string) => resources.filter((r) => r.type === `AWS::SSM::${type}`).map((r) => r.props);
  return {
    baselines: of('PatchBaseline'),
    windows: of('MaintenanceWindow'),
    targets: of('MaintenanceWindowTarget'),
    tasks: of('MaintenanceWindowTask'),
    servers: resources.filter((r) => r.type === 'AWS::EC2::Instance'),
  };
};

describe('Patch Manager', () => {
  it.each([
    [
      'English',
      'Patch our existing EC2 servers (tag Patch Group = web-prod) every Sunday at 3 am with Patch Manager, approving security updates 5 days after release.',
      'web-prod',
      5,
    ],
    [
      'MSA Arabic',
      'نريد ترقيع خوادمنا الحالية عبر Patch Manager في Systems Manager كل يوم سبت، للخوادم التي تحمل الوسم Patch Group بالقيمة erp-prod، مع اعتماد التحديثات الأمنية بعد ١٠ أيام من صدورها.',
      'erp-prod',
      10,
    ],
    [
      'Gulf Arabic, mixed',
      'نبي patching تلقائي للسيرفرات اللي عندنا بالـ Patch Manager، الـ patch group اسمه pos-servers، والتحديثات تنعتمد بعد 3 أيام.',
      'pos-servers',
      3,
    ],
    [
      'typos',
      'patch manger for our ec2 fleet, patch group = hr-prod, aprove patches after 7 days',
      'hr-prod',
      7,
    ],
  ])('%s: a baseline, a window, its target and its task', (_, brief, group, days) => {
    // act
    const patching = patchingOf(brief);
    // assert
    expect(patching.baselines).toHaveLength(1);
    expect(patching.baselines[0]).toMatchObject({ PatchGroups: [group] });
    expect(JSON.stringify(patching.baselines[0]?.ApprovalRules)).toContain(`"ApproveAfterDays":${days}`);
    expect(patching.windows).toHaveLength(1);
    expect(JSON.stringify(patching.targets)).toContain(group);
    expect(patching.tasks.map((t) => t.TaskArn)).toEqual(['AWS-RunPatchBaseline']);
    expect(patching.servers).toEqual([]);
  });

  it('runs its window on the day the brief names', () => {
    const [window] = patchingOf(
      'Patch Manager for our existing servers, patch group app-prod, every Friday.',
    ).windows;
    expect(String(window?.Schedule)).toMatch(/FRI/);
  });
});
