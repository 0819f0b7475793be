import type { ExportFile } from '#shared/scan-export/types';
import { saveFile } from '#web/components/download';

/** Hands a generated scan export to the browser as a download. */
export function downloadFile(file: ExportFile): void {
  saveFile(file.content, file.filename, file.mimeType);
}
