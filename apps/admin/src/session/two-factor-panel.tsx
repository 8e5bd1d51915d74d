import type { TwoFactorSetupResponse } from '@site/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useAdminMessages } from '../app/admin-messages.ts';
import { RecoveryCodesList } from './recovery-codes-list.tsx';
import { useSession } from './session-context.tsx';
import { TwoFactorCodeField } from './two-factor-code-field.tsx';
import { TwoFactorQrCode } from './two-factor-qr-code.tsx';
import {
  disableTwoFactor,
  enableTwoFactor,
  fetchTwoFactorSetting,
  fetchTwoFactorStatus,
  saveTwoFactorSetting,
  startTwoFactorSetup,
  TWO_FACTOR_SETTING_KEY,
  TWO_FACTOR_STATUS_KEY,
} from '../api/two-factor-api.ts';
import { secondaryButton, smallPrimaryButton } from '../components/list-panel.tsx';
import { PanelSection } from '../components/panel-section.tsx';

/** The key in groups of four, as the apps show it. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/** Two-factor sign-in for the signed-in person (decision 050): set up with a QR code (drawn here)
 * or the key as text, confirm with a code, see the ten recovery codes once, turn off with a code;
 * for administrators, the switch that requires it for every account. Self-contained: any part of
 * the signed-in portal (session-context.tsx) can host it. */
export function TwoFactorPanel() {
  const { token: session, user } = useSession();
  const queryClient = useQueryClient();
  const { dismiss, notify } = useAdminMessages();
  const status = useQuery({
    queryKey: TWO_FACTOR_STATUS_KEY,
    queryFn: ({ signal }) => fetchTwoFactorStatus(session, signal),
    enabled: session !== null,
  });
  const [pending, setPending] = useState<TwoFactorSetupResponse | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const [code, setCode] = useState('');
  const startRef = useRef<HTMLButtonElement>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['two-factor'] });

  const setup = useMutation({
    mutationFn: () => startTwoFactorSetup(session),
    meta: { refused: (error) => `Two-factor set-up failed: ${error}` },
    onSuccess: (answer) => {
      dismiss();
      setCode('');
      setPending(answer);
    },
  });
  const enable = useMutation({
    mutationFn: () => enableTwoFactor(session, code.trim()),
    meta: { refused: (error) => `Two-factor sign-in was not turned on: ${error}` },
    onSuccess: ({ recoveryCodes: codes }) => {
      dismiss();
      setPending(null);
      setCode('');
      // The state is refreshed once the codes are put away: a portal limited to the set-up opens
      // only then, and the codes stay on screen until the person says they are saved.
      setRecoveryCodes(codes);
    },
  });
  const disable = useMutation({
    mutationFn: () => disableTwoFactor(session, code.trim()),
    meta: { refused: (error) => `Two-factor sign-in was not turned off: ${error}` },
    onSuccess: () => {
      setCode('');
      notify('success', 'Two-factor sign-in is off.');
      void refresh();
    },
  });

  function submitEnable(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    enable.mutate();
  }
  function submitDisable(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    disable.mutate();
  }

  const state = status.data;
  return (
    <PanelSection title="Two-factor sign-in" id="admin-two-factor" roomy>
      {!state ? (
        <p className="mt-2 text-sm text-slate-700" role="status">
          {status.isError ? 'The two-factor state could not be loaded.' : 'Loading…'}
        </p>
      ) : recoveryCodes ? (
        <RecoveryCodesList
          codes={recoveryCodes}
          onDone={() => {
            setRecoveryCodes(null);
            notify('success', 'Two-factor sign-in is on.');
            void refresh();
          }}
        />
      ) : state.enabled ? (
        <form onSubmit={submitDisable} className="mt-3 max-w-md space-y-4">
          <p className="text-sm text-slate-700">
            <strong className="text-green-800">On.</strong> Signing in asks for a code from your
            authenticator app. {state.recoveryCodesLeft} of 10 recovery codes left.
          </p>
          <TwoFactorCodeField value={code} onChange={setCode} eitherKind />
          <button type="submit" disabled={disable.isPending} className={secondaryButton}>
            {disable.isPending ? 'Turning off…' : 'Turn off two-factor sign-in'}
          </button>
        </form>
      ) : pending ? (
        <PendingSetup
          pending={pending}
          code={code}
          onCode={setCode}
          busy={enable.isPending}
          onSubmit={submitEnable}
          onCancel={() => {
            setPending(null);
            setCode('');
            startRef.current?.focus();
          }}
        />
      ) : (
        <div className="mt-3 space-y-3">
          <p className="text-sm text-slate-700">
            <strong>Off.</strong> With two-factor sign-in, a stolen password is not enough: signing
            in also asks for a code from an app on your phone (Google Authenticator, Microsoft
            Authenticator, 1Password …).
          </p>
          <button
            ref={startRef}
            type="button"
            onClick={() => setup.mutate()}
            disabled={setup.isPending}
            className={smallPrimaryButton}
          >
            Set up two-factor sign-in
          </button>
        </div>
      )}
      {user.role === 'admin' && state?.enabled && <RequireForEveryone />}
    </PanelSection>
  );
}

type PendingSetupProps = {
  pending: TwoFactorSetupResponse;
  code: string;
  onCode: (code: string) => void;
  busy: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onCancel: () => void;
};

function PendingSetup({ pending, code, onCode, busy, onSubmit, onCancel }: PendingSetupProps) {
  const keyLabelId = useId();
  const stepsRef = useRef<HTMLOListElement>(null);
  useEffect(() => {
    stepsRef.current?.focus();
  }, []);
  return (
    <form onSubmit={onSubmit} className="mt-3 space-y-4">
      <ol
        ref={stepsRef}
        tabIndex={-1}
        aria-label="Set-up steps"
        className="list-decimal space-y-3 pl-5 text-sm text-slate-800"
      >
        <li>
          Scan this QR code with your authenticator app:
          <div className="mt-2">
            <TwoFactorQrCode uri={pending.otpauthUrl} />
          </div>
        </li>
        <li>
          <span id={keyLabelId}>Or type this setup key in the app</span>:{' '}
          <code
            aria-labelledby={keyLabelId}
            className="rounded bg-slate-100 px-2 py-1 font-mono text-sm break-all text-slate-900 select-all"
          >
            {grouped(pending.secret)}
          </code>
        </li>
        <li>Enter the six-digit code the app shows, to confirm.</li>
      </ol>
      <div className="max-w-xs">
        <TwoFactorCodeField value={code} onChange={onCode} />
      </div>
      <div className="flex flex-wrap gap-3">
        <button type="submit" disabled={busy} className={smallPrimaryButton}>
          {busy ? 'Turning on…' : 'Turn on two-factor sign-in'}
        </button>
        <button type="button" onClick={onCancel} className={secondaryButton}>
          Cancel
        </button>
      </div>
    </form>
  );
}

/** The administrators' switch: two-factor sign-in for every account. */
function RequireForEveryone() {
  const { token: session } = useSession();
  const queryClient = useQueryClient();
  const { notify } = useAdminMessages();
  const setting = useQuery({
    queryKey: TWO_FACTOR_SETTING_KEY,
    queryFn: ({ signal }) => fetchTwoFactorSetting(session, signal),
    enabled: session !== null,
  });
  const save = useMutation({
    mutationFn: (required: boolean) => saveTwoFactorSetting(session, required),
    meta: { refused: (error) => `The setting was not changed: ${error}` },
    onSuccess: ({ required }) => {
      notify(
        'success',
        required
          ? 'Two-factor sign-in is now required for every account.'
          : 'Two-factor sign-in is no longer required.',
      );
      void queryClient.invalidateQueries({ queryKey: ['two-factor'] });
    },
  });
  if (!setting.data) return null;
  return (
    <div className="mt-5 border-t border-slate-200 pt-4">
      <label className="flex items-start gap-3 text-sm text-slate-800">
        <input
          type="checkbox"
          role="switch"
          checked={setting.data.required}
          disabled={save.isPending}
          onChange={(event) => save.mutate(event.target.checked)}
          className="mt-0.5 h-5 w-5 accent-brand-700"
        />
        <span>
          <span className="font-semibold">Require two-factor sign-in for every account</span>
          <span className="block text-slate-600">
            People without it can only set it up after they sign in.
          </span>
        </span>
      </label>
    </div>
  );
}
