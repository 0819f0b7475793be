/**
 * Where each AWS region is: one table that every region picker, notice and finding reads, so a
 * region code is never shown without the country it sits in. AWS's own region names give the
 * places (me-south-1 is Bahrain, me-central-1 the UAE: neither is inside the Kingdom).
 */
export interface RegionPlace {
  country: string;
  /** the city or area AWS names the region after, when it is not the country itself */
  city?: string;
}

export const REGION_PLACES: Readonly<Record<string, RegionPlace>> = {
  'me-south-1': { country: 'Bahrain' },
  'me-central-1': { country: 'UAE' },
  'il-central-1': { country: 'Israel', city: 'Tel Aviv' },
  'af-south-1': { country: 'South Africa', city: 'Cape Town' },
  'us-east-1': { country: 'United States', city: 'N. Virginia' },
  'us-east-2': { country: 'United States', city: 'Ohio' },
  'us-west-1': { country: 'United States', city: 'N. California' },
  'us-west-2': { country: 'United States', city: 'Oregon' },
  'ca-central-1': { country: 'Canada', city: 'Central' },
  'sa-east-1': { country: 'Brazil', city: 'São Paulo' },
  'eu-west-1': { country: 'Ireland' },
  'eu-west-2': { country: 'United Kingdom', city: 'London' },
  'eu-west-3': { country: 'France', city: 'Paris' },
  'eu-central-1': { country: 'Germany', city: 'Frankfurt' },
  'eu-central-2': { country: 'Switzerland', city: 'Zurich' },
  'eu-north-1': { country: 'Sweden', city: 'Stockholm' },
  'eu-south-1': { country: 'Italy', city: 'Milan' },
  'eu-south-2': { country: 'Spain' },
  'ap-south-1': { country: 'India', city: 'Mumbai' },
  'ap-south-2': { country: 'India', city: 'Hyderabad' },
  'ap-east-1': { country: 'Hong Kong' },
  'ap-southeast-1': { country: 'Singapore' },
  'ap-southeast-2': { country: 'Australia', city: 'Sydney' },
  'ap-southeast-3': { country: 'Indonesia', city: 'Jakarta' },
  'ap-southeast-4': { country: 'Australia', city: 'Melbourne' },
  'ap-northeast-1': { country: 'Japan', city: 'Tokyo' },
  'ap-northeast-2': { country: 'South Korea', city: 'Seoul' },
  'ap-northeast-3': { country: 'Japan', city: 'Osaka' },
};

/** "Bahrain", "United States (Oregon)"; undefined for a region the table does not know. */
export function placeOf(region: string): string | undefined {
  const place = REGION_PLACES[region];
  if (!place) return undefined;
  return place.city ? `${place.country} (${place.city})` : place.country;
}

/** How a picker names a region: "me-south-1 - Bahrain"; an unknown code stands alone. */
export function regionLabel(region: string): string {
  const place = placeOf(region);
  return place ? `${region} - ${place}` : region;
}

/** A picker's option for a region, in Cloudscape's shape. */
export function regionOption(region: string): { value: string; label: string } {
  return { value: region, label: regionLabel(region) };
}

/** Every region the table knows, in its order (the Gulf first). */
export const KNOWN_REGIONS: readonly string[] = Object.keys(REGION_PLACES);

/** The country an in-Kingdom region is in. */
export const KINGDOM_COUNTRY = 'Saudi Arabia';

/**
 * The regions the table places inside Saudi Arabia, which the in-Kingdom picker offers. None yet:
 * AWS has announced a region in the Kingdom, and until its code is in the region list Sahab's
 * data comes from it is not in this table (nothing here is guessed); users type its code
 * (docs/decisions.md, 'In-Kingdom regions').
 */
export const KINGDOM_REGIONS: readonly string[] = KNOWN_REGIONS.filter(
  (region) => REGION_PLACES[region]?.country === KINGDOM_COUNTRY,
);
