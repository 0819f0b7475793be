/** How one resource refers to another in the template. */
export type EdgeKind = 'Ref' | 'GetAtt' | 'Sub' | 'DependsOn';

export interface DiagramNode {
  /** the resource's logical id */
  id: string;
  type: string;
  /** the second segment of the type (`EC2` in `AWS::EC2::Instance`) */
  service: string;
  /** the spec's label for the service, or the service's raw name */
  serviceLabel: string;
  /** the third segment of the type (`Instance`) */
  kind: string;
  /** what the diagram calls this type ("NAT gateway", "Route table", "S3 bucket") */
  typeLabel: string;
  /** the container it sits in (a VPC, a subnet tier or a subnet) */
  parent?: string;
  /** the resources folded into this box (routes, policies, roles it alone uses...), outermost first */
  members: string[];
}

export type ContainerKind = 'vpc' | 'tier' | 'subnet';
export type SubnetTier = 'public' | 'private' | 'isolated' | 'other';

/** A compound node: a VPC or subnet of the template (id = its logical id), or a VPC's subnet tier. */
export interface DiagramContainer {
  id: string;
  kind: ContainerKind;
  label: string;
  parent?: string;
  /** the template resource it stands for (absent for a tier) */
  type?: string;
  /** a tier's kind; a subnet's tier */
  tier?: SubnetTier;
  /** a subnet's Availability Zone ("Availability Zone 1" or a zone name), when known */
  zone?: string;
  /** a tier's subnets (each may also have a box of its own when something sits in it alone) */
  subnets?: { id: string; zone?: string }[];
  /** resources folded into the box (route tables, flow logs, endpoints...) */
  members: string[];
}

/** Every resource of the template and the box it is drawn as (itself, or the box it folds into). */
export interface DiagramResource {
  id: string;
  type: string;
  typeLabel: string;
  /** the node or container that shows it: its own id when it has a box of its own */
  shownIn: string;
  /** resolved properties, when asked for (`withProperties`) */
  properties?: Record<string, unknown>;
}

export interface DiagramEdge {
  id: string;
  /** the resource that refers */
  source: string;
  /** the resource referred to */
  target: string;
  kinds: EdgeKind[];
}

export interface ServiceGroup {
  service: string;
  label: string;
  count: number;
  resourceIds: string[];
}

export interface DiagramGraph {
  nodes: DiagramNode[];
  containers: DiagramContainer[];
  edges: DiagramEdge[];
  /** resources grouped by service label, largest group first */
  groups: ServiceGroup[];
  /** every resource of the template, in template order */
  resources: DiagramResource[];
}

export interface Point {
  x: number;
  y: number;
}

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface DiagramLayout {
  width: number;
  height: number;
  nodes: (DiagramNode & Box)[];
  containers: (DiagramContainer & Box)[];
  edges: (DiagramEdge & { points: Point[] })[];
}
