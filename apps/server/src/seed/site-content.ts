import { type LegalDocumentId, type Market, type Site, brand, legalDocumentIds, legalDocumentPath, siteKey, sitePath } from '@shopfront/i18n';
import type { SiteContent } from '../services/experience/site-content-repository.ts';
import { siteContentTextsOf } from './site-content-locales.ts';
import { doNotSellMyInformationLabel, findomesticFinancing, locatorExamples, marketFooterFacts, paymentMethodLabels } from './site-content-markets.ts';

/** The market's domain without the brand: `co.uk` for nordhem.co.uk, `com.mx` for nordhem.com.mx. */
function countryDomainOf(market: Market): string {
  return market.domain.slice(`${brand}.`.length);
}

/** The seeded navigation, footer and banner of one site, in its language as its country writes it. */
export function buildSiteContent(site: Site): SiteContent {
  const texts = siteContentTextsOf(site.locale);
  const link = (path: string) => sitePath(site, path);
  const { kitchen, laundry, cleaning, coffee, accessories } = texts.categories;
  const footer = texts.footer;
  const legalLabels: Readonly<Record<LegalDocumentId, string>> = {
    'privacy-statement': footer.privacy,
    'terms-of-use': footer.terms,
    'club-terms': footer.clubTerms,
    'legal-notice': footer.imprint,
    'accessibility-statement': footer.accessibility,
  };
  const facts = marketFooterFacts[site.market.country];
  if (!facts) throw new Error(`no footer facts for ${site.market.country}`);
  const locatorExample = locatorExamples[site.locale];
  if (!locatorExample) throw new Error(`no locator example for ${site.locale}`);
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
      contact: {
        label: footer.contactHeading,
        items: [
          { type: 'phone', value: facts.phone },
          { type: 'email', value: `service@${site.market.domain}` },
        ],
      },
      legal: legalDocumentIds.map((id) => ({ id, label: legalLabels[id], href: link(legalDocumentPath(id)), target: '_self' as const, isActive: true })),
      social: (['facebook', 'instagram', 'youtube', 'linkedin', 'pinterest'] as const).map((type) => ({
        type,
        label: { facebook: 'Facebook', instagram: 'Instagram', youtube: 'YouTube', linkedin: 'LinkedIn', pinterest: 'Pinterest' }[type],
        href: `https://www.${type}.com/nordhem`,
        target: '_blank' as const,
        isActive: true,
      })),
      payment: facts.payment.map((method) => ({ label: paymentMethodLabels[method], url: `/payment/${method}.svg` })),
      appliancePartner: {
        formLabel: footer.partnerFormLabel,
        href: link('/partner-locator'),
        id: 'footer-partner-locator',
        label: footer.partnerLabel,
        type: 'search',
        name: 'loc',
        placeholder: footer.partnerPlaceholder.replace('{place}', locatorExample),
      },
      newsletter: {
        formLabel: footer.newsletterFormLabel,
        href: link('/newsletter/sign-up'),
        id: 'footer-newsletter',
        label: footer.newsletterLabel,
        type: 'email',
        name: 'email',
        placeholder: footer.newsletterPlaceholder.replace('{countryDomain}', countryDomainOf(site.market)),
      },
      experienceCenter: {
        label: footer.experienceHeading,
        items: [
          ...facts.cities.map((city) => ({
            label: footer.experienceCentre.replace('{city}', city),
            href: link(`/partner-locator?${new URLSearchParams({ loc: city })}`),
            target: '_self' as const,
            isActive: true,
          })),
          // Announced but not open yet: the footer leaves inactive links out.
          { label: footer.videoConsultation, href: link('/service/video-consultation'), target: '_self', isActive: false },
        ],
      },
      showDoNotSellMyInformationLink: site.market.country === 'US',
      ...(site.market.country === 'US' ? { doNotSellMyInformationLabel } : {}),
      ...(site.market.country === 'IT' ? { bnplFindomestic: findomesticFinancing } : {}),
    },
  };
}
