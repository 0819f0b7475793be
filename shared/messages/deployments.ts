/** The deployments page in the app's own words (the spec's are DEPLOYMENTS in shared/messages.ts). */
export const DEPLOYMENTS_VIEW = {
  /** the headers of the resources and events tables (not spec text) */
  columns: {
    time: 'Time',
    logicalId: 'Logical ID',
    physicalId: 'Physical ID',
    type: 'Type',
    status: 'Status',
    reason: 'Reason',
  },
  stackName: 'Stack name',
  stackStatus: 'Stack status',
  region: 'Region',
  stackId: 'Stack ID',
  account: 'Account',
  statusReason: 'Status reason',
  created: 'Created',
  diagram: 'Diagram',
  /** under the stack's name: where it is and when it was made */
  itemDescription: (region: string, account: string, created: string) =>
    `${region} · account ${account} · created ${created}`,
} as const;
