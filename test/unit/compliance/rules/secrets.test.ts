// biome-ignore-all lint/suspicious/noTemplateCurlyInString: CloudFormation Fn::Sub text uses ${Name} on purpose
import { describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { isHighEntropy, isSecretName } from '#shared/compliance/rules/_lib/secret-values';
import { scanTemplate } from '#shared/compliance/scan';
import { templateBody } from '#test/fixtures/compliance';
import { readRealWorldTemplate } from '#test/fixtures/real-world';

const RULE = 'secrets-no-hardcoded';

/** The secrets findings of a template written as YAML: the product path (parse, resolve, scan). */
const scan = (resources: Record<string, unknown>, sections: Record<string, unknown> = {}) => {
  const result = scanTemplate(stringify(templateBody(resources, sections)));
  return { ...result, findings: result.violations.filter((v) => v.rule_id === RULE) };
};
const findingsOf = (resources: Record<string, unknown>, sections: Record<string, unknown> = {}) =>
  scan(resources, sections).findings;

/** Pieces joined at run time, so no complete credential-shaped text sits in this file's source. */
const join = (...pieces: string[]) => pieces.join('');
const ACCESS_KEY_ID = join('AKIA', 'Q3XW7ZK2M9RT4PLB');
const SECRET_KEY = join('wJ8rT2kLm9', 'Qz4XvB7nPd3', 'Hs6YcF1gUe5', 'Aa0Ro');
const GITHUB = join('ghp_', 'Zq7Lm2Xv9Rt4Wk8Yb3Nc6Hd1Fs5Gj0Pa2Qe7');
const SLACK = join('xoxb-', '2048-4096-Hq8Wm3Zr7Tn2Vb6Yk1Lp5Cd9');
const STRIPE = join('sk_live_', '51HqX9z2LmN4p8RtV6wY3b');
const PRIVATE_KEY = join(
  '-----BEGIN ',
  'OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAA\n-----END OPENSSH PRIVATE KEY-----',
);

const fn = (Variables: Record<string, unknown>) => ({
  Fn: {
    Type: 'AWS::Lambda::Function',
    Properties: {
      Runtime: 'python3.12',
      Handler: 'i.h',
      Role: 'arn:aws:iam::1:role/r',
      Environment: { Variables },
    },
  },
});
const task = (Environment: unknown[]) => ({
  Task: {
    Type: 'AWS::ECS::TaskDefinition',
    Properties: { ContainerDefinitions: [{ Name: 'app', Image: 'x', Environment }] },
  },
});
const instance = (UserData: unknown) => ({
  Box: { Type: 'AWS::EC2::Instance', Properties: { ImageId: 'ami-0abcdef1234567890', UserData } },
});

describe('secrets written into a template (issue 19)', () => {
  it('finds every credential in the worker template, and none of the right ways of passing one', () => {
    const result = scanTemplate(readRealWorldTemplate('worker-secrets.yaml'));
    const findings = result.violations.filter((v) => v.rule_id === RULE);
    const by = Object.fromEntries(findings.map((v) => [v.resource, v.title]));
    expect(Object.keys(by).sort()).toEqual(
      ['GitHubToken', 'Poller', 'PollerTemplate', 'ReportFunction', 'WorkerSlackToken', 'WorkerTask'].sort(),
    );
    expect(by.WorkerTask).toContain('Environment.DB_PASS (named as a secret)');
    expect(by.WorkerTask).toContain('SLACK_HOOK (a Slack webhook URL)');
    expect(by.WorkerTask).not.toMatch(/DB_PASSWORD|DB_HOST|QUEUE_NAME/);
    expect(by.PollerTemplate).toContain('an AWS access key id');
    expect(by.PollerTemplate).toContain('AWS_SECRET_ACCESS_KEY');
    expect(by.PollerTemplate).not.toContain('DB_PASSWORD');
    expect(by.Poller).toContain('a private key');
    expect(by.ReportFunction).toContain('DB_PASS');
    expect(by.ReportFunction).not.toContain('API_SIGNING_KEY');
    expect(by.GitHubToken).toContain('a GitHub token');
    expect(by.WorkerSlackToken).toContain('a Slack token');
    // A finding names where the secret is, never the secret itself.
    for (const v of findings)
      expect(v.description).not.toMatch(/Winter2024|AKIAZ7Q2|ghp_|xoxb-|hooks\.slack/);
    // Parameters and outputs are checked, not counted as resources.
    expect(result.resourceCount).toBe(4);
  });

  it.each([
    ['an ECS container variable', task([{ Name: 'DB_PASS', Value: 'Winter2024!orders' }]), 'DB_PASS'],
    ['a Lambda variable', fn({ dbPassword: 'hunter2-but-longer' }), 'dbPassword'],
  ])('by name: %s', (_where, resources, name) => {
    const [finding] = findingsOf(resources);
    expect(finding.title).toContain(`${name} (named as a secret)`);
    expect(finding.severity).toBe('high');
  });

  it.each([
    ['an AWS access key id', ACCESS_KEY_ID],
    ['a GitHub token', GITHUB],
    ['a Slack token', SLACK],
    ['a Stripe key', STRIPE],
    ['a private key', PRIVATE_KEY],
    ['a password inside a URL', 'postgres://app:Tr0ub4dor3@db.internal:5432/orders'],
    ['a random-looking key', SECRET_KEY],
  ])('by value, under any name: %s', (kind, value) => {
    const [finding] = findingsOf(task([{ Name: 'SETTING', Value: value }]));
    expect(finding.title).toContain(`SETTING (${kind})`);
  });

  it.each([
    [
      'Fn::Base64 of Fn::Sub',
      {
        'Fn::Base64': {
          'Fn::Sub': `#!/bin/bash\nexport AWS_ACCESS_KEY_ID=${ACCESS_KEY_ID}\nexport REGION=\${AWS::Region}\n`,
        },
      },
    ],
    [
      'Fn::Join',
      {
        'Fn::Base64': {
          'Fn::Join': [
            '',
            ['#!/bin/bash\n', 'DB_PASSWORD="', 'Summer-2025-db', '"\n', { Ref: 'AWS::StackName' }],
          ],
        },
      },
    ],
    ['literal Base64 text', btoa('#!/bin/bash\nmysql --password Summer-2025-db -e "select 1"\n')],
    ['a launch template', undefined],
  ])('in user data written as %s', (_form, userData) => {
    const resources =
      userData === undefined
        ? {
            Lt: {
              Type: 'AWS::EC2::LaunchTemplate',
              Properties: {
                LaunchTemplateData: {
                  UserData: { 'Fn::Base64': `#!/bin/bash\necho '${PRIVATE_KEY}' > /k\n` },
                },
              },
            },
          }
        : instance(userData);
    const [finding] = findingsOf(resources);
    expect(finding.title).toMatch(/UserData \((an AWS access key id|DB_PASSWORD|password|a private key)\)/);
  });

  it("a SAM function's variables from Globals, and a password echoed into a config file", () => {
    const [fromGlobals] = scanTemplate(
      stringify({
        AWSTemplateFormatVersion: '2010-09-09',
        Transform: 'AWS::Serverless-2016-10-31',
        Globals: { Function: { Environment: { Variables: { DB_PASS: 'Spring-2025-db' } } } },
        Resources: {
          Api: {
            Type: 'AWS::Serverless::Function',
            Properties: { Runtime: 'nodejs20.x', Handler: 'i.h', CodeUri: 's3://b/k.zip' },
          },
        },
      }),
    ).violations.filter((v) => v.rule_id === RULE);
    expect(fromGlobals.title).toContain('Environment.Variables.DB_PASS (named as a secret)');
    const [echoed] = findingsOf(instance('#!/bin/bash\necho "password: Spring-2025-db" > /etc/app.yml\n'));
    expect(echoed.title).toContain('UserData (password)');
  });

  it('parameter defaults and outputs: by name and by value, never NoEcho', () => {
    const findings = findingsOf(fn({ TABLE: 'orders' }), {
      Parameters: {
        AdminPassword: { Type: 'String', Default: 'ChangeMe-2025' },
        BuildSeed: { Type: 'String', Default: SECRET_KEY },
        HiddenPassword: { Type: 'String', NoEcho: true, Default: 'ChangeMe-2025' },
        HiddenToken: { Type: 'String', NoEcho: 'true', Default: GITHUB },
      },
      Outputs: {
        DeployKey: { Value: PRIVATE_KEY },
        ServiceToken: { Value: 'tok-live-7781-orders' },
        TokenArn: { Value: 'arn:aws:secretsmanager:me-central-1:111122223333:secret:token' },
      },
    });
    const titles = Object.fromEntries(findings.map((v) => [v.resource, v.title]));
    expect(Object.keys(titles).sort()).toEqual(['AdminPassword', 'BuildSeed', 'DeployKey', 'ServiceToken']);
    expect(titles.AdminPassword).toBe(
      "Parameter 'AdminPassword' has a secret written into the template: Default (named as a secret).",
    );
    expect(titles.BuildSeed).toContain('a random-looking key');
    expect(findings.find((v) => v.resource === 'DeployKey')?.resource_type).toBe('Output');
  });

  it('a password property: literal or from a parameter shown in the console, not from NoEcho or a dynamic reference', () => {
    const db = (MasterUserPassword: unknown) => ({
      Db: {
        Type: 'AWS::RDS::DBInstance',
        Properties: { Engine: 'postgres', MasterUsername: 'app', MasterUserPassword },
      },
    });
    const parameters = (NoEcho: boolean) => ({
      Parameters: { DbPassword: { Type: 'String', MinLength: 8, ...(NoEcho ? { NoEcho } : {}) } },
    });
    expect(findingsOf(db('S3cret-literal'))[0].title).toContain('MasterUserPassword (written as text)');
    expect(findingsOf(db({ Ref: 'DbPassword' }), parameters(false))[0].title).toContain(
      'from parameter DbPassword, which is not NoEcho',
    );
    expect(findingsOf(db({ Ref: 'DbPassword' }), parameters(true))).toEqual([]);
    expect(findingsOf(db('{{resolve:secretsmanager:orders/db:SecretString:password}}'))).toEqual([]);
    const broker = {
      Mq: {
        Type: 'AWS::AmazonMQ::Broker',
        Properties: { Users: [{ Username: 'app', Password: 'Broker-pass-1' }] },
      },
    };
    expect(findingsOf(broker)[0].title).toContain('Users[0].Password');
  });

  it('no false alarms: references, identifiers, digests and filled-in values', () => {
    const quiet = {
      ...task([
        { Name: 'DB_PASSWORD', Value: '{{resolve:secretsmanager:orders/db:SecretString:password}}' },
        { Name: 'API_TOKEN', Value: '{{resolve:ssm-secure:/orders/api-token}}' },
        {
          Name: 'SECRET_ARN',
          Value: 'arn:aws:secretsmanager:me-central-1:111122223333:secret:orders-AbC123',
        },
        { Name: 'TOKEN_PARAMETER', Value: '/orders/api-token' },
        { Name: 'PASSWORD_MIN_LENGTH', Value: '14' },
        {
          Name: 'IMAGE_DIGEST',
          Value: 'sha256:9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08',
        },
        { Name: 'AMI', Value: 'ami-0abcdef1234567890' },
        { Name: 'KEY_ID', Value: '1234abcd-12ab-34cd-56ef-1234567890ab' },
        { Name: 'DOCS_KEY', Value: 'AKIAIOSFODNN7EXAMPLE' },
        { Name: 'HANDLER_CLASS', Value: 'OrdersProcessingHandlerV2Production' },
        { Name: 'BUCKET', Value: 'orders-archive-111122223333-me-central-1' },
        { Name: 'DB_PASS', Value: { 'Fn::Sub': '${DbPassword}' } },
        { Name: 'AUTH_TOKEN', Value: { Ref: 'HiddenToken' } },
      ]),
      ...instance({
        'Fn::Base64': {
          'Fn::Sub': [
            '#!/bin/bash\nexport DB_PASSWORD="$(aws secretsmanager get-secret-value --secret-id ${Secret} --query SecretString --output text)"\nexport TOKEN=$TOKEN_FROM_ENV\necho "${Checksum}"\n',
            {
              Secret: 'orders/db',
              Checksum: 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
            },
          ],
        },
      }),
    };
    const { findings, outcomes } = scan(quiet, {
      Parameters: {
        DbPassword: { Type: 'String', NoEcho: true },
        HiddenToken: { Type: 'String', NoEcho: true, Default: GITHUB },
        LatestAmi: {
          Type: 'AWS::SSM::Parameter::Value<AWS::EC2::Image::Id>',
          Default: '/aws/service/ami-amazon-linux-latest/al2023-ami-kernel-default-x86_64',
        },
      },
    });
    expect(findings).toEqual([]);
    // the checks ran: the task and the instance pass, rather than being skipped
    const passed = outcomes.filter((o) => o.rule.id === RULE && o.evaluation.status === 'pass');
    expect(passed.map((o) => o.resource.logicalId).sort()).toEqual([
      'Box',
      'DbPassword',
      'HiddenToken',
      'Task',
    ]);
  });

  it('names: a credential, not a pointer to one', () => {
    for (const name of [
      'DB_PASS',
      'dbPassword',
      'GitHubToken',
      'STRIPE_SECRET_KEY',
      'API_KEY',
      'AWS_SECRET_ACCESS_KEY',
    ]) {
      expect(isSecretName(name), name).toBe(true);
    }
    for (const name of [
      'SECRET_ARN',
      'AWS_ACCESS_KEY_ID',
      'TOKEN_TTL',
      'BYPASS_CACHE',
      'KeyName',
      'PASSTHROUGH',
      'DB_HOST',
    ]) {
      expect(isSecretName(name), name).toBe(false);
    }
    expect(isHighEntropy(SECRET_KEY)).toBe(true);
    expect(isHighEntropy('9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08')).toBe(false);
  });
});

describe('secrets in SSM String parameters, Batch and CodeBuild variables, and Mappings (issue 30)', () => {
  const ssm = (Properties: Record<string, unknown>) => ({
    Param: { Type: 'AWS::SSM::Parameter', Properties: { Type: 'String', ...Properties } },
  });

  it('an access key stored as a String parameter value, or a secret-named one, is found', () => {
    expect(findingsOf(ssm({ Name: '/app/aws-key', Value: ACCESS_KEY_ID }))[0]?.title).toContain('Value');
    expect(findingsOf(ssm({ Name: '/app/db/password', Value: 'Tr0ub4dor-and-3' }))).toHaveLength(1);
  });

  it('a plain setting, or a pointer to a secret, in a String parameter is not', () => {
    expect(findingsOf(ssm({ Name: '/app/log-level', Value: 'debug' }))).toEqual([]);
    expect(
      findingsOf(
        ssm({ Name: '/app/db/password-arn', Value: 'arn:aws:secretsmanager:me-south-1:1:secret:x' }),
      ),
    ).toEqual([]);
  });

  it('Batch and CodeBuild plaintext variables are read; a Parameter Store or Secrets Manager reference is not a leak', () => {
    const batch = {
      Job: {
        Type: 'AWS::Batch::JobDefinition',
        Properties: {
          Type: 'container',
          ContainerProperties: { Image: 'x', Environment: [{ Name: 'API_TOKEN', Value: GITHUB }] },
        },
      },
    };
    expect(findingsOf(batch)[0]?.title).toContain('API_TOKEN');
    const build = (Type: string, Value: string) => ({
      Build: {
        Type: 'AWS::CodeBuild::Project',
        Properties: {
          Environment: {
            Type: 'LINUX_CONTAINER',
            Image: 'aws/codebuild/standard:7.0',
            ComputeType: 'BUILD_GENERAL1_SMALL',
            EnvironmentVariables: [{ Name: 'DB_PASSWORD', Type, Value }],
          },
        },
      },
    });
    expect(findingsOf(build('PLAINTEXT', 'Tr0ub4dor-and-3'))).toHaveLength(1);
    expect(findingsOf(build('SECRETS_MANAGER', 'prod/db:password'))).toEqual([]);
  });

  it('a secret kept in Mappings and read through Fn::FindInMap is found', () => {
    const mapped = findingsOf(fn({ STRIPE_KEY: { 'Fn::FindInMap': ['Keys', 'prod', 'stripe'] } }), {
      Mappings: { Keys: { prod: { stripe: STRIPE } } },
    });
    expect(mapped[0]?.title).toContain('STRIPE_KEY');
    const plain = findingsOf(fn({ MODE: { 'Fn::FindInMap': ['Keys', 'prod', 'mode'] } }), {
      Mappings: { Keys: { prod: { mode: 'fast' } } },
    });
    expect(plain).toEqual([]);
  });
});

describe('credentials written into inline code, definitions and lifecycle scripts (Prowler *_no_secrets_in_code/definition)', () => {
  const code = (key: string) =>
    `import boto3\nKEY_ID = "${key}"\ndef handler(event, context):\n    return 1\n`;
  const machine = (key: string) =>
    JSON.stringify({ StartAt: 'Call', States: { Call: { Type: 'Pass', Result: { id: key }, End: true } } });
  const lifecycle = (script: string) => [{ Content: { 'Fn::Base64': script } }];
  const cases: [string, (key: string) => Record<string, unknown>][] = [
    [
      'AWS::Lambda::Function Code.ZipFile',
      (key) => ({
        Fn: {
          Type: 'AWS::Lambda::Function',
          Properties: {
            Runtime: 'python3.12',
            Handler: 'index.handler',
            Role: 'arn:aws:iam::1:role/r',
            Code: { ZipFile: code(key) },
          },
        },
      }),
    ],
    [
      'AWS::StepFunctions::StateMachine DefinitionString',
      (key) => ({
        Fn: {
          Type: 'AWS::StepFunctions::StateMachine',
          Properties: { RoleArn: 'arn:aws:iam::1:role/r', DefinitionString: machine(key) },
        },
      }),
    ],
    [
      'AWS::SageMaker::NotebookInstanceLifecycleConfig OnStart',
      (key) => ({
        Fn: {
          Type: 'AWS::SageMaker::NotebookInstanceLifecycleConfig',
          Properties: { OnStart: lifecycle(`#!/bin/bash\naws configure set aws_access_key_id ${key}\n`) },
        },
      }),
    ],
  ];
  it.each(cases)('%s: an access key id is found, a key name read at run time is not', (_where, build) => {
    const planted = findingsOf(build(ACCESS_KEY_ID));
    expect(planted.map((v) => v.resource)).toEqual(['Fn']);
    expect(planted[0].severity).toBe('high');
    expect(findingsOf(build('os.environ["KEY_ID"]'))).toEqual([]);
  });

  it('does not read ordinary code that names a token or a password as a written secret', () => {
    const zip =
      'def handler(event, context):\n    token = event["headers"]["authorization"]\n    password = get_secret()\n';
    const resources = {
      Fn: {
        Type: 'AWS::Lambda::Function',
        Properties: {
          Runtime: 'python3.12',
          Handler: 'index.handler',
          Role: 'arn:aws:iam::1:role/r',
          Code: { ZipFile: zip },
        },
      },
    };
    expect(findingsOf(resources)).toEqual([]);
  });
});
