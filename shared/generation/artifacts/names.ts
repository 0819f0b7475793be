/** The file name of the template in every artifact that refers to it. */
export const TEMPLATE_FILE = 'template.yaml';
