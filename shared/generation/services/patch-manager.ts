import { ref, stackName } from './kit';
import type { ServiceSettings, ServiceSpec } from './types';

/** The operating systems a patch baseline is for, by the words a brief names them with. */
const SYSTEMS: readonly [RegExp, string][] = [
  [/windows/, 'WINDOWS'],
  [/ubuntu/, 'UBUNTU'],
  [/debian/, 'DEBIAN'],
  [/red ?hat|rhel/, 'REDHAT_ENTERPRISE_LINUX'],
  [/suse/, 'SUSE'],
  [/amazon linux 2(?!023)/, 'AMAZON_LINUX_2'],
];

/** What a baseline approves on its system: the security updates (Windows names them its own way). */
const SECURITY_CLASSES: Readonly<Record<string, readonly string[]>> = {
  WINDOWS: ['SecurityUpdates', 'CriticalUpdates'],
};

const systemOf = (settings: ServiceSettings) =>
  SYSTEMS.find(([words]) => words.test(String(settings.operating_system ?? '')))?.[1] ?? 'AMAZON_LINUX_2023';

/**
 * Systems Manager Patch Manager for servers the account runs: a patch baseline approving security
 * updates after the days the brief states, and a maintenance window on the brief's schedule whose
 * task runs AWS-RunPatchBaseline on the servers tagged with the stated Patch Group.
 */
export const patchManager: ServiceSpec = {
  id: 'patch-manager',
  single: true,
  block_name: 'Patching',
  family: 'SSM',
  label: 'Systems Manager Patch Manager',
  names:
    /\b(patch manager|patch baselines?|maintenance windows?|(?:automatic|automated|os|server|security) patching|patch(?:es|ing)? (?:our |the )?(?:servers|instances|fleet))\b/,
  phrases: /$^/,
  arabic: /(باتش مانجر|مدير التصحيحات|ترقيع|نافذ[ةه] (?:ال)?صيان[ةه])/,
  cost: 'none',
  // named with it, Systems Manager is where Patch Manager lives, not a Session Manager of its own
  // and the brief's words of time ("every Sunday at 3 am") are its maintenance window's, not a schedule of their own
  claims: [
    { service: 'session-manager', phrase: /^(systems manager|aws ssm|ssm)$/ },
    { service: 'eventbridge-scheduler', phrase: /^(?!.*(?:eventbridge|scheduler))/ },
  ],
  stated_settings: [
    {
      key: 'patch_group',
      words:
        /patch groups?\W{0,3}(?:(?:value|named|called|is|of|=|:|اسمه|بالقيمة|قيمته)\s*){0,2}["'\x60]?([a-z0-9][\w-]*(?:\.[\w-]+)*)/,
      as: 'name',
      anywhere: true,
      label: 'patch group',
      shows: { types: ['AWS::SSM::PatchBaseline'], path: 'PatchGroups', op: 'includes' },
    },
    {
      key: 'approve_after_days',
      words:
        /\bapp?rov\w*\b[^.;]{0,40}?\bafter (\d+) days?|(\d+) days? after (?:their )?release|(?:اعتماد|تنعتمد|تعتمد|يعتمد)[^.؛]{0,40}?بعد (\d+) (?:يوم|أيام|ايام)/,
      as: 'count',
      anywhere: true,
      min: 0,
      max: 360,
      label: 'days before approval',
      shows: { types: ['AWS::SSM::PatchBaseline'], path: 'ApprovalRules.PatchRules.ApproveAfterDays' },
    },
    {
      key: 'operating_system',
      words: /\b(windows|ubuntu|debian|red ?hat|rhel|suse|amazon linux 2(?:023)?)\b/,
      as: 'name',
      anywhere: true,
    },
    // the window's day and hour, from the brief's words of time ("every Sunday at 3 am")
    { key: 'schedule', words: /[\s\S]*/, as: 'schedule', anywhere: true },
  ],
  build(ctx, name, settings) {
    const system = systemOf(settings);
    const group = typeof settings.patch_group === 'string' ? settings.patch_group : undefined;
    const baseline = ctx.add(name, `${name}Baseline`, {
      Type: 'AWS::SSM::PatchBaseline',
      Properties: {
        Name: stackName(`${name}-baseline`),
        OperatingSystem: system,
        ApprovalRules: {
          PatchRules: [
            {
              ApproveAfterDays: Number(settings.approve_after_days ?? 7),
              PatchFilterGroup: {
                PatchFilters: [{ Key: 'CLASSIFICATION', Values: SECURITY_CLASSES[system] ?? ['Security'] }],
              },
            },
          ],
        },
        ...(group && { PatchGroups: [group] }),
      },
    });
    const window = ctx.add(name, `${name}Window`, {
      Type: 'AWS::SSM::MaintenanceWindow',
      Properties: {
        Name: stackName(`${name}-window`),
        Schedule: String(settings.schedule ?? 'cron(0 2 ? * SUN *)'),
        Duration: 3,
        Cutoff: 1,
        AllowUnassociatedTargets: false,
      },
    });
    // the servers are the account's, found by their Patch Group tag
    const target = ctx.add(name, `${name}Targets`, {
      Type: 'AWS::SSM::MaintenanceWindowTarget',
      Properties: {
        WindowId: ref(window),
        ResourceType: 'INSTANCE',
        Targets: [{ Key: 'tag:Patch Group', Values: [group ?? name.toLowerCase()] }],
      },
    });
    ctx.add(name, `${name}Task`, {
      Type: 'AWS::SSM::MaintenanceWindowTask',
      Properties: {
        WindowId: ref(window),
        TaskArn: 'AWS-RunPatchBaseline',
        TaskType: 'RUN_COMMAND',
        Priority: 1,
        MaxConcurrency: '10%',
        MaxErrors: '10%',
        Targets: [{ Key: 'WindowTargetIds', Values: [ref(target)] }],
        TaskInvocationParameters: {
          MaintenanceWindowRunCommandParameters: { Parameters: { Operation: ['Install'] } },
        },
      },
    });
    return { service: 'patch-manager', name, main: baseline };
  },
};
