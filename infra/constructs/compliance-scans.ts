import { Duration } from 'aws-cdk-lib';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction as LambdaTarget } from 'aws-cdk-lib/aws-events-targets';
import type { RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { StateMachine } from 'aws-cdk-lib/aws-stepfunctions';
import { Construct } from 'constructs';
import { taskFileName } from '#shared/workflows/names';
import { AslWorkflow } from './asl-workflow';
import { LambdaFunction, type TableRef } from './lambda-function';

/** What each task of the scan workflow needs, and nothing more. */
interface TaskNeeds {
  /** reads the linked account (Cloud Control and read-only calls) through the customer role */
  readonly assumesCustomerRole?: boolean;
  readonly memorySize?: number;
  readonly timeoutSeconds?: number;
}

/** Every task writes the scan record or its working data in the table. */
const TASKS: Readonly<Record<string, TaskNeeds>> = {
  // lists the account's enabled regions (EC2 DescribeRegions) through the customer role
  PlanScan: { assumesCustomerRole: true },
  // a batch of types, GetResource per resource, with backoff: minutes on a large account
  CollectResources: { assumesCustomerRole: true, timeoutSeconds: 600 },
  RecordCollectorGap: {},
  // the rules over a region's snapshot: CPU-bound, so a full vCPU
  EvaluateRegion: { memorySize: 1769, timeoutSeconds: 300 },
  SummarizeScan: { timeoutSeconds: 120 },
  RecordScanFailure: {},
};

export interface ComplianceScansProps {
  readonly table: TableRef;
  readonly environment: Readonly<Record<string, string>>;
  readonly logRetention: RetentionDays;
}

/**
 * The compliance-scan state machine from `infra/workflows/compliance-scan.asl.json`, one function
 * per task, and Premium's daily scans: an EventBridge schedule calling a function that may start
 * only this state machine. Only the planner (enabled regions) and the collector may assume the
 * customer role.
 */
export class ComplianceScans extends Construct {
  readonly tasks: ReadonlyMap<string, LambdaFunction>;
  readonly stateMachine: StateMachine;
  readonly scheduler: LambdaFunction;
  readonly schedule: Rule;

  constructor(scope: Construct, id: string, props: ComplianceScansProps) {
    super(scope, id);
    const tasks = new Map<string, LambdaFunction>();
    // This workflow's tasks are built together (shared chunks), apart from other workflows' tasks.
    const bundleGroup = { name: 'scan-tasks', entries: Object.keys(TASKS).map(taskEntry) };
    for (const [task, needs] of Object.entries(TASKS)) {
      const fn = new LambdaFunction(this, `${task}Task`, {
        entry: taskEntry(task),
        bundleGroup,
        description: `the ${task} task of the compliance-scan workflow`,
        environment: props.environment,
        logRetention: props.logRetention,
        timeout: Duration.seconds(needs.timeoutSeconds ?? 60),
        memorySize: needs.memorySize ?? 1024,
      });
      fn.grantTable(props.table, 'write');
      if (needs.assumesCustomerRole) fn.grantAssumeCustomerRole();
      tasks.set(task, fn);
    }
    this.tasks = tasks;
    this.stateMachine = new AslWorkflow(this, 'ScanWorkflow', {
      workflow: 'compliance-scan',
      tasks,
      logRetention: props.logRetention,
    }).stateMachine;

    this.scheduler = new LambdaFunction(this, 'DailyScans', {
      entry: 'functions/schedules/daily-compliance-scans.ts',
      description: "Premium's daily compliance scans",
      environment: props.environment,
      logRetention: props.logRetention,
      timeout: Duration.minutes(5),
    });
    this.scheduler.grantTable(props.table, 'write');
    this.scheduler.grantStartWorkflow('compliance-scan', this.stateMachine);
    // 02:00 UTC is 05:00 in Riyadh: results are ready before the working day.
    this.schedule = new Rule(this, 'DailySchedule', {
      description: 'Starts the daily compliance scans of Premium subscribers',
      schedule: Schedule.cron({ minute: '0', hour: '2' }),
      targets: [new LambdaTarget(this.scheduler.function, { retryAttempts: 2 })],
    });
  }
}

function taskEntry(task: string): string {
  return `functions/tasks/${taskFileName(task)}.ts`;
}
