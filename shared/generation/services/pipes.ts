import type { ServiceSpec } from './types';

/**
 * EventBridge Pipes: not a node of the graph but a way an edge is built. An edge from a queue or
 * stream to a target that cannot poll it is a pipe anyway; naming pipes makes every such edge one.
 */
export const pipes: ServiceSpec = {
  id: 'eventbridge-pipes',
  block_name: 'Pipe',
  family: 'EventBridge',
  namespaces: ['Pipes'],
  label: 'Amazon EventBridge pipe',
  names: /\b(eventbridge pipes?|amazon eventbridge pipes?)\b/,
  phrases: /\b(pipes?)\b/,
  arabic: /(أنابيب|انابيب|بايبس)/,
  cost: 'request',
  // what a pipe can deliver to, from any queue or stream it reads
  sends_to: [
    'lambda',
    'step-functions',
    'sqs',
    'sns',
    'kinesis',
    'firehose',
    'eventbridge',
    'http-endpoint',
    'batch',
  ],
};
