import { type FetchFunction, httpError, readJson, send } from '../api-error.ts';
import { type FromSchema, type JsonSchema, arrayOf, safeCheck } from '../json-schema-check.ts';
import { featureTogglesSchema } from '../feature-toggles-schema.ts';
import { footerFormSchema } from './footer-form.ts';

const text = { type: 'string' } as const;
const flag = { type: 'boolean' } as const;

const link = { type: 'object', properties: { label: text, href: text }, required: ['label', 'href'] } as const;

const footerLinkProperties = {
  id: text,
  label: text,
  href: text,
  target: { enum: ['_self', '_blank'] },
  isActive: flag,
} as const;
const footerLink = {
  type: 'object',
  properties: footerLinkProperties,
  required: ['label', 'href', 'isActive'],
} as const;

/** The footer object; the partner locator form sits under a product-named key, `{product}Partner` (e.g. `appliancePartner`). */
const footerSchema = {
  type: 'object',
  properties: {
    categories: arrayOf({
      type: 'object',
      properties: { label: text, items: arrayOf(link) },
      required: ['label', 'items'],
    }),
    contact: {
      type: 'object',
      properties: {
        label: text,
        items: arrayOf({
          type: 'object',
          properties: { type: { enum: ['phone', 'email'] }, value: text },
          required: ['type', 'value'],
        }),
      },
      required: ['label', 'items'],
    },
    legal: arrayOf(footerLink),
    social: arrayOf({
      type: 'object',
      properties: {
        ...footerLinkProperties,
        type: { enum: ['facebook', 'instagram', 'youtube', 'linkedin', 'pinterest'] },
      },
      required: ['label', 'href', 'isActive', 'type'],
    }),
    payment: arrayOf({ type: 'object', properties: { label: text, url: text }, required: ['label', 'url'] }),
    newsletter: footerFormSchema,
    experienceCenter: {
      type: 'object',
      properties: { label: text, items: arrayOf(footerLink) },
      required: ['label', 'items'],
    },
    showDoNotSellMyInformationLink: flag,
    doNotSellMyInformationLabel: text,
    bnplFindomestic: { type: 'object', properties: { title: text, message: text } },
  },
  required: ['categories', 'contact', 'legal', 'social', 'payment'],
  additionalProperties: true,
} as const satisfies JsonSchema;

/** `GET /experience-api/v0/config`: navigation (header, footer) and feature toggles of one site. */
export const siteConfigSchema = {
  type: 'object',
  properties: {
    navigation: {
      type: 'object',
      properties: {
        header: {
          type: 'object',
          properties: {
            menu: arrayOf({
              type: 'object',
              properties: { label: text, href: text, children: arrayOf(link) },
              required: ['label', 'href', 'children'],
            }),
            subMenu: arrayOf({
              type: 'object',
              properties: { type: { enum: ['accounts', 'bag', 'cart', 'other'] }, label: text, href: text },
              required: ['type', 'label', 'href'],
            }),
            notificationBanner: {
              type: 'object',
              properties: { title: text, copy: text, link },
              required: ['title', 'copy'],
            },
          },
          required: ['menu', 'subMenu', 'notificationBanner'],
        },
        footer: footerSchema,
      },
      required: ['header', 'footer'],
    },
    features: featureTogglesSchema,
  },
  required: ['navigation', 'features'],
} as const satisfies JsonSchema;

export type SiteConfig = FromSchema<typeof siteConfigSchema>;
export type NavigationCategory = SiteConfig['navigation']['header']['menu'][number];
export type FooterNavigation = SiteConfig['navigation']['footer'];

export const siteConfigPath = '/experience-api/v0/config';

export function requestSiteConfig(
  fetchFunction: FetchFunction,
  site: { country: string; locale: string },
  signal?: AbortSignal,
) {
  const query = new URLSearchParams({ country: site.country, locale: site.locale });
  return send(fetchFunction, `${siteConfigPath}?${query}`, { signal: signal ?? null, credentials: 'same-origin' });
}

export async function processSiteConfigResponse(response: Response): Promise<SiteConfig> {
  if (!response.ok) return httpError(response, 'site configuration');
  return readJson(response, (value) => safeCheck(siteConfigSchema, value));
}
