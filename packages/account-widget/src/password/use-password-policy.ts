import { useEffect, useState } from 'react';
import { type PasswordPolicyNumbers, fetchPasswordPolicy } from '@shopfront/api';
import type { DialogEnvironment } from '../environment/dialog-environment.ts';

/** The market's password policy from accounts.getPolicies; undefined until it arrives (the spec defaults apply meanwhile). */
export function usePasswordPolicy({
  fetch,
  config,
}: Pick<DialogEnvironment, 'fetch' | 'config'>): PasswordPolicyNumbers | undefined {
  const [policy, setPolicy] = useState<PasswordPolicyNumbers | undefined>();
  useEffect(() => {
    let active = true;
    fetchPasswordPolicy(fetch, config).then(
      (loaded) => active && setPolicy(loaded),
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, [fetch, config]);
  return policy;
}
