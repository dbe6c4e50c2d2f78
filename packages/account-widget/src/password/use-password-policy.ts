import { useEffect, useState } from 'react';
import { type AccountWidgetConfig, type FetchFunction, type PasswordPolicyNumbers, fetchPasswordPolicy } from '@shopfront/api';

/** The market's password policy from accounts.getPolicies; undefined until it arrives (the spec defaults apply meanwhile). */
export function usePasswordPolicy(fetch: FetchFunction, config: AccountWidgetConfig): PasswordPolicyNumbers | undefined {
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
