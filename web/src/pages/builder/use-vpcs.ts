import { useCallback, useEffect, useState } from 'react';
import type { z } from 'zod';
import type { securityGroupSchema, subnetSchema, vpcSchema } from '#shared/accounts/api-schemas';
import {
  awsResourcesSecurityGroups,
  awsResourcesSubnets,
  awsResourcesVpcs,
} from '#shared/api/endpoints/aws-resources';
import { ERRORS } from '#shared/messages/feedback';
import { ApiError, apiCall } from '#web/api/client';
import { useNotifications } from '../../notifications/NotificationsContext';

export type Vpc = z.infer<typeof vpcSchema>;
export type Subnet = z.infer<typeof subnetSchema>;
export type SecurityGroup = z.infer<typeof securityGroupSchema>;

/**
 * The toast for a failed listing (spec section 8): the server's words when it gave any, the
 * 'load' fallback for a server failure, the 'fetch' one when the call never got an answer.
 */
function failure(error: unknown, load: string, fetchFailed: string): string {
  if (error instanceof ApiError) return error.status < 500 && error.detail ? error.detail : load;
  return fetchFailed;
}

/** The VPCs of an account in a region, with a reload. Nothing is asked without an account. */
export function useVpcs(accountId: string | undefined, region: string) {
  const { notify } = useNotifications();
  const [vpcs, setVpcs] = useState<Vpc[]>([]);
  const [loading, setLoading] = useState(false);
  const reload = useCallback(async () => {
    if (!accountId) return setVpcs([]);
    setLoading(true);
    try {
      const answer = await apiCall(awsResourcesVpcs, { query: { aws_account_id: accountId, region } });
      if (answer.success) setVpcs(answer.vpcs);
      else {
        setVpcs([]);
        notify({ id: 'vpcs', type: 'error', header: answer.error || ERRORS.loadVpcsFromAccount });
      }
    } catch (error) {
      notify({ id: 'vpcs', type: 'error', header: failure(error, ERRORS.loadVpcs, ERRORS.fetchVpcs) });
    } finally {
      setLoading(false);
    }
  }, [accountId, region, notify]);
  useEffect(() => {
    void reload();
  }, [reload]);
  return { vpcs, loading, reload };
}

/**
 * The subnets of the chosen VPC; none until a VPC is chosen. `listedFor` is the VPC the list
 * belongs to (it lags a change of VPC until the new list arrives).
 */
export function useSubnets(accountId: string | undefined, region: string, vpcId: string) {
  const { notify } = useNotifications();
  const [subnets, setSubnets] = useState<Subnet[]>([]);
  const [listedFor, setListedFor] = useState('');
  const [loading, setLoading] = useState(false);
  const reload = useCallback(async () => {
    if (!accountId || !vpcId) {
      setListedFor('');
      return setSubnets([]);
    }
    setLoading(true);
    try {
      const answer = await apiCall(awsResourcesSubnets, {
        query: { aws_account_id: accountId, vpc_id: vpcId, region },
      });
      setSubnets(answer.success ? answer.subnets : []);
      setListedFor(vpcId);
      if (!answer.success)
        notify({ id: 'subnets', type: 'error', header: answer.error || ERRORS.loadSubnets });
    } catch (error) {
      notify({
        id: 'subnets',
        type: 'error',
        header: failure(error, ERRORS.loadSubnets, ERRORS.fetchSubnets),
      });
    } finally {
      setLoading(false);
    }
  }, [accountId, region, vpcId, notify]);
  useEffect(() => {
    void reload();
  }, [reload]);
  return { subnets, loading, reload, listedFor };
}

/** The security groups of the chosen VPC, for security-group parameters; none until one is chosen. */
export function useSecurityGroups(accountId: string | undefined, region: string, vpcId: string) {
  const { notify } = useNotifications();
  const [groups, setGroups] = useState<SecurityGroup[]>([]);
  const [loading, setLoading] = useState(false);
  const reload = useCallback(async () => {
    if (!accountId || !vpcId) return setGroups([]);
    setLoading(true);
    try {
      const answer = await apiCall(awsResourcesSecurityGroups, {
        query: { aws_account_id: accountId, vpc_id: vpcId, region },
      });
      setGroups(answer.success ? answer.security_groups : []);
      if (!answer.success)
        notify({ id: 'security-groups', type: 'error', header: answer.error || ERRORS.loadSecurityGroups });
    } catch (error) {
      notify({
        id: 'security-groups',
        type: 'error',
        header: failure(error, ERRORS.loadSecurityGroups, ERRORS.fetchSecurityGroups),
      });
    } finally {
      setLoading(false);
    }
  }, [accountId, region, vpcId, notify]);
  useEffect(() => {
    void reload();
  }, [reload]);
  return { groups, loading, reload };
}
