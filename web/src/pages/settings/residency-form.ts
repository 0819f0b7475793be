import { KINGDOM_REGIONS, placeOf } from '#shared/residency/regions';
import { RESIDENCY_TEXT, type ResidencyView, residencySettingsSchema } from '#shared/residency/settings';

/** The form as typed: in-Kingdom regions picked from the table, other codes typed, levels ticked. */
export interface ResidencyForm {
  known: string[];
  /** comma-separated codes the table does not name yet (the announced Saudi region, say) */
  other: string;
  levels: string[];
}

export type ResidencyField = 'regions' | 'other' | 'levels';
export type FieldErrors = Partial<Record<ResidencyField, string>>;

export function formOf(view: ResidencyView): ResidencyForm {
  const known = view.in_kingdom_regions.filter((r) => KINGDOM_REGIONS.includes(r));
  const other = view.in_kingdom_regions.filter((r) => !KINGDOM_REGIONS.includes(r));
  return { known, other: other.join(', '), levels: [...view.resident_classifications] };
}

const otherCodes = (text: string) =>
  text
    .split(',')
    .map((code) => code.trim())
    .filter(Boolean);

/**
 * The request body, or the message for each field that is wrong: the API's own schema decides the
 * form of a code, so the form and the server never disagree on it. A typed code that is not a
 * region is named on its field, and so is one the region table places outside the Kingdom (the
 * API takes any well-formed code: an operator may name a region the table does not know).
 */
export function bodyOf(form: ResidencyForm) {
  const other = otherCodes(form.other);
  const parsed = residencySettingsSchema.safeParse({
    in_kingdom_regions: [...form.known, ...other],
    resident_classifications: form.levels,
  });
  const errors: FieldErrors = {};
  for (const issue of parsed.error?.issues ?? []) {
    const [field, index] = issue.path;
    if (field === 'resident_classifications') errors.levels ??= issue.message;
    else if (typeof index === 'number' && index >= form.known.length)
      errors.other ??= `${other[index - form.known.length]}: ${issue.message}`;
    else errors.regions ??= issue.message;
  }
  const outside = other.find((code) => !KINGDOM_REGIONS.includes(code) && placeOf(code) !== undefined);
  if (outside) errors.other ??= RESIDENCY_TEXT.outsideKingdom(outside, placeOf(outside) ?? '');
  if (parsed.success && Object.keys(errors).length === 0) return { ok: true as const, body: parsed.data };
  return { ok: false as const, errors };
}

/** A 400 `detail` from the API ("in_kingdom_regions.2: ...") placed on the field it names. */
export function fieldOfDetail(detail: string): ResidencyField {
  if (detail.startsWith('resident_classifications')) return 'levels';
  return 'regions';
}
