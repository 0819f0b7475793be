/** What a built service exposes to the edges that reach it. */
export interface ServiceNode {
  service: string;
  name: string;
  /** logical id of its main resource */
  main: string;
  /** the IAM role it acts with (function, state machine, task), when it calls others */
  role?: string;
  /** for Lambda: the function's logical id */
  fn?: string;
  /** the security group it sends from, when it runs in the VPC (a function, a task) */
  group?: string;
  /** what the brief states of it (a Kafka topic its consumers read): its block's settings */
  settings?: Readonly<Record<string, unknown>>;
}
