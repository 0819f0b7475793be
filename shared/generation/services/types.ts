import type { WorkloadKind } from '../requirements';
import type { SynthesisContext } from '../synthesis/context';
import type { ServiceNode } from '../synthesis/service-node';
import type { Door } from '../synthesis/wiring';

export type { ServiceNode };

/**
 * Where a family's failures land and the metric that counts them: a function's errors, a
 * dead-letter queue's depth, a workflow's failed runs. Every resource of `type` in a design (or,
 * with `dead_letters_only`, every one another resource names as where its failures go) gets an
 * alarm on it, above zero, on the design's alarm topic (see addFailureAlarms).
 */
export interface FailureWatch {
  type: string;
  namespace: string;
  metric: string;
  statistic: 'Sum' | 'Maximum';
  /** the metric's dimension and its value for the resource of this logical id */
  dimension: { name: string; value: (id: string) => unknown };
  /** ends the alarm's logical id (`HandlerFunctionErrorsAlarm`) */
  suffix: string;
  /** what the alarm says has happened, after the resource's id */
  says: string;
  dead_letters_only?: true;
}

/**
 * How one AWS service family is named, built and connected: the data the offline planner reads a
 * brief with and synthesis builds and wires from. One file per family in this folder.
 */
export interface ServiceSpec {
  /** vocabulary id, kebab-case: `sqs`, `step-functions` */
  id: string;
  /** the plan block's name for it (PascalCase) */
  block_name?: string;
  /** the CloudFormation family its resources belong to (`AWS::<family>::...`), as the benchmark merges them */
  family: string;
  /**
   * The CloudFormation namespaces of what it builds where `family` is none of them (EventBridge's
   * rules and buses are `AWS::Events::*`): a brief's words for it say those types too, so a name or
   * a value said beside them reaches them.
   */
  namespaces?: readonly string[];
  /** how the review names it */
  label: string;
  /** English names and phrases, on the lower-cased brief */
  phrases: RegExp;
  /** Arabic product names ("لامدا", "داينامو"): each names this family wherever it stands */
  arabic?: RegExp;
  /**
   * Arabic generic words for what the family is ("دالة": a function, "طابور": a queue, "موازن
   * أحمال": a load balancer), read as `phrases` are: they name it only where the brief names no
   * product or workload that says otherwise, so a generic word alone never forces one product.
   */
  arabic_phrases?: RegExp;
  /** what it costs: by request, by the hour while it exists, by what it stores, or nothing itself */
  cost: 'request' | 'hourly' | 'storage' | 'none';
  /**
   * There is one of it for the account or the design's domain (an e-mail identity, a GuardDuty
   * detector): a count or "another" said of it is that same one.
   */
  single?: boolean;
  /** lives in a VPC: the design gets a network */
  vpc?: boolean;
  /** what it builds holds data AWS Backup protects (an instance's volumes, a cluster): a brief asking for backups gets a backup plan over it */
  backed_up?: boolean;
  /**
   * it holds each request open until what it starts replies (an API, a load balancer): what it
   * starts answers within seconds, so long work is never that one's (see orientForWork)
   */
  waits?: boolean;
  /** it runs the user's own software (a server): useful on its own, never a thing only a function calls */
  runs_code?: boolean;
  /**
   * its phrases name a time ("every hour", "كل ليلة"), not a thing: read from them, it qualifies
   * its clause's verb ("a function runs every hour and publishes to a topic": the function
   * publishes) and is no verb's subject while the clause names one before it
   */
  time_phrases?: boolean;
  /** where its failures land and what alarm an operator needs on them */
  failures?: readonly FailureWatch[];
  /** how it starts another service: by being polled (queue, stream), by pushing (topic, rule, bucket event), or by calling with its role */
  emits?: 'poll' | 'push' | 'call';
  /** a store that starts others only when the brief says so (a table's stream, a bucket's uploads) */
  source_when?: RegExp;
  /** it reaches others only when the brief says so ("in front of" for a CDN); else it is reached or stands alone */
  sends_when?: RegExp;
  /**
   * it reaches others only where the words after it say so ("schedules that put a message on a
   * queue"): an edge from it is read from the words between it and the next service it names,
   * never added to fill a gap in the graph
   */
  sends_by?: RegExp;
  /** what an edge from it may reach: other ids, or `*` for anything with a target */
  sends_to?: readonly string[];
  /**
   * Of what it may reach, whether it watches `target` by the settings the brief states (an alarm
   * on "messages waiting" watches a queue, not the function beside it): true, false for a family
   * the stated metric is not on, undefined where the settings say nothing of it (where it notifies).
   * Joined to several, it keeps those it watches.
   */
  watches?: (settings: ServiceSettings, target: string) => boolean | undefined;
  /**
   * What a caller needs to send to it or read from it (least privilege on the edge; none when
   * reaching it takes no AWS permission), and what the caller's function is told to reach it by
   * (`env`; its main resource's Ref when not said).
   */
  target?: {
    actions: readonly string[];
    arn: (node: ServiceNode) => unknown;
    env?: (node: ServiceNode) => unknown;
    /** what a caller also needs on the design's key, where the service encrypts what it is sent with it */
    key?: readonly string[];
    /** the actions of `actions` a caller that only reads needs (an edge with `access: 'read'`) */
    read_only?: readonly string[];
  };
  /**
   * The security group a caller in the VPC must be let into, and on which port (an internal load
   * balancer's listener); undefined when no group stands in the way. An edge from a caller with a
   * group of its own adds that one ingress rule, as the design's data stores admit its compute.
   */
  admits?: (ctx: SynthesisContext, node: ServiceNode) => Door | undefined;
  /**
   * Roles a caller hands to the service when it starts it (a task's task and execution roles):
   * the caller may pass exactly these, and only to `to` (the `iam:PassedToService` condition).
   */
  passes?: { to: string; roles: (node: ServiceNode) => unknown[] };
  /**
   * Sources it reads itself, with no function or pipe between (a delivery stream reading a Kinesis
   * stream): `attach` sets it up to read the source's `arn` with its `role`, which the edge grants
   * the source's `read` actions on that ARN.
   */
  reads?: {
    from: readonly string[];
    role: (node: ServiceNode) => string;
    attach: (ctx: SynthesisContext, node: ServiceNode, arn: unknown) => void;
  };
  /**
   * What a service it starts needs on it to use what its event hands over (a bucket's event names
   * an object, which the function it starts must then read): granted to that service's role on
   * the edge, beside the trigger.
   */
  hands_over?: { actions: readonly string[]; arn: (node: ServiceNode) => unknown };
  /** what a poller (Lambda event source mapping, Pipe) needs to read from it, and the ARN it polls */
  read?: readonly string[];
  poll_arn?: (node: ServiceNode) => unknown;
  /**
   * what the same reader needs on other resources than the one it polls: a broker's credentials
   * in their secret, a cluster's topics and consumer groups (IAM authorises those on their own ARNs)
   */
  read_also?: readonly { actions: readonly string[]; arn: (node: ServiceNode) => unknown }[];
  /** what a Lambda event source mapping on it needs beyond the ARN (queues, topics, credentials) */
  poll_params?: (node: ServiceNode) => Record<string, unknown>;
  /** a service used only through the API of the function that calls it (Comprehend, Bedrock) */
  permission_of?: { actions: readonly string[] };
  /**
   * services it cannot work without (a stream for a Firehose delivery, an API for a WebSocket), or
   * what stands behind it by what reaches it (see Need)
   */
  needs?: readonly (string | Need)[];
  /**
   * whether what the brief states of it leaves it needing none of `needs`: a workflow whose every
   * state does its own work (Pass, Wait, Choice...) calls no function the brief never asked for
   */
  needs_none_when?: (settings: ServiceSettings) => boolean;
  /**
   * what its block builds itself (the containers' and servers' own load balancer): an edge to it
   * reaches that service, and that service added only to stand in front of it is its own
   */
  brings?: readonly string[];
  /**
   * not a block: synthesis builds it on an edge between these two (a VPC link on the edge from an
   * API Gateway to a load balancer); named with no such edge, it is listed as not built
   */
  built_on?: readonly (readonly [from: string, to: string])[];
  /**
   * named in a brief, it is what the plain mentions of another service there mean ("EventBridge
   * Scheduler" in a brief whose schedules are made at run time): mentions of `service` whose words
   * match `phrase` are read as this service
   */
  claims?: readonly { service: string; phrase: RegExp }[];
  /**
   * words that name one kind of it (MSK's serverless or provisioned clusters, an API's HTTP or
   * REST flavour, a file server's FTP): refused where the brief asks for the family in other
   * words, they refuse that kind, never the family
   */
  kinds?: RegExp;
  /** words that name a part of one of it (an API's key, its usage plan): said beside it, they mean that one, never one more */
  part_words?: RegExp;
  /** a flow may end at it: fed by a pipe, it gets no function behind it (a bus whose rules are for later consumers) */
  ends_flow?: boolean;
  /** services it brings along by what it is, when the brief does not name them (see Implication) */
  implies?: readonly Implication[];
  /**
   * the resource an edge from it starts at, when its main resource names none of its targets (an
   * IoT topic rule per edge, beside the device policy): the wiring check joins that one to the target
   */
  edge_from?: (from: ServiceNode, to: ServiceNode, ctx: SynthesisContext) => string;
  /**
   * the role its deliveries are made with, when they are made at run time and not in the template
   * (a schedule group's schedules): the wiring check asks that this role may start the target
   */
  delivers_as?: (from: ServiceNode) => string;
  /**
   * For a pushing service that reaches some targets over the network (a load balancer its
   * instances): the security group its traffic comes from, and the targets reached that way. Its
   * `push` lets that group into the target's; the wiring check asks for the rule.
   */
  network_push?: { group: (from: ServiceNode) => string; to: readonly string[] };
  /** for a pushing service: adds what delivers its events to `to` (subscription, rule target, integration) */
  push?: (ctx: SynthesisContext, from: ServiceNode, to: ServiceNode, delivery: Delivery) => void;
  /** lets a pushing service's principal deliver to it by resource policy (Lambda, SQS, SNS); others get a role */
  accept?: (ctx: SynthesisContext, node: ServiceNode, principal: string, source: unknown) => void;
  /** what a caller gets beyond its permissions when it reaches this service (a function mounts a file system) */
  attach?: (ctx: SynthesisContext, caller: ServiceNode, node: ServiceNode, callerSpec: ServiceSpec) => void;
  /** for a caller with a role (a state machine): adds the call to its definition */
  calls?: (ctx: SynthesisContext, from: ServiceNode, to: ServiceNode, arn: unknown) => void;
  /** built by an existing building block: the workload the planner adds for it */
  workload?: WorkloadKind;
  /**
   * A part of an account or a design rather than a workload (a key, a log group, a parameter):
   * named beside a workload ("a web shop, its logs in a log group") it leaves the workload's
   * reading alone; named on its own it is the whole design, and nothing else is added.
   */
  accessory?: true;
  /**
   * What sends to it is usually outside the design (agents, applications, log subscriptions feed a
   * delivery stream): named with nothing of the design sending to it, it stands alone rather than
   * getting a function invented to call it.
   */
  fed_from_outside?: true;
  /** words that name it outright (a product name), which switch the planner to reading services */
  names?: RegExp;
  /**
   * families whose words may say this one's too: a mention of it inside one of theirs is kept
   * beside that one, not taken by it (an alert by e-mail is an alarm and the topic that mails it)
   */
  said_with?: readonly string[];
  /**
   * Words that name it only where the words of their clause say so: a word of several senses
   * ("حاوية": a bucket, or a container) is this family beside `near` ("تحفظها في الحاوية": kept
   * in it), and names nothing of it elsewhere.
   */
  named_near?: readonly { words: RegExp; near: RegExp }[];
  /**
   * Settings a brief states for it ("an express workflow", "a FIFO queue", "a 90 second timeout"),
   * read from the words of the clause that names it (or, with `anywhere`, the whole brief).
   */
  stated_settings?: readonly StatedSetting[];
  /** the zones its stated settings need the network to span (three brokers spread one per zone) */
  zones_for?: (settings: ServiceSettings) => number | undefined;
  /**
   * the family built in its place when the brief refuses public endpoints and this one cannot be
   * private (an HTTP API: a private API is a REST API reached through an execute-api endpoint)
   */
  private_as?: string;
  /**
   * Where the account has it already ("our existing hosted zone"), the design still builds what
   * the brief asks inside it (a record) when the brief states one of the settings `when`: the family is
   * kept with `existing: true` in its settings, and what is not built again is `main_type`.
   */
  existing_kept?: { main_type: string; when: readonly string[] };
  /**
   * Built beside a workload's blocks when the brief states this setting (Route 53 where a site is
   * put on a named domain: the blocks build the site, the family the records that reach it);
   * otherwise a family the blocks do not build is said not built.
   */
  beside_blocks_when?: string;
  /** builds its resources; absent when the family is known but not built (then `why_not` says why) */
  build?: (ctx: SynthesisContext, name: string, settings: ServiceSettings) => ServiceNode;
  why_not?: string;
}

/**
 * What stands behind a service when one of `reached_from` reaches it and nothing stands behind it
 * yet: a load balancer an API Gateway reaches through a VPC link fronts containers, not a function.
 * Listed before the service's other needs, it is read first.
 */
export interface Need {
  /** the vocabulary id that stands behind it */
  service: string;
  reached_from: readonly string[];
}

/**
 * A service one brings along because of what the design is, not because of a word: a private CA
 * issues its certificates through ACM; a domain served over HTTPS needs a certificate; signing in
 * at a load balancer needs an HTTPS listener on the design's own domain.
 */
export interface Implication {
  /** the vocabulary id it adds */
  add: string;
  /** only when one of these is in the design too */
  with?: readonly string[];
  /** never when one of these is in the design */
  unless?: readonly string[];
  /** only when the words that named this service say so ("a public load balancer") */
  named_as?: RegExp;
  /** only when the brief says this of the design ("an internal website") */
  when?: RegExp;

  /** why, as the review says it */
  why: string;
  /** the service added is this one's own: an edge from this one reaches it (an alarm's topic, the server it watches) */
  joined?: boolean;
  /** the service added stands in front of this one: an edge from it reaches this one (a chatbot's API) */
  fronts?: boolean;
}

export type ServiceSettings = Record<string, string | number | boolean>;

/**
 * One setting a brief may state for a service: `words` set `key` to `value`, or, without `value`,
 * to what its first group captures read `as` a kind of quantity the reader knows (a duration in
 * seconds, a size in megabytes, a count, a name, a schedule expression, an IPv4 range).
 */
export interface StatedSetting {
  key: string;
  words: RegExp;
  value?: string | number | boolean;
  /**
   * `attribute`: a name kept as the user wrote it, capitals and all (a table's key `orderId`);
   * `sequence`: every run of names the words say, in the brief's order (a workflow's states), as
   * `name|kind|seconds` entries joined by commas, from the words' named groups: `nameBefore` a
   * name written before the noun, `kindBefore` the kind before it, `nameList` the names listed
   * after a naming word, `nameBare` names right after the noun (kept where written as names),
   * `kindAfter` the kind after, `nameAfter` a name given after that kind, `waitFor`, `waitAhead` and
   * `waitBefore` a duration said after the state, before its kind, or before the state it is waited in;
   * `topic filter`: an MQTT topic filter, a device's placeholder read as "+" ("fleet/<truckId>/gps");
   * `zone`: a time zone by its IANA name or what briefs call it ("Asia/Riyadh", "Riyadh time", "UTC")
   */
  as?:
    | 'seconds'
    | 'megabytes'
    | 'gigabytes'
    | 'vcpu'
    | 'count'
    | 'name'
    | 'attribute'
    | 'schedule'
    | 'sequence'
    | 'cidr'
    | 'topic filter'
    | 'zone';
  /** read on the whole brief, not only the clause that names the service */
  anywhere?: boolean;
  /**
   * Words that open a clause about another thing of the service, whose own words of this setting
   * are that thing's ("a GSI whose partition key is Status and sort key CreatedAt": the index's
   * sort key, not the table's): the setting is not read in it, up to the clause's end (a comma,
   * `.` or `;`).
   */
  notIn?: RegExp;
  /**
   * A count stated on the family's mention in these words sizes one service ("three Kafka
   * brokers", "two DocumentDB instances": one cluster of that many), not more services of it.
   */
  sizes?: boolean;
  /**
   * The least or the most of what `words` names that the brief states in a range or a bound
   * ("between 2 and 12 instances", "min 2 max 8 tasks", "at least 3 nodes", "من ٢ إلى ١٠ سيرفرات";
   * see reading/bounds.ts): `words` are the words of what is counted, the setting takes that end.
   * Read before the family's other settings of the same key.
   */
  bound?: 'min' | 'max';
  /** the value is how many resources of these types the template has (a cluster's instances), as the checklist asserts it */
  counts?: readonly string[];
  /** the largest value the setting takes (a Lambda function's 900 seconds) */
  max?: number;
  /** the smallest (a WAF rate limit's 10 requests) */
  min?: number;
  /** how the requirements checklist names it ("partition key"); the key's words when absent */
  label?: string;
  /**
   * Where the setting shows in the template, so the checklist asserts it: some resource of `types`
   * (every one, with `every`) whose value at `path` equals the stated one (or, with `includes`,
   * one of its values does).
   */
  shows?: {
    types: readonly string[];
    path: string;
    op?: 'equals' | 'includes' | 'contains' | 'set';
    every?: boolean;
    /**
     * other paths the same setting shows at, where one kind of the resource names it otherwise
     * (MySQL's `time_zone` parameter is PostgreSQL's `timezone`): met at any one of them; with
     * `scale`, the value there is the stated one times it (a threshold in milliseconds there)
     */
    also?: readonly (string | { path: string; scale: number })[];
  };
}

/** What a pushing service uses to reach a target: its resource policy, or a role it assumes. */
export interface Delivery {
  /** lets `principal` deliver from `source`; returns the role's ARN when the target needs one */
  allow(principal: string, source: unknown): unknown | undefined;
  /** a role `principal` assumes that may do exactly the target's actions (integrations that always need one) */
  role(principal: string): unknown;
  /** the target's ARN, as the pusher names it */
  arn: unknown;
  /** what starting the target takes (its actions, the roles it is handed), for a pusher that grants it itself */
  start: Pick<ServiceSpec, 'target' | 'passes'>;
}
