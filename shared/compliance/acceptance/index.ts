export { type TemplateAcceptances, templateAcceptances } from './template-acceptances';
export { type Acceptance, type AcceptanceSource, acceptanceLabel, stillValid } from './types';
