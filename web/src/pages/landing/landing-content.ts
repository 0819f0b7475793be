/** Landing page copy, kept apart from the layout so wording changes never touch JSX. */
import type { Tier } from '#shared/billing/plans';
import type { IconName } from './Icon';

export const SECTION_IDS = {
  features: 'features',
  pricing: 'pricing',
  howItWorks: 'how-it-works',
} as const;

export type SectionId = (typeof SECTION_IDS)[keyof typeof SECTION_IDS];

export const NAV_ANCHORS: readonly { label: string; sectionId: SectionId }[] = [
  { label: 'Features', sectionId: SECTION_IDS.features },
  { label: 'Pricing', sectionId: SECTION_IDS.pricing },
  { label: 'How It Works', sectionId: SECTION_IDS.howItWorks },
];

export const HERO = {
  eyebrow: 'Compliant AWS infrastructure, designed by AI',
  // U+2060 (word joiner) keeps "plain-English" on one line; browsers otherwise break after the hyphen.
  headline: 'From a plain-\u2060English brief to a',
  headlineHighlight: 'compliant AWS stack in minutes',
  subheadline:
    'Sahab’s AI agents design your CloudFormation, check it against SAMA, NCA-ECC and CITC before anything is deployed, and ship it to your own AWS account in one click. No access keys ever leave your hands.',
  frameworks: ['SAMA', 'NCA-ECC', 'CITC'],
};

export const STATS: readonly { value: string; caption: string }[] = [
  { value: '10x', caption: 'faster from idea to deployable template' },
  { value: '100%', caption: 'of templates checked before deployment' },
  { value: 'Zero', caption: 'AWS access keys stored' },
  { value: '24/7', caption: 'deployment tracking' },
];

export interface Feature {
  icon: IconName;
  title: string;
  description: string;
}

export const FEATURES: readonly Feature[] = [
  {
    icon: 'agents',
    title: 'AI architecture agents',
    description:
      'A chief architect, a solutions architect, a security reviewer and a cost optimizer work through your brief together and hand back a reviewed design.',
  },
  {
    icon: 'shield',
    title: 'Compliance-ready templates',
    description:
      'Start from a library of CloudFormation templates built with encryption, private networking, least-privilege roles and logging switched on.',
  },
  {
    icon: 'builder',
    title: 'Visual template builder',
    description:
      'See every resource on an architecture diagram, fill in parameters in a guided panel and know when a template is ready to ship.',
  },
  {
    icon: 'deploy',
    title: 'One-click deploy',
    description:
      'Deploy into your own AWS account through a cross-account IAM role with an external ID. Short-lived credentials only, nothing stored.',
  },
  {
    icon: 'scan',
    title: 'SAMA, NCA-ECC and CITC scanner',
    description:
      'Scan templates and live accounts against Saudi regulatory controls, with severity-ranked findings and a remediation for each one.',
  },
  {
    icon: 'pulse',
    title: 'Deployment tracking',
    description:
      'Follow every stack from the first event to its outputs, inspect its resources and jump straight to the AWS console when you need to.',
  },
];

export const STEPS: readonly { title: string; description: string }[] = [
  {
    title: 'Describe',
    description:
      'Tell Sahab what you need in plain English: workload, traffic, data and the frameworks you answer to.',
  },
  {
    title: 'Agents design and review',
    description:
      'The agents produce a CloudFormation template, a diagram and a cost range, then review it for security and compliance.',
  },
  {
    title: 'Configure',
    description:
      'Adjust parameters such as VPC, subnets and instance sizes in the builder until every required value is set.',
  },
  {
    title: 'Deploy and track',
    description:
      'Pick an account and region, deploy in one click and watch the stack come up, resource by resource.',
  },
];

export const PRICING_TEASER = {
  heading: 'Simple plans that grow with you',
  subheading:
    'Every plan includes the AI agents, the compliance scanner and one-click deploys. Pick one to start.',
  /** who each tier suits, from the target users in spec section 1 */
  audience: {
    starter: 'For individual developers',
    pro: 'For small DevOps teams',
    premium: 'For consultancies and larger teams',
  } satisfies Record<Tier, string>,
};

export const CALL_TO_ACTION = {
  heading: 'Ship your next compliant stack this week',
  body: 'Describe it, review it, deploy it. Sahab keeps SAMA, NCA-ECC and CITC in view at every step.',
};

export const FOOTER = {
  tagline: 'AI-designed, compliance-checked AWS infrastructure, deployed into the accounts you own.',
  resources: ['Documentation', 'API Reference', 'Community'],
};
