/** Words a name keeps at most: enough to tell designs apart in a list and a stack name. */
const MAX_WORDS = 6;
const MAX_CHARACTERS = 48;

/** How people open a request ("We need", "Please build me", "أريد"): not part of what they ask for. */
const OPENINGS = [
  /^(?:please\s+)?(?:i|we)(?:'d| would)?\s+(?:need|want|like|require|are looking for|am looking for)\s+(?:to\s+(?:build|create|deploy|set up|run|host|have)\s+)?/i,
  /^(?:please\s+)?(?:build|create|design|deploy|set up|make|give)\s+(?:me\s+|us\s+)?/i,
  /^(?:أريد|نريد|نحتاج|أحتاج|نحتاج إلى|أحتاج إلى|ابن|ابنِ|أنشئ|صمم)\s+/,
  /^(?:a|an|the|our|my|some)\s+/i,
];

/** Where the thing asked for ends and its details begin. */
const CLAUSE_END =
  /\s*(?:[,;:(–—]|\s-\s|\s(?:with|that|which|where|using|so that|so|to|on|in|at|behind|across|holding|storing|serving|running|is|are|will|must|should|can|gets?|triggers?)\s|\sمع\s|،|\sالتي\s|\sالذي\s|\sباستخدام\s|\sفي\s)/i;

/** The text up to the first clause end that leaves at least two words ("VPC with public subnets", not "VPC"). */
function coreOf(text: string): string {
  const ends = new RegExp(CLAUSE_END.source, 'gi');
  for (const match of text.matchAll(ends)) {
    const head = text.slice(0, match.index).trim();
    if (head.split(' ').filter(Boolean).length >= 2) return head;
  }
  return text;
}

/**
 * Where a brief states what it asks for, in any sentence: "We need", "we'd like", "Please build me",
 * "... and want". A brief often opens with who is asking ("We run a chain of 12 pharmacies."), which
 * names the asker, not the design.
 */
const ASK =
  /(?:^|\b(?:i|we|and|so|but|now)\s+|[,;]\s*)(?:please\s+)?(?:(?:'d|\s?would)\s+like(?:\s+to\s+have)?|need|want|require|(?:are|am)\s+looking\s+for|build|create|design|deploy|set\s+up|make|give)\s+(?:(?:me|us)\s+)?(?:to\s+(?:build|create|deploy|set up|run|host|have)\s+)?/i;

/**
 * Describing the asker rather than the ask ("We run", "Our company operates", "I have"): with no
 * stated ask, the name is what they run ("Chain of 12 pharmacies"), never the pronoun and verb.
 */
const ASKER = /^(?:we|i|our\s+\w+)\s+(?:run|operate|own|manage|have|are|am|is|sell|provide|offer)\s+/i;

/** The sentence part that says what is asked for: after the first stated ask, else the first sentence. */
function askedFor(brief: string): string {
  const sentences = brief
    .trim()
    .split(/(?<=[.!?؟])\s|\n/)
    .map((s) =>
      s
        .replace(/\s+/g, ' ')
        .replace(/[.!?؟]+$/, '')
        .trim(),
    )
    .filter(Boolean);
  for (const sentence of sentences) {
    const ask = ASK.exec(sentence);
    if (!ask) continue;
    const rest = sentence.slice(ask.index + ask[0].length).trim();
    if (rest.split(' ').length >= 2) return rest;
  }
  const first = sentences[0] ?? '';
  const asker = ASKER.exec(first);
  return asker && first.length > asker[0].length ? first.slice(asker[0].length) : first;
}

/**
 * A short name for a design, from the brief: the thing asked for, without the request's opening
 * words or its details ("We need a records system for a clinic: records kept for 10 years..." is
 * "Records system for a clinic"; "We run 12 pharmacies. We need a stock system..." is "Stock
 * system"), at most six words.
 */
export function designName(brief: string): string {
  let text = askedFor(brief);
  for (let changed = true; changed; ) {
    changed = false;
    for (const opening of OPENINGS) {
      const next = text.replace(opening, '');
      if (next !== text && next.trim() !== '') {
        text = next;
        changed = true;
      }
    }
  }
  const core = coreOf(text);
  const words = core.split(' ').filter(Boolean).slice(0, MAX_WORDS);
  let name = '';
  for (const word of words) {
    if (`${name} ${word}`.trim().length > MAX_CHARACTERS) break;
    name = `${name} ${word}`.trim();
  }
  if (name === '') name = brief.trim().slice(0, MAX_CHARACTERS).trim();
  return name.charAt(0).toUpperCase() + name.slice(1);
}
