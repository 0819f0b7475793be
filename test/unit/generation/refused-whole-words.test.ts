import { describe, expect, it } from 'vitest';
import { refusalsOf } from '#shared/generation/reading/negation';
import { normaliseBrief } from '#shared/generation/reading/normalise';

/**
 * A refusal reaches what it names however short the name: a phrase that holds a negating word but
 * refuses nothing ("no code", "no more") is that phrase only when its last word ends there ("no
 * CodePipeline" refuses CodePipeline), and "EC2" said alone is the servers it stands for ("No EC2
 * please"). New wording, English, Arabic and mixed.
 */
const refused = (brief: string) => [...refusalsOf(normaliseBrief(brief).text).refused_by.keys()];

describe('a phrase that refuses nothing ends where its words end', () => {
  it.each([
    ['A CodeBuild project that builds the app image and pushes it to ECR. No CodePipeline.', 'codepipeline'],
    ['Lambda behind API Gateway; no CodeBuild either, we deploy from our laptops.', 'codebuild'],
    ['نبي CodeBuild يبني الصور، no CodePipeline for now.', 'codepipeline'],
    ['Three queues and a worker function, no morecodepaths.', undefined],
  ])('%s', (brief, id) => {
    if (id) expect(refused(brief)).toContain(id);
    else expect(refused(brief)).toEqual([]);
  });

  it('still reads "no code changes" and "no more than" as refusing nothing', () => {
    expect(
      refused('Lambda reads the queue; no code changes on the producer, no more than 10 at once.'),
    ).toEqual([]);
  });
});

describe('"EC2" alone, refused, is every server', () => {
  it.each([
    'Lambda and DynamoDB only. No EC2 please, we are done patching machines.',
    'Run the API on Fargate, without EC2.',
    'بدون EC2، كل شي يكون سيرفرلس على Lambda.',
    'لا نريد EC2 في هذا التصميم، فقط Lambda و DynamoDB.',
    'ma nabi EC2, bas lambda w dynamodb.',
  ])('%s', (brief) => {
    expect(refused(brief)).toEqual(expect.arrayContaining(['ec2-instance', 'ec2']));
    expect(refused(brief)).not.toContain('lambda');
  });

  it('keeps servers asked for by EC2 where the refusal is of something else', () => {
    const ids = refused('Two EC2 instances running our app behind an ALB. No NAT gateway, no RDS.');
    expect(ids).not.toContain('ec2');
    expect(ids).not.toContain('ec2-instance');
    expect(ids).toContain('rds');
  });
});
