import { describe, expect, it } from 'vitest';
import { refineBasis } from '#shared/generation/refine/compose';

/** The earlier brief as the new version carries it (the part before the instruction). */
const carried = (prompt: string, instruction: string) =>
  refineBasis({ prompt, options: {} }, { instruction }).prompt.split('\n\n')[0];

describe('a value an instruction restates replaces the earlier one of its kind', () => {
  it('renames a thing only when the instruction says to rename it, in English and Arabic', () => {
    expect(
      carried(
        'An HTTP API, a Lambda and a DynamoDB table named sessions.',
        'Rename the table to user-sessions',
      ),
    ).toBe('An HTTP API, a Lambda and a DynamoDB table named user-sessions.');
    expect(carried('S3 bucket named clinic-reports for PDFs.', 'غيروا اسم الباكت إلى clinic-archive')).toBe(
      'S3 bucket named clinic-archive for PDFs.',
    );
    expect(carried('A table called products behind an API.', 'Call the table catalog-items instead.')).toBe(
      'A table called catalog-items behind an API.',
    );
    // a new thing with a name of its own leaves the earlier name alone
    expect(carried('A DynamoDB table named sessions and a Lambda.', 'with a bucket named logs-archive')).toBe(
      'A DynamoDB table named sessions and a Lambda.',
    );
  });

  it('replaces a memory size and a timeout by the words beside them, and a frequency as a whole phrase', () => {
    expect(
      carried(
        'A Lambda function with 512 MB memory and a 30 second timeout, running every 6 hours.',
        'Give it 2048 MB of memory, a 5 minute timeout, and run it every hour.',
      ),
    ).toBe('A Lambda function with 2048 MB memory and a 5 minute timeout, running every hour.');
    expect(carried('دالة لامدا تشتغل كل 6 ساعات', 'خلوها تشتغل كل ساعة')).toBe('دالة لامدا تشتغل كل ساعة');
  });

  it("replaces a broker's class within its own service's prefix, and one of several e-mail addresses by its subject", () => {
    expect(
      carried(
        'MSK with 3 brokers kafka.m5.large, and a db.t3.micro database.',
        'Use kafka.m5.xlarge brokers.',
      ),
    ).toBe('MSK with 3 brokers kafka.m5.xlarge, and a db.t3.micro database.');
    expect(
      carried(
        'Alerts emailing it@school.sa and billing emailing fin@school.sa.',
        'Change the billing email to money@school.sa',
      ),
    ).toBe('Alerts emailing it@school.sa and billing emailing money@school.sa.');
  });

  it("keeps a size of another item of the brief's list", () => {
    expect(
      carried('Postgres with 100 GB storage and a Lambda with 1024 MB memory', 'bump storage to 500 GB'),
    ).toBe('Postgres with 500 GB storage and a Lambda with 1024 MB memory');
  });

  it('swaps one kind of a family for another instead of taking the family out, in English and Arabic', () => {
    const english = refineBasis(
      { prompt: 'A web app with a MySQL database and a Redis cache.', options: {} },
      { instruction: 'Use Postgres instead of MySQL' },
    );
    expect(english.removed).toEqual([]);
    expect(english.prompt.split('\n\n')[0]).toBe('A web app with a Postgres database and a Redis cache.');
    expect(
      carried(
        'HTTP API + Lambda + RDS MySQL من نوع db.t4g.small',
        'خل القاعدة PostgreSQL بدل MySQL، نفس الحجم.',
      ),
    ).toBe('HTTP API + Lambda + RDS PostgreSQL من نوع db.t4g.small');
    // another family in its place is still a removal
    expect(
      refineBasis(
        { prompt: 'A web app on EC2 with a MySQL database.', options: {} },
        { instruction: 'Use DynamoDB instead of MySQL' },
      ).removed,
    ).toEqual(['Amazon RDS database']);
  });

  it('brings a count down to one in words, with the standby it implied, and reads counts said in Arabic', () => {
    expect(
      carried(
        'ElastiCache Redis, 2 nodes, multi-AZ, snapshots for 5 days.',
        'Make it cheaper: a single node, no failover.',
      ),
    ).toBe('ElastiCache Redis, 1 nodes, snapshots for 5 days.');
    expect(carried('ECS Fargate، مهمتين، ورا لود بالانسر', 'زيدوا عدد المهام لأربع.')).toBe(
      'ECS Fargate، 4 مهمة، ورا لود بالانسر',
    );
    expect(carried('Fargate service with 2 tasks behind an ALB', 'increase the number of tasks to 6')).toBe(
      'Fargate service with 6 tasks behind an ALB',
    );
  });

  it('takes out what a removal names even where the vocabulary has no family for it, and says so', () => {
    expect(
      refineBasis(
        {
          prompt:
            'A single EC2 server for Moodle: t3.large, 100 GB root disk, an Elastic IP, ports 80 and 443 open.',
          options: {},
        },
        { instruction: 'Actually drop the Elastic IP, we will put Cloudflare in front of it.' },
      ).prompt,
    ).toBe(
      'A single EC2 server for Moodle: t3.large, 100 GB root disk, ports 80 and 443 open.\n\nNo Elastic IP. We will put Cloudflare in front of it.',
    );
    expect(
      refineBasis(
        { prompt: 'خادم EC2 مع Elastic IP وقرص 100 جيجا', options: {} },
        { instruction: 'شيلوا الـ Elastic IP' },
      ).prompt,
    ).toBe('خادم EC2 وقرص 100 جيجا\n\nبدون Elastic IP.');
  });
});
