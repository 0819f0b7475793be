import { isCloudError } from '#functions/lib/ports/cloud-error';
import type { RegionalTarget } from '#functions/lib/ports/cloud-target';
import type { InventoryReader, TypeListing } from '#functions/lib/ports/inventory-reader';

/** Types listed side by side within one batch: a few, so one account's API rate is shared fairly. */
const TYPE_CONCURRENCY = 3;

/**
 * `listTypes` on top of `listResources`: a type refused for good (access denied, unsupported,
 * invalid request) becomes its error; throttling or an outage the adapter's retries could not
 * outlast is thrown, so the workflow retries the batch later.
 */
export async function listTypesOneByOne(
  reader: Pick<InventoryReader, 'listResources'>,
  target: RegionalTarget,
  types: readonly string[],
): Promise<TypeListing[]> {
  const answers: TypeListing[] = new Array(types.length);
  let next = 0;
  const worker = async () => {
    while (next < types.length) {
      const i = next++;
      const type = types[i];
      try {
        answers[i] = { type, resources: await reader.listResources(target, type) };
      } catch (error) {
        if (!isCloudError(error) || error.kind === 'throttled' || error.kind === 'unavailable') throw error;
        answers[i] = { type, error };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(TYPE_CONCURRENCY, types.length) }, worker));
  return answers;
}
