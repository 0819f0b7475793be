import type { TemplateFormat } from '../../cfn/types';
import { applyPatches } from '../../compliance/fix/apply-patches';
import type { TemplatePatch } from '../../compliance/types';

/** Who a design's stated choices are recorded against, and the day they were made. */
export interface StatedAcceptance {
  /** the design's day (YYYY-MM-DD): the acceptance holds for a year from it, then asks again */
  on: string;
  /** who owns the choice: the person who wrote the brief */
  owner: string;
}

/** The owner a design's stated choices carry: whoever wrote the brief the design was made from. */
export const BRIEF_AUTHOR = 'the author of the design brief';

/** The acceptance for a design made on `now`, owned by the brief's author. */
export const statedAcceptanceOn = (now: Date): StatedAcceptance => ({
  on: now.toISOString().slice(0, 10),
  owner: BRIEF_AUTHOR,
});

/** A finding the template keeps because the brief chose the value the rule judges. */
export interface StatedChoice {
  ruleId: string;
  resource: string;
  /** the brief's own words for the value */
  quote: string;
  /** what the frameworks ask instead: the controls and the compliant state ("NCA-ECC 2-12-3-5 asks otherwise (...)") */
  asks: string;
}

/**
 * Records each stated choice as an accepted risk in the template's own `Metadata` (README,
 * "Accepted risks"), so every later scan of this template (the builder, the CLI, a deployed
 * stack's template) agrees with the review that the brief decided it, and the choice comes back
 * for review when it expires instead of standing forever.
 */
export function acceptStatedChoices(
  text: string,
  format: TemplateFormat,
  choices: readonly StatedChoice[],
  acceptance: StatedAcceptance,
): string {
  const expires = oneYearAfter(acceptance.on);
  const patches: TemplatePatch[] = choices.map((c) => ({
    op: 'set',
    path: ['Resources', c.resource, 'Metadata', 'sahab', 'accepted_risks', c.ruleId],
    value: {
      reason: `Stated in the brief ("${c.quote}"), though ${c.asks}`,
      owner: acceptance.owner,
      expires,
    },
  }));
  return patches.length > 0 ? applyPatches(text, format, patches) : text;
}

/** The same day a year later (29 February becomes 28 February), as YYYY-MM-DD. */
export function oneYearAfter(day: string): string {
  const [year, month, date] = day.slice(0, 10).split('-').map(Number);
  const next = new Date(Date.UTC(year + 1, month - 1, date));
  if (next.getUTCMonth() !== month - 1) next.setUTCDate(0);
  return next.toISOString().slice(0, 10);
}
