import { saveFile } from '#web/components/download';

/** The template's file name: JSON text keeps .json, anything else is YAML. */
export function templateFileName(stackName: string, template: string): string {
  return `${stackName}.${template.trimStart().startsWith('{') ? 'json' : 'yaml'}`;
}

/** Saves the deployed template as a file. */
export function downloadTemplate(stackName: string, template: string): void {
  const name = templateFileName(stackName, template);
  saveFile(template, name, name.endsWith('.json') ? 'application/json' : 'application/yaml');
}
