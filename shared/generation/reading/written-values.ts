import { EMAIL } from '../services/names';
import { blanked } from './negation';

/**
 * Addresses written in a brief: e-mail and web addresses, ARNs and domain names. Their letters name
 * nothing to build ("accounting@acme.sa" asks for no accounting database, "api.clinic.sa" for no
 * API): the word readers see blanks in their place, the readers of stated values the whole text.
 */
const WRITTEN_VALUE = new RegExp(
  String.raw`${EMAIL}|\bhttps?://\S+|\barn:aws[a-z-]*:\S+|\b(?:[a-z0-9-]+\.)+(?:com|net|org|io|sa|ae|bh|kw|qa|om|gov|edu|co|dev|app|info|me)\b`,
  'g',
);

/** The text with each written address blanked, places kept. */
export function withoutWrittenValues(text: string): string {
  const stretches = [...text.matchAll(WRITTEN_VALUE)].map((m) => ({
    start: m.index,
    end: m.index + m[0].length,
  }));
  return stretches.length > 0 ? blanked(text, stretches) : text;
}
