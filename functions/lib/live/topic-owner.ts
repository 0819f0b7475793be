/** What a live topic can be: each kind's owner-scoped lookup by id. */
export type TopicLookup = (userId: string, topicId: string) => Promise<unknown>;

/**
 * Whether the caller owns the deployment, scan or session a socket asks to hear about. A socket on
 * an id the caller does not own is refused; the refusal is the same whether the id is someone
 * else's or does not exist at all, so it reveals nothing about other users' ids.
 */
export async function ownsTopic(lookups: readonly TopicLookup[], userId: string, topicId: string) {
  const found = await Promise.all(lookups.map((lookup) => lookup(userId, topicId)));
  return found.some((item) => item !== undefined);
}
