import {
  type AccountWidgetConfig,
  type FetchFunction,
  fetchExperienceSession,
  processAuthenticationStatusResponse,
  requestAuthenticationStatus,
} from '@shopfront/api';

/** The two sessions a signed-in visitor holds (docs/site-shell.md §4), each valid or not. */
export interface SessionStatuses {
  readonly shopSession: boolean;
  readonly experienceSession: boolean;
}

/** Asks the shop's and the experience API's session routes at once. */
export async function sessionStatuses(
  fetchFunction: FetchFunction,
  config: Pick<AccountWidgetConfig, 'sitePathPrefix' | 'experienceApiHost'>,
  signal?: AbortSignal,
): Promise<SessionStatuses> {
  const [shop, experienceSession] = await Promise.all([
    requestAuthenticationStatus(fetchFunction, config.sitePathPrefix, signal).then(processAuthenticationStatusResponse),
    fetchExperienceSession(fetchFunction, config.experienceApiHost, signal),
  ]);
  return { shopSession: shop === 'valid', experienceSession };
}

/** docs/site-shell.md §4: signed in when both the shop session and the experience-API session are valid. */
export async function bothSessionsValid(
  fetchFunction: FetchFunction,
  config: Pick<AccountWidgetConfig, 'sitePathPrefix' | 'experienceApiHost'>,
  signal?: AbortSignal,
): Promise<boolean> {
  const { shopSession, experienceSession } = await sessionStatuses(fetchFunction, config, signal);
  return shopSession && experienceSession;
}
