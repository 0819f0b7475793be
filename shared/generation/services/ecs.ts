import { fargateMemory } from '../synthesis/fargate-sizes';
import { addServiceRole, grant } from '../synthesis/grants';
import { addLogGroup } from '../synthesis/parts';
import { computeGroup, getAtt, ref, stackName, sub, subnets } from './kit';
import type { ServiceSpec } from './types';

/** The container image tasks run: a parameter, so the template never names an image from memory. */
export const IMAGE_PARAMETER = 'ContainerImage';

/** A Fargate task that starts on demand (a state machine, a rule): cluster, task definition, roles, logs. */
export const ecs: ServiceSpec = {
  id: 'ecs',
  block_name: 'Tasks',
  family: 'ECS',
  label: 'Amazon ECS on Fargate',
  names:
    /\b((amazon )?ecs( fargate)? tasks?|(aws )?fargate tasks?|ecs task definitions?|run (a |an )?(ecs |fargate )?tasks?)\b/,
  phrases: /\b(containers? tasks?|docker tasks?)\b/,
  arabic_phrases: /(مهام الحاويات|مهم[ةه] حاوي[ةه])/,
  cost: 'hourly',
  vpc: true,
  needs: ['ecr'],
  // a caller runs this task definition and hands ECS the task's two roles; watching and stopping
  // the task it started act on tasks, not the definition (a state machine adds them, see step-functions)
  target: { actions: ['ecs:RunTask'], arn: (n) => ref(`${n.name}TaskDefinition`) },
  passes: {
    to: 'ecs-tasks.amazonaws.com',
    roles: (n) => [getAtt(`${n.name}TaskRole`, 'Arn'), getAtt(`${n.name}ExecutionRole`, 'Arn')],
  },
  build(ctx, name, settings) {
    ctx.parameter(IMAGE_PARAMETER, {
      Type: 'String',
      Description: 'Container image the tasks run (an ECR image URI).',
      AllowedPattern: '^[a-z0-9./:@_-]+$',
    });
    const cluster = ctx.add(name, `${name}Cluster`, {
      Type: 'AWS::ECS::Cluster',
      Properties: { ClusterSettings: [{ Name: 'containerInsights', Value: 'enabled' }], Tags: ctx.tags() },
    });
    const logs = addLogGroup(ctx, name, `${name}Logs`);
    const execution = addServiceRole(ctx, name, `${name}ExecutionRole`, 'ecs-tasks.amazonaws.com');
    grant(ctx, execution, ['logs:CreateLogStream', 'logs:PutLogEvents'], getAtt(logs, 'Arn'));
    grant(
      ctx,
      execution,
      ['ecr:GetAuthorizationToken', 'ecr:BatchGetImage', 'ecr:GetDownloadUrlForLayer'],
      '*',
    );
    const task = addServiceRole(ctx, name, `${name}TaskRole`, 'ecs-tasks.amazonaws.com');
    // a job that loads the design's data reads and writes its stores, as the design's functions do
    if (settings.data_access === true)
      for (const access of ctx.dataAccess) grant(ctx, task, access.actions, access.resources);
    ctx.add(name, `${name}TaskDefinition`, {
      Type: 'AWS::ECS::TaskDefinition',
      Properties: {
        RequiresCompatibilities: ['FARGATE'],
        NetworkMode: 'awsvpc',
        Cpu: String(settings.cpu ?? '512'),
        Memory: String(fargateMemory(String(settings.cpu ?? '512'), Number(settings.memory_mb ?? 1024))),
        RuntimePlatform: { CpuArchitecture: 'ARM64', OperatingSystemFamily: 'LINUX' },
        ExecutionRoleArn: getAtt(execution, 'Arn'),
        TaskRoleArn: getAtt(task, 'Arn'),
        ContainerDefinitions: [
          {
            Name: 'app',
            Image: ref(IMAGE_PARAMETER),
            Essential: true,
            Privileged: false,
            User: '1000',
            ReadonlyRootFilesystem: true,
            LogConfiguration: {
              LogDriver: 'awslogs',
              Options: {
                'awslogs-group': ref(logs),
                'awslogs-region': ref('AWS::Region'),
                'awslogs-stream-prefix': name.toLowerCase(),
              },
            },
          },
        ],
        Tags: ctx.tags(),
      },
    });
    const group = computeGroup(ctx, name);
    ctx.output(
      `${name}Subnets`,
      sub(`\${PrivateSubnet1},\${PrivateSubnet2}`),
      `${name}: subnets to run tasks in`,
    );
    ctx.output(`${name}SecurityGroupId`, ref(group), `${name}: security group of its tasks`);
    void subnets;
    void stackName;
    return { service: 'ecs', name, main: cluster, role: task, group };
  },
};

/** What a service of containers counts: its tasks, copies, replicas ("2-8 tasks", "عشر مهام", "تاسكات"). */
const TASKS =
  /\b(?:tasks?|copies|replicas?|containers?|instances)\b|(?:مهام|مهمات|مهمة|مهمه|نسخ|نسخة|تاسك|تاسكات|تاسكس)(?![\u0621-\u064a])/;

/** Containers as a long-running service behind a load balancer: the existing containers block. */
export const ecsService: ServiceSpec = {
  id: 'ecs-service',
  family: 'ECS',
  label: 'Amazon ECS service on Fargate',
  names: /\b(amazon ecs|ecs( on)?( fargate)?|aws fargate|fargate|elastic container service)\b/,
  phrases: /$^/,
  // "فارغيت" is how MSA briefs write Fargate (غ for its g)
  arabic: /(فارجيت|فارغيت)/,
  arabic_phrases: /(خدم[ةه] الحاويات)/,
  cost: 'hourly',
  // what a brief states of its containers: the containers block's options
  stated_settings: [
    // "min 2 max 8 tasks", "الحد الأدنى مهمتان والحد الأقصى عشر مهام": the least it runs and the most it scales to
    // read in the whole brief, as the tasks it counts are its own ("...; autoscale it, min 2 max 8 tasks")
    { key: 'desired_tasks', bound: 'min', words: TASKS, as: 'count', min: 1, anywhere: true },
    { key: 'max_tasks', bound: 'max', words: TASKS, as: 'count', min: 1, anywhere: true },
    {
      key: 'desired_tasks',
      words:
        /\b(\d+)[ -](?:copies|tasks|replicas|containers|instances)\b|(\d+) (?:مهام|مهمات|مهم[ةه]|نسخ)(?![\u0621-\u064a])/,
      as: 'count',
    },
    {
      key: 'cpu',
      words: /(\d+(?:\.\d+)?) ?vcpus?\b/,
      as: 'vcpu',
      label: 'task CPU units',
      shows: { types: ['AWS::ECS::TaskDefinition'], path: 'Cpu' },
    },
    { key: 'memory_mb', words: /(\d+(?:\.\d+)? ?(?:gb|mb))\b (?:of )?(?:memory|ram)\b/, as: 'megabytes' },
    // "image public.ecr.aws/nginx/nginx:latest", "الصورة 1234.dkr.ecr...": the image its tasks run
    {
      key: 'image',
      words:
        /\b(?:image|container image)\s*:?\s*([a-z0-9][a-z0-9._-]*(?:\/[a-z0-9._-]+)+(?::[\w.-]+)?|[a-z0-9][a-z0-9._-]*:[\w.-]+)|(?:الصور[ةه]|صور[ةه]|ايميج|إيميج)\s*:?\s*([a-z0-9][a-z0-9._-]*(?:\/[a-z0-9._-]+)+(?::[\w.-]+)?|[a-z0-9][a-z0-9._-]*:[\w.-]+)/,
      as: 'attribute',
      label: 'container image',
      shows: { types: ['AWS::ECS::TaskDefinition'], path: 'ContainerDefinitions.*.Image' },
    },
    // "listening on port 3000", "على المنفذ 3000", "بورت 3000": the port its container serves on
    {
      key: 'container_port',
      words: /\b(?:on )?port\s*(\d{2,5})\b|(?:المنفذ|منفذ|البورت|بورت)\s*(\d{2,5})(?!\d)/,
      as: 'count',
      min: 1,
      max: 65535,
      label: 'container port',
      shows: {
        types: ['AWS::ECS::TaskDefinition'],
        path: 'ContainerDefinitions.*.PortMappings.*.ContainerPort',
        op: 'includes',
      },
    },
  ],
  workload: 'containers',
  // the containers block's own load balancer is what an edge to the containers reaches
  brings: ['load-balancer'],
};
