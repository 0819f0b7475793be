import { describe, expect, it } from 'vitest';
import { checklistFor } from '#test/fixtures/checklist';
import { designOfBrief } from '#test/fixtures/generation';

/** How many resources of a type the template a brief gets holds. */
const countOf = (prompt: string, type: string) =>
  designOfBrief(prompt).resources.filter((r) => r.type === type).length;

/** The functions' roles that may act on a table, by the function's logical id. */
function writersOfTable(prompt: string): string[] {
  const { resources } = designOfBrief(prompt);
  const functions = resources.filter((r) => r.type === 'AWS::Lambda::Function');
  return functions
    .filter((fn) => {
      const role = JSON.stringify(fn.props.Role ?? '');
      const roleId = /"Fn::GetAtt":\["([A-Za-z0-9]+)"/.exec(role)?.[1];
      const policies = JSON.stringify(resources.find((r) => r.id === roleId)?.props.Policies ?? []);
      return /dynamodb:PutItem/.test(policies);
    })
    .map((fn) => fn.id);
}

describe('a count stated on a mention makes that many of the service', () => {
  it.each([
    ['digits in words', 'Three S3 buckets: raw, processed and archive.', 'AWS::S3::Bucket', 3],
    [
      'a pair of',
      'A pair of DynamoDB tables, one for orders and one for refunds.',
      'AWS::DynamoDB::Table',
      2,
    ],
    ['a Gulf dual before a product name', 'ابغى جدولين داينامو لطلبات العملاء', 'AWS::DynamoDB::Table', 2],
    [
      'an MSA count before a generic word',
      'ثلاث حاويات تخزين للصور والفيديوهات والمستندات.',
      'AWS::S3::Bucket',
      3,
    ],
    ['Arabic-Indic digits', '٣ حاويات S3 للصور والفيديو والمستندات', 'AWS::S3::Bucket', 3],
    ['a mixed brief', 'ابي two S3 buckets واحد للصور وواحد للفواتير', 'AWS::S3::Bucket', 2],
    ['a typo', 'three S3 bukcets for raw, clean and curated data', 'AWS::S3::Bucket', 3],
    [
      'a list each given one',
      'A Step Functions workflow: ingest, enrich and store, each one its own Lambda function.',
      'AWS::Lambda::Function',
      3,
    ],
  ])('%s: %s', (_, brief, type, n) => {
    expect(countOf(brief, type)).toBe(n);
  });
});

describe('distinct roles of one family are distinct services', () => {
  it.each([
    [
      'one ... another',
      'Orchestrate loan approval in a state machine: check credit with one function, then notify the applicant with another.',
    ],
    [
      'a second',
      'A Step Functions state machine validates a claim with one Lambda, then a second Lambda stores the approved claim in a DynamoDB table.',
    ],
    ['Arabic repeated indefinite', 'سير عمل بخطوات لاعتماد القروض: دالة للتحقق ثم دالة لإشعار العميل.'],
    ['Arabic أخرى', 'دالة لامدا تتحقق من الطلب ودالة أخرى ترسل إشعارا عبر SNS.'],
  ])('%s: %s', (_, brief) => {
    expect(countOf(brief, 'AWS::Lambda::Function')).toBe(2);
  });

  it('buckets told apart by their names are two', () => {
    expect(
      countOf(
        'Each time an invoice JSON is dropped into the billing bucket, render it to PDF with a Lambda and put the PDF in an archive bucket.',
        'AWS::S3::Bucket',
      ),
    ).toBe(2);
  });

  it('each function is wired to what its own clause names', () => {
    const writers = writersOfTable(
      'An S3 bucket triggers a Lambda function that resizes each image; another function tags the image and stores the tags in a DynamoDB table.',
    );
    expect(writers).toHaveLength(1);
    expect(
      countOf(
        'An S3 bucket triggers a Lambda function that resizes each image; another function tags the image and stores the tags in a DynamoDB table.',
        'AWS::Lambda::Function',
      ),
    ).toBe(2);
  });
});

describe('a count a building block cannot honour keeps the services the brief describes', () => {
  it.each([
    'A REST API in front of two functions, one for orders and another for invoices, with the data in a table.',
    'واجهة برمجية REST أمام دالتين: واحدة للطلبات وأخرى للفواتير، والبيانات في جدول.',
  ])('%s', (brief) => {
    expect(countOf(brief, 'AWS::Lambda::Function')).toBe(2);
    expect(countOf(brief, 'AWS::DynamoDB::Table')).toBe(1);
  });
});

describe('a family there is one of for the design is never several', () => {
  it.each([
    'Send receipts from two SES identities through a Lambda function.',
    'An SES identity for receipts and another SES identity for marketing, used by a Lambda function.',
  ])('%s', (brief) => {
    expect(countOf(brief, 'AWS::SES::EmailIdentity')).toBe(1);
  });
});

describe('one more of a family stands where the first stands', () => {
  it('a workflow starts both of its functions, and only the second writes the table', () => {
    const { requirements } = designOfBrief(
      'Customer onboarding as a Step Functions workflow: one Lambda verifies the national ID, a second creates the account in a DynamoDB table.',
    );
    const edges = (requirements.connections ?? []).map((c) => `${c.from}>${c.to}`);
    expect(edges).toEqual(
      expect.arrayContaining(['Workflow>Handler', 'Workflow>Handler2', 'Handler2>Items']),
    );
    expect(edges).not.toContain('Handler>Items');
  });
});

describe('the checklist asserts the count it read', () => {
  const lambdaEntry = (brief: string, functions: number) =>
    checklistFor(
      brief,
      Object.fromEntries(
        Array.from({ length: functions }, (_, i) => [`Fn${i}`, { Type: 'AWS::Lambda::Function' }]),
      ),
    ).items.find((i) => i.kind === 'service' && /Lambda/.test(i.requirement));

  it.each([
    'نبي دالتين لامدا تقرأ من طابور SQS',
    'Customer onboarding as a Step Functions workflow: one Lambda verifies the ID, a second creates the account in a DynamoDB table.',
  ])('one function is not two: %s', (brief) => {
    expect(lambdaEntry(brief, 1)?.status).toBe('not-met');
    expect(lambdaEntry(brief, 2)?.status).toBe('met');
  });
});

describe('a count the family declares as a size sizes one service', () => {
  const resources = (brief: string) => designOfBrief(brief).resources;
  const ofType = (brief: string, type: string) => resources(brief).filter((r) => r.type === type);

  it.each([
    ['English', 'Two DocumentDB instances for our product catalogue, reached from a Lambda function.'],
    ['MSA dual', 'نحتاج قاعدة بيانات مستندات متوافقة مع MongoDB بمثيلين من نوع db.r6g.large.'],
  ])('DocumentDB instances (%s) are one cluster of that many', (_, brief) => {
    expect(ofType(brief, 'AWS::DocDB::DBCluster')).toHaveLength(1);
    expect(ofType(brief, 'AWS::DocDB::DBInstance')).toHaveLength(2);
  });

  it('Kafka brokers are one cluster of that many', () => {
    const clusters = ofType(
      'An MSK cluster of three Kafka brokers feeding a Lambda function.',
      'AWS::MSK::Cluster',
    );
    expect(clusters.map((c) => c.props.NumberOfBrokerNodes)).toEqual([3]);
  });

  it('Aurora instances are a writer and readers of one cluster', () => {
    const brief = 'An Aurora PostgreSQL cluster with 3 Aurora instances behind a Lambda API.';
    expect(ofType(brief, 'AWS::RDS::DBCluster')).toHaveLength(1);
    expect(ofType(brief, 'AWS::RDS::DBInstance')).toHaveLength(3);
  });

  it.each([
    [
      'English',
      'An AWS Transfer Family SFTP server with two users, alice and bob, storing files in an S3 bucket.',
      ['alice', 'bob'],
    ],
    [
      'MSA',
      'خادم SFTP يحفظ الملفات في حاوية باسم supplier-inbox، مع مستخدمين اثنين هما supplier-a وsupplier-b.',
      ['supplier-a', 'supplier-b'],
    ],
  ])('SFTP users (%s) are users of the one server', (_, brief, names) => {
    expect(ofType(brief, 'AWS::Transfer::Server')).toHaveLength(1);
    expect(ofType(brief, 'AWS::Transfer::User').map((u) => u.props.UserName)).toEqual(names);
  });

  it.each([
    'A VPC with a NAT gateway in each of two availability zones.',
    'شبكة خاصة في منطقتي توافر، مع بوابتي NAT، وخادمين EC2 في الشبكات الفرعية الخاصة.',
  ])('a NAT gateway in each of two zones is two: %s', (brief) => {
    expect(ofType(brief, 'AWS::EC2::NatGateway')).toHaveLength(2);
  });
});

describe('the checklist asserts a size on the one service it sizes', () => {
  const entries = (brief: string, instances: number) =>
    checklistFor(brief, {
      Docs: { Type: 'AWS::DocDB::DBCluster' },
      ...Object.fromEntries(
        Array.from({ length: instances }, (_, i) => [`DocsInstance${i}`, { Type: 'AWS::DocDB::DBInstance' }]),
      ),
    }).items.filter((i) => /DocumentDB/.test(i.requirement));

  it('"two DocumentDB instances" is one cluster of two instances, not two clusters', () => {
    const brief = 'Two DocumentDB instances for our product catalogue.';
    expect(entries(brief, 1).map((i) => `${i.requirement}=${i.status}`)).toEqual([
      // the service's own entry holds its stated instances too: with one of two, it is not met
      'Amazon DocumentDB=partly',
      'Amazon DocumentDB cluster: instances 2=not-met',
    ]);
    expect(entries(brief, 2).every((i) => i.status === 'met')).toBe(true);
  });
});
