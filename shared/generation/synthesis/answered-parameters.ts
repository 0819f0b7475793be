import type { SynthesisContext } from './context';

/** The value with every `{ Ref: name }` and `${name}` in a `Fn::Sub` of an answered parameter written in. */
function writtenIn(value: unknown, answers: Readonly<Record<string, string>>): unknown {
  if (Array.isArray(value)) return value.map((v) => writtenIn(v, answers));
  if (!value || typeof value !== 'object') return value;
  const entries = Object.entries(value);
  const [only] = entries;
  if (entries.length === 1 && only?.[0] === 'Ref' && typeof only[1] === 'string' && only[1] in answers)
    return answers[only[1]];
  if (entries.length === 1 && only?.[0] === 'Fn::Sub') {
    const sub = (text: unknown) =>
      typeof text === 'string'
        ? text.replace(/\$\{([A-Za-z0-9]+)\}/g, (whole, name: string) => answers[name] ?? whole)
        : text;
    const body = only[1];
    return { 'Fn::Sub': Array.isArray(body) ? [sub(body[0]), writtenIn(body[1], answers)] : sub(body) };
  }
  return Object.fromEntries(entries.map(([k, v]) => [k, writtenIn(v, answers)]));
}

/**
 * A parameter the brief answers (the site's domain, the listener's certificate) is asked of no
 * one: its value is written wherever the template asks it, and the parameter goes.
 */
export function writeInAnsweredParameters(
  ctx: SynthesisContext,
  answers: Readonly<Record<string, string>>,
): void {
  if (Object.keys(answers).length === 0) return;
  for (const [id, resource] of Object.entries(ctx.resources))
    ctx.resources[id] = writtenIn(resource, answers) as typeof resource;
  for (const [name, output] of Object.entries(ctx.outputs))
    ctx.outputs[name] = writtenIn(output, answers) as typeof output;
  for (const [name, condition] of Object.entries(ctx.conditions))
    ctx.conditions[name] = writtenIn(condition, answers) as typeof condition;
  for (const name of Object.keys(answers)) delete ctx.parameters[name];
}
