import type { ResidencySettingsStore } from '../ports/residency-settings';
import { dynamoResidencySettings } from '../store/residency-settings';
import { storePorts } from './store';

/** The settings area of the composition root: each user's own settings. */
export interface SettingsPorts {
  residency: ResidencySettingsStore;
}

let ports: SettingsPorts | undefined;

export function settingsPorts(): SettingsPorts {
  if (!ports) {
    const store = storePorts();
    ports = { residency: dynamoResidencySettings(store.db, store.tableName) };
  }
  return ports;
}
