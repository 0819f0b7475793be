/** Numbers people write in briefs: "50k users", "2 million visitors a month", "200 requests per second". */
import { BUDGET_LEADS } from '../grammar-words';
import {
  ARABIC_PEOPLE_WORDS,
  BULK_AMOUNTS,
  BULK_KINDS,
  BULK_NOUNS,
  BULK_SIZES,
  BULK_UNITS,
  PEOPLE_QUALIFIERS,
  PEOPLE_WORDS,
  RATE_NOUNS,
} from '../lexicon';
import { ARABIC_UNITS } from '../number-words';

const MULTIPLIER: Record<string, number> = {
  k: 1e3,
  thousand: 1e3,
  m: 1e6,
  million: 1e6,
  mn: 1e6,
  b: 1e9,
  billion: 1e9,
};

const NUMBER = String.raw`(\d+(?:[.,]\d+)*)\s*(k|thousand|m|mn|million|b|billion)?\b`;

function toNumber(digits: string, unit?: string): number {
  const clean = /^\d{1,3}(,\d{3})+$/.test(digits) ? digits.replace(/,/g, '') : digits.replace(',', '.');
  return Number.parseFloat(clean) * (unit ? (MULTIPLIER[unit] ?? 1) : 1);
}

const PEOPLE = `(?:${PEOPLE_QUALIFIERS.join('|')})?(${PEOPLE_WORDS.join('|')})`;

/** "100 مستخدم", "5 آلاف عميل": a count of people in Arabic, digits first. */
const ARABIC_PEOPLE = new RegExp(
  String.raw`(\d+(?:[.,]\d+)*)\s*(ألف|آلاف|الف|الاف)?\s*(${ARABIC_PEOPLE_WORDS.join('|')})`,
);

export interface ScaleNumbers {
  users?: number;
  requestsPerSecond?: number;
  storageGb?: number;
  /** the user count is per day (else per month or total) */
  usersPerDay?: boolean;
  /** words for gigabytes or more of data with no figure: "GBs of CSV", "terabytes of logs", "large files" */
  bulkData?: string;
}

/**
 * Data spoken of by its order of size rather than a figure. A figure wins; these only tell a job
 * that moves gigabytes from one that moves a few records.
 */
const BULK_DATA = new RegExp(
  String.raw`\b(?:(?:${BULK_AMOUNTS.join('|')})?(?:${BULK_UNITS.join('|')})\b(?: of [a-z]+)?|(?:${BULK_SIZES.join('|')}) (?:${BULK_KINDS.join('|')})?(?:${BULK_NOUNS.join('|')}))|(?:جيجابايت|غيغابايت|تيرابايت)|(?:ملفات|بيانات) (?:كبيرة|ضخمة)`,
);

/** Arabic units of size (see ARABIC_UNITS), by their megabytes: gigabytes or more first, as in English. */
const ARABIC_MEGABYTES: ReadonlyMap<string, number> = new Map(
  ARABIC_UNITS.flatMap((u) => (u.megabytes ? u.singular.map((w) => [w, u.megabytes as number]) : [])),
);
const sizePattern = (large: boolean) => {
  const units = [...ARABIC_MEGABYTES].filter(([, mb]) => mb >= 1024 === large).map(([w]) => w);
  const alternatives = units.sort((a, b) => b.length - a.length).join('|');
  return new RegExp(`(\\d+(?:\\.\\d+)?)\\s*(${alternatives})(?![\\u0621-\\u064a])`);
};
const ARABIC_LARGE_SIZE = sizePattern(true);
const ARABIC_SMALL_SIZE = sizePattern(false);

export function readNumbers(text: string): ScaleNumbers {
  const found: ScaleNumbers = {};
  const people = new RegExp(`${NUMBER}\\s*${PEOPLE}(\\s*(a|per|each|every)\\s*day|\\s*daily)?`).exec(text);
  if (people?.[1]) {
    found.users = Math.round(toNumber(people[1], people[2]));
    if (people[4]) found.usersPerDay = true;
  }
  const arabic = ARABIC_PEOPLE.exec(text);
  if (found.users === undefined && arabic?.[1])
    found.users = Math.round(toNumber(arabic[1], arabic[2] && 'k'));
  const rate = new RegExp(
    `${NUMBER}\\s*(${RATE_NOUNS.join('|')})\\s*(/|per|a|each)\\s*(second|sec|s|minute|min)\\b`,
  ).exec(text);
  if (rate?.[1]) {
    const perMinute = rate[5]?.startsWith('min');
    found.requestsPerSecond = toNumber(rate[1], rate[2]) / (perMinute ? 60 : 1);
  } else {
    const rps = new RegExp(`${NUMBER}\\s*(rps|tps|qps)\\b`).exec(text);
    if (rps?.[1]) found.requestsPerSecond = toNumber(rps[1], rps[2]);
  }
  // a size in gigabytes or more is the data's; megabytes count only when nothing larger is said
  // ("photos up to 5 MB, 2 TB in all" is 2 TB)
  const storage =
    /(\d+(?:\.\d+)?)\s*(gb|gib|gigabytes?|tb|tib|terabytes?|pb|petabytes?)\b/.exec(text) ??
    ARABIC_LARGE_SIZE.exec(text) ??
    /(\d+(?:\.\d+)?)\s*(mb|mib|megabytes?)\b/.exec(text) ??
    ARABIC_SMALL_SIZE.exec(text);
  if (storage?.[1]) {
    const unit = storage[2] ?? 'gb';
    const arabic = ARABIC_MEGABYTES.get(unit);
    const perGb =
      arabic !== undefined
        ? arabic / 1024
        : unit.startsWith('m')
          ? 1 / 1024
          : unit.startsWith('t')
            ? 1024
            : unit.startsWith('p')
              ? 1048576
              : 1;
    found.storageGb = Number.parseFloat(storage[1]) * perGb;
  } else {
    const bulk = BULK_DATA.exec(text)?.[0];
    if (bulk) found.bulkData = bulk;
  }
  return found;
}

/** "budget of 2k", "budget is around $300": a figure after the word budget. */
const BUDGET_FIGURE = new RegExp(
  String.raw`\bbudget (?:${BUDGET_LEADS.join('|')})?\s*\$?(\d[\d,.]*)\s*(k)?\b`,
);

/** A monthly budget: "$300 a month", "under 500 USD per month", "budget of 2k/month", "1,000 SAR monthly". */
export function readBudget(text: string): number | undefined {
  const usd =
    /(?:\$|usd\s*)\s*(\d[\d,.]*)\s*(k)?(?:\s*(?:usd|dollars))?\s*(?:\/|per|a|each|every)?\s*(?:month|mo)\b/.exec(
      text,
    ) ??
    /(\d[\d,.]*)\s*(k)?\s*(?:usd|dollars|\$)\s*(?:\/|per|a|each|every)?\s*(?:month|mo)\b/.exec(text) ??
    BUDGET_FIGURE.exec(text);
  if (usd?.[1]) return toNumber(usd[1]) * (usd[2] ? 1000 : 1);
  const sar = /(\d[\d,.]*)\s*(k)?\s*(?:sar|riyals?|sr)\s*(?:\/|per|a|each|every)?\s*(?:month|mo)\b/.exec(
    text,
  );
  // the riyal is pegged at 3.75 to the dollar
  if (sar?.[1]) return Math.round((toNumber(sar[1]) * (sar[2] ? 1000 : 1)) / 3.75);
  return undefined;
}

/** IPv4 ranges and single addresses (as /32) written in the brief, each checked octet by octet. */
export function readCidrs(text: string): string[] {
  const found = new Set<string>();
  for (const match of text.matchAll(/\b(\d{1,3}(?:\.\d{1,3}){3})(\/(\d{1,2}))?\b/g)) {
    const address = match[1] as string;
    if (address.split('.').some((octet) => Number(octet) > 255)) continue;
    const bits = match[3] === undefined ? 32 : Number(match[3]);
    if (bits < 8 || bits > 32) continue;
    found.add(`${networkOf(address, bits)}/${bits}`);
  }
  return [...found];
}

/** 10.1.2.3/16 -> 10.1.0.0: security groups refuse host bits set. */
function networkOf(address: string, bits: number): string {
  const value = address.split('.').reduce((n, octet) => n * 256 + Number(octet), 0);
  const masked = bits === 0 ? 0 : Math.floor(value / 2 ** (32 - bits)) * 2 ** (32 - bits);
  return [24, 16, 8, 0].map((shift) => Math.floor(masked / 2 ** shift) % 256).join('.');
}
