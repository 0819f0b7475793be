import { describe, expect, it } from 'vitest';
import { planFromRequirements } from '#functions/lib/simulators/offline-planner/design';
import { requirementsFromBrief } from '#functions/lib/simulators/offline-planner/read-brief';
import { foldPattern, foldText, normaliseBrief, oneEditApart } from '#shared/generation/reading/normalise';

const read = (prompt: string) => requirementsFromBrief({ prompt });
const serviceIds = (prompt: string) => (read(prompt).services ?? []).map((s) => s.service);
const kinds = (prompt: string) => read(prompt).workloads.map((w) => w.kind);

describe('text normalisation', () => {
  it('folds Arabic letters, marks, plural endings and the article so every form meets the vocabulary', () => {
    const pattern = new RegExp(foldPattern('(الشبك[ةه] الخاص[ةه]|طابور|حاوي[ةه])'));
    for (const written of ['شبكةٌ خاصّة', 'الشبكات الخاصة', 'والطابور', 'حاويات', 'بالحاويـــة'])
      expect(pattern.test(foldText(normaliseBrief(written).text)), written).toBe(true);
    expect(pattern.test(foldText('خادم'))).toBe(false);
    expect(foldText('الطوابير والحاويات').length).toBe('الطوابير والحاويات'.length);
  });

  it('reads a misspelt product name of five letters or more as the name, and leaves other words alone', () => {
    expect(oneEditApart('kinesis', 'knesis')).toBe(true);
    expect(oneEditApart('lambda', 'lambad')).toBe(true);
    expect(oneEditApart('lambda', 'lmbdaa')).toBe(false);
    expect(normaliseBrief('A knesis stream read by a Lambad').text).toBe('a kinesis stream read by a lambda');
    expect(normaliseBrief('watch the match, then patch').text).toBe('watch the match, then patch');
    // the singular of a plural in a name ("s3 buckets?") is a name too
    expect(normaliseBrief('an S3 bukcet').text).toBe('an s3 bucket');
  });
});

describe('negations', () => {
  it('refuse the service they qualify, in English and Arabic, and say so as not built', () => {
    const english = read('Workers on Lambda fed by SQS; we do not want an SNS topic anywhere.');
    expect((english.services ?? []).map((s) => s.service)).not.toContain('sns');
    expect(english.not_built?.some((n) => /asks for no sns topic/i.test(n.reason))).toBe(true);
    expect(serviceIds('Lambda reading an SQS queue, بدون SNS')).not.toContain('sns');
    expect(serviceIds('Lambda reading an SQS queue and an SNS topic')).toContain('sns');
  });

  it('refuse a building block ("no relational database") but not words that only sound negative', () => {
    expect(kinds('An upload API that keeps no relational database at all')).not.toContain(
      'relational-database',
    );
    expect(kinds('An upload API backed by a relational database')).toContain('relational-database');
    expect(read('A web shop with PostgreSQL and no downtime allowed').availability).toBe('multi-az');
  });

  it('refuse one of two named services and keep the other, with attached and dialect Arabic negators', () => {
    for (const prompt of [
      'Stream clicks with Kinesis, not Kafka, into S3 through Firehose.',
      'بث النقرات باستخدام كاينسس وليس كافكا',
      'نبغى بث بالـKinesis مو Kafka',
    ]) {
      expect(serviceIds(prompt), prompt).not.toContain('msk');
      // the streaming Kinesis builds stays: only Kafka was refused
      expect(kinds(prompt), prompt).toContain('streaming');
    }
    expect(serviceIds('بث بالـKinesis و Kafka للطلبات')).toContain('msk');
  });
});

describe('relations and implied services', () => {
  const edges = (prompt: string) => {
    const r = read(prompt);
    const id = (name: string) => r.services?.find((s) => s.name === name)?.service ?? name;
    return (r.connections ?? []).map((c) => `${id(c.from)}>${id(c.to)}`);
  };

  it('take the way the flow goes from the verb that joins two services', () => {
    expect(edges('A Lambda function that publishes its results to an SNS topic')).toContain('lambda>sns');
    expect(edges('An SQS queue drained by a Lambda function')).toContain('sqs>lambda');
    expect(edges('A Lambda function triggered by an SQS queue')).toContain('sqs>lambda');
    expect(edges('دالة لامدا ترسل النتائج إلى موضوع SNS')).toContain('lambda>sns');
  });

  it('read e-mail alerts to an address as a topic with that e-mail subscription', () => {
    for (const prompt of [
      'A Lambda function imports prices every morning; if the import fails, email me at ops@example.com.',
      'دالة لامدا تستورد الأسعار، وإذا فشلت أرسل بريدا إلكترونيا إلى ops@example.com',
    ]) {
      const topic = read(prompt).services?.find((s) => s.service === 'sns');
      expect(topic?.settings, prompt).toMatchObject({ email: 'ops@example.com' });
    }
  });

  it('read files people upload as a bucket that starts the function the brief joins to it', () => {
    for (const prompt of [
      'Customers upload photos of receipts, and a function reads the text out of each one.',
      'ارفع الملفات إلى bucket وبعدين function تحولها إلى PDF',
    ]) {
      expect(kinds(prompt), prompt).toContain('file-storage');
      expect(edges(prompt), prompt).toContain('Files>lambda');
    }
  });

  it('refuse only the list a negation names first, not what the clause says after it', () => {
    const prompt = 'Use SQS rather than SNS to hand work from the upload function to the thumbnail function.';
    expect(serviceIds(prompt)).toEqual(expect.arrayContaining(['sqs', 'lambda']));
    expect(serviceIds(prompt)).not.toContain('sns');
    const list = read('Lambda with SQS, without SNS, EventBridge or Kinesis');
    expect((list.services ?? []).map((s) => s.service)).not.toContain('eventbridge');
    expect(list.workloads.map((w) => w.kind)).not.toContain('streaming');
  });
});

describe('tables and Arabic duals', () => {
  it('read a plain table as a DynamoDB table, unless a relational database named claims it', () => {
    expect(kinds('An IoT rule stores each sensor reading in a table.')).toContain('key-value');
    expect(kinds('كل ساعة، دالة تجمع الطلبات الجديدة من الجدول')).toContain('key-value');
    expect(kinds('A Lambda function writing to the users table of our PostgreSQL database')).not.toContain(
      'key-value',
    );
    expect(kinds('A Lambda function in a VPC whose route table sends traffic out')).not.toContain(
      'key-value',
    );
  });

  it('count two for an Arabic dual, feminine or not', () => {
    const count = (prompt: string, id: string) => read(prompt).services?.find((s) => s.service === id)?.count;
    // "دالة" alone is a generic word (arabic_phrases); with the product's name the dual counts two
    expect(count('واجهة برمجية REST أمام دالتين لامدا', 'lambda')).toBe(2);
    expect(count('دالة لامدا واحدة خلف واجهة برمجية REST', 'lambda')).toBe(1);
    const servers = read('خادمان EC2 خلف موازن أحمال').workloads.find((w) => w.kind === 'web-app');
    expect(servers?.settings).toMatchObject({ min_instances: 2 });
  });
});

describe('Arabic building-block words', () => {
  it('read a site, files, a cache, containers and a database from their Arabic words', () => {
    expect(kinds('نريد تخزين الصور والمستندات')).toEqual(['file-storage']);
    expect(kinds('ذاكرة مؤقتة لتسريع التطبيق')).toEqual(['cache']);
    expect(kinds('حاويات دوكر لخدماتنا المصغرة')).toContain('containers');
    expect(kinds('موقع لمتجرنا مع تسجيل دخول العملاء')).toEqual(
      expect.arrayContaining(['web-app', 'user-sign-in']),
    );
    expect(kinds('واجهة برمجية ودالة فقط، بدون قاعدة بيانات')).not.toContain('relational-database');
  });
});

describe('schedules', () => {
  const scheduleOf = (prompt: string) =>
    (read(prompt).services ?? []).find((s) => s.service === 'eventbridge-scheduler')?.settings?.schedule;

  it('read every N minutes or hours in English and Arabic, in digits, number words and the Arabic dual', () => {
    expect(scheduleOf('A Lambda function that runs every fifteen minutes via EventBridge Scheduler')).toBe(
      'rate(15 minutes)',
    );
    expect(scheduleOf('دالة لامدا تعمل كل 5 دقائق عبر EventBridge Scheduler')).toBe('rate(5 minutes)');
    expect(scheduleOf('دالة لامدا تعمل كل ساعتين عبر EventBridge Scheduler')).toBe('rate(2 hours)');
    expect(scheduleOf('دالة لامدا تعمل كل يوم أحد عبر EventBridge Scheduler')).toBe('cron(0 2 ? * SUN *)');
    // "أحد" alone is "one of", not Sunday
    expect(scheduleOf('دالة لامدا عبر EventBridge Scheduler تنبه إذا فشل أحد العملاء')).not.toContain('SUN');
  });
});

describe('stated settings', () => {
  const settingsOf = (prompt: string, service: string) =>
    (read(prompt).services ?? []).find((s) => s.service === service)?.settings ?? {};

  it('attach to the mention they qualify', () => {
    const prompt = 'A Lambda reads the queue called payouts-x, which has a visibility timeout of 45 seconds';
    expect(settingsOf(prompt, 'sqs')).toMatchObject({ queue_name: 'payouts-x', visibility_seconds: 45 });
    expect(settingsOf(prompt, 'lambda')).toEqual({});
    expect(settingsOf('A 120 second timeout Lambda behind an SQS queue', 'lambda')).toMatchObject({
      timeout: 120,
    });
  });

  it("reach the blocks' options, and a value the block does not allow leaves its default", () => {
    const servers = (prompt: string) =>
      planFromRequirements(read(prompt)).blocks.find((b) => b.kind === 'web-servers')?.options;
    expect(servers('Five c6g.large web servers for our shop website')).toMatchObject({
      instance_type: 'c6g.large',
      architecture: 'arm64',
      min_instances: 5,
    });
    expect(servers('Two m5.xlarge web servers for our shop website')).toMatchObject({
      architecture: 'x86_64',
      min_instances: 2,
    });
    expect(servers('500 web servers for our shop website')?.min_instances).toBeLessThanOrEqual(50);
  });
});
