import { SFNClient, StartExecutionCommand } from '@aws-sdk/client-sfn';
import { mockClient } from 'aws-sdk-client-mock';
import { describe, expect, it } from 'vitest';
import { stepFunctionsStarter } from '#functions/lib/adapters/aws/step-functions-starter';
import { failureMessage } from '#functions/lib/deployments/record-failure';
import { workflowsSchema } from '#functions/lib/workflows/config';

const MACHINES = {
  'deploy-stack': 'arn:aws:states:me-south-1:111122223333:stateMachine:sahab-deploy-stack',
  'delete-stack': 'arn:aws:states:me-south-1:111122223333:stateMachine:sahab-delete-stack',
};

describe('Step Functions workflow starter', () => {
  it('starts the named state machine with the input as JSON and a legal execution name', async () => {
    const sfn = mockClient(SFNClient);
    sfn.on(StartExecutionCommand).resolves({ executionArn: 'arn:x', startDate: new Date() });
    await stepFunctionsStarter(MACHINES, new SFNClient({ region: 'me-south-1' })).start(
      'delete-stack',
      'delete-9f1c:1700000000000',
      { userId: 'u-1', deploymentId: '9f1c', deadline: '2026-11-24T00:00:00Z' },
    );
    const call = sfn.commandCalls(StartExecutionCommand)[0]?.args[0].input;
    expect(call?.stateMachineArn).toBe(MACHINES['delete-stack']);
    expect(call?.name).toBe('delete-9f1c-1700000000000');
    expect(JSON.parse(call?.input ?? '{}')).toEqual({
      userId: 'u-1',
      deploymentId: '9f1c',
      deadline: '2026-11-24T00:00:00Z',
    });
  });

  it('passes a refusal on to the caller', async () => {
    const sfn = mockClient(SFNClient);
    sfn
      .on(StartExecutionCommand)
      .rejects(Object.assign(new Error('Execution Already Exists'), { name: 'ExecutionAlreadyExists' }));
    await expect(
      stepFunctionsStarter(MACHINES, new SFNClient({ region: 'me-south-1' })).start(
        'deploy-stack',
        'deploy-1',
        {},
      ),
    ).rejects.toThrow('Execution Already Exists');
  });

  it('refuses a workflow whose state machine this function was not given, without calling AWS', async () => {
    const sfn = mockClient(SFNClient);
    const onlyDelete = { 'delete-stack': MACHINES['delete-stack'] };
    await expect(
      stepFunctionsStarter(onlyDelete, new SFNClient({ region: 'me-south-1' })).start(
        'deploy-stack',
        'd-1',
        {},
      ),
    ).rejects.toThrow('not configured to start the deploy-stack workflow');
    expect(sfn.commandCalls(StartExecutionCommand)).toHaveLength(0);
  });
});

describe('where workflows run', () => {
  it('uses Step Functions in Lambda, even for a function given no state machine', () => {
    expect(workflowsSchema.parse({ AWS_LAMBDA_FUNCTION_NAME: 'sahab-list' })).toEqual({
      stateMachines: {},
      runner: 'step-functions',
    });
  });

  it('reads each state machine from its own variable', () => {
    expect(workflowsSchema.parse({ DELETE_STACK_STATE_MACHINE_ARN: MACHINES['delete-stack'] })).toEqual({
      stateMachines: { 'delete-stack': MACHINES['delete-stack'] },
      runner: 'step-functions',
    });
  });

  it('runs them in-process only outside Lambda with no state machine configured', () => {
    expect(workflowsSchema.parse({}).runner).toBe('local');
  });
});

describe('failure message of a Catch', () => {
  it("reads Lambda's JSON cause and keeps plain text as it is", () => {
    const lambda = JSON.stringify({
      errorType: 'CloudError',
      errorMessage: 'Stack [web] already exists',
      trace: [],
    });
    expect(failureMessage({ Error: 'CloudError', Cause: lambda })).toBe('Stack [web] already exists');
    expect(failureMessage({ Error: 'Sahab.Timeout', Cause: 'deadline passed' })).toBe('deadline passed');
    expect(failureMessage({ Error: 'States.TaskFailed' })).toBe('States.TaskFailed');
  });
});
