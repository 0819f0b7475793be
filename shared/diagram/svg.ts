import { badgeFor } from './badges';
import type { DiagramLayout, Point } from './types';

const CONTAINER_STYLE = {
  vpc: { stroke: '#8C4FFF', fill: '#F7F3FF', dash: '' },
  az: { stroke: '#147EBA', fill: 'none', dash: ' stroke-dasharray="6 4"' },
  subnet: { stroke: '#7AA116', fill: '#F2F8E8', dash: '' },
} as const;

/** Text safe inside SVG elements and attributes. */
export function escapeXml(text: string): string {
  return text.replace(
    /[<>&"']/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] as string,
  );
}

/** Shortens `text` to fit about `chars` characters, with an ellipsis. */
function truncate(text: string, chars: number): string {
  return text.length <= chars ? text : `${text.slice(0, chars - 1)}…`;
}

const round = (n: number) => Math.round(n * 10) / 10;
const path = (points: Point[]) =>
  points.map((p, i) => `${i ? 'L' : 'M'}${round(p.x)} ${round(p.y)}`).join(' ');

/**
 * The laid-out diagram as a standalone SVG document (what "Export SVG" saves). Every resource and
 * every VPC or subnet box carries `data-resource-id`, so the page can open the configure panel
 * for the one clicked.
 */
export function renderSvg(layout: DiagramLayout, title = 'Architecture diagram'): string {
  const width = Math.ceil(layout.width);
  const height = Math.ceil(layout.height);
  const parts: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" font-family="Helvetica, Arial, sans-serif" role="img">`,
    `<title>${escapeXml(title)}</title>`,
    '<defs><marker id="arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse"><path d="M0 0L10 5L0 10z" fill="#687078"/></marker></defs>',
    `<rect width="${width}" height="${height}" fill="#FFFFFF"/>`,
  ];
  // Outer containers first so inner ones paint over them (ELK lists parents before children).
  for (const c of layout.containers) {
    const style = CONTAINER_STYLE[c.kind];
    const id = c.kind === 'az' ? '' : ` data-resource-id="${escapeXml(c.id)}"`;
    parts.push(
      `<g class="container ${c.kind}"${id}>`,
      `<rect x="${round(c.x)}" y="${round(c.y)}" width="${round(c.width)}" height="${round(c.height)}" rx="6" fill="${style.fill}" stroke="${style.stroke}" stroke-width="1.5"${style.dash}/>`,
      `<text x="${round(c.x + 12)}" y="${round(c.y + 21)}" font-size="12" font-weight="bold" fill="${style.stroke}">${escapeXml(truncate(`${c.kind === 'vpc' ? 'VPC' : c.kind === 'subnet' ? 'Subnet' : 'AZ'}: ${c.label}`, Math.max(8, Math.floor(c.width / 7.5))))}</text>`,
      '</g>',
    );
  }
  for (const e of layout.edges) {
    if (e.points.length < 2) continue;
    const dashed = e.kinds.length === 1 && e.kinds[0] === 'DependsOn' ? ' stroke-dasharray="4 3"' : '';
    parts.push(
      `<path class="edge" data-kinds="${e.kinds.join(' ')}" d="${path(e.points)}" fill="none" stroke="#687078" stroke-width="1.2"${dashed} marker-end="url(#arrow)"/>`,
    );
  }
  for (const n of layout.nodes) {
    const badge = badgeFor(n.service);
    const x = round(n.x);
    const y = round(n.y);
    parts.push(
      `<g class="resource" data-resource-id="${escapeXml(n.id)}" transform="translate(${x} ${y})">`,
      `<title>${escapeXml(`${n.id} (${n.type})`)}</title>`,
      `<rect width="${round(n.width)}" height="${round(n.height)}" rx="6" fill="#FFFFFF" stroke="#AAB7B8"/>`,
      `<rect x="8" y="${round(n.height / 2 - 16)}" width="32" height="32" rx="4" fill="${badge.colour}"/>`,
      `<text x="24" y="${round(n.height / 2 + 4)}" font-size="${badge.text.length > 3 ? 8 : 10}" font-weight="bold" fill="#FFFFFF" text-anchor="middle">${escapeXml(badge.text)}</text>`,
      `<text x="48" y="${round(n.height / 2 - 3)}" font-size="12" font-weight="bold" fill="#16191F">${escapeXml(truncate(n.id, 20))}</text>`,
      `<text x="48" y="${round(n.height / 2 + 13)}" font-size="10" fill="#5F6B7A">${escapeXml(truncate(`${n.serviceLabel} · ${n.kind}`, 26))}</text>`,
      '</g>',
    );
  }
  parts.push('</svg>');
  return parts.join('\n');
}
