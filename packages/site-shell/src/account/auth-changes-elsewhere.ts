import { useEffect, useState } from 'react';
import type { AuthChange } from '@shopfront/core';
import { listenForAuthChanges } from '@shopfront/api/browser';

/**
 * docs/site-shell.md §4 "Other tabs": the latest sign-in, sign-out or session end another tab of the site announced
 * while this page listened; undefined until then, and on the server.
 */
export function useAuthChangeElsewhere(sitePathPrefix: string): AuthChange | undefined {
  const [change, setChange] = useState<AuthChange>();
  useEffect(() => listenForAuthChanges(sitePathPrefix, setChange), [sitePathPrefix]);
  return change;
}
