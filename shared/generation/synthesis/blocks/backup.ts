import { getAtt, ref, sub } from '../../../cfn/build';
import type { BlockOfKind } from '../../plan';
import type { SynthesisContext } from '../context';
import { keyArn, retained } from '../parts';
import { secondaryRegion, secondaryVaultArn } from '../secondary';

/** When a further copy is taken, at the daily rule's hour: the first day of the week, month or year. */
const COPY_SCHEDULES = {
  week: 'cron(0 2 ? * SUN *)',
  month: 'cron(0 2 1 * ? *)',
  year: 'cron(0 2 1 1 ? *)',
} as const;

/** Daily AWS Backup of every data store the design holds (and of what carries the brief's tag), into a vault encrypted with its key. */
export function backup(ctx: SynthesisContext, block: BlockOfKind<'backup'>): void {
  const b = block.name;
  const tag = block.options.select_tag;
  if (ctx.backupTargets.length === 0 && !tag) return;
  const secondary = secondaryRegion(ctx);
  ctx.add(b, `${b}Vault`, {
    Type: 'AWS::Backup::BackupVault',
    ...retained,
    Properties: { BackupVaultName: sub(`\${AWS::StackName}-${b.toLowerCase()}`), EncryptionKeyArn: keyArn() },
  });
  ctx.add(b, `${b}Plan`, {
    Type: 'AWS::Backup::BackupPlan',
    Properties: {
      BackupPlan: {
        BackupPlanName: sub(`\${AWS::StackName}-daily`),
        BackupPlanRule: [
          {
            RuleName: `daily-${block.options.retention_days}-days`,
            TargetBackupVault: ref(`${b}Vault`),
            ScheduleExpression: 'cron(0 2 * * ? *)',
            StartWindowMinutes: 60,
            CompletionWindowMinutes: 360,
            Lifecycle: { DeleteAfterDays: block.options.retention_days },
            // each backup is also kept in the second region's vault, for as long
            ...(secondary
              ? {
                  CopyActions: [
                    {
                      DestinationBackupVaultArn: secondaryVaultArn(ctx, secondary),
                      Lifecycle: { DeleteAfterDays: block.options.retention_days },
                    },
                  ],
                }
              : {}),
          },
          // "and a monthly copy kept a year": a rule of its own, at its cadence, kept its own days
          ...(block.options.copies ?? []).map((copy) => ({
            RuleName: `${copy.every}ly-${copy.days}-days`,
            TargetBackupVault: ref(`${b}Vault`),
            ScheduleExpression: COPY_SCHEDULES[copy.every],
            StartWindowMinutes: 60,
            CompletionWindowMinutes: 360,
            Lifecycle: { DeleteAfterDays: copy.days },
          })),
        ],
      },
    },
  });
  ctx.add(b, `${b}Role`, {
    Type: 'AWS::IAM::Role',
    Properties: {
      AssumeRolePolicyDocument: {
        Version: '2012-10-17',
        Statement: [
          { Effect: 'Allow', Principal: { Service: 'backup.amazonaws.com' }, Action: 'sts:AssumeRole' },
        ],
      },
      ManagedPolicyArns: [
        sub(`arn:\${AWS::Partition}:iam::aws:policy/service-role/AWSBackupServiceRolePolicyForBackup`),
        sub(`arn:\${AWS::Partition}:iam::aws:policy/service-role/AWSBackupServiceRolePolicyForRestores`),
        sub(`arn:\${AWS::Partition}:iam::aws:policy/AWSBackupServiceRolePolicyForS3Backup`),
        sub(`arn:\${AWS::Partition}:iam::aws:policy/AWSBackupServiceRolePolicyForS3Restore`),
      ],
    },
  });
  ctx.add(b, `${b}Selection`, {
    Type: 'AWS::Backup::BackupSelection',
    Properties: {
      BackupPlanId: ref(`${b}Plan`),
      BackupSelection: {
        SelectionName: 'data',
        IamRoleArn: getAtt(`${b}Role`, 'Arn'),
        ...(ctx.backupTargets.length > 0 ? { Resources: ctx.backupTargets } : {}),
        // what the account has already is selected by its tag (any of the two lists is backed up)
        ...(tag
          ? {
              ListOfTags: [
                { ConditionType: 'STRINGEQUALS', ConditionKey: tag.key, ConditionValue: tag.value },
              ],
            }
          : {}),
      },
    },
  });
}
