import { useEffect, useState } from 'react';

/** The browser's common-password check, once its list has loaded; undefined until then (the server checks anyway). */
export function useCommonPasswordCheck(): ((password: string) => boolean) | undefined {
  const [check, setCheck] = useState<((password: string) => boolean) | undefined>();
  useEffect(() => {
    let active = true;
    import('./most-common-password-check.ts').then(
      (module) => active && setCheck(() => module.isAmongMostCommonPasswords),
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, []);
  return check;
}
