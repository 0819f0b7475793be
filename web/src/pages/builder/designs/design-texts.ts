/** The designs composer's own texts (the spec names none of them), in one place for the tests. */
export const DESIGN_TEXTS = {
  myDesigns: 'My designs',
  newDesign: 'New design',
  addToDesign: 'Add to design',
  addTemplate: 'Add template',
  connect: 'Connect',
  loadingDesigns: 'Loading your designs...',
  designsFailed: 'Your designs could not be loaded.',
  noDesigns:
    'No designs yet. A design puts several templates together, feeds the outputs of one into the parameters of another, and deploys them as one stack.',
  loadingDesign: 'Loading the design...',
  emptyDesign: 'This design has no templates yet',
  emptyDesignHint: 'Add a template to start it. The design is saved as soon as it holds its first template.',
  deleteTitle: 'Delete design',
  deleteConfirm: (name: string) =>
    `Delete the design "${name}"? Its templates and connections are removed; stacks already deployed from it stay.`,
  removeTitle: 'Remove template',
  removeConfirm: (name: string) =>
    `Remove ${name} from the design? Its connections to other templates are removed with it.`,
  noConnections: 'No connections yet. Connect an output of one template to a parameter of another.',
  noCompatible: 'No other template in this design has a free parameter this output can feed.',
  validationOk: 'The composed template passes validation.',
  missingValues: (count: number) => `${count} required value${count === 1 ? '' : 's'} missing`,
} as const;
