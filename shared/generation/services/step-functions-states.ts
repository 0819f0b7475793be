/**
 * The states a brief names for a workflow ("three states named ValidateOrder, ChargeCard and
 * ShipOrder", "a Pass state called Greeting, then a Wait state of 30 seconds"): read as a
 * `sequence` stated setting and built, in the order said, as the state machine's definition.
 * A state whose kind the brief leaves open, or a Task before anything is called, waits as a Pass
 * marked `STATED` for the first call the workflow makes (see `takeStatedState`).
 */

import { UNQUOTED_END } from './names';

export type State = Record<string, unknown>;
export type Definition = { StartAt: string; States: Record<string, State> };

/** The kinds of state Amazon States Language has, as a brief says them before "state". */
export const STATE_KINDS = 'pass|task|choice|wait|succeed|fail|parallel|map';

const NAME = String.raw`(?:[\x60'"‘“][\w .-]{1,60}[\x60'"’”]|[a-z_][a-z0-9_-]{0,63})`;
const JOIN = String.raw`(?:\s*,\s*(?:and\s+|then\s+)?|\s+(?:and|then|ثم|و)\s+|\s*(?:->|→|=>)\s*)`;
const NOUN = String.raw`(?:\bstates?\b|\bsteps?\b|(?:ال)?(?:خطوات|خطو[ةه]|حالات|حال[ةه]|مراحل|مرحل[ةه]))`;
const NAMING = String.raw`(?:\s+(?:named|called|باسم|بأسماء|باسماء|اسمها|اسمه|اسماؤها|اسمائها)\s*:?\s*|\s*:\s*)`;

/** Words before "state" that are no state's name. */
const NOT_A_NAME = String.raw`(?:${STATE_KINDS}|the|a|an|each|every|this|that|its|first|next|then|last|final|one|two|three|four|five)\b`;
const TIME_UNIT = '(?:seconds?|secs?|s|minutes?|mins?)';
const WAIT = String.raw`(?:of|for|lasting|that waits?(?: for)?|waiting(?: for)?|with seconds(?: set to)?)\s+(?<waitFor>\d+\s*${TIME_UNIT})`;

/** Words right after "state" that are no name written there ("a Pass state that passes", "a Wait state of 5 seconds"). */
const NOT_A_BARE_NAME = String.raw`(?:${STATE_KINDS}|the|a|an|first|next|then|last|final|named|called|that|which|whose|where|who|with|without|to|of|for|in|on|at|is|are|was|will|should|and|or|followed|before|after|calls?|invokes?|runs?|waits?|passes|returns?)\b`;
/** What may follow a name written right after "state": the clause's end or a word that starts another. */
const AFTER_A_BARE_NAME = String.raw`(?=\s*(?:[,.;:)]|$)|\s+(?:that|which|then|and|or|followed|with|to|before|after|where|calls?|invokes?|runs?|waits?|passes|returns?|of|leads?|goes|routes?|branch(?:es)?)\b)`;

/**
 * A state the brief names, or a run of them: a name written before the noun ("a 'HelloWorld'
 * state", `nameBefore`), the kind before it ("a Pass state", `kindBefore`), the names listed after
 * a naming word ("states named A, B and C", "steps: a -> b -> c", `nameList`) or right after the
 * noun ("a Task state ManualApproval", "the states Start, Process and Finish", `nameBare`: kept
 * where written as names), the kind after it ("of type Wait", "is a Pass state", `kindAfter`) with
 * a name given after that ("is a Pass state named StartState", `nameAfter`), and a time to wait
 * ("of 30 seconds", `waitFor`; "a 10-second Wait state", `waitAhead`; "waits 15 seconds in a Wait
 * state", `waitBefore`).
 */
export const STATES_SAID = new RegExp(
  String.raw`(?:\bwait(?:s|ing)?\s+(?:for\s+)?(?<waitBefore>\d+\s*${TIME_UNIT})\s+in\s+(?:an?|the)\s+(?=wait\s))?(?:(?!${NOT_A_NAME})(?<nameBefore>${NAME})\s+)?(?:(?<waitAhead>\d+[- ]?${TIME_UNIT})\s+)?(?:\b(?<kindBefore>${STATE_KINDS})\s+)?${NOUN}(?!\s+(?:machines?|functions?)\b)(?:${NAMING}(?<nameList>${NAME}(?:${JOIN}${NAME})*)|\s+(?!${NOT_A_BARE_NAME})(?<nameBare>${NAME}(?:${JOIN}${NAME})*)${AFTER_A_BARE_NAME})?(?:\s+(?:(?:of|with) type|type|is an?)\s+(?<kindAfter>${STATE_KINDS})(?:\s+state\b)?(?:${NAMING}(?<nameAfter>${NAME}))?)?(?:\s+${WAIT})?`,
);

/**
 * A time the workflow is said to wait between its steps, not in a Wait state it names ("waits 10
 * minutes, then sends a receipt", "pauses for 24 hours", "ثم ينتظر ساعتين", "يتوقف لمدة ساعة"):
 * the duration, as a count and its unit.
 */
export const WAIT_SAID =
  /(?:\b(?:wait(?:s|ing)?|pause[sd]?|pausing|sleeps?|sleeping)(?: for)?|(?:[يتن]نتظر|انتظار|انتظر|[يت]?توقف لمد[ةه])\S*(?: لمد[ةه])?)\s+(\d+\s*(?:seconds?|secs?|minutes?|mins?|hours?|hrs?|days?|weeks?|ثوان[يٍ]?|ثواني|ثاني[ةه]|دقائق|دقيق[ةه]|ساعات|ساع[ةه]|أيام|ايام|يوم|أسابيع|أسبوع|اسبوع))(?![\w\u0621-\u064a])(?! in (?:an?|the) wait\b)/;

/**
 * What a Pass state is said to give by the word "result" ("with the result 'Hello'", "whose result
 * is Hello World", "Result: 42"): quoted, the first program's greeting, or the words after "is" up
 * to the clause's end.
 */
export const RESULT_SAID = new RegExp(
  String.raw`\bresult(?:\s+(?:is|of)|\s*[:=])?\s+(?:["'“‘]([^"'”’\n]{1,80})["'”’]|(hello,? world!?))|\bresult(?:\s+is|\s*[:=])\s+([a-z0-9][^.;,\n"]{0,79}?)${UNQUOTED_END}`,
);

/**
 * What a Choice state checks, as a brief writes it: a path of the input, a comparison and a value
 * ("$.amount is greater than 100", "$.status equals approved").
 */
export const CHOICE_SAID =
  /(\$\.[a-z_][\w.]*\s+(?:is\s+)?(?:greater than or equal to|at least|greater than|more than|over|above|less than or equal to|at most|less than|under|below|equals?|is|==?)\s+[\x60'"‘“]?[\w.-]+)/;
/** Each comparison's words, and the Amazon States Language operator of a number and of a text. */
const COMPARISONS: readonly (readonly [RegExp, string, string])[] = [
  [/greater than or equal to|at least/, 'NumericGreaterThanEquals', 'StringGreaterThanEquals'],
  [/greater than|more than|over|above/, 'NumericGreaterThan', 'StringGreaterThan'],
  [/less than or equal to|at most/, 'NumericLessThanEquals', 'StringLessThanEquals'],
  [/less than|under|below/, 'NumericLessThan', 'StringLessThan'],
  [/equals?|is|==?/, 'NumericEquals', 'StringEquals'],
];

/** The rule a Choice state's words say: its variable, and the operator and value that fit the value written. */
export function choiceRuleOf(said: unknown): Record<string, unknown> | undefined {
  if (typeof said !== 'string') return undefined;
  const m = /^(\$\.[\w.]+)\s+(?:is\s+)?(.+?)\s+[\x60'"‘“]?([\w.-]+)$/i.exec(said.trim());
  if (!m?.[1] || !m[2] || !m[3]) return undefined;
  const comparison = COMPARISONS.find(([words]) => words.test(m[2] as string));
  if (!comparison) return undefined;
  const n = Number(m[3]);
  return Number.isFinite(n)
    ? { Variable: m[1], [comparison[1]]: n }
    : { Variable: m[1], [comparison[2]]: m[3] };
}

/** What a state stands for until a call takes it: a step the brief names whose work is not built yet. */
export const STATED = 'A step the brief names';

/** The kinds of state that end a run, as a step may be named by its kind alone. */
const ENDING_KINDS = new Set(['succeed', 'fail']);

interface StatedState {
  name: string;
  kind: string;
  seconds?: number;
}

const parse = (setting: unknown): StatedState[] =>
  typeof setting !== 'string'
    ? []
    : setting
        .split(',')
        .map((entry) => entry.split('|'))
        .filter(([name]) => name)
        .map(([name = '', kind = '', seconds = '']) => ({
          name,
          // a step named by a kind that ends a run ("then Succeed") is a state of that kind
          kind: ENDING_KINDS.has(name.toLowerCase()) ? name.toLowerCase() : kind,
          ...(seconds ? { seconds: Number(seconds) } : {}),
        }));

/**
 * Whether the states the brief names do all the work of a run: each of a kind that calls nothing
 * (no Task, and no step whose kind the brief leaves open for a call to take).
 */
export const statesDoTheirOwnWork = (setting: unknown): boolean => {
  const states = parse(setting);
  return states.length > 0 && states.every((s) => s.kind !== '' && s.kind !== 'task');
};

/** What the brief says of its states beyond their names and kinds. */
export interface StateDetails {
  /** what a Pass state returns ("returns Hello World") */
  result?: string;
  /** what a Choice state checks (see choiceRuleOf) */
  rule?: Record<string, unknown>;
}

/** One state of its kind, going on to `next` (or ending the run when there is none). */
function stateOf(
  s: StatedState,
  next: string | undefined,
  last: boolean,
  details: StateDetails = {},
): Record<string, State> {
  const go: State = next ? { Next: next } : { End: true };
  switch (s.kind) {
    case 'wait':
      return { [s.name]: { Type: 'Wait', Seconds: s.seconds ?? 60, ...go } };
    case 'succeed':
    case 'fail':
      // a run ends at its last state: a success or failure said before it is a step on the way
      if (last)
        return { [s.name]: s.kind === 'fail' ? { Type: 'Fail', Error: s.name } : { Type: 'Succeed' } };
      return { [s.name]: { Type: 'Pass', ...go } };
    case 'choice': {
      const to = next ?? `${s.name}Done`;
      return {
        [s.name]: {
          Type: 'Choice',
          Choices: [{ ...(details.rule ?? { Variable: '$.ok', BooleanEquals: false }), Next: to }],
          Default: to,
        },
        ...(next ? {} : { [to]: { Type: 'Succeed' } }),
      };
    }
    case 'parallel':
      return {
        [s.name]: {
          Type: 'Parallel',
          Branches: [
            { StartAt: `${s.name}Branch`, States: { [`${s.name}Branch`]: { Type: 'Pass', End: true } } },
          ],
          ...go,
        },
      };
    case 'map':
      return {
        [s.name]: {
          Type: 'Map',
          ItemProcessor: {
            ProcessorConfig: { Mode: 'INLINE' },
            StartAt: `${s.name}Item`,
            States: { [`${s.name}Item`]: { Type: 'Pass', End: true } },
          },
          ...go,
        },
      };
    case 'pass':
      return {
        [s.name]: {
          Type: 'Pass',
          ...(details.result !== undefined ? { Result: details.result } : {}),
          ...go,
        },
      };
    default:
      // a task, or a step of no said kind: the first call the workflow makes is its work
      return { [s.name]: { Type: 'Pass', Comment: STATED, ...go } };
  }
}

/** The definition of the states a brief names, in its order; undefined when it names none. */
export function statedDefinition(setting: unknown, details: StateDetails = {}): Definition | undefined {
  const states = parse(setting);
  const [first] = states;
  if (!first) return undefined;
  const all: Record<string, State> = {};
  // what is said of a kind of state is said of the first of that kind
  const firstOf = (kind: string) => states.find((s) => s.kind === kind);
  states.forEach((s, i) => {
    const own = {
      ...(s === firstOf('pass') ? { result: details.result } : {}),
      ...(s === firstOf('choice') ? { rule: details.rule } : {}),
    };
    Object.assign(all, stateOf(s, states[i + 1]?.name, i === states.length - 1, own));
  });
  return { StartAt: first.name, States: all };
}

/** The first state along the run from StartAt (each state once, past a choice by its default) that `wanted` picks. */
function findOnRun(definition: Definition, wanted: (state: State) => boolean): string | undefined {
  const seen = new Set<string>();
  for (let at: string | undefined = definition.StartAt; at && !seen.has(at); ) {
    seen.add(at);
    const state = definition.States[at];
    if (state && wanted(state)) return at;
    // a Choice state goes on to its default
    at = (state?.Next ?? state?.Default) as string | undefined;
  }
  return undefined;
}

/** The first state the brief named whose work is not built, in the order the states run. */
export const takeStatedState = (definition: Definition) =>
  findOnRun(definition, (state) => state.Comment === STATED);

/** The last state of the run that goes on to nothing yet (`End`), where another step is added after. */
export const endOf = (definition: Definition) => findOnRun(definition, (state) => state.End === true);
