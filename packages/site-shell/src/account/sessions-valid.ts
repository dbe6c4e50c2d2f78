import {
  type AccountWidgetConfig,
  type FetchFunction,
  fetchExperienceSession,
  processAuthenticationStatusResponse,
  requestAuthenticationStatus,
} from '@shopfront/api';

/** docs/site-shell.md §4: signed in when both the shop session and the experience-API session are valid. */
export async function bothSessionsValid(
  fetchFunction: FetchFunction,
  config: Pick<AccountWidgetConfig, 'sitePathPrefix' | 'experienceApiHost'>,
  signal?: AbortSignal,
): Promise<boolean> {
  const [shop, experience] = await Promise.all([
    requestAuthenticationStatus(fetchFunction, config.sitePathPrefix, signal).then(processAuthenticationStatusResponse),
    fetchExperienceSession(fetchFunction, config.experienceApiHost, signal),
  ]);
  return shop === 'valid' && experience;
}
