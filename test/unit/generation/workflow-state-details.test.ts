import { describe, expect, it } from 'vitest';
import { designOfBrief } from '#test/fixtures/generation';

/** The states of a brief's state machine. */
const statesOf = (brief: string) => {
  const machine = designOfBrief(brief).resources.find((r) => r.type === 'AWS::StepFunctions::StateMachine');
  return (
    JSON.parse(String(machine?.props.DefinitionString)) as { States: Record<string, Record<string, unknown>> }
  ).States;
};

describe('what the brief says of a state reaches the state', () => {
  it('what a Pass state returns is its result', () => {
    expect(
      statesOf(
        'Create a Step Functions state machine with a Pass state named HelloWorld that returns Hello World!',
      ).HelloWorld,
    ).toMatchObject({ Type: 'Pass', Result: 'Hello World!' });
  });

  it.each([
    ["A state machine whose HelloWorld state is a Pass state with the result 'Hello, World'", 'Hello, World'],
    [
      'Create a state machine definition with a Pass state named HelloWorld whose result is Hello World',
      'Hello World',
    ],
    ['a state machine with a pass state named HelloWorld, result: "hi there"', 'hi there'],
  ])("what the brief calls a Pass state's result is its result: %s", (brief, result) => {
    expect(statesOf(brief).HelloWorld).toMatchObject({ Type: 'Pass', Result: result });
  });

  it.each([
    [
      'A state machine that starts with a Choice state checking whether $.amount is greater than 100.',
      { Variable: '$.amount', NumericGreaterThan: 100 },
    ],
    [
      'a step functions workflow with a choice state: if $.status equals approved it goes on',
      { Variable: '$.status', StringEquals: 'approved' },
    ],
    [
      'State machine with a Choice state where $.count is at most 5.',
      { Variable: '$.count', NumericLessThanEquals: 5 },
    ],
  ])('what a Choice state checks is its rule: %s', (brief, rule) => {
    const choice = Object.values(statesOf(brief)).find((s) => s.Type === 'Choice');
    expect((choice?.Choices as unknown[] | undefined)?.[0]).toMatchObject(rule);
  });

  it('the retries said are the attempts of its task', () => {
    const states = statesOf(
      'A Step Functions state machine whose Task state invokes the Lambda function and retries 3 times.',
    );
    const task = Object.values(states).find((s) => s.Type === 'Task');
    expect(task?.Retry).toEqual([expect.objectContaining({ MaxAttempts: 3 })]);
  });
});
