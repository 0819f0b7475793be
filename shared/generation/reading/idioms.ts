/**
 * Where a brief uses an idiom (grammar-words.ts IDIOMS): "Kafka is off the table" asks for no
 * DynamoDB table, "table stakes" for none either. The service reader reads nothing there.
 */
import { IDIOMS } from '../grammar-words';

const IDIOM = new RegExp(String.raw`(?<![\p{L}\p{N}])(?:${IDIOMS.join('|')})(?![\p{L}\p{N}])`, 'gu');

/** The stretches of the (lower-cased) brief that are idioms. */
export function idiomsIn(text: string): { start: number; end: number }[] {
  return [...text.matchAll(IDIOM)].map((m) => ({ start: m.index, end: m.index + m[0].length }));
}
