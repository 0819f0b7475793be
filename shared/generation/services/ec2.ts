import { INSTANCE_TYPE } from './ec2-instance';
import type { ServiceSpec } from './types';

/** What a fleet of servers counts: its servers, instances, machines ("2 to 6 instances", "لدرزن سيرفر"). */
const FLEET_MEMBERS =
  /\b(?:servers?|instances?|machines?|vms?|boxes|hosts?|nodes?|ec2s?)\b|(?:سيرفر|سيرفرات|خادم|خوادم|مثيل|مثيلات|نسخ|نسخة)(?![\u0621-\u064a])/;

/**
 * A server the brief runs on EC2 (an NGINX host, an application server): the web-servers block,
 * instances in private subnets behind its own load balancer. Only a server or instance said to
 * run something counts; EC2 named for other reasons (its events, snapshots) is not a server to build.
 */
export const ec2: ServiceSpec = {
  id: 'ec2',
  family: 'EC2',
  label: 'Amazon EC2 instances behind a load balancer',
  // servers, or EC2 as a place to run; "on an EC2 instance" is one server (ec2-instance); "two EC2 instances" a fleet
  // an Auto Scaling group is a fleet by name ("an ASG of t3.small instances", "مجموعة توسع تلقائي")
  names:
    /\b(auto[ -]?scaling groups?|asgs?|\d+ (?:amazon )?ec2 (?:servers|instances|hosts|vms)|(on|in) (?!an? (?:private |public )?(?:amazon )?ec2 (?:server|instance|host)\b)(an? )?(private |public )?(amazon )?ec2 (servers?|instances?|hosts?)|(hosted|running|runs) on (an? )?(private )?(amazon )?(ec2|elastic compute cloud)(?! (?:instance|server|host)\b))\b/,
  phrases: /$^/,
  arabic:
    /(((على|في) )?(خادم|خوادم|مثيل|مثيلات) ec2|مجموع[ةه] (?:ال)?توسع (?:ال)?تلقائي|[أا]وتو ?سك(?:ي)?ل(?:ي)?ن[قجغك] (?:قروب|جروب|غروب))/,
  cost: 'hourly',
  runs_code: true,
  // named beside servers said to run on EC2 (or their group), an instance type is theirs, alone or
  // with a plural noun ("t3.small instances"), not a server of its own
  claims: [
    {
      service: 'ec2-instance',
      phrase: new RegExp(
        `^${INSTANCE_TYPE}(?:\\s+(?:ec2\\s+)?(?:instances|servers|vms|machines|boxes|hosts|nodes))?$|^(?:سيرفر|سيرفرات|خادم|خوادم)$`,
      ),
    },
  ],
  // what a brief states of its servers: the web-servers block's options
  stated_settings: [
    {
      key: 'instance_type',
      words: /\b([a-z]\d[a-z0-9]*\.(?:nano|micro|small|medium|large|\d*xlarge|metal))\b/,
      as: 'name',
    },
    // "between 2 and 12 instances", "scale from 2 to 10", "من ٢ إلى ١٠ سيرفرات": the fleet's least and most
    { key: 'min_instances', bound: 'min', words: FLEET_MEMBERS, as: 'count' },
    { key: 'max_instances', bound: 'max', words: FLEET_MEMBERS, as: 'count' },
    // said in a sentence of its own, what is bounded is said by name ("It should grow to a dozen boxes.")
    { key: 'min_instances', bound: 'min', words: FLEET_MEMBERS, as: 'count', anywhere: true },
    { key: 'max_instances', bound: 'max', words: FLEET_MEMBERS, as: 'count', anywhere: true },
    {
      key: 'min_instances',
      words:
        /\b(\d+)(?:\s+(?:[\w.-]+\s+){0,3}?|-)(?:servers?|instances?|machines?|vms?)\b|(\d+)\s+(?:خوادم|سيرفرات)/,
      as: 'count',
    },
    { key: 'min_instances', words: /(?:خادم|سيرفر)(?:ين|ان)(?![\u0621-\u064A])/, value: 2 },
    { key: 'max_instances', words: /\b(?:grow|scale(?: out)?|up) to (\d+)\b/, as: 'count' },
  ],
  workload: 'web-app',
  // the web-servers block's own load balancer is what an edge to the servers reaches
  brings: ['load-balancer'],
};
