import { z } from 'zod';
import { AGENT_SPECS, type ModelAgent, type ModelCalls } from './model-calls';

/** The JSON Schema a model's tool call must match: straight from the agent's zod schema. */
export function toolInputSchema(agent: ModelAgent): Record<string, unknown> {
  const { $schema: _dialect, ...schema } = z.toJSONSchema(AGENT_SPECS[agent].schema, {
    io: 'input',
  }) as Record<string, unknown>;
  return schema;
}

/** The user turn of an agent call: the task's data as JSON, with what to do with it. */
export function taskText<A extends ModelAgent>(agent: A, input: ModelCalls[A]['input']): string {
  if (agent === 'chief-architect') {
    const request = input as ModelCalls['chief-architect']['input'];
    const { prompt, ...options } = request;
    return `The user's brief:\n"""\n${prompt}\n"""\nOptions the user chose (these win over the brief): ${JSON.stringify(options)}`;
  }
  const { requirements, repair } = input as ModelCalls['lead-architect']['input'];
  const head = `Requirements:\n${JSON.stringify(requirements, null, 2)}`;
  if (!repair) return head;
  return `${head}\n\nRepair round ${repair.round}: your previous plan was\n${JSON.stringify(repair.previous_plan, null, 2)}\nand AWS's CloudFormation validator (or synthesis) reported these errors on it:\n${repair.diagnostics
    .map((d) => `- ${d.path ? `${d.path}: ` : ''}${d.message}${d.code ? ` (${d.code})` : ''}`)
    .join('\n')}\nReturn a corrected plan.`;
}

export type Checked<T> = { ok: true; value: T } | { ok: false; errors: string };

/**
 * Checks a model's answer (an object, or JSON text) against the agent's schema. The errors are
 * written for the model: each names the path and what was wrong, so one repair request can fix them.
 */
export function checkAnswer<A extends ModelAgent>(
  agent: A,
  answer: unknown,
): Checked<ModelCalls[A]['output']> {
  let value = answer;
  if (typeof answer === 'string') {
    try {
      value = JSON.parse(answer);
    } catch (error) {
      return { ok: false, errors: `The arguments are not valid JSON (${(error as Error).message}).` };
    }
  }
  if (value === undefined || value === null)
    return { ok: false, errors: `No call to the tool ${AGENT_SPECS[agent].tool} was made.` };
  const result = AGENT_SPECS[agent].schema.safeParse(value);
  if (result.success) return { ok: true, value: result.data as ModelCalls[A]['output'] };
  const errors = result.error.issues
    .slice(0, 20)
    .map((issue) => `${issue.path.length ? issue.path.join('.') : '(root)'}: ${issue.message}`)
    .join('; ');
  return { ok: false, errors: `The arguments do not match the schema: ${errors}` };
}
