import { beforeAll, describe, expect, it } from 'vitest';
import { checklistOfRun } from '#test/fixtures/checklist';
import { designOfBrief, generateOffline, warmValidator } from '#test/fixtures/generation';
import { shortOfSound } from '#test/fixtures/generation-pipeline';

beforeAll(() => warmValidator(), 180_000);

/**
 * AWS Config rules a brief names by what they check ("every resource has an owner tag", "EBS
 * volumes are encrypted", "أقراص EBS مشفرة"): one AWS managed rule each, with the tag the brief
 * names as its parameter. The recorder that feeds them is the account baseline's: a design asking
 * only for rules builds none.
 */
function rulesOf(prompt: string) {
  const { resources } = designOfBrief(prompt);
  const rules = resources.filter((r) => r.type === 'AWS::Config::ConfigRule');
  return {
    resources,
    identifiers: rules.map((r) => (r.props.Source as { SourceIdentifier?: string }).SourceIdentifier).sort(),
    rules,
  };
}

describe('AWS Config rules named by what they check', () => {
  it.each([
    [
      'Turn on AWS Config rules that check every resource has an owner tag and that EBS volumes are encrypted.',
      ['ENCRYPTED_VOLUMES', 'REQUIRED_TAGS'],
      'owner',
    ],
    [
      'فعّل قواعد AWS Config للتحقق من أن كل مورد عليه وسم owner وأن أقراص EBS مشفرة',
      ['ENCRYPTED_VOLUMES', 'REQUIRED_TAGS'],
      'owner',
    ],
    [
      'We need AWS Config rules for our account: S3 buckets must not allow public read, and the root account must have MFA.',
      ['ROOT_ACCOUNT_MFA_ENABLED', 'S3_BUCKET_PUBLIC_READ_PROHIBITED'],
      undefined,
    ],
    [
      'An AWS Config managed rule, s3-bucket-versioning-enabled, for our buckets.',
      ['S3_BUCKET_VERSIONING_ENABLED'],
      undefined,
    ],
  ])('builds one managed rule per check: %s', (brief, identifiers, tag) => {
    const { identifiers: built, rules, resources } = rulesOf(brief);
    expect(built).toEqual(identifiers);
    for (const rule of rules) expect(rule.props.Source).toMatchObject({ Owner: 'AWS' });
    const tagged = rules.find(
      (r) => (r.props.Source as { SourceIdentifier: string }).SourceIdentifier === 'REQUIRED_TAGS',
    );
    if (tag) expect(tagged?.props.InputParameters).toEqual({ tag1Key: tag });
    // the recorder is the account baseline's
    expect(resources.some((r) => r.type === 'AWS::Config::ConfigurationRecorder')).toBe(false);
  });

  it.each([
    'Enable AWS Config in the account, with two Config rules: restricted-ssh and encrypted-volumes.',
    'فعّلوا AWS Config في الحساب مع قاعدتين: restricted-ssh و encrypted-volumes',
  ])('AWS Config turned on with its rules also records: %s', (brief) => {
    const { identifiers, resources } = rulesOf(brief);
    expect(identifiers).toEqual(['ENCRYPTED_VOLUMES', 'INCOMING_SSH_DISABLED']);
    expect(resources.some((r) => r.type === 'AWS::Config::ConfigurationRecorder')).toBe(true);
  });

  it('AWS Config asked for with no rule named still records', () => {
    const { rules, resources } = rulesOf('Turn on AWS Config to track configuration changes in our account.');
    expect(rules).toHaveLength(0);
    expect(resources.some((r) => r.type === 'AWS::Config::ConfigurationRecorder')).toBe(true);
  });

  it('the design is valid, scored, drawn and priced, and the checklist verifies each rule', async () => {
    const result = await generateOffline(
      'Turn on AWS Config rules that check every resource has an owner tag and that EBS volumes are encrypted.',
    );
    expect(shortOfSound(result)).toEqual([]);
    const checklist = checklistOfRun(result);
    for (const said of [/REQUIRED_TAGS/, /ENCRYPTED_VOLUMES/, /owner/])
      expect(checklist.items.find((i) => i.kind === 'setting' && said.test(i.requirement))).toMatchObject({
        status: 'met',
      });
    expect(checklist.items.filter((i) => i.status === 'not-met')).toEqual([]);
  }, 120_000);
});
