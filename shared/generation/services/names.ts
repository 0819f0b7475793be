/**
 * How a brief gives a resource its name or an address, for the families' stated settings: the
 * name after "named"/"called"/"باسم", or in quotes before the service's word; an e-mail address.
 */
export const NAME_GIVEN =
  /(?:\b(?:named|called)|باسم|اسمه|اسمها)\s+['"‘“]?([a-z0-9][a-z0-9_-]{1,78})\b|['"‘“]([a-z0-9][a-z0-9_-]{1,78})['"’”]/;

export const EMAIL_GIVEN = /\b([a-z0-9._%+-]+@[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,})\b/;
