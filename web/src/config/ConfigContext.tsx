import { createContext, type ReactNode, useContext } from 'react';
import type { RuntimeConfig } from './runtime-config';

const ConfigContext = createContext<RuntimeConfig | undefined>(undefined);

export function ConfigProvider({ config, children }: { config: RuntimeConfig; children: ReactNode }) {
  return <ConfigContext.Provider value={config}>{children}</ConfigContext.Provider>;
}

export function useConfig(): RuntimeConfig {
  const config = useContext(ConfigContext);
  if (!config) throw new Error('useConfig() must be used inside <ConfigProvider>');
  return config;
}
