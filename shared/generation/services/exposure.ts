/** How a brief keeps a design off the internet: vocabulary the reader and the checklist share. */
/**
 * Words that make a refusal one of exposure, not of a service: "NO public endpoints" refuses the
 * internet reaching the design, not its API ("بدون أي نقاط وصول عامة"); "للإنترنت" is "to the
 * internet", its article joined to the preposition.
 */
export const EXPOSURE =
  /\b(?:public(?:ly)?|internet[- ]facing|internet|external(?:ly)?|outside)\b|(?<![\u0621-\u064a])عام[ةه]?(?![\u0621-\u064a])|العام[ةه]|(?:ال|لل)(?:إنترنت|انترنت)|خارجي[ةه]?/;

/**
 * A brief that keeps the design off the internet in so many words ("only from inside our VPC", "a
 * private API"), or says nothing of it is ("nothing should be public", "nothing may face the internet").
 */
export const PRIVATE_ONLY =
  /\b(?:private (?:rest )?apis?|(?:used |reachable |called |accessed )?only (?:from )?(?:inside|within|in) (?:our |the )?(?:vpc|private network|corporate network)|nothing (?:may|should|can|must) be (?:reachable|accessible|exposed) (?:from|to) the internet|nothing (?:(?!but |except |else |besides )\w+ ){0,5}?(?:public(?:ly)?|internet[- ]facing|(?:fac(?:e|es|ing)|exposed to|open to|reachable from) the internet)|not (?:be )?(?:reachable|accessible|exposed) (?:from|to) the internet)\b|(?:داخلي[ةه]? فقط|من داخل الشبك[ةه] فقط)/;
