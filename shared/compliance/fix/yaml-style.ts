import type { ToStringOptions } from 'yaml';

/**
 * Output options that match the source's own style, so untouched lines come back as they were:
 * its indent width, whether list items are indented under their key, no re-wrapping of long text.
 */
export function yamlOutputOptions(source: string): ToStringOptions {
  const lines = source.split(/\r?\n/);
  const indents = lines
    .filter((line) => /^\s*[^\s#-]/.test(line))
    .map((line) => line.length - line.trimStart().length)
    .filter((width) => width > 0);
  const indent = indents.length > 0 ? Math.min(...indents, 8) : 2;
  return {
    indent,
    indentSeq: !hasFlushSequence(lines),
    lineWidth: 0,
    flowCollectionPadding: false,
  };
}

/** True when some `key:` line is followed by `- item` at the same indentation. */
function hasFlushSequence(lines: readonly string[]): boolean {
  for (let i = 0; i < lines.length - 1; i++) {
    const key = /^(\s*)[^\s#-][^:]*:\s*$/.exec(lines[i]);
    if (key && lines[i + 1].startsWith(`${key[1]}- `)) return true;
  }
  return false;
}
