/** The shape of an AWS service's event as the event vocabularies (aws-events*.ts) describe it. */

/** A value a pattern's field matches: itself, or a filter (`{ numeric: ['>=', 7] }`). */
export type FieldValue = string | Record<string, unknown>;

export interface AwsEvent {
  source: string;
  detail_type: string;
  /** the words that say the event, within one sentence (no capturing groups) */
  words: RegExp;
  /** the detail field the brief's words choose values of: each value, and the words that say it */
  field?: { name: string; values: readonly (readonly [FieldValue, RegExp])[] };
  /** the calls CloudTrail records: the service and the call names come from the brief */
  api_calls?: true;
  /**
   * detail fields whose values the brief writes out ("the instance i-0abc...", "the bucket
   * uploads-raw"): the field (a dotted path for a nested one: `bucket.name`), and words whose
   * first group that took part is a value
   */
  written?: readonly (readonly [string, RegExp])[];
}
