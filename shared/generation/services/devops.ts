import type { SynthesisContext } from '../synthesis/context';
import { addServiceRole, grant } from '../synthesis/grants';
import { addBucket, addLogGroup } from '../synthesis/parts';
import { getAtt, keyArn, ref, stackName, sub } from './kit';
import type { ServiceSettings, ServiceSpec } from './types';

const BUILDSPEC = `version: 0.2
phases:
  build:
    commands:
      - echo "replace with your build"
`;

/** The source types CodeBuild has for the hosts briefs give repositories on. */
const SOURCE_HOSTS: Readonly<Record<string, string>> = {
  'github.com': 'GITHUB',
  'gitlab.com': 'GITLAB',
  'bitbucket.org': 'BITBUCKET',
};

/** Where a build's source is: the repository the brief gives (its host's type and address), else none. */
function sourceOf(settings: ServiceSettings): Record<string, unknown> {
  const [host = '', ...path] = typeof settings.source === 'string' ? settings.source.split('/') : [];
  const type = SOURCE_HOSTS[host];
  if (type)
    return {
      Type: type,
      Location: `https://${host}/${path.join('/').replace(/\.git$/, '')}.git`,
      BuildSpec: BUILDSPEC,
    };
  if (typeof settings.codecommit_repository === 'string')
    return {
      Type: 'CODECOMMIT',
      Location: sub(
        `https://git-codecommit.\${AWS::Region}.amazonaws.com/v1/repos/${settings.codecommit_repository}`,
      ),
      BuildSpec: BUILDSPEC,
    };
  return { Type: 'NO_SOURCE', BuildSpec: BUILDSPEC };
}

export const codebuild: ServiceSpec = {
  id: 'codebuild',
  block_name: 'Build',
  family: 'CodeBuild',
  label: 'AWS CodeBuild project',
  names: /\b(aws codebuild|codebuild|code build)\b/,
  phrases: /\b(build (the )?(docker )?images?|ci builds?|continuous integration)\b/,
  arabic: /(كود ?بيلد)/,
  arabic_phrases: /(التكامل المستمر|بناء الصور)/,
  cost: 'request',
  // builds are started from the customer's CI, a push or the console: nothing of the design need call it
  fed_from_outside: true,
  target: {
    actions: ['codebuild:StartBuild', 'codebuild:BatchGetBuilds'],
    arn: (n) => getAtt(n.main, 'Arn'),
  },
  stated_settings: [
    // the repository it builds from, by its address wherever the brief writes it
    // ("github.com/wasel-tech/api", "https://bitbucket.org/team/app"), or a CodeCommit repository
    // the brief names ("CodeCommit repo موجود عندنا اسمه web-frontend")
    {
      key: 'source',
      words: new RegExp(
        String.raw`\b((?:${Object.keys(SOURCE_HOSTS).join('|').replaceAll('.', '\\.')})/[a-z0-9_.-]+/[a-z0-9_-]+(?:\.[a-z0-9_-]+)*)`,
      ),
      anywhere: true,
      label: 'source repository',
    },
    {
      key: 'codecommit_repository',
      words:
        /\bcode ?commit\b[^.;,،]{0,40}?(?:named|called|اسمه|اسمها|باسم)\s+[\x60'"‘“]?([a-z0-9][a-z0-9_.-]*[a-z0-9])/,
      anywhere: true,
      label: 'source repository',
    },
  ],
  build(ctx, name, settings) {
    const logs = addLogGroup(ctx, name, `${name}Logs`);
    const role = addServiceRole(ctx, name, `${name}Role`, 'codebuild.amazonaws.com');
    grant(ctx, role, ['logs:CreateLogStream', 'logs:PutLogEvents'], getAtt(logs, 'Arn'));
    const project = ctx.add(name, `${name}Project`, {
      Type: 'AWS::CodeBuild::Project',
      Properties: {
        ServiceRole: getAtt(role, 'Arn'),
        EncryptionKey: keyArn(),
        Source: sourceOf(settings),
        Artifacts: { Type: 'NO_ARTIFACTS' },
        Environment: {
          Type: 'ARM_CONTAINER',
          ComputeType: 'BUILD_GENERAL1_SMALL',
          Image: 'aws/codebuild/amazonlinux2-aarch64-standard:3.0',
          PrivilegedMode: false,
        },
        LogsConfig: { CloudWatchLogs: { Status: 'ENABLED', GroupName: ref(logs) } },
        TimeoutInMinutes: 30,
        Tags: ctx.tags(),
      },
    });
    return { service: 'codebuild', name, main: project, role };
  },
};

export const codepipeline: ServiceSpec = {
  id: 'codepipeline',
  block_name: 'Pipeline',
  family: 'CodePipeline',
  label: 'AWS CodePipeline pipeline',
  names: /\b(aws codepipeline|codepipeline|code pipeline)\b/,
  phrases: /\b(ci\/cd|cicd|deployment pipelines?|release pipelines?|continuous delivery)\b/,
  arabic: /(كود ?بايبلاين)/,
  arabic_phrases: /(خط النشر|النشر المستمر)/,
  cost: 'request',
  build(ctx, name) {
    const artifacts = addBucket(ctx, name, `${name}Artifacts`);
    const role = addServiceRole(ctx, name, `${name}Role`, 'codepipeline.amazonaws.com');
    grant(
      ctx,
      role,
      ['s3:GetObject', 's3:PutObject', 's3:GetBucketVersioning'],
      [getAtt(artifacts, 'Arn'), sub(`\${${artifacts}.Arn}/*`)],
    );
    grant(ctx, role, ['kms:Decrypt', 'kms:GenerateDataKey'], keyArn());
    // the pipeline's own build project: a CodeBuild named elsewhere in the brief is a second one
    const build = codebuild.build?.(ctx, `${name}Build`, {}).main ?? `${name}BuildProject`;
    grant(ctx, role, ['codebuild:StartBuild', 'codebuild:BatchGetBuilds'], getAtt(build, 'Arn'));
    const pipeline = ctx.add(name, `${name}Pipeline`, {
      Type: 'AWS::CodePipeline::Pipeline',
      Properties: {
        RoleArn: getAtt(role, 'Arn'),
        PipelineType: 'V2',
        ArtifactStore: { Type: 'S3', Location: ref(artifacts), EncryptionKey: { Id: keyArn(), Type: 'KMS' } },
        Stages: [
          {
            Name: 'Source',
            Actions: [
              {
                Name: 'Source',
                ActionTypeId: { Category: 'Source', Owner: 'AWS', Provider: 'S3', Version: '1' },
                Configuration: {
                  S3Bucket: ref(artifacts),
                  S3ObjectKey: 'source.zip',
                  PollForSourceChanges: false,
                },
                OutputArtifacts: [{ Name: 'Source' }],
              },
            ],
          },
          {
            Name: 'Build',
            Actions: [
              {
                Name: 'Build',
                ActionTypeId: { Category: 'Build', Owner: 'AWS', Provider: 'CodeBuild', Version: '1' },
                Configuration: { ProjectName: ref(build) },
                InputArtifacts: [{ Name: 'Source' }],
              },
            ],
          },
        ],
        Tags: ctx.tags(),
      },
    });
    void stackName;
    return { service: 'codepipeline', name, main: pipeline, role };
  },
};

/** How many instances an App Runner service runs: 1 to 25. */
const APP_RUNNER_SIZE = { min: 1, max: 25 } as const;
/** The least of a range said of instances ("between 2 and 8 instances", "min 2", "من 2 إلى 8 نسخ"). */
const APP_RUNNER_RANGE =
  /\b(?:between|from)\s+(\d+)\s+(?:and|to|-)\s+\d+\s+(?:instances?|copies|containers?)\b|\bmin(?:imum)?\s+(?:of\s+)?(\d+)\s+(?:instances?|copies|containers?)\b|(?:بين|من)\s+(\d+)\s+(?:و|إلى|الى)\s*\d+\s+(?:نسخ|نسخة|حاويات|instances?)/;
/** The most of that range ("between 2 and 8 instances", "up to 8 instances", "max 8"). */
const APP_RUNNER_MAX =
  /\b(?:between|from)\s+\d+\s+(?:and|to|-)\s+(\d+)\s+(?:instances?|copies|containers?)\b|\b(?:max(?:imum)?\s+(?:of\s+)?|up to\s+)(\d+)\s+(?:instances?|copies|containers?)\b|(?:بين|من)\s+\d+\s+(?:و|إلى|الى)\s*(\d+)\s+(?:نسخ|نسخة|حاويات|instances?)/;

/**
 * The service's own auto scaling configuration, where the brief says how far it scales: without
 * one, App Runner runs 1 to 25 instances whatever was asked. A bound not said is App Runner's own.
 */
function appRunnerScaling(
  ctx: SynthesisContext,
  name: string,
  settings: ServiceSettings,
): string | undefined {
  const min = settings.min_size === undefined ? undefined : Number(settings.min_size);
  const max = settings.max_size === undefined ? undefined : Number(settings.max_size);
  if (min === undefined && max === undefined) return undefined;
  return ctx.add(name, `${name}Scaling`, {
    Type: 'AWS::AppRunner::AutoScalingConfiguration',
    Properties: {
      MinSize: Math.min(min ?? APP_RUNNER_SIZE.min, max ?? APP_RUNNER_SIZE.max),
      MaxSize: Math.max(max ?? APP_RUNNER_SIZE.max, min ?? APP_RUNNER_SIZE.min),
      Tags: ctx.tags(),
    },
  });
}

export const appRunner: ServiceSpec = {
  id: 'app-runner',
  block_name: 'Runner',
  family: 'AppRunner',
  label: 'AWS App Runner service',
  names: /\b(aws app runner|app ?runner)\b/,
  phrases: /$^/,
  arabic: /(آب ?رنر|اب ?رنر)/,
  cost: 'hourly',
  // people reach it over its own URL: nothing of the design calls it
  fed_from_outside: true,
  target: { actions: ['apprunner:DescribeService'], arn: (n) => getAtt(n.main, 'ServiceArn') },
  // how far it scales, as said ("scaling between 2 and 8 instances", "من ٢ إلى ٨ نسخ"): App Runner
  // takes 1 to 25 instances, in an auto scaling configuration of its own
  stated_settings: [
    {
      key: 'min_size',
      words: APP_RUNNER_RANGE,
      as: 'count',
      min: APP_RUNNER_SIZE.min,
      max: APP_RUNNER_SIZE.max,
      label: 'instances at least',
      shows: { types: ['AWS::AppRunner::AutoScalingConfiguration'], path: 'MinSize' },
    },
    {
      key: 'max_size',
      words: APP_RUNNER_MAX,
      as: 'count',
      min: APP_RUNNER_SIZE.min,
      max: APP_RUNNER_SIZE.max,
      label: 'instances at most',
      shows: { types: ['AWS::AppRunner::AutoScalingConfiguration'], path: 'MaxSize' },
    },
  ],
  build(ctx, name, settings) {
    const image = ctx.parameter('ContainerImage', {
      Type: 'String',
      Description: 'Container image the tasks run (an ECR image URI).',
      AllowedPattern: '^[a-z0-9./:@_-]+$',
    });
    const access = addServiceRole(ctx, name, `${name}AccessRole`, 'build.apprunner.amazonaws.com');
    grant(
      ctx,
      access,
      ['ecr:GetAuthorizationToken', 'ecr:BatchGetImage', 'ecr:GetDownloadUrlForLayer', 'ecr:DescribeImages'],
      '*',
    );
    const scaling = appRunnerScaling(ctx, name, settings);
    const service = ctx.add(name, `${name}Service`, {
      Type: 'AWS::AppRunner::Service',
      Properties: {
        SourceConfiguration: {
          AuthenticationConfiguration: { AccessRoleArn: getAtt(access, 'Arn') },
          AutoDeploymentsEnabled: false,
          ImageRepository: {
            ImageIdentifier: ref(image),
            ImageRepositoryType: 'ECR',
            ImageConfiguration: { Port: '8080' },
          },
        },
        InstanceConfiguration: { Cpu: '1 vCPU', Memory: '2 GB' },
        EncryptionConfiguration: { KmsKey: keyArn() },
        HealthCheckConfiguration: { Protocol: 'HTTP', Path: '/' },
        ...(scaling && { AutoScalingConfigurationArn: getAtt(scaling, 'AutoScalingConfigurationArn') }),
        Tags: ctx.tags(),
      },
    });
    return { service: 'app-runner', name, main: service };
  },
};

export const amplify: ServiceSpec = {
  id: 'amplify',
  block_name: 'Frontend',
  family: 'Amplify',
  label: 'AWS Amplify Hosting app',
  names: /\b(aws amplify( hosting)?|amplify( hosting)?)\b/,
  phrases: /$^/,
  arabic: /(أمبليفاي|امبليفاي)/,
  cost: 'request',
  build(ctx, name) {
    const app = ctx.add(name, `${name}App`, {
      Type: 'AWS::Amplify::App',
      Properties: {
        Name: stackName(name),
        Platform: 'WEB',
        CustomHeaders:
          "customHeaders:\n  - pattern: '**'\n    headers:\n      - key: Strict-Transport-Security\n        value: max-age=63072000\n",
        Tags: ctx.tags(),
      },
    });
    ctx.add(name, `${name}Branch`, {
      Type: 'AWS::Amplify::Branch',
      Properties: {
        AppId: getAtt(app, 'AppId'),
        BranchName: 'main',
        Stage: 'PRODUCTION',
        EnableAutoBuild: true,
      },
    });
    return { service: 'amplify', name, main: app };
  },
};
