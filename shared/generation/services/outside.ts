/**
 * Things outside the design that a brief names as where its messages go: a chat product's
 * webhook the design posts to ("our Slack webhook", "the Teams incoming webhook") is an address
 * given at deployment, not an API the design hosts. Read like a written address (see
 * reading/written-values.ts): its words name nothing to build.
 */
export const OUTSIDE_DESTINATION =
  /\b(?:slack|(?:microsoft |ms )?teams|discord|mattermost|google chat|telegram)(?: channel'?s?)? (?:incomm?ing )?web ?hooks?\b|\bincomm?ing web ?hooks?\b|(?:web ?hooks?|ويب ?هوك) (?:(?:ل|على )?(?:slack|teams|discord|سلاك|تيمز))/;
