import { describe, expect, it } from 'vitest';
import { designOfBrief, valuesInDesign } from '#test/fixtures/generation';

/**
 * Names and identifiers a brief states reach the template as written, however the brief writes
 * them: in English, Gulf or MSA Arabic, mixed, with typos.
 */
describe('a stated identifier reaches the template as written', () => {
  it('keeps a key attribute written in camel case, never spell-corrected into a word', () => {
    for (const brief of [
      'A DynamoDB table for store sales with partition key storeId.',
      'نبي جدول داينمو للمبيعات، مفتاح التقسيم storeId',
      'نريد جدول DynamoDB للمبيعات مفتاحه storeId',
      'dynamo tabel for sales, partiton key storeId',
    ])
      expect(valuesInDesign(brief, 'AWS::DynamoDB::Table', 'KeySchema.AttributeName'), brief).toContain(
        'storeId',
      );
  });

  it("reads a table's two keys said together as its partition and sort keys", () => {
    for (const brief of [
      'A Lambda writes every reading into a DynamoDB table truck-temps (keys truckId and ts).',
      'تقرا مبيعات امس من جدول داينمو جديد اسمه sales (المفتاح truckId و ts) وترسل التقرير',
      'تكتبها في جدول DynamoDB اسمه truck_positions، مفتاح التقسيم فيه truckId ومفتاح الفرز ts.',
      'A DynamoDB table positions with partition key truckId and sort key ts.',
    ])
      expect(valuesInDesign(brief, 'AWS::DynamoDB::Table', 'KeySchema'), brief).toEqual([
        [
          { AttributeName: 'truckId', KeyType: 'HASH' },
          { AttributeName: 'ts', KeyType: 'RANGE' },
        ],
      ]);
  });
});

/** The values the template gives a property of a type, lists flattened. */
const valuesOf = (brief: string, type: string, path: string) => valuesInDesign(brief, type, path).flat();

describe('an identifier known by its shape answers what the template asks at deployment', () => {
  it('serves a static site on the DNS name the brief gives, whatever words lead to it', () => {
    for (const [brief, name] of [
      ['A static website on S3 and CloudFront at www.najd-shop.sa', 'www.najd-shop.sa'],
      ['نبي موقع ثابت على S3 و CloudFront على الدومين shop.najd.sa', 'shop.najd.sa'],
      ['نريد موقعاً ثابتاً عبر CloudFront على النطاق www.example-store.sa', 'www.example-store.sa'],
      ['static sit on cloudfrnt for docs.madrasa.edu.sa pls', 'docs.madrasa.edu.sa'],
    ])
      expect(valuesOf(brief, 'AWS::CloudFront::Distribution', 'DistributionConfig.Aliases'), brief).toEqual([
        name,
      ]);
  });

  it('puts an existing certificate given by its ARN on the HTTPS listener', () => {
    const arn = 'arn:aws:acm:me-central-1:111122223333:certificate/7f3c2a10-5b1d-4e8a-9c6f-0d2e4b1a8c33';
    for (const brief of [
      `Web servers behind an application load balancer, HTTPS on 443 with our certificate ${arn}.`,
      `سيرفرات ويب خلف load balancer، HTTPS على 443 بالشهادة الموجودة ${arn}`,
    ])
      expect(
        valuesOf(brief, 'AWS::ElasticLoadBalancingV2::Listener', 'Certificates.CertificateArn'),
        brief,
      ).toContain(arn);
  });

  it('verifies in SES the domain the brief sends from, given alone or by an address', () => {
    for (const brief of [
      'A Lambda function that sends receipts by email through SES from billing@matjar.sa',
      'Send newsletters with SES from the domain matjar.sa',
      'لامدا ترسل الفواتير بالإيميل عن طريق SES من billing@matjar.sa',
    ])
      expect(valuesOf(brief, 'AWS::SES::EmailIdentity', 'EmailIdentity'), brief).toEqual(['matjar.sa']);
  });

  it('names a record by the whole DNS name written after its type, in the zone that name ends in', () => {
    const brief =
      'pls add an A recrod api.souqna.com -> 203.0.113.25 in our exisitng hosted zoen souqna.com, ttl 300';
    expect(valuesOf(brief, 'AWS::Route53::RecordSet', 'Name')).toEqual(['api.souqna.com']);
  });

  it('never asks again for what the brief answered: the parameter goes', () => {
    const { resources } = designOfBrief('A static website on S3 and CloudFront at www.najd-shop.sa');
    expect(JSON.stringify(resources)).not.toContain('SiteDomainName');
  });
});

describe('a name the brief gives a part of a service builds that part under its name', () => {
  it('builds each SFTP user the brief names, in any words, beside the names it gives other things', () => {
    for (const [brief, users] of [
      [
        'An AWS Transfer Family SFTP server; files land in an S3 bucket called partner-drops. First partner user is almarai-logistics.',
        ['almarai-logistics'],
      ],
      [
        'Labs upload reports over SFTP into an S3 bucket named moh-reports. One user per lab; start with one user called lab-riyadh.',
        ['lab-riyadh'],
      ],
      [
        'يحتاج المستشفى خادم SFTP مُدارًا عبر AWS Transfer Family يحفظ الملفات على EFS، مع مستخدم واحد باسم radiology-vendor',
        ['radiology-vendor'],
      ],
      [
        'نبي سيرفر SFTP من AWS Transfer Family والملفات تنحفظ في S3، اول يوزر اسمه almarai-logistics',
        ['almarai-logistics'],
      ],
      [
        'Branches send files over SFTP (Transfer Family) to EFS. Users: branch-riyadh و branch-jeddah.',
        ['branch-riyadh', 'branch-jeddah'],
      ],
      [
        'Please set up AWS Transfer Family with service-managed users dammam-lab and qassim-lab, storing into an S3 bucket.',
        ['dammam-lab', 'qassim-lab'],
      ],
    ] as const)
      expect(valuesOf(brief, 'AWS::Transfer::User', 'UserName'), brief).toEqual(users);
  });
});

describe('a name reaches the type whose own noun stands beside it', () => {
  it('reads a noun of two words written as one ("workgroup") as its type, not a sibling of its service', () => {
    for (const [brief, type, path, name] of [
      [
        'Athena workgroup named analysts with query results written to an S3 bucket, and a Glue database called raw_events.',
        'AWS::Athena::WorkGroup',
        'Name',
        'analysts',
      ],
      [
        'Athena workgroup named analysts with query results written to an S3 bucket, and a Glue database called raw_events.',
        'AWS::Glue::Database',
        'DatabaseInput.Name',
        'raw_events',
      ],
      [
        'A Glue crawler catalogs the bucket every night, and analysts query it from an Athena workgroup called analysts.',
        'AWS::Athena::WorkGroup',
        'Name',
        'analysts',
      ],
      [
        'نبي Athena workgroup اسمه analysts للاستعلام عن البيانات في S3',
        'AWS::Athena::WorkGroup',
        'Name',
        'analysts',
      ],
    ] as const)
      expect(valuesOf(brief, type, path), brief).toEqual([name]);
  });
});

describe('the Kafka topic the brief names is the one its consumers read', () => {
  it('reads the topic after its word in English, Gulf and MSA Arabic and mixed', () => {
    for (const [brief, topic] of [
      [
        'An MSK cluster with 3 brokers on kafka.m5.large. A Lambda consumer reads the topic payments.settled and writes each record to a DynamoDB table settlements.',
        'payments.settled',
      ],
      [
        'نبي cluster MSK اسمه events-kafka بـ broker واحد بس، ولامدا consumer على topic اسمه orders.',
        'orders',
      ],
      [
        'نريد عنقود Kafka مُداراً عبر MSK بثلاثة وسطاء، ودالة لامدا تستهلك الموضوع shipment-status وتكتب في جدول DynamoDB.',
        'shipment-status',
      ],
      [
        'MSK Serverless cluster للأحداث، ومعاه Lambda consumer على topic اسمه inventory-updates يحدّث جدول DynamoDB',
        'inventory-updates',
      ],
    ] as const)
      expect(valuesOf(brief, 'AWS::Lambda::EventSourceMapping', 'Topics'), brief).toEqual([topic]);
  });
});

describe('the repository a build is said to build from is its source', () => {
  it('reads a repository by its address or, in CodeCommit, by its name', () => {
    for (const [brief, type, location] of [
      [
        'A CodeBuild project: the source is our GitHub repo (github.com/wasel-tech/api); it builds the Dockerfile and pushes to ECR.',
        'GITHUB',
        'https://github.com/wasel-tech/api.git',
      ],
      [
        'ya shabab, nabi CodeBuild project yebni docker image mn el GitHub repo github.com/darb-apps/backend w y7otaha fi ECR.',
        'GITHUB',
        'https://github.com/darb-apps/backend.git',
      ],
      [
        'نبي CodeBuild يبني الصورة من المستودع https://gitlab.com/najd/portal ويدفعها إلى ECR',
        'GITLAB',
        'https://gitlab.com/najd/portal.git',
      ],
    ] as const) {
      const [source] = valuesInDesign(brief, 'AWS::CodeBuild::Project', 'Source');
      expect(source, brief).toMatchObject({ Type: type, Location: location });
    }
    const [fromCodeCommit] = valuesInDesign(
      'نبي CodeBuild project يبني الـfrontend من CodeCommit repo موجود عندنا اسمه web-frontend، ويرفع الـbuild artifacts على S3',
      'AWS::CodeBuild::Project',
      'Source',
    );
    expect(JSON.stringify(fromCodeCommit)).toContain('/v1/repos/web-frontend');
  });
});
