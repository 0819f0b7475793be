// biome-ignore-all lint/suspicious/noTemplateCurlyInString: CloudFormation Fn::Sub text uses ${Name} on purpose
import fc from 'fast-check';
import { stringify } from 'yaml';
import { readSampleTemplate, SAMPLE_TEMPLATES } from '../../fixtures/compliance';

/** Names a random template may refer to: declared, pseudo, and undeclared. */
const NAMES = [
  'Env',
  'Zones',
  'Secret',
  'Bucket',
  'Queue',
  'Db',
  'AWS::Region',
  'AWS::NoValue',
  'AWS::AccountId',
  'Nope',
];
const CONDITIONS = ['IsProd', 'InRegion', 'Loop', 'Missing'];
const TYPES = [
  'AWS::S3::Bucket',
  'AWS::SQS::Queue',
  'AWS::RDS::DBInstance',
  'AWS::EC2::SecurityGroup',
  'AWS::IAM::Role',
  'AWS::KMS::Key',
  'AWS::Logs::LogGroup',
  'AWS::DynamoDB::Table',
  'AWS::Serverless::Function',
];
const PROPERTIES = [
  'BucketEncryption',
  'VersioningConfiguration',
  'PublicAccessBlockConfiguration',
  'StorageEncrypted',
  'PubliclyAccessible',
  'SecurityGroupIngress',
  'KmsMasterKeyId',
  'Tags',
  'PolicyDocument',
  'Policies',
  'AssumeRolePolicyDocument',
  'RetentionInDays',
  'LoggingConfiguration',
  'EnableKeyRotation',
];

const leaf = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc.constantFrom('${Env}-${Bucket.Arn}', '${!Lit}', '10.0.0.0/16', '', '*', '0.0.0.0/0', 'true'),
  fc.integer({ min: -3, max: 300 }),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom(...NAMES).map((name) => ({ Ref: name })),
);

/** Random trees of intrinsic calls, well-formed or not, over random leaves. */
export const intrinsicTree = fc.letrec<{ tree: unknown }>((tie) => ({
  tree: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    leaf,
    fc
      .record({
        fn: fc.constantFrom(
          'Fn::If',
          'Fn::Sub',
          'Fn::Join',
          'Fn::Select',
          'Fn::Split',
          'Fn::FindInMap',
          'Fn::GetAtt',
          'Fn::GetAZs',
          'Fn::Cidr',
          'Fn::Base64',
          'Fn::ImportValue',
          'Fn::Equals',
          'Fn::And',
          'Fn::Or',
          'Fn::Not',
          'Fn::ToJsonString',
          'Fn::Length',
          'Fn::Transform',
          'Fn::Unheard',
          'Condition',
        ),
        args: fc.oneof(
          fc.array(tie('tree'), { maxLength: 4 }),
          fc.tuple(fc.constantFrom(...CONDITIONS), tie('tree'), tie('tree')),
          tie('tree'),
        ),
      })
      .map(({ fn, args }) => ({ [fn]: args })),
    fc.array(tie('tree'), { maxLength: 3 }),
    fc.dictionary(fc.constantFrom(...PROPERTIES, 'Key', 'Value', 'Status'), tie('tree'), { maxKeys: 3 }),
  ),
})).tree;

const resource = fc.record(
  {
    Type: fc.constantFrom(...TYPES),
    Condition: fc.constantFrom(...CONDITIONS),
    Properties: fc.oneof(
      fc.dictionary(fc.constantFrom(...PROPERTIES), intrinsicTree, { maxKeys: 4 }),
      intrinsicTree,
    ),
  },
  { requiredKeys: ['Type'] },
);

/** A whole template with random parameters, conditions, mappings, resources and loops. */
export const randomTemplateBody = fc
  .record({
    resources: fc.dictionary(fc.constantFrom('Bucket', 'Queue', 'Db', 'Role', 'Other'), resource, {
      minKeys: 1,
      maxKeys: 5,
    }),
    loop: fc.option(fc.tuple(fc.oneof(fc.constant({ Ref: 'Zones' }), intrinsicTree), resource)),
    conditions: fc.dictionary(fc.constantFrom(...CONDITIONS), intrinsicTree, { maxKeys: 3 }),
  })
  .map(({ resources, loop, conditions }) => ({
    Parameters: {
      Env: { Type: 'String', Default: 'prod' },
      Zones: { Type: 'CommaDelimitedList', Default: 'a,b' },
      Secret: { Type: 'String' },
    },
    Mappings: { M: { prod: { Size: 'big' } } },
    Conditions: conditions,
    Resources: loop
      ? { ...resources, 'Fn::ForEach::Loop': ['Item', loop[0], { 'Gen${Item}': loop[1] }] }
      : resources,
  }));

/** Random edits of a real template: deletions, insertions of YAML punctuation, repeated lines. */
export const mutatedSample = fc
  .record({
    name: fc.constantFrom(...SAMPLE_TEMPLATES),
    edits: fc.array(
      fc.record({
        at: fc.nat(),
        remove: fc.nat({ max: 20 }),
        insert: fc.oneof(
          fc.constantFrom(
            '-',
            ':',
            '[',
            ']',
            '{',
            '}',
            '!',
            '&a',
            '*a',
            '#',
            '\n',
            '  ',
            '"',
            "'",
            '|',
            '>',
            '!Ref',
            '\t',
            '%',
          ),
          fc.string({ maxLength: 6 }),
        ),
      }),
      { minLength: 1, maxLength: 4 },
    ),
  })
  .map(({ name, edits }) =>
    edits.reduce((text, { at, remove, insert }) => {
      const position = text.length === 0 ? 0 : at % text.length;
      return text.slice(0, position) + insert + text.slice(position + remove);
    }, readSampleTemplate(name)),
  );

/** Arbitrary data written out as YAML or JSON text. */
export const documentText = fc
  .tuple(fc.anything({ maxDepth: 4 }), fc.boolean())
  .map(([value, asJson]) => (asJson ? JSON.stringify(value) : stringify(value)) ?? '');

export function asText(body: unknown, json: boolean): string {
  return json ? JSON.stringify(body, null, 2) : stringify(body);
}
