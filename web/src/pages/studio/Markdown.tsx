import type { ReactNode } from 'react';

/**
 * The few Markdown forms the review notes use (headings, bullet lists, paragraphs, **bold** and
 * `code`), rendered as React elements. The text is never parsed as HTML: whatever a brief or a
 * model wrote shows as text.
 */
type Block =
  | { kind: 'heading'; level: number; text: string }
  | { kind: 'list'; items: string[] }
  | { kind: 'paragraph'; text: string };

export function markdownBlocks(source: string): Block[] {
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  const flush = () => {
    if (paragraph.length > 0) blocks.push({ kind: 'paragraph', text: paragraph.join(' ') });
    paragraph = [];
  };
  for (const line of source.split('\n')) {
    const heading = /^(#{1,6})\s+(.*)$/.exec(line);
    const bullet = /^\s*[-*]\s+(.*)$/.exec(line);
    if (heading) {
      flush();
      blocks.push({ kind: 'heading', level: heading[1]?.length ?? 1, text: heading[2] ?? '' });
    } else if (bullet) {
      flush();
      const last = blocks.at(-1);
      if (last?.kind === 'list') last.items.push(bullet[1] ?? '');
      else blocks.push({ kind: 'list', items: [bullet[1] ?? ''] });
    } else if (line.trim() === '') {
      flush();
    } else {
      paragraph.push(line.trim());
    }
  }
  flush();
  return blocks;
}

/** **bold** and `code` inside a line; everything else is text. */
export function inline(text: string): ReactNode[] {
  const parts: ReactNode[] = [];
  const pattern = /\*\*(.+?)\*\*|`([^`]+)`/g;
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    const at = match.index ?? 0;
    if (at > last) parts.push(text.slice(last, at));
    parts.push(
      match[1] !== undefined ? <strong key={at}>{match[1]}</strong> : <code key={at}>{match[2]}</code>,
    );
    last = at + match[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return parts;
}

export function Markdown({ source }: { source: string }) {
  return (
    <>
      {markdownBlocks(source).map((block, index) => {
        const key = `${block.kind}-${index}`;
        if (block.kind === 'heading') {
          // the page already has its h1/h2: the notes' headings start at h3
          const level = Math.min(6, block.level + 2);
          const Tag = `h${level}` as 'h3';
          return <Tag key={key}>{inline(block.text)}</Tag>;
        }
        if (block.kind === 'list')
          return (
            <ul key={key}>
              {block.items.map((item, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the notes are static text
                <li key={i}>{inline(item)}</li>
              ))}
            </ul>
          );
        return <p key={key}>{inline(block.text)}</p>;
      })}
    </>
  );
}
