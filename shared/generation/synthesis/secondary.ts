import { ref } from '../../cfn/build';
import type { SynthesisContext } from './context';

/**
 * The second region of a disaster-recovery plan, and the parameters naming what lives there. One
 * stack deploys to one region, so a key, a bucket or a vault in the other region is created there
 * first and passed in by ARN; each parameter is declared by the first block that needs it.
 */
export function secondaryRegion(ctx: SynthesisContext): string | undefined {
  const block = ctx.plan.blocks.find((b) => b.kind === 'disaster-recovery');
  return block?.kind === 'disaster-recovery' ? block.options.secondary_region : undefined;
}

function arnParameter(ctx: SynthesisContext, name: string, pattern: string, description: string) {
  ctx.parameter(name, { Type: 'String', AllowedPattern: pattern, Description: description });
  return ref(name);
}

/** A customer managed key in the second region: replicas there are encrypted with it. */
export function secondaryKeyArn(ctx: SynthesisContext, region: string) {
  return arnParameter(
    ctx,
    'SecondaryKeyArn',
    `^arn:aws[a-z-]*:kms:${region}:\\d{12}:key/[a-z0-9-]+$`,
    `Customer managed KMS key in ${region} that encrypts the copies kept there (create it there first).`,
  );
}

/** A versioned bucket in the second region that receives `bucket`'s replicas. */
export function replicaBucketArn(ctx: SynthesisContext, bucket: string, region: string) {
  return arnParameter(
    ctx,
    `Secondary${bucket}Arn`,
    '^arn:aws[a-z-]*:s3:::[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$',
    `Versioned bucket in ${region} that receives ${bucket}'s replicas (create it there first).`,
  );
}

/** A backup vault in the second region that receives copies of each backup. */
export function secondaryVaultArn(ctx: SynthesisContext, region: string) {
  return arnParameter(
    ctx,
    'SecondaryBackupVaultArn',
    `^arn:aws[a-z-]*:backup:${region}:\\d{12}:backup-vault:[A-Za-z0-9_.-]{2,50}$`,
    `Backup vault in ${region} that receives a copy of every backup (create it there first).`,
  );
}
