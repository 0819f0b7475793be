import { describe, expect, it } from 'vitest';
import { isDeploymentInProgress as isInProgress } from '#shared/api/deployment-status';
import type { DeploymentDetail } from '#shared/api/deployments';
import { DEPLOYMENT_STATUS_LABELS } from '#shared/messages/deployments';
import { deploymentMessage } from '#test/fixtures/live';
import { makeDeploymentSummary } from '#test/fixtures/web';
import {
  deploymentProgress,
  statusIndicator,
  statusLabel,
  truncateReason,
} from '#web/pages/deployments/deployment-status';
import {
  applyLiveMessage,
  createReadGuard,
  EMPTY_STATE,
  needsFullRead,
  withDetail,
  withList,
  withStatus,
} from '#web/pages/deployments/deployments-state';
import { templateFileName } from '#web/pages/deployments/download-template';

/** The spec's status table (section 4), row by row. */
const SPEC_TABLE: [string, string][] = [
  ['pending', 'Pending'],
  ['validating', 'Validating'],
  ['creating_stack', 'Creating Stack'],
  ['CREATE_IN_PROGRESS', 'Deploying'],
  ['CREATE_COMPLETE', 'Deployed'],
  ['CREATE_FAILED', 'Failed'],
  ['ROLLBACK_IN_PROGRESS', 'Rolling Back'],
  ['ROLLBACK_COMPLETE', 'Rolled Back'],
  ['ROLLBACK_FAILED', 'Rollback Failed'],
  ['UPDATE_IN_PROGRESS', 'Updating'],
  ['UPDATE_COMPLETE', 'Updated'],
  ['DELETE_IN_PROGRESS', 'Deleting'],
];

/** A deployment's detail as GET /api/deployments/{id} gives it: the summary's fields, no resources or events yet. */
function detail(id: string, status: string, extra: Partial<DeploymentDetail> = {}): DeploymentDetail {
  return {
    ...makeDeploymentSummary({ deployment_id: id, stack_name: `stack-${id}`, status }),
    resources: [],
    events: [],
    ...extra,
  };
}
const summary = (d: DeploymentDetail) => {
  const { resources: _r, events: _e, ...rest } = d;
  return rest;
};

describe('deployment status display', () => {
  it.each(SPEC_TABLE)('labels %s as %s', (status, label) => {
    expect(statusLabel(status)).toBe(label);
  });

  it('shows unknown statuses as Pending, with the pending icon', () => {
    for (const status of ['IMPORT_COMPLETE', 'REVIEW_IN_PROGRESS', '', 'deployed']) {
      expect(statusLabel(status)).toBe('Pending');
      expect(statusIndicator(status)).toBe('pending');
    }
  });

  it('polls while pending, validating, creating_stack or in progress, and not after', () => {
    const polling = SPEC_TABLE.map(([status]) => status).filter(isInProgress);
    expect(polling).toEqual([
      'pending',
      'validating',
      'creating_stack',
      'CREATE_IN_PROGRESS',
      'ROLLBACK_IN_PROGRESS',
      'UPDATE_IN_PROGRESS',
      'DELETE_IN_PROGRESS',
    ]);
    expect(isInProgress('DELETE_FAILED')).toBe(false);
  });

  it('marks failures as errors and a finished stack as success', () => {
    expect(statusIndicator('CREATE_FAILED')).toBe('error');
    expect(statusIndicator('ROLLBACK_FAILED')).toBe('error');
    expect(statusIndicator('DELETE_FAILED')).toBe('error');
    expect(statusIndicator('ROLLBACK_COMPLETE')).toBe('warning');
    expect(statusIndicator('CREATE_COMPLETE')).toBe('success');
    expect(statusIndicator('CREATE_IN_PROGRESS')).toBe('in-progress');
    expect(statusIndicator('UPDATE_ROLLBACK_COMPLETE')).toBe('warning');
    expect(statusIndicator('UPDATE_ROLLBACK_IN_PROGRESS')).toBe('in-progress');
    expect(statusLabel('UPDATE_ROLLBACK_COMPLETE')).toBe('Update Rolled Back');
    // a deployment kept in history after its stack was deleted: neither success nor failure
    expect(statusIndicator('DELETE_COMPLETE')).toBe('stopped');
    expect(statusLabel('DELETE_COMPLETE')).toBe('Deleted');
    expect(Object.keys(DEPLOYMENT_STATUS_LABELS)).toEqual([
      ...SPEC_TABLE.map(([s]) => s),
      'DELETE_FAILED',
      'DELETE_COMPLETE',
      'UPDATE_COMPLETE_CLEANUP_IN_PROGRESS',
      'UPDATE_ROLLBACK_IN_PROGRESS',
      'UPDATE_ROLLBACK_COMPLETE_CLEANUP_IN_PROGRESS',
      'UPDATE_ROLLBACK_COMPLETE',
      'UPDATE_ROLLBACK_FAILED',
    ]);
  });

  it('truncates a reason to 50 characters and leaves shorter ones alone', () => {
    const long = 'Resource handler returned message: "The subnet ID does not exist"';
    expect(truncateReason(long)).toBe(`${long.slice(0, 50)}...`);
    expect(truncateReason(long.slice(0, 50))).toBe(long.slice(0, 50));
  });

  it('names the template file after the stack, .json for JSON text', () => {
    expect(templateFileName('web', 'Resources:\n')).toBe('web.yaml');
    expect(templateFileName('web', '  {"Resources": {}}')).toBe('web.json');
  });
});

describe('deployments list state', () => {
  const a = detail('a', 'CREATE_IN_PROGRESS');
  const b = detail('b', 'CREATE_COMPLETE');

  it('replaces the row and its detail with what a live message carries', () => {
    const start = withList(EMPTY_STATE, [summary(a), summary(b)]);
    const done = detail('a', 'CREATE_COMPLETE', {
      resources: [{ logical_id: 'Q', type: 'AWS::SQS::Queue', status: 'CREATE_COMPLETE' }],
    });
    const next = applyLiveMessage(start, { type: 'deployment', ...done });
    expect(next.items).toEqual([summary(done), summary(b)]);
    expect(next.details.a).toEqual(done);
  });

  it('drops a read that was sent before a live message about the same deployment arrived', () => {
    const reads = createReadGuard();
    const early = reads.begin('a');
    const other = reads.begin('b');
    reads.heard('a');
    const late = reads.begin('a');
    expect(early()).toBe(false);
    expect(other()).toBe(true);
    expect(late()).toBe(true);
    reads.heard('a');
    expect(late()).toBe(false);
  });

  it('drops a removed deployment and ignores messages about other things', () => {
    const start = withDetail(withList(EMPTY_STATE, [summary(a), summary(b)]), a);
    const next = applyLiveMessage(start, { type: 'deployment_removed', deployment_id: 'a' });
    expect(next.items).toEqual([summary(b)]);
    expect(next.details).toEqual({});
    expect(applyLiveMessage(next, { type: 'scan', scan_id: 'b', status: 'running', progress: 5 })).toBe(next);
  });

  it('keeps details only for deployments still listed, and shows a delete it asked for at once', () => {
    const start = withDetail(withDetail(withList(EMPTY_STATE, [summary(a), summary(b)]), a), b);
    const reloaded = withList(start, [summary(b)]);
    expect(Object.keys(reloaded.details)).toEqual(['b']);
    const deleting = withStatus(reloaded, 'b', 'DELETE_IN_PROGRESS');
    expect(deleting.items[0]?.status).toBe('DELETE_IN_PROGRESS');
    expect(deleting.details.b?.status).toBe('DELETE_IN_PROGRESS');
  });
  it('keeps the template and events it had when a message came without them (too big for the socket)', () => {
    const full = deploymentMessage({ deployment_id: 'big', template: 'Resources:\n  Big: {}\n' });
    const { type: _t, omitted: _o, ...known } = full;
    const start = withDetail(withList(EMPTY_STATE, [summary(known)]), known);
    const trimmed = deploymentMessage({
      deployment_id: 'big',
      status: 'CREATE_COMPLETE',
      template: '',
      events: [],
      omitted: ['template', 'events'],
    });
    const next = applyLiveMessage(start, trimmed);
    expect(next.items[0]).toMatchObject({ status: 'CREATE_COMPLETE', template: known.template });
    expect(next.details.big?.events).toEqual(known.events);
    expect(next.details.big?.status).toBe('CREATE_COMPLETE');
    // nothing to read for a closed row whose template the page has; an open row needs its events
    expect(needsFullRead(start, trimmed, false)).toBe(false);
    expect(needsFullRead(start, trimmed, true)).toBe(true);
    expect(needsFullRead(start, full, true)).toBe(false);
  });

  it('reads the deployment when a message without its template is the first the page hears of it', () => {
    const trimmed = deploymentMessage({ deployment_id: 'new', template: '', omitted: ['template'] });
    expect(needsFullRead(EMPTY_STATE, trimmed, false)).toBe(true);
    expect(applyLiveMessage(EMPTY_STATE, trimmed).items[0]).toMatchObject({
      deployment_id: 'new',
      template: '',
    });
  });
});

describe('a deployment in progress says how far it has got', () => {
  const resource = (logical_id: string, status: string) => ({ logical_id, type: 'AWS::SQS::Queue', status });
  it('counts the resources done among those listed, for a create, an update and a delete', () => {
    const listed = [
      resource('A', 'CREATE_COMPLETE'),
      resource('B', 'CREATE_IN_PROGRESS'),
      resource('C', 'CREATE_COMPLETE'),
    ];
    expect(deploymentProgress(deploymentMessage({ resources: listed }))).toBe('2 of 3 resources created');
    expect(
      deploymentProgress(
        deploymentMessage({
          status: 'UPDATE_IN_PROGRESS',
          resources: [...listed, resource('D', 'UPDATE_COMPLETE')],
        }),
      ),
    ).toBe('3 of 4 resources updated');
    expect(
      deploymentProgress(
        deploymentMessage({ status: 'DELETE_IN_PROGRESS', resources: [resource('A', 'DELETE_COMPLETE')] }),
      ),
    ).toBe('1 of 1 resource deleted');
  });

  it("counts towards the template's resource count from the first events, not the resources listed so far", () => {
    const listed = [resource('A', 'CREATE_COMPLETE'), resource('B', 'CREATE_IN_PROGRESS')];
    expect(deploymentProgress(deploymentMessage({ resources: listed, resource_total: 14 }))).toBe(
      '1 of 14 resources created',
    );
  });

  it('says nothing once the stack has stopped moving or before anything is listed', () => {
    expect(deploymentProgress(deploymentMessage({ status: 'CREATE_COMPLETE' }))).toBeUndefined();
    expect(deploymentProgress(deploymentMessage({ resources: [] }))).toBeUndefined();
    expect(deploymentProgress(undefined)).toBeUndefined();
  });
});
