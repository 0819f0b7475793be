import { IANA_ZONE } from '../time-words';
import { zoneAt } from './schedule';

/**
 * A time zone as a setting takes it, by its IANA name: one written so ("asia/riyadh" in the
 * lower-cased brief) keeps the capitals the brief gave it, or IANA's own where the brief wrote none
 * ("Asia/Riyadh"); one said by what briefs call it ("Riyadh time", "UTC", "توقيت الرياض") is the
 * zone those words name. Undefined when the words name no zone.
 */
export function zoneOf(words: string, original?: string): string | undefined {
  const iana = new RegExp(`^${IANA_ZONE.source}$`).exec(words.toLowerCase())?.[0];
  if (iana) {
    const written = original?.match(new RegExp(iana.replace(/\//g, '\\/'), 'i'))?.[0];
    return written && /[A-Z]/.test(written)
      ? written
      : iana.replace(/(^|[/_])([a-z])/g, (_, lead: string, c: string) => lead + c.toUpperCase());
  }
  return zoneAt(words);
}
