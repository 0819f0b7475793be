import { Aws, Duration, Stack, Validations } from 'aws-cdk-lib';
import { PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import type { RetentionDays } from 'aws-cdk-lib/aws-logs';
import { CfnScheduleGroup } from 'aws-cdk-lib/aws-scheduler';
import type { IStateMachine } from 'aws-cdk-lib/aws-stepfunctions';
import { Construct } from 'constructs';
import { LambdaFunction, type TableRef } from './lambda-function';

export interface ScanSchedulesProps {
  readonly table: TableRef;
  readonly environment: Readonly<Record<string, string>>;
  readonly logRetention: RetentionDays;
  readonly scanWorkflow: IStateMachine;
}

/**
 * Users' scan schedules in EventBridge Scheduler: one schedule group for them, the function every
 * schedule invokes (it starts the compliance-scan workflow and checks drift, through the customer
 * role), and the role Scheduler assumes, which may invoke that function and nothing else. The
 * API functions that save or delete schedules get `grantManage`: schedules in this group only,
 * and passing only this role to Scheduler.
 */
export class ScanSchedules extends Construct {
  readonly group: CfnScheduleGroup;
  readonly runner: LambdaFunction;
  readonly schedulerRole: Role;

  constructor(scope: Construct, id: string, props: ScanSchedulesProps) {
    super(scope, id);
    this.group = new CfnScheduleGroup(this, 'Group', { name: `${Stack.of(this).stackName}-scans` });
    this.runner = new LambdaFunction(this, 'RunScanSchedule', {
      entry: 'functions/schedules/run-scan-schedule.ts',
      description: "one run of a user's scan schedule",
      environment: props.environment,
      logRetention: props.logRetention,
      timeout: Duration.minutes(5),
    });
    this.runner.grantTable(props.table, 'write');
    this.runner.grantStartWorkflow('compliance-scan', props.scanWorkflow);
    // the scheduled drift checks of the scanned accounts' stacks
    this.runner.grantAssumeCustomerRole();

    this.schedulerRole = new Role(this, 'SchedulerRole', {
      assumedBy: new ServicePrincipal('scheduler.amazonaws.com', {
        conditions: { StringEquals: { 'aws:SourceAccount': Aws.ACCOUNT_ID } },
      }),
      description: 'Assumed by EventBridge Scheduler to run scan schedules',
    });
    // the function itself, not its versions: no wildcard
    this.schedulerRole.addToPrincipalPolicy(
      new PolicyStatement({
        actions: ['lambda:InvokeFunction'],
        resources: [this.runner.function.functionArn],
      }),
    );
  }

  /** What a function managing schedules needs: the group's schedules, and passing the role. */
  grantManage(fn: LambdaFunction): void {
    fn.role.addToPrincipalPolicy(
      new PolicyStatement({
        actions: ['scheduler:CreateSchedule', 'scheduler:UpdateSchedule', 'scheduler:DeleteSchedule'],
        resources: [
          `arn:${Aws.PARTITION}:scheduler:${Aws.REGION}:${Aws.ACCOUNT_ID}:schedule/${this.group.name}/*`,
        ],
      }),
    );
    fn.role.addToPrincipalPolicy(
      new PolicyStatement({
        actions: ['iam:PassRole'],
        resources: [this.schedulerRole.roleArn],
        conditions: { StringEquals: { 'iam:PassedToService': 'scheduler.amazonaws.com' } },
      }),
    );
    Validations.of(fn.role).acknowledge({
      id: `AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:scheduler:<AWS::Region>:<AWS::AccountId>:schedule/${this.group.name}/*]`,
      reason:
        "Schedules are named after users' schedule ids, made at run time; the grant is limited to Sahab's own schedule group, and passing only the scheduler role that may invoke only the run function.",
    });
    fn.function.addEnvironment('SCAN_SCHEDULE_GROUP', this.group.name ?? '');
    fn.function.addEnvironment('SCAN_SCHEDULE_TARGET_ARN', this.runner.function.functionArn);
    fn.function.addEnvironment('SCAN_SCHEDULER_ROLE_ARN', this.schedulerRole.roleArn);
  }
}
