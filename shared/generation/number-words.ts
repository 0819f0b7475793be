/**
 * Numbers briefs write as words, in English and Arabic: one table for every reader of a brief
 * (the offline reader's counts and stated settings, the checklist's stated durations and times).
 */
export const ENGLISH_NUMBER_WORDS: Readonly<Record<string, number>> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  // "a dozen boxes": twelve, as a count
  dozen: 12,
  fifteen: 15,
  twenty: 20,
  thirty: 30,
};

/**
 * The number words as spoken Arabic writes them: Levantine and Egyptian briefs say ث as ت
 * ("تلات", "اتنين", "تمانية"), so each word with ث is read in that form too.
 */
const spokenForms = (words: Readonly<Record<string, number>>): Record<string, number> =>
  Object.fromEntries(
    Object.entries(words)
      .filter(([w]) => w.includes('ث'))
      .map(([w, n]) => [w.replaceAll('ث', 'ت'), n]),
  );

const WRITTEN_ARABIC_NUMBER_WORDS: Readonly<Record<string, number>> = {
  واحد: 1,
  اثنين: 2,
  اثنتين: 2,
  اثنان: 2,
  // the forms "two" takes before ten ("اثنا عشر", "اثنتي عشرة": twelve)
  اثنا: 2,
  اثني: 2,
  اثنتا: 2,
  اثنتي: 2,
  ثلاث: 3,
  ثلاثة: 3,
  أربع: 4,
  أربعة: 4,
  خمس: 5,
  خمسة: 5,
  ست: 6,
  ستة: 6,
  سبع: 7,
  سبعة: 7,
  ثماني: 8,
  ثمانية: 8,
  تسع: 9,
  تسعة: 9,
  عشر: 10,
  عشرة: 10,
  // a dozen ("درزن": Levantine, "دستة", "دزينة")
  درزن: 12,
  دستة: 12,
  دزينة: 12,
};

export const ARABIC_NUMBER_WORDS: Readonly<Record<string, number>> = {
  ...WRITTEN_ARABIC_NUMBER_WORDS,
  ...spokenForms(WRITTEN_ARABIC_NUMBER_WORDS),
};

/**
 * The spoken forms of two no rule gives ("ثنتين": Gulf, "تنين": Levantine): a count before what
 * they count, never a figure in the text, as with the article they are a pronoun ("الثنتين
 * موجودات": both exist).
 */
const SPOKEN_TWO: Readonly<Record<string, number>> = { ثنتين: 2, ثنين: 2, تنين: 2, تنتين: 2 };

export const NUMBER_WORDS: Readonly<Record<string, number>> = {
  ...ENGLISH_NUMBER_WORDS,
  ...ARABIC_NUMBER_WORDS,
  ...SPOKEN_TWO,
};

// ---- units counted in Arabic --------------------------------------------------------------

/**
 * What Arabic briefs count in, by its singular forms, with the plurals: time, size and copies.
 * Arabic says two of a thing by the dual alone ("أسبوعين": two weeks, "ساعتين": two hours,
 * "نسختين": two copies), made from the singular, so every unit here is read in the dual too.
 * `days` and `seconds` say how long a unit of time is, `megabytes` how large a unit of size.
 */
export const ARABIC_UNITS: readonly {
  singular: readonly string[];
  plural: readonly string[];
  seconds?: number;
  days?: number;
  megabytes?: number;
}[] = [
  { singular: ['ثانية', 'ثانيه'], plural: ['ثواني', 'ثوان', 'ثوانٍ'], seconds: 1 },
  { singular: ['دقيقة', 'دقيقه'], plural: ['دقائق', 'دقايق'], seconds: 60 },
  { singular: ['ساعة', 'ساعه'], plural: ['ساعات'], seconds: 3600 },
  { singular: ['يوم'], plural: ['أيام', 'ايام', 'يوما', 'يوماً'], seconds: 86_400, days: 1 },
  { singular: ['أسبوع', 'اسبوع'], plural: ['أسابيع', 'اسابيع'], days: 7 },
  { singular: ['شهر'], plural: ['أشهر', 'اشهر', 'شهور', 'شهرا', 'شهراً'], days: 30 },
  { singular: ['سنة', 'سنه', 'عام'], plural: ['سنوات', 'سنين', 'أعوام', 'اعوام', 'عاما', 'عاماً'], days: 365 },
  { singular: ['ميجا', 'ميغا', 'ميجابايت', 'ميغابايت'], plural: [], megabytes: 1 },
  { singular: ['جيجا', 'غيغا', 'جيجابايت', 'غيغابايت', 'قيقا'], plural: [], megabytes: 1024 },
  { singular: ['تيرا', 'تيرابايت'], plural: [], megabytes: 1024 * 1024 },
  { singular: ['نسخة', 'نسخه'], plural: ['نسخ'] },
  // instances of a cluster ("بمثيلين": with two instances), as a family's sizing words read them,
  // and the other parts a service is counted in: shards, tasks, nodes ("بشريحتين", "مهمتين", "نودين")
  { singular: ['مثيل'], plural: ['مثيلات'] },
  { singular: ['شريحة', 'شريحه'], plural: ['شرائح'] },
  { singular: ['مهمة', 'مهمه'], plural: ['مهام', 'مهمات'] },
  { singular: ['عقدة', 'عقده'], plural: ['عقد'] },
  { singular: ['نود'], plural: ['نودات'] },
];

/**
 * The hours of a clock as Arabic says them, by the feminine ordinal after "الساعة" ("الساعة
 * الثالثة": three o'clock, "الساعة الحادية عشرة": eleven), and the part of an hour after one
 * ("والنصف", "ونص": half past, "والربع": a quarter past).
 */
const CLOCK_ORDINALS: Readonly<Record<string, number>> = {
  الواحدة: 1,
  الثانية: 2,
  الثالثة: 3,
  الرابعة: 4,
  الخامسة: 5,
  السادسة: 6,
  السابعة: 7,
  الثامنة: 8,
  التاسعة: 9,
  العاشرة: 10,
  'الحادية عشرة': 11,
  'الحادية عشر': 11,
  'الثانية عشرة': 12,
  'الثانية عشر': 12,
};
const PAST_THE_HOUR: Readonly<Record<string, number>> = {
  والنصف: 30,
  ونص: 30,
  ونصف: 30,
  والربع: 15,
  وربع: 15,
};

const longestFirst = (words: readonly string[]) => [...words].sort((a, b) => b.length - a.length).join('|');
/**
 * The hours "الساعة" is followed by: the ordinals, and the cardinals spoken Arabic uses instead
 * ("الساعة عشرة ونص", "الساعة ثنتين"), read only after "الساعة" so a count stays a count.
 */
const CLOCK_HOURS: Readonly<Record<string, number>> = {
  ...Object.fromEntries(
    Object.entries({ ...ARABIC_NUMBER_WORDS, ...SPOKEN_TWO }).filter(([, n]) => n >= 1 && n <= 12),
  ),
  ...CLOCK_ORDINALS,
};
const CLOCK_HOUR = new RegExp(
  `((?:^|[^\u0621-\u064a])(?:[بل]|في |عند )?(?:ال)?ساع[ةه] )(${longestFirst(Object.keys(CLOCK_HOURS).flatMap((w) => [w, w.replace(/ة/g, 'ه')]))}|\\d{1,2})(?: (${longestFirst(Object.keys(PAST_THE_HOUR))}))?(?![\u0621-\u064a\\d:])`,
  'g',
);

/** A clock hour said in words or with a part of the hour as figures ("الساعة الثالثة والنصف" -> "الساعة 3:30"). */
function withClockFigures(text: string): string {
  return text.replace(CLOCK_HOUR, (whole, lead: string, hour: string, past?: string) => {
    const n = /^\d/.test(hour)
      ? Number(hour)
      : (CLOCK_HOURS[hour.replace(/ه(?= |$)/g, 'ة')] ?? CLOCK_HOURS[hour]);
    if (n === undefined || (n === Number(hour) && !past)) return whole;
    return `${lead}${n}${past ? `:${PAST_THE_HOUR[past]}` : ''}`;
  });
}

/** English words that lead a clock ("at", "by", "around", "from", "until"). */
const ENGLISH_TIME_LEADS = ['at', 'by', 'around', 'about', 'before', 'after', 'from', 'until', 'till', 'to'];
/** Words after two figures that make the second a quantity, not a clock's minutes ("at 7 30 minutes"). */
const UNIT_AFTER_CLOCK = [
  'min',
  'sec',
  'hour',
  'hr',
  'day',
  'week',
  'month',
  'year',
  '%',
  'percent',
  'gb',
  'mb',
  'tb',
  'usd',
  'dollar',
  'sar',
  'riyal',
];
/** Parts of an hour English names a clock by ("half past 2", "a quarter to 7"), in minutes. */
const ENGLISH_HOUR_PARTS: Readonly<Record<string, number>> = { half: 30, quarter: 15 };
/** Words that put a part of an hour after the hour it names, or before it. */
const PAST_WORDS = ['past', 'after'];
const TO_WORDS = ['to', 'before', 'of'];
/** Words after an hour that say it is on the hour ("9 o'clock", "6 sharp"). */
const ON_THE_HOUR = ["o'clock", 'o’clock', 'oclock', 'sharp'];
const ENGLISH_PART_CLOCK = new RegExp(
  `\\b(?:a )?(${longestFirst(Object.keys(ENGLISH_HOUR_PARTS))}) (${longestFirst([...PAST_WORDS, ...TO_WORDS])}) (\\d{1,2})\\b(?![:.]\\d)`,
  'gi',
);
const ENGLISH_ON_THE_HOUR = new RegExp(`\\b(\\d{1,2}) ?(?:${longestFirst(ON_THE_HOUR)})(?![\\w’'])`, 'gi');

/**
 * An hour and its minutes said one after the other, as a clock is read aloud ("at seven thirty",
 * "by six forty-five": "7 30" once written as figures), after a word that leads a time. Not when a
 * unit follows the second figure ("at 7 30 minutes past"), nor when it is a figure of its own (05).
 */
const SPOKEN_CLOCK = new RegExp(
  `\\b(${longestFirst(ENGLISH_TIME_LEADS)}) (\\d{1,2}) ([1-5]\\d)\\b(?![:.,]?\\d)(?!\\s*(?:${longestFirst(UNIT_AFTER_CLOCK)}))`,
  'gi',
);

/** English clocks said in words as figures ("half past 2" -> "2:30", "a quarter to 7" -> "6:45", "9 o'clock" -> "9:00", "at 7 30" -> "at 7:30"). */
function withEnglishClockFigures(text: string): string {
  return text
    .replace(SPOKEN_CLOCK, (whole, lead: string, hour: string, minutes: string) =>
      Number(hour) >= 1 && Number(hour) <= 23 ? `${lead} ${Number(hour)}:${minutes}` : whole,
    )
    .replace(ENGLISH_PART_CLOCK, (whole, part: string, side: string, hour: string) => {
      const minutes = ENGLISH_HOUR_PARTS[part.toLowerCase()] as number;
      const n = Number(hour);
      if (n < 1 || n > 12) return whole;
      if (PAST_WORDS.includes(side.toLowerCase())) return `${n}:${minutes}`;
      return `${n === 1 ? 12 : n - 1}:${60 - minutes}`;
    })
    .replace(ENGLISH_ON_THE_HOUR, (whole, hour: string) =>
      Number(hour) <= 23 ? `${Number(hour)}:00` : whole,
    );
}

/** A unit's dual: a feminine singular's ta marbuta opens to ta ("ساعة" -> "ساعتين"), others take the ending as they are. */
const dualsOf = (singular: string) => {
  const stem = singular.replace(/[ةه]$/, 'ت');
  return [`${stem}ين`, `${stem}ان`];
};

// the first spelling of a singular is the one a dual is read as (later ones write the same dual)
const DUAL_UNITS: ReadonlyMap<string, string> = new Map(
  ARABIC_UNITS.flatMap((u) =>
    u.singular.filter((w) => !/ا$/.test(w)).flatMap((w) => dualsOf(w).map((d) => [d, w] as const)),
  ).reverse(),
);
/** A unit of time with no figure after a word of duration is one of it ("لمدة سنة": for a year). */
const DURATION_WORDS = /^(?:لمدة|مدة|طوال|خلال)$/;
const TIME_SINGULARS: ReadonlySet<string> = new Set(
  ARABIC_UNITS.filter((u) => u.days !== undefined || u.seconds !== undefined).flatMap((u) => u.singular),
);

/** Arabic duals of units as the figure 2 and the singular ("أسبوعين" -> "2 أسبوع", "بساعتين" -> "ب 2 ساعة"), and "لمدة سنة" as "لمدة 1 سنة". */
function withUnitFigures(text: string): string {
  return text.replace(
    /(^|[^\u0621-\u064a])([\u0621-\u064a]+)(?=$|[^\u0621-\u064a])/g,
    (whole, lead, word: string, at: number) => {
      const attached = /^(?:و|ف|ب|ل|وب|ول|فب)(?=[\u0621-\u064a]{4})/.exec(word)?.[0] ?? '';
      const bare = word.slice(attached.length);
      const unit = DUAL_UNITS.get(bare) ?? DUAL_UNITS.get(word);
      if (unit)
        return `${lead}${unit === DUAL_UNITS.get(word) ? '' : attached ? `${attached} ` : ''}2 ${unit}`;
      if (TIME_SINGULARS.has(word)) {
        const before =
          text
            .slice(0, at + lead.length)
            .trimEnd()
            .split(/\s+/)
            .at(-1) ?? '';
        if (DURATION_WORDS.test(before)) return `${lead}1 ${word}`;
      }
      return whole;
    },
  );
}

// ---- numbers written in words, composed ------------------------------------------------------

/** The parts numbers are composed of: units and teens and tens add, hundreds multiply, scales close a group. */
const ENGLISH_PARTS: Readonly<Record<string, number>> = {
  zero: 0,
  ...ENGLISH_NUMBER_WORDS,
  thirteen: 13,
  fourteen: 14,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
};
// "أحد" is left out: alone it is Sunday or "one of", never a figure a brief states
const ARABIC_TENS_AND_FORMS: Readonly<Record<string, number>> = {
  اثنا: 2,
  اربع: 4,
  اربعة: 4,
  ثمان: 8,
  عشرون: 20,
  عشرين: 20,
  ثلاثون: 30,
  ثلاثين: 30,
  أربعون: 40,
  أربعين: 40,
  اربعين: 40,
  خمسون: 50,
  خمسين: 50,
  ستون: 60,
  ستين: 60,
  سبعون: 70,
  سبعين: 70,
  ثمانون: 80,
  ثمانين: 80,
  تسعون: 90,
  تسعين: 90,
};
const ARABIC_PARTS: Readonly<Record<string, number>> = {
  ...ARABIC_NUMBER_WORDS,
  ...ARABIC_TENS_AND_FORMS,
  ...spokenForms(ARABIC_TENS_AND_FORMS),
};
const HUNDREDS: Readonly<Record<string, number>> = {
  hundred: 100,
  مئة: 100,
  مائة: 100,
  مية: 100,
  ميه: 100,
  مئتين: 200,
  // the construct form ("مئتي غيغابايت": two hundred gigabytes)
  مئتي: 200,
  مئتان: 200,
  مائتين: 200,
  مائتان: 200,
};
const SCALES: Readonly<Record<string, number>> = {
  thousand: 1_000,
  million: 1_000_000,
  ألف: 1_000,
  الف: 1_000,
  آلاف: 1_000,
  الاف: 1_000,
  ألفين: 2_000,
  الفين: 2_000,
  مليون: 1_000_000,
};

type Part = { add: number } | { times: number } | { scale: number };

/** One word as a part of a number: "fourteen", "ثلاثين", "hundred", "ثلاثمائة", "آلاف". */
function partOf(word: string): Part | undefined {
  const w = word.toLowerCase();
  // a final "ة" is often typed as "ه" ("سته", "عشره"): the same number
  const add = ENGLISH_PARTS[w] ?? ARABIC_PARTS[w] ?? ARABIC_PARTS[w.replace(/ه$/, 'ة')];
  if (add !== undefined) return { add };
  if (HUNDREDS[w] !== undefined) return HUNDREDS[w] === 100 ? { times: 100 } : { add: HUNDREDS[w] };
  if (SCALES[w] !== undefined) return { scale: SCALES[w] };
  // Arabic hundreds are written as one word: a unit and "مئة" ("ثلاثمائة", "خمسمية")
  const fused = /^(.+?)(مئة|مائة|مية|ميه)$/.exec(w);
  const unit = fused ? ARABIC_PARTS[fused[1] as string] : undefined;
  return unit !== undefined && unit < 10 ? { add: unit * 100 } : undefined;
}

/** A whole number's parts in order ("five hundred twelve", "خمسة وعشرين", "ثلاثة آلاف") as one value. */
function compose(parts: Part[]): number {
  let total = 0;
  let group = 0;
  for (const part of parts) {
    if ('add' in part) group += part.add;
    else if ('times' in part) group = (group || 1) * part.times;
    else {
      total += (group || 1) * part.scale;
      group = 0;
    }
  }
  return total + group;
}

const amountOf = (part: Part) => ('add' in part ? part.add : 0);

/**
 * Whether `next` goes on the number `prev` ends: "twenty five", "خمسة وعشرين", "ثلاثة عشر",
 * "hundred and two"; never "three and four". Units before their tens is Arabic's order only: in
 * English "seven thirty" and "three ten" are clocks read aloud, not 37 and 13.
 */
function joins(prev: Part, next: Part, arabic: boolean): boolean {
  if (!('add' in prev) || !('add' in next)) return !('times' in prev && 'times' in next);
  const [a, b] = [amountOf(prev), amountOf(next)];
  const ten = (n: number) => n >= 20 && n < 100 && n % 10 === 0;
  return (
    (arabic && a < 10 && (ten(b) || b === 10)) || (ten(a) && b > 0 && b < 10) || (a % 100 === 0 && b < 100)
  );
}

/** The article and prepositions Arabic attaches to a word, longest first, before a word of at least three letters. */
const ATTACHED = /^(?:وال|بال|فال|لل|ال|و|ب|ل)(?=[\u0621-\u064a]{3})/;

const ARABIC_LETTER = /[\u0621-\u064a]/;

const EASTERN_DIGITS = /[\u0660-\u0669\u06f0-\u06f9]/g;

/** Arabic-Indic digits as Western ones, one for one, so places in the text stay where they were ("٢٠" -> "20"). */
export const westernDigits = (text: string): string =>
  text.replace(EASTERN_DIGITS, (d) => String((d.codePointAt(0) as number) & 0xf));

/**
 * The text with every number written in words, or in Arabic-Indic digits, written in Western
 * digits ("fourteen days" -> "14 days", "خمسة وعشرين يوما" -> "25 يوما", "٦٠" -> "60"): readers
 * of quantities then read one form. "and" / an attached "و" join parts of one number only.
 */
export function withNumerals(text: string): string {
  const western = withClockFigures(
    westernDigits(withUnitFigures(text))
      .replace(/(?<=\d)٫(?=\d)/g, '.')
      .replace(/(?<=\d)٬(?=\d{3})/g, ','),
  );
  const pieces = western.split(/([\s-]+)/);
  const out: string[] = [];
  // the number being read: its parts, and where it starts in `out`
  let run: { parts: Part[]; start: number; prefix: string } | undefined;
  // a lone "one" or "zero" ("one-off", "one of", "لمرة واحدة", "zero-ETL") is a word of the
  // language, not a figure: it stays as written; any other number joined to a word by a hyphen is
  // one ("two-shards" -> "2-shards")
  const close = () => {
    if (!run) return;
    let value = compose(run.parts);
    let start = run.start;
    // a scale word after a figure in digits multiplies it ("2 million", "٥٠ ألف", "1.5 million")
    const figure = out[start - 2];
    if ('scale' in (run.parts[0] as Part) && !run.prefix && figure && /^\d+(?:\.\d+)?$/.test(figure)) {
      value = Math.round(Number(figure) * value);
      start -= 2;
    }
    // an attached preposition stays, apart from the figure; the article goes ("لثلاث" -> "ل 3", "التسعين" -> "90")
    const prefix = run.prefix.replace(/ال$/, '');
    if (!(run.parts.length === 1 && value <= 1))
      out.splice(start, out.length - start, `${prefix ? `${prefix} ` : ''}${value}`);
    run = undefined;
  };
  for (let i = 0; i < pieces.length; i++) {
    const piece = pieces[i] as string;
    if (i % 2 === 1) {
      // a separator inside a number is held back until the next word says whether the number goes on
      if (run) {
        const next = (pieces[i + 1] ?? '').replace(/[.,;:!?؟،)]+$/, '');
        const after = /^(and|و)$/i.test(next) ? (pieces[i + 3] ?? '').replace(/[.,;:!?؟،)]+$/, '') : next;
        const part = partOf(after) ?? partOf(after.replace(/^و/, ''));
        const goesOn =
          !piece.includes('\n') &&
          part !== undefined &&
          joins(run.parts.at(-1) as Part, part, ARABIC_LETTER.test(after));
        if (goesOn) {
          out.push(piece);
          continue;
        }
        close();
      }
      out.push(piece);
      continue;
    }
    const [, word = '', punctuation = ''] = /^(.*?)([.,;:!?؟،)]*)$/.exec(piece) ?? [];
    if (run && /^(and|و)$/i.test(word)) {
      out.push(piece);
      continue;
    }
    const part =
      partOf(word) ?? (run && /^و[\u0621-\u064a]{3}/.test(word) ? partOf(word.slice(1)) : undefined);
    // a number's first word may carry the article or an attached preposition ("التسعين", "لثلاث", "بالخمسين")
    const attached = !part && !run ? ATTACHED.exec(word) : null;
    const bare = attached ? partOf(word.slice((attached[0] as string).length)) : undefined;
    if (!part && !bare) {
      close();
      out.push(piece);
      continue;
    }
    run ??= { parts: [], start: out.length, prefix: bare ? (attached?.[0] as string) : '' };
    if (bare) {
      run.parts.push(bare);
      out.push(word);
      if (punctuation) {
        close();
        out.push(punctuation);
      }
      continue;
    }
    run.parts.push(part as Part);
    out.push(word);
    if (punctuation) {
      close();
      out.push(punctuation);
    }
  }
  close();
  return withEnglishClockFigures(out.join(''));
}
