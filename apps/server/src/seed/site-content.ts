import {
  type LegalDocumentId,
  type Market,
  type Site,
  brand,
  legalDocumentIds,
  legalDocumentPath,
  siteKey,
  sitePath,
} from '@shopfront/i18n';
import type { SiteContent } from '../services/experience/site-content-repository.ts';
import { siteContentTextsOf } from './site-content-locales.ts';
import {
  doNotSellMyInformationLabel,
  findomesticFinancing,
  locatorExamples,
  marketFooterFacts,
  paymentMethodLabels,
} from './site-content-markets.ts';

/** The market's domain without the brand: `co.uk` for nordhem.co.uk, `com.mx` for nordhem.com.mx. */
function countryDomainOf(market: Market): string {
  return market.domain.slice(`${brand}.`.length);
}

/** The seeded navigation, footer and banner of one site, in its language as its country writes it. */
export function buildSiteContent(site: Site): SiteContent {
  const texts = siteContentTextsOf(site.locale);
  const link = (path: string) => sitePath(site, path);
  /** `[label, path]` pairs as the site's links. */
  const links = (entries: readonly (readonly [label: string, path: string])[]) =>
    entries.map(([label, path]) => ({ label, href: link(path) }));
  /** A category of the menu (`/c/<slug>`) and its subcategories (`/c/<slug>/<subcategory slug>`), in the given order. */
  const menuCategory = (slug: string, label: string, subcategories: Readonly<Record<string, string>>) => ({
    label,
    href: link(`/c/${slug}`),
    children: links(Object.entries(subcategories).map(([subSlug, subLabel]) => [subLabel, `/c/${slug}/${subSlug}`])),
  });
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
        menuCategory('kitchen', kitchen.label, {
          ovens: kitchen.ovens,
          hobs: kitchen.hobs,
          dishwashers: kitchen.dishwashers,
          fridges: kitchen.fridges,
        }),
        menuCategory('laundry', laundry.label, {
          'washing-machines': laundry.washingMachines,
          dryers: laundry.dryers,
          'washer-dryers': laundry.washerDryers,
        }),
        menuCategory('cleaning', cleaning.label, {
          'vacuum-cleaners': cleaning.vacuumCleaners,
          'robot-vacuums': cleaning.robotVacuums,
          'handheld-vacuums': cleaning.handheldVacuums,
        }),
        menuCategory('coffee', coffee.label, {
          'espresso-machines': coffee.espressoMachines,
          accessories: coffee.coffeeAccessories,
        }),
        menuCategory('accessories', accessories.label, {
          'cleaning-care': accessories.cleaningCare,
          'spare-parts': accessories.spareParts,
        }),
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
        {
          label: footer.serviceHeading,
          items: links([
            [footer.contactUs, '/service/contact'],
            [footer.manuals, '/service/manuals'],
            [footer.warranty, '/service/warranty'],
            [footer.repairs, '/service/repairs'],
          ]),
        },
        {
          label: footer.companyHeading,
          items: links([
            [footer.aboutUs, '/about'],
            [footer.careers, '/about/careers'],
            [footer.press, '/about/press'],
            [footer.sustainability, '/about/sustainability'],
          ]),
        },
      ],
      contact: {
        label: footer.contactHeading,
        items: [
          { type: 'phone', value: facts.phone },
          { type: 'email', value: `service@${site.market.domain}` },
        ],
      },
      legal: legalDocumentIds.map((id) => ({
        id,
        label: legalLabels[id],
        href: link(legalDocumentPath(id)),
        target: '_self' as const,
        isActive: true,
      })),
      social: (['facebook', 'instagram', 'youtube', 'linkedin', 'pinterest'] as const).map((type) => ({
        type,
        label: {
          facebook: 'Facebook',
          instagram: 'Instagram',
          youtube: 'YouTube',
          linkedin: 'LinkedIn',
          pinterest: 'Pinterest',
        }[type],
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
          {
            label: footer.videoConsultation,
            href: link('/service/video-consultation'),
            target: '_self',
            isActive: false,
          },
        ],
      },
      showDoNotSellMyInformationLink: site.market.country === 'US',
      ...(site.market.country === 'US' ? { doNotSellMyInformationLabel } : {}),
      ...(site.market.country === 'IT' ? { bnplFindomestic: findomesticFinancing } : {}),
    },
  };
}
