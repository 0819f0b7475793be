import { beforeAll, describe, expect, it } from 'vitest';
import { checklistOfRun } from '#test/fixtures/checklist';
import { designOfBrief, generateOffline, warmValidator } from '#test/fixtures/generation';
import { shortOfSound } from '#test/fixtures/generation-pipeline';

beforeAll(() => warmValidator(), 180_000);

type State = { Type: string; Seconds?: number; Next?: string; End?: boolean };
type Definition = { StartAt: string; States: Record<string, State> };

/** The states of the brief's one state machine, in the order a run passes them. */
function runOf(prompt: string): State[] {
  const machines = designOfBrief(prompt).resources.filter(
    (r) => r.type === 'AWS::StepFunctions::StateMachine',
  );
  expect(machines).toHaveLength(1);
  const props = machines[0]?.props as { Definition?: Definition; DefinitionString?: string };
  const definition = props.Definition ?? (JSON.parse(props.DefinitionString ?? '{}') as Definition);
  const run: State[] = [];
  for (let at: string | undefined = definition.StartAt; at && run.length < 20; ) {
    const state = definition.States[at] as State;
    run.push(state);
    at = state.Next;
  }
  return run;
}

/**
 * A workflow said to wait a stated time between its steps ("waits 10 minutes, then sends a
 * receipt", "ثم ينتظر ساعتين") gets a Wait state of that many seconds between its calls, and
 * before its only call when it makes one.
 */
describe('a workflow that waits a stated time', () => {
  it.each([
    [
      'A Step Functions workflow that charges the card with a Lambda function, waits 10 minutes, then sends a receipt with another Lambda function.',
      600,
    ],
    [
      'سير عمل Step Functions يستدعي دالة لامدا للتحقق من الطلب، ثم ينتظر ساعتين، ثم يستدعي دالة لامدا أخرى لإرسال تذكير',
      7200,
    ],
    [
      'An order workflow in AWS Step Functions: a Lambda function reserves stock, then the state machine pauses for 24 hours before a second Lambda function releases unpaid orders.',
      86_400,
    ],
  ])('waits between its two calls: %s', (brief, seconds) => {
    const run = runOf(brief);
    expect(run.map((s) => s.Type)).toEqual(['Task', 'Wait', 'Task']);
    expect(run[1]?.Seconds).toBe(seconds);
  });

  it('waits before its only call', () => {
    const run = runOf(
      'A Step Functions state machine that waits 30 minutes and then invokes a Lambda function to send a reminder.',
    );
    expect(run.map((s) => s.Type)).toEqual(['Wait', 'Task']);
    expect(run[0]?.Seconds).toBe(1800);
  });

  it('a wait the brief names as a Wait state is not added twice', () => {
    const run = runOf(
      'A state machine with a Pass state called Start, then a Wait state of 30 seconds, then a Succeed state.',
    );
    expect(run.filter((s) => s.Type === 'Wait')).toHaveLength(1);
  });

  it('a workflow with no wait said has none', () => {
    const run = runOf(
      'A Step Functions workflow that validates the order with a Lambda function and then charges the card with another Lambda function.',
    );
    expect(run.some((s) => s.Type === 'Wait')).toBe(false);
  });

  it('the design is valid, scored, drawn and priced, and the checklist verifies the wait', async () => {
    const result = await generateOffline(
      'A Step Functions workflow that charges the card with a Lambda function, waits 10 minutes, then sends a receipt with another Lambda function.',
    );
    expect(shortOfSound(result)).toEqual([]);
    const checklist = checklistOfRun(result);
    expect(
      checklist.items.find(
        (i) => i.kind === 'setting' && /wait/i.test(i.requirement) && /600/.test(i.requirement),
      ),
    ).toMatchObject({ status: 'met' });
    // the wait is the workflow's, not a queue's long polling
    expect(checklist.items.filter((i) => i.status === 'not-met')).toEqual([]);
  }, 120_000);
});
