/** Saves a blob as a file through a temporary link (no server round trip). */
function save(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** The diagram as the standalone SVG document renderSvg wrote. */
export function downloadSvg(svg: string, fileName: string): void {
  save(new Blob([svg], { type: 'image/svg+xml' }), fileName);
}

/**
 * The same document drawn at twice its size on a canvas and saved as PNG. The SVG refers to
 * nothing outside itself, so the canvas is never tainted.
 */
export async function downloadPng(
  svg: string,
  width: number,
  height: number,
  fileName: string,
): Promise<void> {
  const url = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    const scale = 2;
    const canvas = document.createElement('canvas');
    canvas.width = Math.ceil(width * scale);
    canvas.height = Math.ceil(height * scale);
    const context = canvas.getContext('2d');
    if (!context) throw new Error('This browser cannot draw the PNG');
    context.scale(scale, scale);
    context.drawImage(image, 0, 0, width, height);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
    if (!blob) throw new Error('This browser cannot draw the PNG');
    save(blob, fileName);
  } finally {
    URL.revokeObjectURL(url);
  }
}
