/**
 * The Latin letters (and the few digits and syllables product names are made of) as Arabic
 * writes them, for names a brief spells out letter by letter: "إس كيو إس" is SQS, "في بي سي"
 * VPC, "إي سي تو" EC2, "ماي إس كيو إل" MySQL. Arabic has no p or v of its own, so "بي" is b or p
 * and "في" v; most names are also words ("في" is "in", "ان" "that", "او" "or"), so a run of them
 * is read as a name only where it spells one of the vocabulary's (reading/normalise.ts).
 * Keys are written with their letters folded (أ, إ and آ as ا), as the reader looks them up.
 */
export const LETTER_NAMES: Readonly<Record<string, readonly string[]>> = {
  ايه: ['a'],
  اي: ['a', 'e', 'i'],
  بي: ['b', 'p'],
  سي: ['c'],
  دي: ['d'],
  اف: ['f'],
  جي: ['g'],
  اتش: ['h'],
  ايتش: ['h'],
  جيه: ['j'],
  جاي: ['j'],
  كي: ['k'],
  كيه: ['k'],
  ال: ['l'],
  ام: ['m'],
  ان: ['n'],
  او: ['o'],
  كيو: ['q'],
  ار: ['r'],
  اس: ['s'],
  تي: ['t'],
  يو: ['u'],
  في: ['v'],
  ڤي: ['v'],
  دبليو: ['w'],
  اكس: ['x'],
  واي: ['y'],
  زد: ['z'],
  زي: ['z'],
  ون: ['1'],
  تو: ['2'],
  ثري: ['3'],
  فور: ['4'],
  ماي: ['my'],
};
