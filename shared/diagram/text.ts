/**
 * Text sizes the layout reserves room for. SVG text does not wrap, and a layout cannot measure
 * fonts in Lambda, so widths are estimated from character counts with a margin: Helvetica's
 * average bold character is about 0.58 em, and these use 0.6.
 */
export const NAME_SIZE = 12;
export const TYPE_SIZE = 10.5;
const EM = 0.6;

export const textWidth = (text: string, size: number) => Math.ceil(text.length * size * EM);

/**
 * A logical id in lines of at most `chars` characters, broken between words of its camel case,
 * digits or separators ("DatabaseSecurityGroup" -> "DatabaseSecurity" + "Group") and never
 * inside a word unless the word alone is longer than a line.
 */
export function wrapName(name: string, chars: number): string[] {
  const words = name.split(/(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Za-z])(?=[0-9])|(?<=[-_.:/ ])/).filter(Boolean);
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    if (line && (line + word).length > chars) {
      lines.push(line);
      line = '';
    }
    line += word;
  }
  if (line) lines.push(line);
  return lines;
}
