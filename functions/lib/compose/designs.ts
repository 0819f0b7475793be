import type { DesignPorts } from '../designs/ports';
import { dynamoDesignStore } from '../store/design-store';
import { storePorts } from './store';
import { templatePorts } from './templates';

let ports: DesignPorts | undefined;

/** THE composition root, designs part: the design store and the templates designs are made of. */
export function designPorts(): DesignPorts {
  if (!ports) {
    const { db, tableName } = storePorts();
    const { catalog, privateTemplates } = templatePorts();
    ports = {
      designs: dynamoDesignStore(db, tableName),
      templates: { catalog, privateTemplates },
      now: () => new Date(),
    };
  }
  return ports;
}
