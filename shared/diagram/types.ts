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
  /** the container it sits in (a VPC, an Availability Zone or a subnet) */
  parent?: string;
}

export type ContainerKind = 'vpc' | 'az' | 'subnet';

/** A compound node: a VPC or subnet of the template (id = its logical id), or an Availability Zone. */
export interface DiagramContainer {
  id: string;
  kind: ContainerKind;
  label: string;
  parent?: string;
  /** the template resource it stands for (absent for an Availability Zone) */
  type?: string;
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
