import * as z from 'zod/mini';
import { ApiError, type FetchFunction, readJson, send } from '../api-error.ts';

const link = z.object({ label: z.string(), href: z.string() });

const footerLink = z.object({
  id: z.optional(z.string()),
  label: z.string(),
  href: z.string(),
  target: z.optional(z.enum(['_self', '_blank'])),
  isActive: z.boolean(),
});

/** `GET /experience-api/v0/config`: navigation (header, footer) and feature toggles of one site. */
export const siteConfigSchema = z.object({
  navigation: z.object({
    header: z.object({
      menu: z.array(z.object({ label: z.string(), href: z.string(), children: z.array(link) })),
      subMenu: z.array(z.object({ type: z.enum(['accounts', 'bag', 'cart', 'other']), label: z.string(), href: z.string() })),
      notificationBanner: z.object({ title: z.string(), copy: z.string(), link: z.optional(link) }),
    }),
    footer: z.object({
      categories: z.array(z.object({ label: z.string(), items: z.array(link) })),
      contact: z.object({ label: z.string(), items: z.array(z.object({ type: z.enum(['phone', 'email']), value: z.string() })) }),
      legal: z.array(footerLink),
      social: z.array(
        z.object({ ...footerLink.shape, type: z.enum(['facebook', 'instagram', 'youtube', 'linkedin', 'pinterest']) }),
      ),
      payment: z.array(z.object({ label: z.string(), url: z.string() })),
    }),
  }),
  features: z.object({
    multiLevelConsent: z.boolean(),
    singleConsent: z.boolean(),
    clubSelectAll: z.boolean(),
    syncClub: z.boolean(),
    clubNewsletterShown: z.boolean(),
  }),
});

export type SiteConfig = z.infer<typeof siteConfigSchema>;
export type NavigationCategory = SiteConfig['navigation']['header']['menu'][number];
export type FooterNavigation = SiteConfig['navigation']['footer'];

export const siteConfigPath = '/experience-api/v0/config';

export function requestSiteConfig(fetchFunction: FetchFunction, site: { country: string; locale: string }, signal?: AbortSignal) {
  const query = new URLSearchParams({ country: site.country, locale: site.locale });
  return send(fetchFunction, `${siteConfigPath}?${query}`, { signal: signal ?? null, credentials: 'same-origin' });
}

export async function processSiteConfigResponse(response: Response): Promise<SiteConfig> {
  if (!response.ok) throw new ApiError('http_error', `site configuration answered ${response.status}`, response.status);
  return readJson(response, (value) => z.safeParse(siteConfigSchema, value));
}
