import { KNOWN_REGIONS } from '#shared/residency/regions';
import { type ResidencyView, residencySettingsSchema } from '#shared/residency/settings';

/** The form as typed: regions picked from the table, other codes typed, levels ticked. */
export interface ResidencyForm {
  known: string[];
  /** comma-separated codes the table does not name yet (the announced Saudi region, say) */
  other: string;
  levels: string[];
}

export type ResidencyField = 'regions' | 'other' | 'levels';
export type FieldErrors = Partial<Record<ResidencyField, string>>;

export function formOf(view: ResidencyView): ResidencyForm {
  const known = view.in_kingdom_regions.filter((r) => KNOWN_REGIONS.includes(r));
  const other = view.in_kingdom_regions.filter((r) => !KNOWN_REGIONS.includes(r));
  return { known, other: other.join(', '), levels: [...view.resident_classifications] };
}

const otherCodes = (text: string) =>
  text
    .split(',')
    .map((code) => code.trim())
    .filter(Boolean);

/**
 * The request body, or the message for each field that is wrong: the API's own schema decides, so
 * the form and the server never disagree. A typed code that is not a region is named on its field.
 */
export function bodyOf(form: ResidencyForm) {
  const other = otherCodes(form.other);
  const parsed = residencySettingsSchema.safeParse({
    in_kingdom_regions: [...form.known, ...other],
    resident_classifications: form.levels,
  });
  if (parsed.success) return { ok: true as const, body: parsed.data };
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const [field, index] = issue.path;
    if (field === 'resident_classifications') errors.levels ??= issue.message;
    else if (typeof index === 'number' && index >= form.known.length)
      errors.other ??= `${other[index - form.known.length]}: ${issue.message}`;
    else errors.regions ??= issue.message;
  }
  return { ok: false as const, errors };
}

/** A 400 `detail` from the API ("in_kingdom_regions.2: ...") placed on the field it names. */
export function fieldOfDetail(detail: string): ResidencyField {
  if (detail.startsWith('resident_classifications')) return 'levels';
  return 'regions';
}
