import { describe, expect, it } from 'vitest';
import { normaliseBrief } from '#shared/generation/reading/normalise';
import { architectDesignOfBrief, designOfBrief } from '#test/fixtures/generation';

/** The edges of a brief's design, as "From>To". */
const edgesOf = (brief: string) => designOfBrief(brief).edges.map((e) => `${e.from}>${e.to}`);
const typesOf = (brief: string) => new Set(designOfBrief(brief).resources.map((r) => r.type));

describe('a misspelt word at the end of a sentence', () => {
  it('is read as the vocabulary word it is nearest to, the full stop after it no part of a name', () => {
    expect(normaliseBrief('ويحطها في داينمو.').text).toContain('داينامو.');
    expect(normaliseBrief('the worker writes to a dynamo tabel.').text).toContain('table.');
    // a name with a dot inside it stays as written
    expect(normaliseBrief('the domain lamdba.example.com').text).toContain('lamdba.example.com');
  });

  it('builds the table a Gulf brief names with a typo before its full stop', () => {
    expect(typesOf('نبي طابور رسائل وشغّيل لامدا يسحب منه الرسايل ويحطها في داينمو.')).toContain(
      'AWS::DynamoDB::Table',
    );
  });
});

describe('the Arabic words that join two services', () => {
  it('reads a verb with its object pronoun attached ("وترسلها إلى": and sends them to) as the flow it says', () => {
    expect(edgesOf('الدالة تسحب من الطابور وترسلها إلى موضوع SNS')).toEqual([
      'Queue>Handler',
      'Handler>Topic',
    ]);
  });

  it('reads the Gulf verbs and spellings: "تودي" (sends on), "تقرا" (reads, no hamza)', () => {
    expect(edgesOf('طابور SQS ولامدا تقرا منه الطلبات وتودي النتيجة لموضوع SNS')).toEqual([
      'Queue>Handler',
      'Handler>Topic',
    ]);
  });

  it('reads "updates" ("وتحدّث") as a write to the store after a stream the function reads', () => {
    const edges = edgesOf('ولامبدا تقرا من Kinesis stream وتحدّث آخر موقع في جدول داينامو');
    expect(edges).toContain('Handler>Items');
    expect(edges).not.toContain('Items>Events');
  });
});

/** The schedule expressions of a brief's design, as the chief architect times them. */
async function schedulesOf(brief: string): Promise<string[]> {
  const { resources } = await architectDesignOfBrief(brief);
  return resources.flatMap((r) => {
    const expression =
      r.props.ScheduleExpression ??
      (r.props.Schedule as { ScheduleExpression?: unknown })?.ScheduleExpression;
    return typeof expression === 'string' ? [expression] : [];
  });
}

describe('the times a brief states, Arabic (Gulf and MSA) and English', () => {
  it('reads a fraction of an hour as a rate: "كل ربع ساعة", "كل نص ساعة", "every half hour"', async () => {
    expect(await schedulesOf('دالة لامدا تشتغل كل ربع ساعة')).toEqual(['rate(15 minutes)']);
    expect(await schedulesOf('نبي لامدا تنظف الجدول كل نص ساعة')).toEqual(['rate(30 minutes)']);
    expect(await schedulesOf('دالة تعمل كل نصف ساعة')).toEqual(['rate(30 minutes)']);
    expect(await schedulesOf('a lambda runs every half hour')).toEqual(['rate(30 minutes)']);
  });

  it('reads every few days, and the Gulf plural of minutes ("دقايق")', async () => {
    expect(await schedulesOf('دالة لامدا تشتغل كل يومين')).toEqual(['rate(2 days)']);
    expect(await schedulesOf('a lambda runs every 3 days')).toEqual(['rate(3 days)']);
    expect(await schedulesOf('لامدا تشتغل كل ١٠ دقايق')).toEqual(['rate(10 minutes)']);
    expect(await schedulesOf('لامدا تشتغل كل عشر دقايق')).toEqual(['rate(10 minutes)']);
  });

  it('reads an hour written as an ordinal ("الساعة الثالثة فجرا", "الساعة الحادية عشرة ليلا")', async () => {
    expect(await schedulesOf('دالة لامدا تعمل كل يوم الساعة الثالثة فجرا بتوقيت الرياض')).toEqual([
      'cron(0 3 * * ? *)',
    ]);
    expect(await schedulesOf('دالة تعمل كل خميس الساعة الحادية عشرة ليلا')).toEqual(['cron(0 23 ? * THU *)']);
  });

  it('reads the hour of a clock time as the time, never as how many schedules ("الساعة ٢ الظهر كل يوم")', async () => {
    expect(await schedulesOf('دالة لامدا تشتغل الساعة ٢ الظهر كل يوم')).toEqual(['cron(0 14 * * ? *)']);
    expect(await schedulesOf('a lambda runs at 2 pm every day')).toEqual(['cron(0 14 * * ? *)']);
  });
});

/**
 * The kinds of resource a brief's design builds, without the account-wide and network parts, nor
 * the topic its alarms notify (the operator's, not a service the brief named).
 */
function builds(brief: string): string[] {
  const { resources } = designOfBrief(brief);
  const alarmTopics = new Set(
    resources
      .filter((r) => r.type === 'AWS::CloudWatch::Alarm')
      .flatMap((r) => ((r.props.AlarmActions ?? []) as { Ref?: string }[]).map((a) => a.Ref)),
  );
  return [...new Set(resources.filter((r) => !alarmTopics.has(r.id)).map((r) => r.type))].filter((t) =>
    /SQS::Queue$|SNS::Topic$|EC2::VPC$|RDS::DBInstance$|Lambda::Function$/.test(t),
  );
}

describe('product names Arabic briefs spell out letter by letter', () => {
  it('reads "إس كيو إس", "اس ان اس" and "في بي سي" as the acronyms they spell', () => {
    expect(normaliseBrief('نبي إس كيو إس للطلبات').text).toContain('sqs');
    expect(normaliseBrief('ونرسل على اس ان اس').text).toContain('sns');
    expect(normaliseBrief('داخل في بي سي خاصة').text).toContain('vpc');
    expect(builds('نبي إس كيو إس للطلبات')).toEqual(['AWS::SQS::Queue']);
  });

  it('reads "ماي إس كيو إل" as MySQL: the database gets that engine', () => {
    const { resources } = designOfBrief('نبي قاعدة بيانات ماي اس كيو ال صغيرة');
    expect(resources.find((r) => r.type === 'AWS::RDS::DBInstance')?.props.Engine).toBe('mysql');
  });

  it('leaves letters that spell no vocabulary word as written ("في" is "in")', () => {
    expect(normaliseBrief('الملفات في بي').text).toBe('الملفات في بي');
  });
});

describe('service words as Gulf briefs write them', () => {
  it('reads "كيو" (queue), "لمدا", "ريدز" and "داتابيس"', () => {
    expect(typesOf('نبي كيو للرسائل')).toContain('AWS::SQS::Queue');
    expect(typesOf('نبي لمدا تعالج الطلبات')).toContain('AWS::Lambda::Function');
    expect(typesOf('نبي ريدز للكاش')).toContain('AWS::ElastiCache::ReplicationGroup');
    expect(typesOf('نبي داتابيس للطلبات')).toContain('AWS::RDS::DBInstance');
    // the web app a database alone would otherwise be given is not built around it
    expect(typesOf('نبي داتابيس للطلبات')).not.toContain('AWS::AutoScaling::AutoScalingGroup');
  });

  it('reads "وردبرس" as WordPress (on MySQL) and "لود بالانسر" as a load balancer it may refuse', () => {
    const { resources } = designOfBrief('ابي موقع وردبرس لمحل عطورات');
    expect(resources.find((r) => r.type === 'AWS::RDS::DBInstance')?.props.Engine).toBe('mysql');
    expect(typesOf('بدون لود بالانسر، نبي سيرفر واحد')).not.toContain(
      'AWS::ElasticLoadBalancingV2::LoadBalancer',
    );
  });
});

describe('how many parts an Arabic brief gives a service', () => {
  /** The count a design's first resource of `type` has at `read`. */
  const countOf = (brief: string, type: string, read: (props: Record<string, unknown>) => unknown) =>
    read(designOfBrief(brief).resources.find((r) => r.type === type)?.props ?? {});

  it('reads tasks, shards and nodes counted in words, with an attached preposition or in the dual', () => {
    const tasks = (p: Record<string, unknown>) => p.DesiredCount;
    expect(countOf('نبي نشغّل تطبيقنا على فارغيت بثلاث مهام ورا موزع أحمال', 'AWS::ECS::Service', tasks)).toBe(
      3,
    );
    expect(countOf('خدمة فارغيت بمهمتين', 'AWS::ECS::Service', tasks)).toBe(2);
    expect(countOf('نحتاج تدفق بيانات Kinesis بشريحتين', 'AWS::Kinesis::Stream', (p) => p.ShardCount)).toBe(
      2,
    );
    const nodes = (p: Record<string, unknown>) =>
      (p.ClusterConfig as { InstanceCount?: number })?.InstanceCount;
    expect(
      countOf(
        'نحتاج نطاق OpenSearch من ثلاث عقد من نوع m6g.large.search',
        'AWS::OpenSearchService::Domain',
        nodes,
      ),
    ).toBe(3);
  });

  it('reads the Gulf "انستانسز" (instances) of a DocumentDB cluster', () => {
    const { resources } = designOfBrief('كلستر DocumentDB فيه ٣ انستانسز نوعها db.r6g.large');
    expect(resources.filter((r) => r.type === 'AWS::DocDB::DBInstance')).toHaveLength(3);
  });
});

describe('negations in Arabizi (Arabic in Latin letters)', () => {
  it('reads "bdoon", "bidoon", "ma nebi" and "mo lazem" as refusals', () => {
    expect(typesOf('abi mawqe3 basee6 lel cafe, bdoon database')).not.toContain('AWS::RDS::DBInstance');
    expect(typesOf('ebghi s3 bucket lel swar, bidoon cloudfront')).not.toContain(
      'AWS::CloudFront::Distribution',
    );
    expect(typesOf('nebi lambda w dynamodb table, ma nebi api gateway')).not.toContain(
      'AWS::ApiGateway::RestApi',
    );
    expect(typesOf('nebi ec2 server, mo lazem load balancer')).not.toContain(
      'AWS::ElasticLoadBalancingV2::LoadBalancer',
    );
  });
});
