import { AFTER_A_NAME, NOT_A_NAME } from '../grammar-words';
import { DOMAIN, EMAIL, IAM_ACTION } from '../services/names';
import { OUTSIDE_DESTINATION } from '../services/outside';
import { blanked } from './normalise';

/**
 * Addresses written in a brief: e-mail and web addresses, ARNs, paths and aliases ("/app/orders",
 * "alias/payments"), container images, domain names, IAM actions, and the chat webhooks a design posts to
 * (services/outside.ts). Their letters name nothing to build ("accounting@acme.sa" asks for no
 * accounting database, "api.clinic.sa" for no API, "s3:GetObject" for no bucket): the word readers
 * see blanks in their place, the readers of stated values the whole text.
 */
/**
 * A name the brief gives a thing, written as an identifier after the words that give it ("a
 * function called payment-webhook", "topic esmah payments-alerts", "جدول اسمه order_items"): its
 * letters name nothing either ("webhook" there asks for no API).
 */
const GIVEN_NAME = String.raw`(?<=\b(?:called|named|name|esm(?:ha|ah|o|u|uh))\s+["'\`]?|(?:اسمه|اسمها|باسم)\s+["'\`]?)[a-z0-9][a-z0-9.]*(?:[-_/][a-z0-9.]+)+`;

/**
 * A plain word given as a name ("a queue named invoices", "a table called sessions"): one word
 * after the verb that names, ending its clause or followed by a word that joins, and no word of
 * grammar (NOT_A_NAME: "called by the API" gives no name).
 */
const GIVEN_WORD = String.raw`(?<=\b(?:called|named)\s+["'\`]?)(?!(?:${NOT_A_NAME.join('|')})\b)[a-z][a-z0-9]*(?=["'\`]?(?:\s*[.,;:!?)]|\s+(?:${AFTER_A_NAME.join('|')})\b|\s*$))`;

/** A container image's reference, with its tag ("ghcr.io/acme/api:1.4.2", "public.ecr.aws/nginx/nginx:latest"). */
const IMAGE_REFERENCE = String.raw`\b[a-z0-9][a-z0-9.-]*(?:/[a-z0-9._-]+)+:[\w.-]*\w`;

const WRITTEN_VALUE = new RegExp(
  String.raw`${GIVEN_NAME}|${GIVEN_WORD}|${IMAGE_REFERENCE}|${OUTSIDE_DESTINATION.source}|${EMAIL}|\bhttps?://\S+|\barn:aws[a-z-]*:\S+|(?<![\w:/.])(?:alias/[a-z0-9_/.-]+|/[a-z0-9_.-]+(?:/[a-z0-9_.-]+)+)|\b${DOMAIN}|\b${IAM_ACTION}`,
  'g',
);

/** Where the brief writes an address. */
export function writtenValues(text: string): { start: number; end: number }[] {
  return [...text.matchAll(WRITTEN_VALUE)].map((m) => ({ start: m.index, end: m.index + m[0].length }));
}

/** The text with each written address blanked, places kept. */
export function withoutWrittenValues(text: string): string {
  const stretches = writtenValues(text);
  return stretches.length > 0 ? blanked(text, stretches) : text;
}
