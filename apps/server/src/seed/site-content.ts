import { type Site, languageOf, legalDocumentPath, siteKey, sitePath } from '@shopfront/i18n';
import type { SiteContent } from '../services/experience/site-content-repository.ts';
import { type ContentLanguage, type SiteContentTexts, siteContentTexts } from './site-content-texts.ts';

function textsFor(site: Site): SiteContentTexts {
  return siteContentTexts[languageOf(site.locale) as ContentLanguage] ?? siteContentTexts.en;
}

/** The seeded navigation, footer and banner of one site, in its language. */
export function buildSiteContent(site: Site): SiteContent {
  const texts = textsFor(site);
  const link = (path: string) => sitePath(site, path);
  const { kitchen, laundry, cleaning, coffee, accessories } = texts.categories;
  const footer = texts.footer;
  return {
    siteKey: siteKey(site),
    locale: site.locale,
    navigation: {
      menu: [
        { label: kitchen.label, href: link('/c/kitchen'), children: [
          { label: kitchen.ovens, href: link('/c/kitchen/ovens') },
          { label: kitchen.hobs, href: link('/c/kitchen/hobs') },
          { label: kitchen.dishwashers, href: link('/c/kitchen/dishwashers') },
          { label: kitchen.fridges, href: link('/c/kitchen/fridges') },
        ] },
        { label: laundry.label, href: link('/c/laundry'), children: [
          { label: laundry.washingMachines, href: link('/c/laundry/washing-machines') },
          { label: laundry.dryers, href: link('/c/laundry/dryers') },
          { label: laundry.washerDryers, href: link('/c/laundry/washer-dryers') },
        ] },
        { label: cleaning.label, href: link('/c/cleaning'), children: [
          { label: cleaning.vacuumCleaners, href: link('/c/cleaning/vacuum-cleaners') },
          { label: cleaning.robotVacuums, href: link('/c/cleaning/robot-vacuums') },
          { label: cleaning.handheldVacuums, href: link('/c/cleaning/handheld-vacuums') },
        ] },
        { label: coffee.label, href: link('/c/coffee'), children: [
          { label: coffee.espressoMachines, href: link('/c/coffee/espresso-machines') },
          { label: coffee.coffeeAccessories, href: link('/c/coffee/accessories') },
        ] },
        { label: accessories.label, href: link('/c/accessories'), children: [
          { label: accessories.cleaningCare, href: link('/c/accessories/cleaning-care') },
          { label: accessories.spareParts, href: link('/c/accessories/spare-parts') },
        ] },
      ],
      subMenu: [
        { type: 'other', label: texts.subMenu.service, href: link('/service') },
        { type: 'other', label: texts.subMenu.stores, href: link('/partner-locator') },
      ],
    },
    notificationBanner: {
      title: texts.banner.title,
      copy: texts.banner.copy,
      link: { label: texts.banner.linkLabel, href: link('/offers/free-delivery') },
    },
    footer: {
      categories: [
        { label: footer.serviceHeading, items: [
          { label: footer.contactUs, href: link('/service/contact') },
          { label: footer.manuals, href: link('/service/manuals') },
          { label: footer.warranty, href: link('/service/warranty') },
          { label: footer.repairs, href: link('/service/repairs') },
        ] },
        { label: footer.companyHeading, items: [
          { label: footer.aboutUs, href: link('/about') },
          { label: footer.careers, href: link('/about/careers') },
          { label: footer.press, href: link('/about/press') },
          { label: footer.sustainability, href: link('/about/sustainability') },
        ] },
      ],
      contact: { label: footer.contactHeading, items: [{ type: 'email', value: `service@${site.market.domain}` }] },
      legal: [
        { id: 'privacy', label: footer.privacy, href: link(legalDocumentPath('privacy-statement')), target: '_self', isActive: true },
        { id: 'terms', label: footer.terms, href: link(legalDocumentPath('terms-of-use')), target: '_self', isActive: true },
        { id: 'imprint', label: footer.imprint, href: link(legalDocumentPath('legal-notice')), target: '_self', isActive: true },
        { id: 'cookies', label: footer.cookies, href: link(`${legalDocumentPath('privacy-statement')}#cookies`), target: '_self', isActive: true },
        { id: 'accessibility', label: footer.accessibility, href: link(legalDocumentPath('accessibility-statement')), target: '_self', isActive: true },
      ],
      social: (['facebook', 'instagram', 'youtube', 'linkedin', 'pinterest'] as const).map((type) => ({
        type,
        label: { facebook: 'Facebook', instagram: 'Instagram', youtube: 'YouTube', linkedin: 'LinkedIn', pinterest: 'Pinterest' }[type],
        href: `https://www.${type}.com/nordhem`,
        target: '_blank' as const,
        isActive: true,
      })),
      payment: [],
    },
  };
}
