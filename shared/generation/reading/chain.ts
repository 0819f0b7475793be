/**
 * The order a brief's words put its services in, as a flow: "A to B via C" is A -> C -> B, and
 * "B via C and D" puts C and D before B. Each step keeps the words between the two services, so
 * the reader knows when the brief said which way the flow goes ("A to B").
 */

import { BACKWARD, FORWARD, TAKES, TO, VIA } from '../services/relations';

export interface Named<T> {
  item: T;
  index: number;
  end: number;
  /** named outright (a product name), not by a generic word: "to process the e-mail" states no target */
  named: boolean;
}

export interface Step<T> {
  from: T;
  to: T;
  /** `from` was named outright, not read from a generic word or phrase */
  fromNamed: boolean;
  /** the brief says the flow goes from `from` to `to` ("A to Amazon B", "B via A") */
  stated: boolean;
  /** the words between them point from `from` to `to` ("A to a B"), so never the other way */
  toward: boolean;
  /** the words between them ("schedules that put a message on a queue": " that put a message on a ") */
  between: string;
  /** the rest of the second's clause ("reads the order from the table and marks it paid": " and marks it paid") */
  after: string;
  /**
   * which way the flow goes by a verb between them: from the first to the second ("a function
   * that publishes to a topic", "a queue drained by a function", "دالة ترسل إلى") or from the
   * second to the first ("a function triggered by a queue", "a function behind an API"), or the
   * first takes from the second ("a function reads from a queue"), which way depending on the second
   */
  relation?: Relation;
}

/** How far apart two services may be for a verb between them to join them. */
const RELATION_REACH = 80;

type Relation = 'forward' | 'backward' | 'takes';
const RELATIONS: readonly [Relation, RegExp][] = [
  ['backward', BACKWARD],
  ['forward', FORWARD],
  ['takes', TAKES],
];

function relationOf(between: string): Relation | undefined {
  if (between.length > RELATION_REACH) return undefined;
  // the verb nearest the second service joins the two ("a function fed by a queue that sends to...")
  let nearest: { relation: Relation; at: number } | undefined;
  for (const [relation, words] of RELATIONS) {
    const found = words.exec(between);
    if (found && (!nearest || found.index > nearest.at)) nearest = { relation, at: found.index };
  }
  return nearest?.relation;
}

/** The words that join a list of services ("C and D", "C, D"). */
const AND = /^\s*(,|and|&|then|,\s*and|و)\s*$/;
/** The end of a sentence between two services. */
const SENTENCE_END = /[.!?؟]\s|\n/;

export function flowSteps<T>(text: string, named: readonly Named<T>[]): Step<T>[] {
  // one service named twice in a row ("Amazon API Gateway endpoint") is one place in the flow
  const order: Named<T>[] = [];
  for (const n of named) {
    const last = order.at(-1);
    if (last && last.item === n.item && !SENTENCE_END.test(gap(text, last, n)))
      order[order.length - 1] = { ...last, end: n.end, named: last.named || n.named };
    else order.push(n);
  }
  // pairs whose direction the brief states: "A to B", and what a "via" puts in between
  const stated = new Set<string>();
  const key = (a: Named<T> | undefined, b: Named<T> | undefined) => `${a?.index}>${b?.index}`;
  for (let i = 1; i < order.length; i++) {
    const before = order[i - 2];
    const target = order[i - 1] as Named<T>;
    const first = order[i] as Named<T>;
    if (!VIA.test(gap(text, target, first))) continue;
    // the run of services the "via" names, joined by "and" or commas
    let last = i;
    while (last + 1 < order.length && AND.test(gap(text, order[last], order[last + 1]))) last++;
    // "A to B via C": A reaches C, and the last of the run reaches B
    if (TO.test(gap(text, before, target))) stated.add(key(before, first));
    stated.add(key(order[last], target));
    order.splice(i - 1, 1);
    order.splice(last, 0, target);
    i = last;
  }
  const steps: Step<T>[] = [];
  for (let i = 1; i < order.length; i++) {
    const a = order[i - 1] as Named<T>;
    const b = order[i] as Named<T>;
    // a title and the sentence after it each say their own flow: the last of one does not reach the first of the next
    if (SENTENCE_END.test(gap(text, a, b))) continue;
    const between = gap(text, a, b);
    const to = TO.test(between);
    const said = stated.has(key(a, b)) || (b.named && to);
    const relation = said ? undefined : relationOf(between);
    const rest = text.slice(b.end, b.end + RELATION_REACH);
    const next = order[i + 1];
    const clauseEnd = /[.;!?؟\n]|,\s/.exec(rest)?.index ?? rest.length;
    steps.push({
      from: a.item,
      to: b.item,
      fromNamed: a.named,
      stated: said,
      toward: said || to,
      between,
      after: rest.slice(0, Math.min(clauseEnd, next ? next.index - b.end : rest.length)),
      ...(relation && { relation }),
    });
  }
  return steps;
}

function gap<T>(text: string, a: Named<T> | undefined, b: Named<T> | undefined): string {
  if (!a || !b || a.end > b.index) return '';
  return text.slice(a.end, b.index);
}
