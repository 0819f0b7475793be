/** The template's file name: JSON text keeps .json, anything else is YAML. */
export function templateFileName(stackName: string, template: string): string {
  return `${stackName}.${template.trimStart().startsWith('{') ? 'json' : 'yaml'}`;
}

/** Saves the deployed template as a file, through a temporary link (no server round trip). */
export function downloadTemplate(stackName: string, template: string): void {
  const name = templateFileName(stackName, template);
  const type = name.endsWith('.json') ? 'application/json' : 'application/yaml';
  const url = URL.createObjectURL(new Blob([template], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
