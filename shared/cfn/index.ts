export { isTemplateBomb, isTemplateError, isTemplateTooLarge, TemplateError } from './errors';
export { detectFormat, type ParseOptions, parseTemplate, parseTemplateListing } from './parse';
export {
  type ResolvedTemplate,
  type ResolveOptions,
  resolveTemplate,
  resolveTemplateWithNotes,
} from './resolve';
export type { ParsedTemplate, TemplateBody, TemplateFormat } from './types';
