import type {
  TwoFactorEnableResponse,
  TwoFactorSetting,
  TwoFactorSetupResponse,
  TwoFactorStatus,
} from '@site/shared';
import { adminRequest, type PortalSession } from './admin-api.ts';

/** The calls of the two-factor panel (decision 050). */
export const TWO_FACTOR_STATUS_KEY = ['two-factor', 'status'] as const;
export const TWO_FACTOR_SETTING_KEY = ['two-factor', 'setting'] as const;

export const fetchTwoFactorStatus = (session: PortalSession, signal?: AbortSignal) =>
  adminRequest<TwoFactorStatus>(session, '/auth/2fa', { signal });

export const startTwoFactorSetup = (session: PortalSession) =>
  adminRequest<TwoFactorSetupResponse>(session, '/auth/2fa/setup', { method: 'POST' });

export const enableTwoFactor = (session: PortalSession, code: string) =>
  adminRequest<TwoFactorEnableResponse>(session, '/auth/2fa/enable', {
    method: 'POST',
    json: { code },
  });

export const disableTwoFactor = (session: PortalSession, code: string) =>
  adminRequest<null>(session, '/auth/2fa/disable', { method: 'POST', json: { code } });

export const fetchTwoFactorSetting = (session: PortalSession, signal?: AbortSignal) =>
  adminRequest<TwoFactorSetting>(session, '/admin/settings/two-factor', { signal });

export const saveTwoFactorSetting = (session: PortalSession, required: boolean) =>
  adminRequest<TwoFactorSetting>(session, '/admin/settings/two-factor', {
    method: 'PUT',
    json: { required },
  });
