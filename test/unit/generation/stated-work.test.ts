import { describe, expect, it } from 'vitest';
import { designOfBrief } from '#test/fixtures/generation';

const commandOf = (brief: string) =>
  designOfBrief(brief)
    .resources.filter((r) => r.type === 'AWS::Batch::JobDefinition')
    .map((r) => (r.props.ContainerProperties as { Command?: string[] }).Command)[0];

const codeOf = (brief: string) =>
  String(
    (
      designOfBrief(brief).resources.find((r) => r.type === 'AWS::Lambda::Function')?.props.Code as {
        ZipFile?: string;
      }
    )?.ZipFile,
  );

describe('what the brief says a job or a function does reaches its command or its code', () => {
  it.each([
    ['An AWS Batch job definition whose container runs the command echo hello.', ['echo', 'hello']],
    ['An AWS Batch job definition that prints Hello World.', ['echo', 'Hello World']],
    ['aws batch job which outputs the message Done processing', ['echo', 'Done processing']],
    // a Batch job definition named by itself; a command written unquoted after what runs it, or as a list
    [
      'A Batch job definition whose container runs python train.py --epochs 10 using the image trainer:latest.',
      ['python', 'train.py', '--epochs', '10'],
    ],
    [
      'An AWS Batch job definition with the command ["sh", "-c", "echo start; sleep 30"].',
      ['sh', '-c', 'echo start; sleep 30'],
    ],
    // the command named as the definition's property ("whose Command is ...", "container command: ...")
    [
      'AWS::Batch::JobDefinition of type container whose Command is echo nightly-run, with 2 vCPUs.',
      ['echo', 'nightly-run'],
    ],
    [
      'Batch job definition running the container command node build.js --prod on Fargate.',
      ['node', 'build.js', '--prod'],
    ],
    ['An AWS Batch job definition. Container command: ./run.sh', ['./run.sh']],
    ['تعريف مهمة AWS Batch يشغّل الأمر python etl.py كل ليلة', ['python', 'etl.py']],
  ])('%s', (brief, command) => {
    expect(commandOf(brief)).toEqual(command);
  });

  it.each([
    ['A Lambda function in Python that prints Hello World.', 'Hello World'],
    ['A Lambda function that returns hello, world! to every caller.', 'hello, world!'],
    ['a lambda function that responds with the message Order received', 'Order received'],
  ])('%s', (brief, message) => {
    expect(codeOf(brief)).toContain(JSON.stringify(message));
  });

  it.each([
    'A Lambda function that returns the current time as JSON.',
    'A Lambda function that returns the response body as JSON.',
    'a lambda function that returns a string with the current time',
  ])('what it returns in words of its own is no message: %s', (brief) => {
    expect(codeOf(brief)).not.toContain('MESSAGE');
  });
});
