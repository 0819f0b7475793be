import { describe, expect, it } from 'vitest';
import { designOfBrief } from '#test/fixtures/generation';

type State = { Type: string; Next?: string; End?: boolean; Seconds?: number; Resource?: string };

/** The one state machine a brief gets: its name and its definition's states in the order they run. */
function machineOf(brief: string) {
  const { resources } = designOfBrief(brief);
  const machine = resources.find((r) => r.type === 'AWS::StepFunctions::StateMachine');
  const props = machine?.props as { DefinitionString: string; StateMachineName?: unknown };
  const definition = JSON.parse(props.DefinitionString) as { StartAt: string; States: Record<string, State> };
  const order: string[] = [];
  for (let at: string | undefined = definition.StartAt; at && !order.includes(at); ) {
    order.push(at);
    at = definition.States[at]?.Next;
  }
  return { name: props.StateMachineName, states: definition.States, order };
}

describe('the states a brief names are the state machine’s states, in the order it says them', () => {
  it('three named steps, the function called by the first', () => {
    const { name, states, order } = machineOf(
      'A Step Functions state machine with three states named ValidateOrder, ChargeCard and ShipOrder; ValidateOrder calls a Lambda function.',
    );
    expect(order).toEqual(['ValidateOrder', 'ChargeCard', 'ShipOrder']);
    expect(states.ValidateOrder?.Resource).toBe('arn:aws:states:::lambda:invoke');
    expect(states.ShipOrder?.End).toBe(true);
    // the states' names are not the machine's own
    expect(name).not.toBe('ValidateOrder');
  });

  it('states of the kinds the brief says, a wait for its stated time', () => {
    const { states, order } = machineOf(
      "An express workflow in Step Functions: a Pass state called 'Greeting', then a Wait state of 30 seconds, then a Succeed state named Done.",
    );
    expect(order[0]).toBe('Greeting');
    expect(states.Greeting?.Type).toBe('Pass');
    const wait = order.map((n) => states[n]).find((s) => s?.Type === 'Wait');
    expect(wait?.Seconds).toBe(30);
    expect(order.at(-1)).toBe('Done');
    expect(states.Done?.Type).toBe('Succeed');
  });

  it('names written before the noun, kinds after it, a wait that says what it waits', () => {
    const { states, order } = machineOf(
      "A state machine that starts with a 'Hello' Pass state, then a Wait state that waits for 10 seconds, then a state named World of type Succeed.",
    );
    // (the function every workflow is given is called before the run's success)
    expect(order.slice(0, 2)).toEqual(['Hello', 'Wait']);
    expect(order.at(-1)).toBe('World');
    expect(states.Hello?.Type).toBe('Pass');
    expect(states.Wait?.Seconds).toBe(10);
    expect(states.World?.Type).toBe('Succeed');
  });

  it('a camel-case name before "step"; a product name before it is no name', () => {
    const { order } = machineOf(
      'A Step Functions workflow whose ResizeImage step calls a Lambda function, then a NotifyUser step.',
    );
    expect(order).toEqual(['ResizeImage', 'NotifyUser']);
  });

  it('steps listed after a colon, with a typo and lower-case names', () => {
    const { order } = machineOf(
      'state machien with these steps: reserve_stock -> take_payment -> notify_customer',
    );
    expect(order).toEqual(['reserve_stock', 'take_payment', 'notify_customer']);
  });

  it('Arabic: خطوات بأسماء', () => {
    const { order } = machineOf(
      'نبي Step Functions فيها خطوات باسم CheckStock ثم ReserveItem ثم SendReceipt',
    );
    expect(order).toEqual(['CheckStock', 'ReserveItem', 'SendReceipt']);
  });

  it('a workflow whose brief names no state keeps the call it makes', () => {
    const { states, order } = machineOf(
      'A Step Functions workflow that calls a Lambda function for each order.',
    );
    expect(order).toHaveLength(1);
    expect(states[order[0] as string]?.Type).toBe('Task');
  });

  it('a workflow whose every state does its own work calls no function the brief never asked for', () => {
    const brief =
      'A Step Functions state machine with a Pass state named Greeting, then a Wait state of 5 seconds, then a Succeed state named Done.';
    const { order, states } = machineOf(brief);
    expect(order).toEqual(['Greeting', 'Wait', 'Done']);
    expect(states.Done?.Type).toBe('Succeed');
    expect(designOfBrief(brief).resources.map((r) => r.type)).not.toContain('AWS::Lambda::Function');
  });

  it('a state whose kind is said after its name ("is a Pass state", "with type Pass")', () => {
    expect(machineOf('A state machine whose HelloWorld state is a Pass state.').states).toEqual({
      HelloWorld: { Type: 'Pass', End: true },
    });
    const { states } = machineOf(
      'A state machine with a state named FirstState with type Pass, then a Wait state of 3 seconds.',
    );
    expect(states.FirstState?.Type).toBe('Pass');
  });

  it('a name given after the kind said after "state" ("whose first state is a Pass state named StartState")', () => {
    const { order, states } = machineOf(
      'A Step Functions state machine whose first state is a Pass state named StartState that passes to a Succeed state named Done.',
    );
    expect(order).toEqual(['StartState', 'Done']);
    expect(states.StartState?.Type).toBe('Pass');
  });

  it('a name written as one right after "state", without "named"', () => {
    const { states } = machineOf(
      'A state machine that starts with a Choice state CheckAmount, then a Task state ManualApproval that calls a Lambda function, then a Succeed state AllDone.',
    );
    expect(Object.keys(states)).toEqual(expect.arrayContaining(['CheckAmount', 'ManualApproval', 'AllDone']));
    expect(states.CheckAmount?.Type).toBe('Choice');
    expect(states.ManualApproval?.Resource).toBe('arn:aws:states:::lambda:invoke');
  });

  it('states listed by name, then each one\'s kind ("Start is a Pass state")', () => {
    const { order, states } = machineOf(
      'Create a state machine with the states Start, Process and Finish, where Start is a Pass state, Process is a Wait state of 5 seconds and Finish is a Succeed state.',
    );
    expect(order).toEqual(['Start', 'Process', 'Finish']);
    expect(states.Start?.Type).toBe('Pass');
    expect(states.Process).toMatchObject({ Type: 'Wait', Seconds: 5 });
    expect(states.Finish?.Type).toBe('Succeed');
  });

  it('a wait said before its state ("a 10-second Wait state", "waits 15 seconds in a Wait state")', () => {
    expect(
      machineOf('A state machine with a 10-second Wait state named Pause, then a Succeed state.').states.Pause
        ?.Seconds,
    ).toBe(10);
    const { states } = machineOf('A state machine that waits 15 seconds in a Wait state and then succeeds.');
    expect(Object.values(states).find((s) => s.Type === 'Wait')?.Seconds).toBe(15);
  });
});

describe('states said as alternatives or by their kind alone keep their names and kinds', () => {
  it('reads a bare name after each kind in a run joined by "or"', () => {
    const { states } = machineOf(
      'An AWS::StepFunctions::StateMachine whose Choice state PickRoute leads to a Pass state FastLane or a Pass state SlowLane.',
    );
    expect(Object.keys(states)).toEqual(expect.arrayContaining(['PickRoute', 'FastLane', 'SlowLane']));
    expect(states.FastLane?.Type).toBe('Pass');
  });

  it('reads a step named by an ending kind as a state of that kind', () => {
    const { states, order } = machineOf('Step Functions workflow: a Pass state named Prepare, then Succeed.');
    expect(order[0]).toBe('Prepare');
    expect(Object.values(states).some((s) => s.Type === 'Succeed')).toBe(true);
  });
});
