import type { Listing } from '../accounts/list-networks';

/**
 * A listing as the API answers it (spec section 7): `success`, the items in wire form under the
 * route's own key, and AWS's words in `error` when it refused.
 */
export function listingAnswer<Key extends string, Item, Wire>(
  key: Key,
  listing: Listing<Item>,
  toWire: (item: Item) => Wire,
) {
  return { success: listing.success, [key]: listing.items.map(toWire), error: listing.error } as {
    success: boolean;
    error: string | null;
  } & Record<Key, Wire[]>;
}
