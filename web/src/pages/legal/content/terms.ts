import type { LegalDocument } from './types';

/** Terms and Conditions: every point spec section 2 lists, in Sahab's own words. */
export const TERMS: LegalDocument = {
  title: 'Terms and Conditions',
  summary:
    'The rules for using Sahab: what we provide, what we expect from you, how billing works and how disputes are settled.',
  sections: [
    {
      id: 'agreement',
      heading: 'Agreement to these Terms',
      body: [
        'These Terms and Conditions ("Terms") are a binding agreement between you and Sahab ("Sahab", "we", "us") covering the Sahab website, web application and related services (together, the "Service").',
        'By creating an account, starting a subscription or otherwise using the Service you accept these Terms. If you use Sahab for an organisation, you confirm that you may accept these Terms on its behalf, and "you" then includes that organisation. If you do not agree, please do not use the Service.',
      ],
    },
    {
      id: 'service',
      heading: 'The Service',
      body: [
        'Sahab helps you design, check and deploy infrastructure on Amazon Web Services (AWS). You describe what you need in plain English, and AI agents (a chief architect, a lead solutions architect, a security reviewer and a cost optimizer) propose AWS CloudFormation templates, an architecture diagram and a cost estimate. The Service also includes a visual template builder, a template library, a compliance scanner for the SAMA, NCA-ECC and CITC frameworks, and tracking of the deployments you start.',
        'Sahab supports your engineering and compliance work; it does not replace it. Compliance scores, findings and cost estimates are for information. You remain responsible for reviewing every template before you deploy it, for the resources running in your AWS accounts and for meeting your own regulatory obligations.',
      ],
    },
    {
      id: 'accounts',
      heading: 'Your account',
      body: [
        'You sign in through our identity provider. You must give accurate information, keep your sign-in details confidential and tell us promptly if you suspect anyone else has used your account. You are responsible for all activity under your account.',
        'An account belongs to one person and may not be shared. We may suspend an account that we reasonably believe is compromised or is being used in breach of these Terms.',
      ],
    },
    {
      id: 'billing',
      heading: 'Subscriptions and billing',
      body: [
        'Using the product requires a paid subscription to one of our plans (Starter, Pro or Premium). What each plan includes, and its monthly limits, is shown on our pricing page.',
        [
          'Payments are handled by our third-party payment processor. We never see or store your full card details.',
          'Subscriptions are charged in advance for each billing period and renew automatically at the end of every period until you cancel.',
          "If we change the price of your plan, we will give you at least 30 days' notice by e-mail before the new price applies. If you do not accept it, you can cancel before your next renewal.",
          'Applicable taxes are added at checkout where the law requires.',
          'If a payment fails, we may pause your access until the balance is settled.',
        ],
      ],
    },
    {
      id: 'acceptable-use',
      heading: 'Acceptable use',
      body: [
        'You agree not to:',
        [
          'use the Service to break any law or regulation, or to infringe the rights of others;',
          'design or deploy infrastructure meant to attack, probe or disrupt systems you are not authorised to test;',
          "try to reach other users' data or our systems without permission, or test their security without our written consent;",
          'copy, scrape or reverse engineer the Service, or use it to build a competing product;',
          'resell, sublicense or share access outside your subscription, or work around its usage limits;',
          'place an unreasonable load on the Service.',
        ],
        'We may suspend or end access after a serious or repeated breach of these rules.',
      ],
    },
    {
      id: 'aws-integration',
      heading: 'AWS account integration',
      body: [
        'To deploy or scan, you link your own AWS account by creating an IAM role that Sahab may assume. The role carries only the minimal permissions Sahab needs: to create, update, describe and delete the stacks you ask for, and to read resource configuration for compliance scans. Each role is tied to an external ID unique to your Sahab account.',
        'Sahab never asks for and never stores AWS access keys. Each action uses short-lived credentials that AWS issues when the role is assumed. You can withdraw our access at any time by deleting the role or unlinking the account. You remain responsible for what you deploy and for all AWS charges in your accounts.',
      ],
    },
    {
      id: 'intellectual-property',
      heading: 'Intellectual property',
      body: [
        'Sahab, including its software, design, documentation, compliance rules and library templates, belongs to us or our licensors. While your subscription is active you have a limited, non-exclusive, non-transferable right to use it.',
        'You own what you put in (your prompts and parameter values) and, as far as the law allows, the templates, diagrams and reports produced for you. You may use, change and deploy them freely, including after your subscription ends.',
      ],
    },
    {
      id: 'ai-training',
      heading: 'AI features and training',
      body: [
        'AI-generated output can be wrong or incomplete, so review it before you rely on it.',
        'We may use the prompts you submit, with personal data removed, to evaluate and improve our AI agents. You can opt out at any time by contacting support; once you opt out, prompts you submit afterwards are not used for training.',
      ],
    },
    {
      id: 'cancellation',
      heading: 'Cancellation',
      body: [
        'You can cancel your subscription at any time. Cancellation takes effect at the end of the current billing period: you keep access until then, are not charged again, and receive no partial refund for the rest of the period, except as our Refund Policy describes.',
        'We may end these Terms if you materially breach them.',
      ],
    },
    {
      id: 'liability',
      heading: 'Disclaimers and limitation of liability',
      body: [
        'The Service is provided "as is" and "as available". As far as the law allows, we disclaim implied warranties such as merchantability, fitness for a particular purpose and non-infringement, and we do not promise that compliance findings are complete or that the Service will never be interrupted.',
        'As far as the law allows, we are not liable for indirect, incidental, special, consequential or punitive damages, or for lost profits, revenue, data or cloud charges. Our total liability for any claim about the Service is capped at the total you paid us in the 12 months before the event that gave rise to the claim.',
      ],
    },
    {
      id: 'indemnification',
      heading: 'Indemnification',
      body: [
        'You will defend, indemnify and hold harmless Sahab and its officers, employees and agents against claims, losses and costs (including reasonable legal fees) that arise from your use of the Service, the infrastructure you deploy, the content you provide, or your breach of these Terms or of any law.',
      ],
    },
    {
      id: 'governing-law',
      heading: 'Governing law and disputes',
      body: [
        'These Terms are governed by the laws of the United States, without regard to conflict-of-law rules.',
        'Any dispute arising from these Terms or the Service will be settled by final and binding arbitration in the United States, on an individual basis, rather than in court. Either side may still bring an individual claim in small-claims court or ask a court for urgent injunctive relief. You and Sahab each give up the right to a jury trial and to take part in a class action.',
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to these Terms',
      body: [
        'We may update these Terms. Before a material change takes effect we will tell you by e-mail or in the product. Continuing to use the Service after that date means you accept the updated Terms.',
      ],
    },
  ],
};
