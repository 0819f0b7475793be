import type { PrivateTemplateStore } from '../ports/private-templates';
import type { TemplateCatalog } from '../ports/template-catalog';
import { dynamoPrivateTemplates } from '../store/private-templates';
import { dynamoTemplateCatalog } from '../store/template-catalog';
import { storePorts } from './store';

/** The templates area of the composition root: the catalog repository on the process's client. */
export interface TemplatePorts {
  catalog: TemplateCatalog;
  /** users' own templates, prepared from generation sessions */
  privateTemplates: PrivateTemplateStore;
}

let ports: TemplatePorts | undefined;

export function templatePorts(): TemplatePorts {
  if (!ports) {
    const store = storePorts();
    ports = {
      catalog: dynamoTemplateCatalog(store.db, store.tableName),
      privateTemplates: dynamoPrivateTemplates(store.db, store.tableName),
    };
  }
  return ports;
}
