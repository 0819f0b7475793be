import { getAtt, ref, sub } from '../../../cfn/build';
import type { BlockOfKind } from '../../plan';
import type { SynthesisContext } from '../context';
import { fargateMemory } from '../fargate-sizes';
import { addLoadBalancer } from '../load-balancer';
import { privateSubnets, vpcId } from '../network-refs';
import { addLogGroup } from '../parts';

const trust = () => ({
  Version: '2012-10-17',
  Statement: [
    {
      Effect: 'Allow',
      Principal: { Service: 'ecs-tasks.amazonaws.com' },
      Action: 'sts:AssumeRole',
      Condition: { StringEquals: { 'aws:SourceAccount': ref('AWS::AccountId') } },
    },
  ],
});

/** The port the containers serve on: the brief's, else 8080 (an unprivileged port, as the tasks run as no root). */
const portOf = (block: BlockOfKind<'containers'>) => block.options.container_port ?? 8080;

/** The tasks' group when nothing sends them traffic: no inbound rule; data stores admit it as they admit all compute. */
function workerGroup(ctx: SynthesisContext, b: string): string {
  const group = ctx.add(b, `${b}TasksSecurityGroup`, {
    Type: 'AWS::EC2::SecurityGroup',
    Properties: { GroupDescription: `${b}: no inbound traffic (no load balancer)`, VpcId: vpcId() },
  });
  ctx.clientGroups.push(group);
  return group;
}

/**
 * A Fargate service (non-root, read-only root file system) in private subnets behind a load
 * balancer, with autoscaling; without one when the block says so (workers that take no traffic).
 */
export function containers(ctx: SynthesisContext, block: BlockOfKind<'containers'>): void {
  const b = block.name;
  const o = block.options;
  // workers that take no web traffic run with no load balancer, in a group that admits no one
  const lb =
    o.load_balancer === false
      ? undefined
      : addLoadBalancer(ctx, b, { port: portOf(block), type: 'ip', allowedCidrs: o.allowed_cidrs });
  const tasksGroup = lb?.securityGroup ?? workerGroup(ctx, b);
  // the image the brief names runs as named; otherwise a parameter the user fills in
  const image =
    o.image ??
    ref(
      ctx.parameter(`${b}Image`, {
        Type: 'String',
        Default: 'public.ecr.aws/nginx/nginx-unprivileged:alpine',
        Description: `Image ${b} runs; it must work as a non-root user with a read-only root file system.`,
      }),
    );
  const logs = addLogGroup(ctx, b, `${b}Logs`);
  const cluster = ctx.add(b, `${b}Cluster`, {
    Type: 'AWS::ECS::Cluster',
    Properties: { ClusterSettings: [{ Name: 'containerInsights', Value: 'enabled' }] },
  });
  ctx.add(b, `${b}ExecutionRole`, {
    Type: 'AWS::IAM::Role',
    Properties: {
      AssumeRolePolicyDocument: trust(),
      ManagedPolicyArns: [
        sub(`arn:\${AWS::Partition}:iam::aws:policy/service-role/AmazonECSTaskExecutionRolePolicy`),
      ],
    },
  });
  ctx.add(b, `${b}TaskRole`, {
    Type: 'AWS::IAM::Role',
    Properties: {
      AssumeRolePolicyDocument: trust(),
      ...(ctx.dataAccess.length > 0
        ? {
            Policies: [
              {
                PolicyName: 'application-data',
                PolicyDocument: {
                  Version: '2012-10-17',
                  Statement: ctx.dataAccess.map((a) => ({
                    Effect: 'Allow',
                    Action: a.actions,
                    Resource: a.resources,
                  })),
                },
              },
            ],
          }
        : {}),
    },
  });
  ctx.computeRoles.push(`${b}TaskRole`);
  // several services the brief counts share the cluster, roles, logs and load balancer: each its
  // own task definition and service, the first the listener's default, the others a path each
  const count = o.services ?? 1;
  for (let i = 0; i < count; i++) {
    const suffix = i === 0 ? '' : String(i + 1);
    const target = lb && i > 0 ? pathTarget(ctx, block, lb, suffix, i) : lb?.targetGroup;
    addService(ctx, block, { suffix, image, logs, cluster, tasksGroup, lb, target });
  }
}

interface ServiceParts {
  suffix: string;
  /** the image as the task definition names it: the brief's, or a reference to the parameter */
  image: unknown;
  logs: string;
  cluster: string;
  tasksGroup: string;
  lb?: ReturnType<typeof addLoadBalancer>;
  target?: string;
}

/** One more service behind the load balancer: its own target group, reached at its own path. */
function pathTarget(
  ctx: SynthesisContext,
  block: BlockOfKind<'containers'>,
  lb: ReturnType<typeof addLoadBalancer>,
  suffix: string,
  i: number,
): string {
  const b = block.name;
  const group = ctx.add(b, `${b}TargetGroup${suffix}`, {
    Type: 'AWS::ElasticLoadBalancingV2::TargetGroup',
    Properties: {
      VpcId: vpcId(),
      Protocol: 'HTTP',
      Port: portOf(block),
      TargetType: 'ip',
      HealthCheckPath: '/',
      HealthCheckIntervalSeconds: 15,
      HealthyThresholdCount: 2,
    },
  });
  ctx.add(b, `${b}Rule${suffix}`, {
    Type: 'AWS::ElasticLoadBalancingV2::ListenerRule',
    Properties: {
      ListenerArn: ref(lb.listener),
      Priority: i * 10,
      Conditions: [{ Field: 'path-pattern', PathPatternConfig: { Values: [`/service${suffix}/*`] } }],
      Actions: [{ Type: 'forward', TargetGroupArn: ref(group) }],
    },
  });
  return group;
}

/** One Fargate service of the block: its task definition, service and CPU scaling. */
function addService(ctx: SynthesisContext, block: BlockOfKind<'containers'>, parts: ServiceParts): void {
  const b = block.name;
  const o = block.options;
  const { suffix, image, logs, cluster, tasksGroup, lb, target } = parts;
  const shared = ctx.fileSystems.map((f, i) => ({ ...f, volume: `shared${i + 1}` }));
  const task = ctx.add(b, `${b}TaskDefinition${suffix}`, {
    Type: 'AWS::ECS::TaskDefinition',
    Properties: {
      RequiresCompatibilities: ['FARGATE'],
      NetworkMode: 'awsvpc',
      Cpu: o.cpu,
      // a stated CPU with the tier's memory can be a pair Fargate refuses (2 vCPU, 1 GB)
      Memory: String(fargateMemory(o.cpu, o.memory_mb)),
      ExecutionRoleArn: getAtt(`${b}ExecutionRole`, 'Arn'),
      TaskRoleArn: getAtt(`${b}TaskRole`, 'Arn'),
      RuntimePlatform: {
        OperatingSystemFamily: 'LINUX',
        CpuArchitecture: o.architecture === 'arm64' ? 'ARM64' : 'X86_64',
      },
      Volumes: [
        { Name: 'tmp' },
        // EFS over TLS, authorised by the task role, through the access point
        ...shared.map((f) => ({
          Name: f.volume,
          EFSVolumeConfiguration: {
            FilesystemId: ref(f.fileSystem),
            TransitEncryption: 'ENABLED',
            AuthorizationConfig: { AccessPointId: ref(f.accessPoint), IAM: 'ENABLED' },
          },
        })),
      ],
      ContainerDefinitions: [
        {
          Name: 'app',
          Image: image,
          Essential: true,
          User: '101',
          Privileged: false,
          ReadonlyRootFilesystem: true,
          PortMappings: [{ ContainerPort: portOf(block), Protocol: 'tcp' }],
          MountPoints: [
            { SourceVolume: 'tmp', ContainerPath: '/tmp', ReadOnly: false },
            ...shared.map((f) => ({ SourceVolume: f.volume, ContainerPath: f.path, ReadOnly: false })),
          ],
          LogConfiguration: {
            LogDriver: 'awslogs',
            Options: {
              'awslogs-group': ref(logs),
              'awslogs-region': ref('AWS::Region'),
              'awslogs-stream-prefix': 'app',
            },
          },
        },
      ],
    },
  });
  const service = ctx.add(b, `${b}Service${suffix}`, {
    Type: 'AWS::ECS::Service',
    // tasks mount the file systems at start, so their mount targets must exist first
    // a target group takes targets once a listener or rule joins it to the load balancer
    DependsOn: [
      ...(lb ? [lb.listener] : []),
      ...(target && suffix ? [`${b}Rule${suffix}`] : []),
      ...shared.flatMap((f) => f.mountTargets),
    ],
    Properties: {
      Cluster: ref(cluster),
      LaunchType: 'FARGATE',
      TaskDefinition: ref(task),
      DesiredCount: o.desired_tasks,
      ...(lb && { HealthCheckGracePeriodSeconds: 60 }),
      DeploymentConfiguration: {
        MinimumHealthyPercent: 100,
        MaximumPercent: 200,
        DeploymentCircuitBreaker: { Enable: true, Rollback: true },
      },
      NetworkConfiguration: {
        AwsvpcConfiguration: {
          AssignPublicIp: 'DISABLED',
          Subnets: privateSubnets(ctx),
          SecurityGroups: [ref(tasksGroup)],
        },
      },
      ...(target && {
        LoadBalancers: [{ ContainerName: 'app', ContainerPort: portOf(block), TargetGroupArn: ref(target) }],
      }),
    },
  });
  ctx.add(b, `${b}ScalableTarget${suffix}`, {
    Type: 'AWS::ApplicationAutoScaling::ScalableTarget',
    Properties: {
      ServiceNamespace: 'ecs',
      ScalableDimension: 'ecs:service:DesiredCount',
      ResourceId: sub(`service/\${${cluster}}/\${${service}.Name}`),
      MinCapacity: o.desired_tasks,
      MaxCapacity: Math.max(o.max_tasks, o.desired_tasks),
    },
  });
  ctx.add(b, `${b}CpuScaling${suffix}`, {
    Type: 'AWS::ApplicationAutoScaling::ScalingPolicy',
    Properties: {
      PolicyName: sub(`\${AWS::StackName}-${b.toLowerCase()}${suffix}-cpu`),
      PolicyType: 'TargetTrackingScaling',
      ScalingTargetId: ref(`${b}ScalableTarget${suffix}`),
      TargetTrackingScalingPolicyConfiguration: {
        PredefinedMetricSpecification: { PredefinedMetricType: 'ECSServiceAverageCPUUtilization' },
        TargetValue: 60,
      },
    },
  });
}
