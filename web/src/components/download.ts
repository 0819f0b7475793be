/**
 * Hands content to the browser as a file download through a temporary link (no server round
 * trip). The one download helper of the web app: templates, exports, review notes and diagrams.
 */
export function saveFile(content: Blob | string, fileName: string, contentType = 'text/plain'): void {
  const blob = typeof content === 'string' ? new Blob([content], { type: contentType }) : content;
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked a little later: the click has started the download by then.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
