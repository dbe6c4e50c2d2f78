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

/** docs/site-shell.md §3 "Form definition": a footer form posted to `href` with one field named `name`. */
export const footerFormSchema = z.object({
  formLabel: z.string(),
  href: z.string(),
  id: z.string(),
  label: z.string(),
  type: z.enum(['text', 'email', 'search']),
  name: z.string(),
  placeholder: z.string(),
});

export type FooterForm = z.infer<typeof footerFormSchema>;

const footerFields = {
  categories: z.array(z.object({ label: z.string(), items: z.array(link) })),
  contact: z.object({ label: z.string(), items: z.array(z.object({ type: z.enum(['phone', 'email']), value: z.string() })) }),
  legal: z.array(footerLink),
  social: z.array(z.object({ ...footerLink.shape, type: z.enum(['facebook', 'instagram', 'youtube', 'linkedin', 'pinterest']) })),
  payment: z.array(z.object({ label: z.string(), url: z.string() })),
  newsletter: z.optional(footerFormSchema),
  experienceCenter: z.optional(z.object({ label: z.string(), items: z.array(footerLink) })),
  showDoNotSellMyInformationLink: z.optional(z.boolean()),
  doNotSellMyInformationLabel: z.optional(z.string()),
  bnplFindomestic: z.optional(z.object({ title: z.optional(z.string()), message: z.optional(z.string()) })),
};

/** The footer object; the partner locator form sits under a product-named key, `{product}Partner` (e.g. `appliancePartner`). */
const footerSchema = z.catchall(z.object(footerFields), z.unknown());

/** The `{product}Partner` form definition of a footer, if it has a valid one (docs/site-shell.md §3 footer data). */
export function partnerFormOf(footer: FooterNavigation): FooterForm | undefined {
  for (const [key, value] of Object.entries(footer)) {
    if (!/^[a-z][A-Za-z]*Partner$/.test(key)) continue;
    const parsed = z.safeParse(footerFormSchema, value);
    if (parsed.success) return parsed.data;
  }
  return undefined;
}

/** `GET /experience-api/v0/config`: navigation (header, footer) and feature toggles of one site. */
export const siteConfigSchema = z.object({
  navigation: z.object({
    header: z.object({
      menu: z.array(z.object({ label: z.string(), href: z.string(), children: z.array(link) })),
      subMenu: z.array(z.object({ type: z.enum(['accounts', 'bag', 'cart', 'other']), label: z.string(), href: z.string() })),
      notificationBanner: z.object({ title: z.string(), copy: z.string(), link: z.optional(link) }),
    }),
    footer: footerSchema,
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
