import { getAtt, ref, sub } from '../../../cfn/build';
import type { BlockOfKind } from '../../plan';
import type { SynthesisContext } from '../context';
import { addBucket } from '../parts';
import { bucketReplication } from '../replication';
import { secondaryRegion } from '../secondary';

/** A private bucket whose objects move to cheaper storage classes as they age. */
export function objectStorage(ctx: SynthesisContext, block: BlockOfKind<'object-storage'>): void {
  const b = block.name;
  const o = block.options;
  const secondary = secondaryRegion(ctx);
  const id = addBucket(ctx, b, `${b}Bucket`, {
    ...(secondary ? { replication: bucketReplication(ctx, b, `${b}Bucket`, secondary) } : {}),
    lifecycle: [
      {
        Id: 'age-into-cheaper-classes',
        Status: 'Enabled',
        Transitions: [
          { StorageClass: 'STANDARD_IA', TransitionInDays: o.infrequent_access_after_days },
          {
            StorageClass: 'GLACIER_IR',
            TransitionInDays: Math.max(o.archive_after_days, o.infrequent_access_after_days + 30),
          },
        ],
        NoncurrentVersionExpiration: { NoncurrentDays: 90 },
        AbortIncompleteMultipartUpload: { DaysAfterInitiation: 7 },
      },
    ],
  });
  ctx.dataAccess.push({
    actions: ['s3:GetObject', 's3:PutObject', 's3:DeleteObject'],
    resources: [sub(`\${${id}.Arn}/*`)],
  });
  ctx.dataAccess.push({ actions: ['s3:ListBucket'], resources: [getAtt(id, 'Arn')] });
  ctx.backupTargets.push(getAtt(id, 'Arn'));
  ctx.output(`${id}Name`, ref(id), `${b}: bucket for ${o.purpose}`);
}
