import type { ResidencySettings } from '#shared/residency/settings';

export type StoredResidency = ResidencySettings & { updated_at: string };

/** Each user's own residency setting; absent until they save one. */
export interface ResidencySettingsStore {
  get(userId: string): Promise<StoredResidency | undefined>;
  put(userId: string, settings: StoredResidency): Promise<void>;
}
