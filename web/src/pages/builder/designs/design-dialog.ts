/** Which dialog or panel of the design view is open. */
export type DesignDialog =
  | { kind: 'add' }
  | { kind: 'connect' }
  | { kind: 'deploy' }
  | { kind: 'edit'; instanceId: string; resource?: string }
  | { kind: 'rename'; instanceId: string }
  | { kind: 'remove'; instanceId: string };
