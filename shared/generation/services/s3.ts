import { getAtt, ref, sub } from '../../cfn/build';
import type { ServiceSpec } from './types';

export const s3: ServiceSpec = {
  id: 's3',
  family: 'S3',
  label: 'Amazon S3 bucket',
  names: /\b(amazon s3|s3( buckets?)?|simple storage service)\b/,
  // files people upload or drop somewhere are kept in a bucket, whether or not the brief says so
  phrases:
    /\b(amazon s3|s3( buckets?)?|simple storage service|buckets?|object storage|object lock|uploads|uploaded|upload(ing)? ([a-z]+ ){0,3}(files?|photos?|images?|pictures?|videos?|documents?|pdfs?|receipts?|scans?|attachments?|media|them|it)|(lands?|landing|arrives?|dropped) in(to)? (the |a |an |our )?([a-z-]+ )?folders?)\b/,
  arabic: /(حاوي[ةه] s3)/,
  // "باكت" and "بكت" are "bucket" as Gulf briefs write it in Arabic letters; object storage is
  // said with either noun, with or without the article ("مخزن كائنات", "تخزين الكائنات")
  arabic_phrases:
    /((?<![\u0621-\u064a])(?:و|ب|ل|ف)?(?:ال)?دلو(?:ين|ات)?(?![\u0621-\u064a])|(?<![\u0621-\u064a])(?:و|ب|ل|ف)?(?:ال)?(?:باكت|بكت)(?:ات)?(?![\u0621-\u064a])|(?:تخزين|مخزن|مخازن) (?:ال)?(?:كائنات|ملفات)|حاويات التخزين|(?<![\u0621-\u064a])[وف]?[يت]رفع(?:ها|ه|ون)?(?![\u0621-\u064a])|[اأ]?رفع (?:ال)?(?:ملف|صور|فيديو|مستند)|المرفوع[ةه]?)/,
  // a "حاوية" things are kept in, uploaded to or deleted from is a bucket (one that runs is a container)
  named_near: [
    {
      words: /حاوي[ةه]/,
      near: /(تحفظ|يحفظ|حفظ|محفوظ|تخزين|تخزن|يخزن|مخزن|رفع|المرفوع|ملف|مستند|فيديو|أرشف|ارشف|حذف|احذف|نسخ)/,
    },
  ],
  cost: 'storage',
  emits: 'push',
  // what starts others is objects coming into the bucket, said of the objects or the bucket: a
  // stream's records that "arrive" or a bus's "events" elsewhere in the brief do not make it a source
  source_when:
    /\b(upload\w*|object (created|uploaded|events?|notifications?)|new (files?|objects?|images?|documents?|photos?|videos?|uploads?)|put events?|(s3|bucket)\b[^.;]{0,25}\b(events?|notifications?|triggers?|invokes?|starts?)|(events?|notifications?) (from|on|of|in) (the |an? |amazon )?(s3|bucket)|(files?|objects?|images?|documents?|photos?|videos?|data|csvs?|reports?)\b[^.;]{0,20}\b(arriv\w+|lands?|landing|dropped|added|created|placed|put|written)\b[^.;]{0,20}\b(s3|bucket|folder))\b|(رفع|يرفع|تحميل|عند وصول)/,
  sends_to: ['lambda', 'sqs', 'sns', 'step-functions', 'eventbridge'],
  target: {
    actions: ['s3:GetObject', 's3:PutObject', 's3:ListBucket'],
    read_only: ['s3:GetObject', 's3:ListBucket'],
    arn: (n) => [getAtt(n.main, 'Arn'), sub(`\${${n.main}.Arn}/*`)],
  },
  // an object-created event names the object: what it starts reads it from here
  hands_over: { actions: ['s3:GetObject'], arn: (n) => sub(`\${${n.main}.Arn}/*`) },
  push(ctx, from, to, delivery) {
    // bucket events go through EventBridge: no circular bucket <-> permission dependency, any target
    const props = ctx.resources[from.main]?.Properties as Record<string, unknown>;
    props.NotificationConfiguration = { EventBridgeConfiguration: { EventBridgeEnabled: true } };
    const rule = `${from.name}To${to.name}Rule`;
    const role = delivery.allow('events.amazonaws.com', getAtt(rule, 'Arn'));
    ctx.add(from.name, rule, {
      Type: 'AWS::Events::Rule',
      Properties: {
        Description: `Objects created in ${from.name} start ${to.name}`,
        EventPattern: {
          source: ['aws.s3'],
          'detail-type': ['Object Created'],
          detail: { bucket: { name: [ref(from.main)] } },
        },
        State: 'ENABLED',
        Targets: [{ Id: to.name, Arn: delivery.arn, ...(role ? { RoleArn: role } : {}) }],
      },
    });
  },
  workload: 'file-storage',
};

export type BucketPurpose = 'uploads' | 'documents' | 'backups' | 'media';

/** What a bucket holds, by the words the brief gave for it (first match; else uploads). */
export const BUCKET_PURPOSES: readonly [BucketPurpose, RegExp][] = [
  ['media', /photo|image|video|media/],
  ['documents', /document|pdf|invoice|receipt|scan|record/],
  ['backups', /archive|backup/],
];
