/**
 * Text a person wrote (a brief, a quote from it, a design's name), isolated with its own direction:
 * an Arabic brief reads right to left inside an English page, and its punctuation stays where the
 * writer put it.
 */
export function UserText({ text }: { text: string }) {
  return <bdi dir="auto">{text}</bdi>;
}
