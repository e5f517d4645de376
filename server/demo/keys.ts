import type { ServerConfig } from '../config';
import { DEMO_ACCOUNT } from './catalogue/generate';
import type { AccountId } from './catalogue/model';

/**
 * The demo API keys (documented in the README). Each stands for an account with a
 * subscription; `customised` accounts get their own catalogue on v2.
 */
export interface DemoKey {
  key: string;
  account: AccountId;
  customised: boolean;
  active: boolean;
  apiAccess: boolean;
  callsLimit: number;
  subscriptionId: number;
  created: string;
  startDate: string;
  endDate: string;
  catalogProfile: string;
}

export function demoKeys(config: ServerConfig): Map<string, DemoKey> {
  const { demoCallsLimit, limitedCallsLimit } = config.demo;
  const base = {
    created: '2024-12-04T08:05:15+00:00',
    startDate: '2025-01-01T00:00:00+00:00',
    endDate: '2027-12-31T23:59:59+00:00',
    active: true,
    apiAccess: true,
  };
  const keys: DemoKey[] = [
    { ...base, key: 'demo', account: DEMO_ACCOUNT, customised: true, callsLimit: demoCallsLimit, subscriptionId: 1001, catalogProfile: 'customised' },
    { ...base, key: 'demo-shared', account: 'workshop-shared', customised: false, callsLimit: demoCallsLimit, subscriptionId: 1002, catalogProfile: 'shared' },
    {
      ...base,
      key: 'demo-inactive',
      account: 'workshop-expired',
      customised: false,
      callsLimit: demoCallsLimit,
      subscriptionId: 1003,
      catalogProfile: 'shared',
      endDate: '2025-06-30T23:59:59+00:00',
      active: false,
    },
    {
      ...base,
      key: 'demo-limited',
      account: 'workshop-limited',
      customised: false,
      callsLimit: limitedCallsLimit,
      subscriptionId: 1004,
      catalogProfile: 'shared',
    },
  ];
  return new Map(keys.map((key) => [key.key, key]));
}

export function subscriptionBody(key: DemoKey) {
  return {
    api_key: key.key,
    scopes: ['vdb_read'],
    calls_limit: key.callsLimit,
    created: key.created,
    subscription: {
      id: key.subscriptionId,
      start_date: key.startDate,
      end_date: key.endDate,
      catalog_profile: key.catalogProfile,
      api_access: key.apiAccess,
      is_active: key.active,
    },
  };
}

/** The key of an `Authorization: Bearer <key>` header, or undefined. */
export function bearerToken(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const match = /^Bearer[ ]+([^\s]+)\s*$/i.exec(header);
  return match?.[1];
}
