import type { TemplateConnection, TemplateInstance } from '#shared/api/designs';

/**
 * A design as stored: its instance names and its connections live in this one item, written only
 * when its `version` is still the one read, so a name can be taken once and a parameter fed once,
 * and no two concurrent connections close a cycle (the table has no transactions).
 */
export interface DesignRecord {
  design_id: string;
  version: number;
  /** instance name -> the instance holding it, and when it was taken (an unfinished add ages out) */
  names: Record<string, { instance_id: string; taken_at: string }>;
  /** by connection id */
  connections: Record<string, TemplateConnection>;
  created_at: string;
  updated_at: string;
}

/** Designs, their instances and connections, in their owner's partition. */
export interface DesignStore {
  /**
   * Claims a design id for the user (ids are chosen by the caller, so they are claimed across
   * users): true when it is now, or already was, the user's; false when another user holds it.
   */
  claim(userId: string, designId: string): Promise<boolean>;
  /** Lets the id go again; only the user's own claim is removed. */
  unclaim(userId: string, designId: string): Promise<void>;
  get(userId: string, designId: string): Promise<DesignRecord | undefined>;
  list(userId: string): Promise<DesignRecord[]>;
  /**
   * Writes the design if its stored version is still `expected` (undefined: it must not exist yet);
   * false when someone changed it meanwhile (nothing written).
   */
  save(userId: string, design: DesignRecord, expected: number | undefined): Promise<boolean>;
  /** Bumps `updated_at` of an existing design (a moved or re-valued instance). */
  touch(userId: string, designId: string, at: string): Promise<void>;
  /** Idempotent. */
  remove(userId: string, designId: string): Promise<void>;
  /**
   * Writes an instance: `create` only if its id is new, `replace` only if it still exists (a
   * deleted instance is never brought back by a late update). False when that did not hold.
   */
  putInstance(userId: string, instance: TemplateInstance, mode: 'create' | 'replace'): Promise<boolean>;
  getInstance(userId: string, instanceId: string): Promise<TemplateInstance | undefined>;
  /** every instance of the user, or of one design */
  listInstances(userId: string, designId?: string): Promise<TemplateInstance[]>;
  /** Idempotent. */
  removeInstance(userId: string, instanceId: string): Promise<void>;
}
