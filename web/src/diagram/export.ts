import { DIAGRAM } from '#shared/messages/diagram';
import { saveFile } from '#web/components/download';

/** The diagram as the standalone SVG document renderSvg wrote. */
export function downloadSvg(svg: string, fileName: string): void {
  saveFile(svg, fileName, 'image/svg+xml');
}

/**
 * The same document drawn at twice its size on a canvas and saved as PNG. The image is loaded
 * from a data: URL, not a blob: one: the Content-Security-Policy's img-src allows data: and not
 * blob:, so a blob: image never decodes (the export silently gave no file). The SVG refers to
 * nothing outside itself, so the canvas is never tainted.
 */
export async function downloadPng(
  svg: string,
  width: number,
  height: number,
  fileName: string,
): Promise<void> {
  const image = new Image();
  image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
  await image.decode();
  const scale = 2;
  const canvas = document.createElement('canvas');
  canvas.width = Math.ceil(width * scale);
  canvas.height = Math.ceil(height * scale);
  const context = canvas.getContext('2d');
  if (!context) throw new Error(DIAGRAM.noPng);
  context.scale(scale, scale);
  context.drawImage(image, 0, 0, width, height);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  if (!blob) throw new Error(DIAGRAM.noPng);
  saveFile(blob, fileName);
}
