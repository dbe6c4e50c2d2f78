import type { Locale } from '@shopfront/i18n';
import { type ContentLanguage, type SiteContentTexts, siteContentTexts } from './site-content-texts.ts';

type Categories = SiteContentTexts['categories'];

/** What one country writes differently from its language's text set. */
export interface CountryWording {
  readonly categories?: { readonly [Category in keyof Categories]?: Partial<Categories[Category]> };
  readonly subMenu?: Partial<SiteContentTexts['subMenu']>;
  readonly banner?: Partial<SiteContentTexts['banner']>;
  readonly footer?: Partial<SiteContentTexts['footer']>;
}

interface LocaleTexts {
  readonly language: ContentLanguage;
  readonly wording?: CountryWording;
}

const northAmericanEnglish: CountryWording = {
  categories: {
    kitchen: { hobs: 'Cooktops', fridges: 'Refrigerators & freezers' },
    laundry: { dryers: 'Dryers', washerDryers: 'Washer-dryer combos' },
    coffee: { espressoMachines: 'Super-automatic espresso machines' },
    accessories: { spareParts: 'Replacement parts' },
  },
};

/**
 * Every site's text set: its language's, with what its country writes otherwise (Swiss German "ss" for "ß", the
 * Swiss NPA, Quebec's laveuse and courriel, Mexican refacciones, Belgian Dutch droogkast, American spelling…). Each
 * locale has its entry, so a new site is a decision, never a silent fallback to another country's wording.
 */
const localeTexts: Readonly<Record<Locale, LocaleTexts>> = {
  'cs-CZ': { language: 'cs' },
  'da-DK': { language: 'da' },
  'de-AT': { language: 'de' },
  'de-CH': {
    language: 'de',
    wording: {
      banner: {
        title: 'Kostenlose Lieferung für alle Grossgeräte',
        copy: 'Bis Sonntag bestellen – wir liefern und schliessen kostenlos an.',
      },
    },
  },
  'de-DE': { language: 'de' },
  'de-LU': { language: 'de' },
  'el-GR': { language: 'el' },
  'en-CA': {
    language: 'en',
    wording: { ...northAmericanEnglish, footer: { partnerLabel: 'City or postal code' } },
  },
  'en-GB': { language: 'en' },
  'en-IE': { language: 'en', wording: { footer: { partnerLabel: 'Town or Eircode' } } },
  'en-SG': { language: 'en', wording: { footer: { partnerLabel: 'Postal code or area' } } },
  'en-US': {
    language: 'en',
    wording: {
      ...northAmericanEnglish,
      banner: { copy: 'Order by Sunday and we’ll deliver and hook it up for free.' },
      footer: {
        partnerLabel: 'City or ZIP code',
        experienceHeading: 'Experience centers',
        experienceCentre: 'Nordhem Experience Center {city}',
      },
    },
  },
  'es-ES': { language: 'es' },
  'es-MX': {
    language: 'es',
    wording: {
      categories: {
        kitchen: { hobs: 'Parrillas', fridges: 'Refrigeradores y congeladores' },
        accessories: { spareParts: 'Refacciones' },
      },
      banner: { copy: 'Haz tu pedido a más tardar el domingo y te lo entregamos e instalamos gratis.' },
      footer: {
        careers: 'Bolsa de trabajo',
        contactHeading: 'Contáctanos',
        privacy: 'Aviso de privacidad',
        terms: 'Términos y condiciones',
        newsletterFormLabel: 'Boletín',
        videoConsultation: 'Asesoría por video',
      },
    },
  },
  'fi-FI': { language: 'fi' },
  'fr-BE': { language: 'fr', wording: { footer: { partnerLabel: 'Code postal ou commune' } } },
  'fr-CA': {
    language: 'fr',
    wording: {
      categories: {
        kitchen: { hobs: 'Surfaces de cuisson', fridges: 'Réfrigérateurs et congélateurs' },
        laundry: { washingMachines: 'Laveuses', dryers: 'Sécheuses', washerDryers: 'Laveuses-sécheuses' },
        coffee: { espressoMachines: 'Machines à espresso automatiques' },
        accessories: { spareParts: 'Pièces de rechange' },
      },
      subMenu: { service: 'Service et soutien' },
      banner: {
        title: 'Livraison gratuite sur tous les gros électroménagers',
        copy: 'Commandez d’ici dimanche : nous livrons et installons gratuitement.',
      },
      footer: {
        contactUs: 'Nous joindre',
        imprint: 'Avis juridique',
        terms: 'Conditions de vente',
        newsletterFormLabel: 'Infolettre',
        newsletterLabel: 'Courriel',
        videoConsultation: 'Consultation vidéo',
      },
    },
  },
  'fr-CH': { language: 'fr', wording: { footer: { partnerLabel: 'NPA ou localité' } } },
  'fr-FR': { language: 'fr' },
  'fr-LU': { language: 'fr', wording: { footer: { partnerLabel: 'Code postal ou localité' } } },
  'hr-HR': { language: 'hr' },
  'hu-HU': { language: 'hu' },
  'it-CH': { language: 'it', wording: { footer: { partnerLabel: 'NPA o località' } } },
  'it-IT': { language: 'it' },
  'nl-BE': {
    language: 'nl',
    wording: {
      categories: { laundry: { dryers: 'Droogkasten' } },
      banner: {
        title: 'Gratis levering van alle grote toestellen',
        copy: 'Bestel ten laatste zondag en wij leveren en installeren gratis.',
      },
      footer: { imprint: 'Juridische informatie', partnerLabel: 'Postcode of gemeente' },
    },
  },
  'nl-NL': { language: 'nl' },
  'no-NO': { language: 'no' },
  'pl-PL': { language: 'pl' },
  'pt-PT': { language: 'pt' },
  'ro-RO': { language: 'ro' },
  'sk-SK': { language: 'sk' },
  'sl-SI': { language: 'sl' },
  'sv-SE': { language: 'sv' },
};

function withWording(texts: SiteContentTexts, wording: CountryWording): SiteContentTexts {
  const categories = wording.categories ?? {};
  return {
    categories: {
      kitchen: { ...texts.categories.kitchen, ...categories.kitchen },
      laundry: { ...texts.categories.laundry, ...categories.laundry },
      cleaning: { ...texts.categories.cleaning, ...categories.cleaning },
      coffee: { ...texts.categories.coffee, ...categories.coffee },
      accessories: { ...texts.categories.accessories, ...categories.accessories },
    },
    subMenu: { ...texts.subMenu, ...wording.subMenu },
    banner: { ...texts.banner, ...wording.banner },
    footer: { ...texts.footer, ...wording.footer },
  };
}

/** The seeded texts of one site: its language's set in its country's wording. */
export function siteContentTextsOf(locale: Locale): SiteContentTexts {
  const { language, wording } = localeTexts[locale];
  const texts = siteContentTexts[language];
  return wording ? withWording(texts, wording) : texts;
}
