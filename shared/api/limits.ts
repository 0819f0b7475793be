/** The longest brief a run accepts (issue 11). */
export const MAX_PROMPT_CHARACTERS = 4000;

/**
 * The largest request body the HTTP API accepts: API Gateway's own payload limit (10 MB). The
 * local server refuses larger bodies with 413, as API Gateway does, before any handler runs.
 */
export const MAX_REQUEST_BODY_BYTES = 10 * 1024 * 1024;

export function bodyTooLargeDetail(limit: number = MAX_REQUEST_BODY_BYTES): string {
  return `The request body is larger than the ${limit / (1024 * 1024)} MB limit.`;
}
