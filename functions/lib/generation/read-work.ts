import type { GenerationInput, GenerationPorts } from './ports';

/** A work product an earlier step must have written; its absence is a broken run, said plainly. */
export async function readWork<T>(
  ports: Pick<GenerationPorts, 'sessions'>,
  input: GenerationInput,
  name: string,
): Promise<T> {
  const value = await ports.sessions.getWork<T>(input.userId, input.sessionId, name);
  if (value === undefined) throw new Error(`The ${name} of session ${input.sessionId} is missing`);
  return value;
}
