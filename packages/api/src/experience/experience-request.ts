/** Where the experience API lives when the caller names no host: the shop's own origin (as siteConfigPath). */
export const defaultExperienceApiHost = '/experience-api/';

export interface ExperienceRequestOptions {
  /** The experience API base, ending in `/`; defaults to the shop's own `/experience-api/`. */
  readonly experienceApiHost?: string;
  readonly signal?: AbortSignal;
}
