import { BUILDER_VIEW } from '#shared/messages/builder';
import { formatUsd } from '#shared/text/format';

const usd = formatUsd;

/** "$52.20 - $152" a month, or "Not priced" when nothing in the template has a list price. */
export function costRange(min: number | null, max: number | null): string {
  if (min === null || max === null) return BUILDER_VIEW.notPriced;
  return min === max ? `${usd(min)}/mo` : `${usd(min)} - ${usd(max)}/mo`;
}

/** The gallery's sections: the user's own templates ('My templates') and the catalog's. */
export function gallerySections<T extends { is_private?: boolean }>(templates: readonly T[]) {
  return {
    mine: templates.filter((t) => t.is_private === true),
    catalog: templates.filter((t) => t.is_private !== true),
  };
}
