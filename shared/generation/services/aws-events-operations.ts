/**
 * The events of day-to-day operations AWS services put on the default bus, as a brief says them
 * ("whenever an EBS snapshot is created", "RDS failover events", "when an alarm goes into ALARM",
 * "when a backup job fails"): read after the events of aws-events.ts, so their words stay narrow.
 * Data only: a new event a brief may speak of is an entry here.
 */
import { nameAfter } from './aws-event-names';
import type { AwsEvent } from './aws-event-shape';

const FAILED_WORDS = /\bfail(?:s|ed|ures?)?\b/;
const COMPLETED_WORDS = /\bcomplet(?:es?|ed|ion)\b|\bfinish(?:es|ed)?\b/;
/** A value a brief gives a field after a verb of becoming ("changes to ALARM", "goes into OK"). */
const becomes = (value: string) =>
  new RegExp(String.raw`\b(?:to|in|into|enters?|is|becomes?|back to)\s+(?:the\s+)?["'“‘]?${value}\b`);

/** The categories RDS gives its events, by the words that say them. */
const RDS_CATEGORIES: readonly (readonly [string, RegExp])[] = [
  ['failover', /\bfail ?overs?\b/],
  ['failure', /\bfailures?\b/],
  ['maintenance', /\bmaintenance\b/],
  ['backup', /\bbackups?\b/],
  ['low storage', /\blow (?:on )?storage\b/],
  ['configuration change', /\bconfiguration changes?\b/],
  ['availability', /\bavailability events?\b/],
  ['deletion', /\bdelet(?:ed|ion)\b/],
  ['creation', /\bcreat(?:ed|ion)\b/],
  ['recovery', /\brecover(?:y|ed)\b/],
];

export const OPERATIONS_EVENTS: readonly AwsEvent[] = [
  {
    source: 'aws.ec2',
    detail_type: 'EBS Snapshot Notification',
    words: /\bebs\b[^.;!?]*?\bsnapshots?\b|\b(?:volume )?snapshots?\b[^.;!?]*?\bebs\b/,
    field: {
      name: 'event',
      values: [
        [
          'createSnapshot',
          /\bcreat(?:ed|es|ion)\b|\bnew snapshots?\b|\bsnapshots? (?:is |are )?(?:taken|made)\b/,
        ],
        ['copySnapshot', /\bcop(?:y|ied|ies)\b/],
        ['shareSnapshot', /\bshar(?:ed|es|ing)\b/],
      ],
    },
  },
  {
    source: 'aws.ec2',
    detail_type: 'EBS Volume Notification',
    words: /\bebs\b[^.;!?]*?\bvolumes?\b[^.;!?]*?\b(?:creat\w*|attach\w*|delet\w*|modif\w*)/,
    field: {
      name: 'event',
      values: [
        ['createVolume', /\bcreat(?:ed|es|ion)\b/],
        ['attachVolume', /\battach(?:ed|es|ment)?\b/],
        ['deleteVolume', /\bdelet(?:ed|es|ion)\b/],
        ['modifyVolume', /\bmodifi(?:ed|es|cation)\b/],
      ],
    },
  },
  {
    source: 'aws.rds',
    detail_type: 'RDS DB Cluster Event',
    words: /\b(?:aurora|db cluster|rds cluster)\b[^.;!?]*?\b(?:events?|fail ?overs?)\b/,
    written: [['SourceIdentifier', nameAfter(String.raw`\b(?:db |rds |aurora )?clusters?`)]],
    field: { name: 'EventCategories', values: RDS_CATEGORIES },
  },
  {
    source: 'aws.rds',
    detail_type: 'RDS DB Instance Event',
    words: /\b(?:rds|db instances?)\b[^.;!?]*?\b(?:events?|fail ?overs?)\b/,
    written: [['SourceIdentifier', nameAfter(String.raw`\b(?:db |rds )?instances?|\bdatabases?`)]],
    field: { name: 'EventCategories', values: RDS_CATEGORIES },
  },
  {
    source: 'aws.ecr',
    detail_type: 'ECR Image Scan',
    words: /\becr\b[^.;!?]*?\bscan\w*|\bimage scan\w*/,
    written: [['repository-name', nameAfter(String.raw`\brepositor(?:y|ies)|\brepos?`)]],
    field: {
      name: 'scan-status',
      values: [
        ['COMPLETE', COMPLETED_WORDS],
        ['FAILED', FAILED_WORDS],
      ],
    },
  },
  {
    source: 'aws.ecr',
    detail_type: 'ECR Image Action',
    words:
      /\becr\b[^.;!?]*?\b(?:push(?:ed|es)?|delet(?:ed|es))\b|\bimages?\b[^.;!?]*?\b(?:pushed|deleted)\b[^.;!?]*?\becr\b/,
    written: [['repository-name', nameAfter(String.raw`\brepositor(?:y|ies)|\brepos?`)]],
    field: {
      name: 'action-type',
      values: [
        ['PUSH', /\bpush(?:ed|es)?\b/],
        ['DELETE', /\bdelet(?:ed|es)\b/],
      ],
    },
  },
  {
    source: 'aws.inspector2',
    detail_type: 'Inspector2 Finding',
    words: /\binspector\b[^.;!?]*?\bfindings?\b|\bfindings?\b[^.;!?]*?\binspector\b/,
    field: {
      name: 'severity',
      values: [
        ['CRITICAL', /\bcritical\b/],
        ['HIGH', /\bhigh\b/],
        ['MEDIUM', /\bmedium\b/],
      ],
    },
  },
  {
    source: 'aws.cloudwatch',
    detail_type: 'CloudWatch Alarm State Change',
    words:
      /\balarms?\b[^.;!?]*?\b(?:state ?changes?|changes? (?:its )?state|goes (?:in)?to|enters?|transitions? to)\b|\balarm state changes?\b/,
    written: [['alarmName', nameAfter(String.raw`\balarms?`)]],
    field: {
      name: 'state.value',
      values: [
        ['ALARM', becomes('alarm')],
        ['OK', becomes('ok')],
        ['INSUFFICIENT_DATA', /\binsufficient[_ ]data\b/],
      ],
    },
  },
  {
    source: 'aws.backup',
    detail_type: 'Backup Job State Change',
    words: /\bbackup jobs?\b[^.;!?]*?\b(?:fail\w*|complet\w*|abort\w*|expire\w*|states?|status)\b/,
    written: [['backupVaultName', nameAfter(String.raw`\b(?:backup )?vaults?`)]],
    field: {
      name: 'state',
      values: [
        ['FAILED', FAILED_WORDS],
        ['COMPLETED', COMPLETED_WORDS],
        ['ABORTED', /\babort(?:s|ed)\b/],
        ['EXPIRED', /\bexpire[sd]\b/],
      ],
    },
  },
  {
    source: 'aws.codedeploy',
    detail_type: 'CodeDeploy Deployment State-change Notification',
    words: /\bcode ?deploy\b[^.;!?]*?\bdeployments?\b|\bdeployments?\b[^.;!?]*?\bcode ?deploy\b/,
    written: [
      ['application', nameAfter(String.raw`\bapplications?|\bapps?`)],
      ['deploymentGroup', nameAfter(String.raw`\bdeployment groups?`)],
    ],
    field: {
      name: 'state',
      values: [
        ['FAILURE', FAILED_WORDS],
        ['SUCCESS', /\bsucce(?:eds?|eded|ss(?:ful|fully)?)\b/],
        ['START', /\bstart(?:s|ed)\b/],
        ['STOP', /\bstop(?:s|ped)\b/],
      ],
    },
  },
];
