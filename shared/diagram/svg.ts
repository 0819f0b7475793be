import { badgeFor } from './badges';
import { containerText, NAME_LEFT, nodeShape } from './layout';
import { NAME_SIZE, TYPE_SIZE, textWidth } from './text';
import type { DiagramContainer, DiagramLayout, Point } from './types';

const TIER_STYLE = {
  public: { stroke: '#248814', fill: '#F2F8EE' },
  private: { stroke: '#147EBA', fill: '#EEF6FB' },
  isolated: { stroke: '#5A6B86', fill: '#F4F5F7' },
  other: { stroke: '#5A6B86', fill: '#F8F8F8' },
} as const;

function containerStyle(c: DiagramContainer): { stroke: string; fill: string; dash: string } {
  if (c.kind === 'vpc') return { stroke: '#8C4FFF', fill: '#FBF9FF', dash: '' };
  const tier = TIER_STYLE[c.tier ?? 'other'];
  return c.kind === 'tier'
    ? { ...tier, dash: '' }
    : { stroke: tier.stroke, fill: '#FFFFFF', dash: ' stroke-dasharray="5 3"' };
}

/** Findings drawn on a box: how many, and the worst severity (its colour). */
export interface BoxFindings {
  count: number;
  severity: string;
}

const SEVERITY_COLOURS: Record<string, string> = {
  critical: '#B3261E',
  high: '#D91515',
  medium: '#C46A00',
  low: '#5F6B7A',
  info: '#5F6B7A',
};

export interface SvgOptions {
  title?: string;
  /** findings by box id (a resource's, or the box a finding's resource folds into) */
  findings?: Readonly<Record<string, BoxFindings>>;
}

/** Text safe inside SVG elements and attributes. */
export function escapeXml(text: string): string {
  return text.replace(
    /[<>&"']/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] as string,
  );
}

const round = (n: number) => Math.round(n * 10) / 10;
const path = (points: Point[]) =>
  points.map((p, i) => `${i ? 'L' : 'M'}${round(p.x)} ${round(p.y)}`).join(' ');

/** A pill right-aligned at `right` (a box's folded-resource count, its findings). */
function pill(
  right: number,
  y: number,
  text: string,
  fill: string,
  cls: string,
): { svg: string; width: number } {
  const width = Math.max(22, textWidth(text, 10) + 12);
  const x = round(right - width);
  return {
    width,
    svg: `<g class="${cls}"><rect x="${x}" y="${round(y)}" width="${width}" height="16" rx="8" fill="${fill}"/><text x="${round(x + width / 2)}" y="${round(y + 11.5)}" font-size="10" font-weight="bold" fill="#FFFFFF" text-anchor="middle">${escapeXml(text)}</text></g>`,
  };
}

function pills(right: number, y: number, members: number, findings?: BoxFindings): string {
  const parts: string[] = [];
  let at = right;
  if (members > 0) {
    const drawn = pill(at, y, `+${members}`, '#5F6B7A', 'members');
    parts.push(drawn.svg);
    at -= drawn.width + 4;
  }
  if (findings && findings.count > 0) {
    const colour = SEVERITY_COLOURS[findings.severity] ?? SEVERITY_COLOURS.low;
    parts.push(pill(at, y, `${findings.count} !`, colour, `findings ${findings.severity}`).svg);
  }
  return parts.join('');
}

/**
 * The laid-out diagram as a standalone SVG document (what "Export SVG" saves, and what the page
 * shows). Every box carries `data-resource-id` (a tier its own id) so the page can show the one
 * clicked; a "+n" pill counts the resources folded into a box, a red or orange one its findings.
 * Names wrap between words and are never cut; each box's title holds its full name and type.
 */
export function renderSvg(layout: DiagramLayout, options: SvgOptions | string = {}): string {
  const { title = 'Architecture diagram', findings = {} } =
    typeof options === 'string' ? { title: options } : options;
  const width = Math.ceil(layout.width);
  const height = Math.ceil(layout.height);
  const parts: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" font-family="Helvetica, Arial, sans-serif" role="img">`,
    `<title>${escapeXml(title)}</title>`,
    '<defs><marker id="arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse"><path d="M0 0L10 5L0 10z" fill="#687078"/></marker></defs>',
    `<rect width="${width}" height="${height}" fill="#FFFFFF"/>`,
  ];
  // Outer containers first so inner ones paint over them.
  for (const c of layout.containers) {
    const style = containerStyle(c);
    const text = containerText(c);
    const folded = c.members.length ? ` (${c.members.length} folded: ${c.members.join(', ')})` : '';
    parts.push(
      `<g class="container ${c.kind}" data-resource-id="${escapeXml(c.id)}">`,
      `<title>${escapeXml(`${text.title}${text.detail ? ` — ${text.detail}` : ''}${folded}`)}</title>`,
      `<rect class="frame" x="${round(c.x)}" y="${round(c.y)}" width="${round(c.width)}" height="${round(c.height)}" rx="8" fill="${style.fill}" stroke="${style.stroke}" stroke-width="1.5"${style.dash}/>`,
      `<text x="${round(c.x + 12)}" y="${round(c.y + 21)}" font-size="12" font-weight="bold" fill="${style.stroke}">${escapeXml(text.title)}</text>`,
    );
    if (text.detail)
      parts.push(
        `<text x="${round(c.x + 12)}" y="${round(c.y + 38)}" font-size="${TYPE_SIZE}" fill="#414D5C">${escapeXml(text.detail)}</text>`,
      );
    parts.push(pills(c.x + c.width - 8, c.y + 8, c.members.length, findings[c.id]), '</g>');
  }
  for (const e of layout.edges) {
    if (e.points.length < 2) continue;
    const dashed = e.kinds.length === 1 && e.kinds[0] === 'DependsOn' ? ' stroke-dasharray="4 3"' : '';
    parts.push(
      `<path class="edge" data-kinds="${e.kinds.join(' ')}" d="${path(e.points)}" fill="none" stroke="#687078" stroke-width="1.2"${dashed} marker-end="url(#arrow)"/>`,
    );
  }
  for (const n of layout.nodes) {
    const badge = badgeFor(n.type);
    const { lines } = nodeShape(n);
    const w = round(n.width);
    const h = round(n.height);
    const top = (h - (lines.length * 15 + 14)) / 2 + 11;
    const folded = n.members.length ? ` (${n.members.length} folded: ${n.members.join(', ')})` : '';
    parts.push(
      `<g class="resource" data-resource-id="${escapeXml(n.id)}" transform="translate(${round(n.x)} ${round(n.y)})">`,
      `<title>${escapeXml(`${n.id} — ${n.typeLabel} (${n.type})${folded}`)}</title>`,
      `<rect class="frame" width="${w}" height="${h}" rx="6" fill="#FFFFFF" stroke="#AAB7B8"/>`,
      `<rect x="9" y="${round(h / 2 - 16)}" width="32" height="32" rx="5" fill="${badge.colour}"/>`,
      `<text x="25" y="${round(h / 2 + 4)}" font-size="${badge.text.length > 3 ? 8.5 : 10.5}" font-weight="bold" fill="#FFFFFF" text-anchor="middle">${escapeXml(badge.text)}</text>`,
      ...lines.map(
        (line, i) =>
          `<text class="name" x="${NAME_LEFT}" y="${round(top + i * 15)}" font-size="${NAME_SIZE}" font-weight="bold" fill="#16191F">${escapeXml(line)}</text>`,
      ),
      `<text class="type" x="${NAME_LEFT}" y="${round(top + lines.length * 15 + 1)}" font-size="${TYPE_SIZE}" fill="#5F6B7A">${escapeXml(n.typeLabel)}</text>`,
      pills(w - 6, -8, n.members.length, findings[n.id]),
      '</g>',
    );
  }
  parts.push('</svg>');
  return parts.join('\n');
}
