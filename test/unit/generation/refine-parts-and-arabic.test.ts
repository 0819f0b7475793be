import { describe, expect, it } from 'vitest';
import { refineBasis } from '#shared/generation/refine/compose';

/** The new version's brief after one instruction on an earlier brief. */
const refined = (prompt: string, instruction: string) =>
  refineBasis({ prompt, options: {} }, { instruction });

describe('a follow-up instruction that takes out a part of a family', () => {
  it('takes out the NAT gateway and keeps the network it sits in', () => {
    const out = refined(
      'Our staging network: a VPC with public and private subnets over two zones, and a NAT gateway.',
      'Remove the NAT gateway, staging does not need the internet.',
    );
    expect(out.removed).toEqual(['NAT gateway']);
    const [earlier, said] = out.prompt.split('\n\n');
    expect(earlier).toMatch(/a VPC with public and private subnets/);
    expect(earlier).not.toMatch(/NAT/i);
    expect(said).toMatch(/^No NAT gateway\./);
  });
});

describe('Arabic removals in their everyday forms', () => {
  it.each([
    ['احذفوا الطابور', 'Amazon SQS queue'],
    ['شيلوا الطابور', 'Amazon SQS queue'],
    ['شيل الكاش، ما نحتاجه', 'Amazon ElastiCache (Valkey/Redis)'],
    ['وألغوا الكاش', 'Amazon ElastiCache (Valkey/Redis)'],
  ])('%s', (instruction, family) => {
    const out = refined('موقع حجوزات على EC2 مع طابور SQS للطلبات وكاش Redis للجلسات', instruction);
    expect(out.removed).toEqual([family]);
    expect(out.prompt.split('\n\n')[1]).toMatch(/^بدون /);
  });

  it('takes out a part in Gulf Arabic too, and keeps the network', () => {
    const out = refined(
      'نبي VPC فيها سبنتات عامة وخاصة و NAT Gateway للخاصة',
      'شيلوا الـ NAT Gateway، غالية',
    );
    expect(out.removed).toEqual(['NAT gateway']);
    expect(out.prompt.split('\n\n')[0]).toMatch(/VPC/);
  });
});

describe('a restated value replaces the earlier one it restates', () => {
  it('reads Arabic-Indic digits and Arabic units of storage', () => {
    const out = refined('قاعدة بيانات MySQL على RDS بسعة ٢٠ جيجابايت', 'كبروا السعة إلى ٢٠٠ جيجابايت');
    const [earlier] = out.prompt.split('\n\n');
    expect(earlier).not.toMatch(/(?<![\d٠-٩])٢٠ جيجابايت/);
    expect(out.replaced.map((r) => r.slot)).toEqual(['size']);
  });

  it('restates a count written in words, with words between the count and what it counts', () => {
    const out = refined(
      'A search cluster on OpenSearch with 3 data nodes of r6g.large.search.',
      'Go down to two data nodes.',
    );
    const [earlier] = out.prompt.split('\n\n');
    expect(earlier).toMatch(/\b2 data nodes\b/);
    expect(earlier).not.toMatch(/\b3 data nodes\b/);
  });

  it("restates only the period of the thing the instruction names: the backups', not the logs'", () => {
    const out = refined(
      'Keep application logs 90 days and database backups 7 days.',
      'Keep the backups 30 days.',
    );
    const [earlier] = out.prompt.split('\n\n');
    expect(earlier).toMatch(/logs 90 days/);
    expect(earlier).toMatch(/backups 30 days/);
  });

  it('restates an Arabic period by the words before it', () => {
    const out = refined('سجلات التطبيق تبقى ٩٠ يوم، والنسخ الاحتياطي ٧ أيام', 'خل النسخ الاحتياطي ١٤ يوم');
    const [earlier] = out.prompt.split('\n\n');
    expect(earlier).toMatch(/٩٠ يوم/);
    expect(earlier).not.toMatch(/٧ أيام/);
  });
});
