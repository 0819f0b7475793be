import type { DesignStore } from '../ports/design-store';
import type { TemplateSources } from '../templates/find-template';

/** What the design verbs work with; compose/designs.ts fills it. */
export interface DesignPorts {
  designs: DesignStore;
  templates: TemplateSources;
  now: () => Date;
}

export const DESIGN_NOT_FOUND = 'Design not found';
export const INSTANCE_NOT_FOUND = 'Template instance not found';
export const CONNECTION_NOT_FOUND = 'Connection not found';
