import { describe, expect, it } from 'vitest';
import { unknownValue } from '#shared/cfn/unknown';
import { taggingDataClassification } from '#shared/compliance/rules/tagging/tagging-data-classification';
import { evaluate, makeResource } from '#test/fixtures/compliance';

const CONDITION = unknownValue('set by a condition that cannot be resolved');

describe(taggingDataClassification.id, () => {
  it('Noncompliance 1: no tags', () => {
    const result = evaluate(taggingDataClassification, makeResource('Data', 'AWS::S3::Bucket', {}));
    expect(result.status === 'fail' && result.message).toBe(
      "S3 bucket 'Data' has no DataClassification tag, so its data classification is not recorded.",
    );
  });

  it('Noncompliance 2: an empty value, and a different configured key', () => {
    const blank = makeResource('Db', 'AWS::RDS::DBInstance', {
      Tags: [{ Key: 'DataClassification', Value: ' ' }],
    });
    expect(evaluate(taggingDataClassification, blank).status).toBe('fail');
    const tagged = makeResource('Db', 'AWS::RDS::DBInstance', {
      Tags: [{ Key: 'DataClassification', Value: 'Internal' }],
    });
    const result = evaluate(taggingDataClassification, tagged, [], {
      settings: { classificationTagKey: 'Sensitivity' },
    });
    expect(result.status === 'fail' && result.message).toContain('no Sensitivity tag');
  });

  it('Compliance: Tags, FileSystemTags and global table replica tags', () => {
    const tag = [{ Key: 'DataClassification', Value: 'Confidential' }];
    expect(
      evaluate(taggingDataClassification, makeResource('Q', 'AWS::SQS::Queue', { Tags: tag })).status,
    ).toBe('pass');
    expect(
      evaluate(taggingDataClassification, makeResource('F', 'AWS::EFS::FileSystem', { FileSystemTags: tag }))
        .status,
    ).toBe('pass');
    const table = makeResource('T', 'AWS::DynamoDB::GlobalTable', {
      Replicas: [{ Region: 'me-south-1', Tags: tag }],
    });
    expect(evaluate(taggingDataClassification, table).status).toBe('pass');
  });

  it('Compliance: the value is a parameter, but the tag is there', () => {
    const queue = makeResource('Q', 'AWS::SQS::Queue', {
      Tags: [{ Key: 'DataClassification', Value: CONDITION }],
    });
    expect(evaluate(taggingDataClassification, queue).status).toBe('pass');
  });

  it('Unknown: the whole tag list is set by a condition', () => {
    const queue = makeResource('Q', 'AWS::SQS::Queue', { Tags: CONDITION });
    expect(evaluate(taggingDataClassification, queue)).toEqual({
      status: 'unknown',
      reason: 'Tags is set by a condition that cannot be resolved',
    });
  });

  it('Out of scope: log groups inherit the class of their source', () => {
    expect(taggingDataClassification.resourceTypes).not.toContain('AWS::Logs::LogGroup');
    expect(taggingDataClassification.resourceTypes).toContain('AWS::DynamoDB::Table');
  });
});
