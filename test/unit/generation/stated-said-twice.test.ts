import { describe, expect, it } from 'vitest';
import { valuesInDesign } from '#test/fixtures/generation';

/**
 * One value said twice in a sentence, in two forms: a phrase that means it and its own name
 * ("provisioned IOPS (the io1 storage type)"). Each form reads the properties it fits best; the second is
 * not a restatement of the first when it fits a property the first did not take. Before, the
 * first form took a server volume's type (the sentence's "instance" and "VPC" named EC2), and
 * the second, seen as saying that value again, was dropped: the database kept its default gp3.
 */
describe('a value said twice in one sentence, in two forms', () => {
  it.each([
    [
      'English',
      'Set up MariaDB on an RDS instance with provisioned IOPS (the io1 storage type), all inside one VPC.',
    ],
    ['mixed', 'نبي MySQL على RDS instance مع provisioned IOPS (تخزين io1 storage) داخل VPC'],
    ['a typo', 'postgres on an rds instnace with provisioned iops (io1 storage) in a vpc, 200 gb'],
  ])('%s: the database takes the storage type', (_, brief) => {
    expect(valuesInDesign(brief, 'AWS::RDS::DBInstance', 'StorageType')).toEqual(['io1']);
    expect(valuesInDesign(brief, 'AWS::RDS::DBInstance', 'Iops')).not.toEqual([]);
  });
});
