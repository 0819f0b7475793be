import { describe, expect, it } from 'vitest';
import { briefLanguage } from '#shared/generation/clarify/language';
import { foldPattern, foldText, normaliseBrief } from '#shared/generation/reading/normalise';
import { architectDesignOfBrief } from '#test/fixtures/generation';

/**
 * Briefs in wording the request sets never use (Arabic inflections, generic words, Arabic
 * numbers and durations, negations said other ways, typos), each with what an architect signing
 * off the design would insist on. Written before the reader was changed for them: the dev set of
 * the general matcher (reading/normalise.ts, services.ts, negation.ts, numbers.ts).
 */
async function designOf(prompt: string) {
  const design = await architectDesignOfBrief(prompt);
  const types = design.resources.map((r) => r.type);
  const count = (type: string) => types.filter((t) => t === type).length;
  const props = (type: string) => design.resources.filter((r) => r.type === type).map((r) => r.props);
  return { ...design, types, count, props };
}

const DATABASES = ['AWS::RDS::DBInstance', 'AWS::RDS::DBCluster', 'AWS::DynamoDB::Table'];
const LOAD_BALANCER = 'AWS::ElasticLoadBalancingV2::LoadBalancer';

describe('an Arabic word is found in its inflected forms', () => {
  it.each([
    // possessive suffix on a generic word, a product name with the article and an attached preposition
    'الطلبات توصل على طابورنا وبعدها دالة لامدا تعالجها وتحفظها في جدول داينامو',
    'فاللامدا تقرأ من الطوابير وتكتب بالداينامو',
    'دالة لامدا تقرأ من طوابيرنا وتكتب في جداول داينامو',
  ])('a queue feeds a function that writes a table: %s', async (brief) => {
    const { types } = await designOf(brief);
    expect(types).toEqual(
      expect.arrayContaining([
        'AWS::SQS::Queue',
        'AWS::Lambda::EventSourceMapping',
        'AWS::Lambda::Function',
        'AWS::DynamoDB::Table',
      ]),
    );
  });

  it('an attached possessive folds away, a ta marbuta opened before it included', () => {
    const pattern = new RegExp(foldPattern('(دال[ةه]|طابور|بواب[ةه] (ال)?واجه[ةه]|نبهنا)'));
    for (const written of ['دالتنا', 'طابورهم', 'بوابة واجهتنا', 'ونبهنا'])
      expect(pattern.test(foldText(written)), written).toBe(true);
    expect(foldText('دالتنا').length).toBe('دالتنا'.length);
    expect(pattern.test(foldText('دولتنا'))).toBe(false);
  });

  it('a building block is read through an attached possessive too ("موقعنا": our site, "ملفاتنا": our files)', async () => {
    const { requirements } = await designOf('نبي نستضيف موقعنا ونخزن ملفاتنا');
    expect(requirements.workloads.map((w) => w.kind)).toEqual(
      expect.arrayContaining(['web-app', 'file-storage']),
    );
  });

  it('diacritics and tatweel change no word', async () => {
    const { types } = await designOf('دالّة لامـــدا تُرسل إشعارات بالبريد الإلكتروني إلى ops@example.com');
    expect(types).toContain('AWS::Lambda::Function');
    expect(types.some((t) => t === 'AWS::SES::EmailIdentity' || t === 'AWS::SNS::Subscription')).toBe(true);
  });

  it('a misspelt Arabic product name of five letters or more is read as the name', async () => {
    const { types } = await designOf('دالة لامبدا تكتب الطلبات في جدول داينمو');
    expect(types).toEqual(expect.arrayContaining(['AWS::Lambda::Function', 'AWS::DynamoDB::Table']));
  });
});

describe('a generic Arabic word needs its context; a product name names its family', () => {
  it('a database said generically is still built when a function is named beside it', async () => {
    const { types } = await designOf('نحتاج قاعدة بيانات للتطبيق الداخلي مع دالة تقرأ منها');
    expect(types.some((t) => DATABASES.includes(t))).toBe(true);
  });

  it('"حاوية" to keep pictures in is a bucket, not a container service', async () => {
    const { types } = await designOf('نحتاج حاوية لتخزين صور المنتجات');
    expect(types).toContain('AWS::S3::Bucket');
    expect(types).not.toContain('AWS::ECS::Service');
  });

  it('"حاوية" that runs an app is a container service, and no function is invented beside it', async () => {
    const { types } = await designOf('تطبيقنا يشتغل في حاوية دوكر خلف موازن أحمال');
    expect(types).toContain('AWS::ECS::Service');
    expect(types).toContain(LOAD_BALANCER);
    expect(types).not.toContain('AWS::Lambda::Function');
  });

  it('a generic word alone does not force one specific product', async () => {
    // "جدول" alone, with no product named: a table of the design's own choosing, never a stream or a queue
    const { types } = await designOf('نبي دالة تحفظ بيانات الزوار في جدول');
    expect(types).not.toContain('AWS::Kinesis::Stream');
    expect(types).not.toContain('AWS::MSK::Cluster');
  });
});

describe('Arabic numbers, units and durations reach the settings English does', () => {
  const settingsOf = async (brief: string) => {
    const d = await designOf(brief);
    return {
      retention: d.requirements.retention_days,
      backups: d.requirements.stated?.backup_days,
      backupPlanDays: d
        .props('AWS::Backup::BackupPlan')
        .flatMap(
          (p) =>
            (p.BackupPlan as { BackupPlanRule: { Lifecycle?: { DeleteAfterDays?: number } }[] })
              .BackupPlanRule,
        )
        .map((rule) => rule.Lifecycle?.DeleteAfterDays),
      users: d.requirements.scale?.users,
      storage: d.requirements.scale?.storage_gb,
      logRetention: [...new Set(d.props('AWS::Logs::LogGroup').map((p) => p.RetentionInDays))],
    };
  };

  it.each([
    [
      'A Lambda behind API Gateway writing to DynamoDB; keep the logs for two weeks.',
      'دالة لامدا خلف API Gateway تكتب في DynamoDB، واحتفظ بالسجلات لمدة أسبوعين.',
      { retention: 14 },
    ],
    [
      'A PostgreSQL database, backups kept for 3 months.',
      'قاعدة بيانات PostgreSQL مع نسخ احتياطية لمدة ٣ شهور.',
      // backups are the subject of the period: the backup plan keeps them, the logs keep their own
      { retention: undefined, backups: 90, backupPlanDays: [90] },
    ],
    [
      'A PostgreSQL database; keep the audit logs for 1 year.',
      'قاعدة بيانات PostgreSQL، واحتفظ بسجلات التدقيق لمدة سنة.',
      { retention: 365 },
    ],
    [
      'A web app on EC2 with a PostgreSQL database for 10,000 users and 500 GB of data.',
      'تطبيق ويب على EC2 مع قاعدة بيانات PostgreSQL لعشرة آلاف مستخدم و٥٠٠ جيجا بيانات.',
      { users: 10000, storage: 500 },
    ],
    [
      'A PostgreSQL database for 2 million customers.',
      'قاعدة بيانات PostgreSQL لـ ٢ مليون عميل.',
      { users: 2_000_000 },
    ],
  ])('%s / %s', async (english, arabic, expected) => {
    const [en, ar] = [await settingsOf(english), await settingsOf(arabic)];
    expect(en).toMatchObject(expected);
    expect(ar).toEqual(en);
  });
});

describe('the days backups are kept reach the databases that keep their own', () => {
  it.each([
    ['A DocumentDB cluster for our fleet app, daily backups kept 7 days', 'AWS::DocDB::DBCluster', 7],
    ['قاعدة بيانات PostgreSQL للعيادة، النسخ الاحتياطية تحفظ ١٤ يوم', 'AWS::RDS::DBInstance', 14],
    ['An Aurora PostgreSQL cluster; backups kept 90 days', 'AWS::RDS::DBCluster', 35],
  ])('%s', async (brief, type, days) => {
    const d = await designOf(brief);
    expect(d.props(type).map((p) => p.BackupRetentionPeriod)).toEqual([days]);
  });
});

describe('stated settings read in their Arabic forms', () => {
  it('a shard count in Arabic words reaches the stream as English does', async () => {
    const shards = async (brief: string) =>
      (await designOf(brief)).props('AWS::Kinesis::Stream').map((p) => p.ShardCount);
    expect(await shards('A Kinesis stream with 8 shards feeding a DynamoDB table')).toEqual([8]);
    expect(await shards('تدفق Kinesis فيه ثمانية أجزاء يكتب في جدول DynamoDB')).toEqual([8]);
  });
});

describe('negation said other ways', () => {
  it.each([
    'A background worker in containers on Fargate, we do not need a load balancer.',
    'حاويات على فارجيت للمعالجة الخلفية، لا نحتاج موازن أحمال.',
    'حاويات على فارجيت للمعالجة الخلفية، وموازن الأحمال مو لازم.',
  ])('no load balancer is built: %s', async (brief) => {
    const { types } = await designOf(brief);
    expect(types).toContain('AWS::ECS::Service');
    expect(types).not.toContain(LOAD_BALANCER);
  });

  it.each([
    'An API on Lambda with a DynamoDB table. Skip the cache and any queues.',
    'An API on Lambda with a DynamoDB table, without any cache or queue.',
    'واجهة API على لامدا مع جدول DynamoDB، بدون كاش ولا طوابير.',
  ])('neither a cache nor a queue: %s', async (brief) => {
    const { types, requirements, props } = await designOf(brief);
    expect(types).toContain('AWS::DynamoDB::Table');
    expect(types.filter((t) => t.startsWith('AWS::ElastiCache::'))).toEqual([]);
    // no queue feeds the function (its own dead-letter queue is the function's, not a queue asked for)
    expect(props('AWS::Lambda::EventSourceMapping')).toEqual([]);
    expect(requirements.not_built?.length).toBeGreaterThanOrEqual(2);
  });

  it.each([
    'A Lambda that writes to DynamoDB. A VPC is not needed.',
    'دالة لامدا تكتب في DynamoDB، والشبكة الخاصة VPC غير مطلوبة.',
  ])('a refusal after what it refuses: %s', async (brief) => {
    const { types, requirements } = await designOf(brief);
    expect(types).not.toContain('AWS::EC2::VPC');
    expect(requirements.not_built?.length).toBeGreaterThan(0);
  });

  it('"مو لازم" before what it refuses reaches forward, after it back, each thing said once', async () => {
    const { requirements, types } = await designOf('حاويات على فارجيت، موازن الأحمال مو لازم والكاش كذلك');
    expect(types).not.toContain(LOAD_BALANCER);
    expect(types.filter((t) => t.startsWith('AWS::ElastiCache::'))).toEqual([]);
    expect(requirements.not_built?.map((n) => n.phrase)).toEqual(['موازن الأحمال', 'كاش']);
    const forward = await designOf('دالة لامدا تكتب في DynamoDB، مو لازم VPC');
    expect(forward.types).not.toContain('AWS::EC2::VPC');
    expect(forward.types).toContain('AWS::Lambda::Function');
  });

  it('a relational database refused in Arabic after the noun is not built', async () => {
    const { types } = await designOf('لامدا وجدول DynamoDB، أما قاعدة البيانات العلائقية فما نحتاجها.');
    expect(types).not.toContain('AWS::RDS::DBInstance');
    expect(types).toContain('AWS::DynamoDB::Table');
  });
});

describe('typos', () => {
  it.each([
    'a lamda function readng from a dynamodb tabel, triggred by an sqs queue',
    'an sqs queu feeding a lambda functoin that writes to a dynamodb table',
  ])('a misspelt word of the vocabulary is read as it: %s', async (brief) => {
    const { types } = await designOf(brief);
    expect(types).toEqual(
      expect.arrayContaining(['AWS::SQS::Queue', 'AWS::Lambda::Function', 'AWS::DynamoDB::Table']),
    );
  });

  it('never corrects a short word, a number or a name the user chose', () => {
    const read = (brief: string) => normaliseBrief(brief).text;
    expect(read('a queue called lamdba-jobs with 3 nodes')).toBe('a queue called lamdba-jobs with 3 nodes');
    expect(read('a table named ordrs and the tabl table')).toBe('a table named ordrs and the tabl table');
    // a word of the language is read through a slip of the hand, never a changed letter (another word)
    expect(read('keep bakcups of the databse, routine reports')).toBe(
      'keep backups of the database, routine reports',
    );
    expect(read('an s3 buckte named Lambada')).toBe('an s3 bucket named lambada');
  });

  it('reads a misspelt Arabic product name as the name, its attached letters kept, and no Arabic word of the language', () => {
    const read = (brief: string) => normaliseBrief(brief).text;
    expect(read('ابي دالة لمبدا وجدول داينمو')).toBe('ابي دالة لامبدا وجدول داينامو');
    expect(read('والداينمو واللمبدا')).toBe('والداينامو واللامبدا');
    expect(read('شركتنا تستخدم الامان والبيانات')).toBe('شركتنا تستخدم الامان والبيانات');
  });
});

describe('the language of a code-switched brief', () => {
  it('is the language of the words around the product names: its questions are asked in it', () => {
    expect(briefLanguage('ابي API Gateway قدام Lambda تكتب في DynamoDB')).toBe('ar');
    expect(briefLanguage('We need a web app for our clinic in Riyadh, بدون قاعدة بيانات')).toBe('en');
  });
});
