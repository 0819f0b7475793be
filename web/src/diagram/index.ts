export { ArchitectureDiagram, type ArchitectureDiagramProps } from './ArchitectureDiagram';
