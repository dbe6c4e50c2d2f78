/**
 * What the demo footer shows per country (docs/site-shell.md §3 footer data): the experience centres' cities, the
 * service phone line (fictional numbers), the payment methods whose logos the demo serves under /payment/, and the
 * country-only notices (US: Do Not Sell My Information; IT: financing by Findomestic).
 */
export type PaymentMethod = 'visa' | 'mastercard' | 'amex' | 'paypal' | 'klarna' | 'apple-pay';

export const paymentMethodLabels: Readonly<Record<PaymentMethod, string>> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  paypal: 'PayPal',
  klarna: 'Klarna',
  'apple-pay': 'Apple Pay',
};

export interface MarketFooterFacts {
  readonly cities: readonly [string, string];
  readonly phone: string;
  readonly payment: readonly PaymentMethod[];
}

const cardsAndPayPal: readonly PaymentMethod[] = ['visa', 'mastercard', 'paypal'];
const withKlarna: readonly PaymentMethod[] = ['visa', 'mastercard', 'paypal', 'klarna'];

export const marketFooterFacts: Readonly<Record<string, MarketFooterFacts>> = {
  DK: { cities: ['København', 'Aarhus'], phone: '+45 70 10 20 30', payment: withKlarna },
  AT: { cities: ['Wien', 'Graz'], phone: '+43 1 234 56 78', payment: withKlarna },
  CH: { cities: ['Zürich', 'Genève'], phone: '+41 44 123 45 67', payment: cardsAndPayPal },
  DE: { cities: ['München', 'Hamburg'], phone: '+49 89 1234 5678', payment: withKlarna },
  LU: { cities: ['Luxembourg', 'Esch-sur-Alzette'], phone: '+352 26 12 34', payment: cardsAndPayPal },
  GB: {
    cities: ['London', 'Manchester'],
    phone: '+44 20 7946 0000',
    payment: ['visa', 'mastercard', 'amex', 'paypal', 'klarna', 'apple-pay'],
  },
  SG: {
    cities: ['Singapore', 'Jurong East'],
    phone: '+65 6123 4567',
    payment: ['visa', 'mastercard', 'amex', 'apple-pay'],
  },
  US: {
    cities: ['New York', 'Chicago'],
    phone: '+1 212 555 0100',
    payment: ['visa', 'mastercard', 'amex', 'paypal', 'apple-pay'],
  },
  IE: { cities: ['Dublin', 'Cork'], phone: '+353 1 234 5678', payment: cardsAndPayPal },
  ES: { cities: ['Madrid', 'Barcelona'], phone: '+34 912 345 678', payment: cardsAndPayPal },
  MX: {
    cities: ['Ciudad de México', 'Monterrey'],
    phone: '+52 55 1234 5678',
    payment: ['visa', 'mastercard', 'amex', 'paypal'],
  },
  FI: { cities: ['Helsinki', 'Tampere'], phone: '+358 9 123 4567', payment: withKlarna },
  FR: { cities: ['Paris', 'Lyon'], phone: '+33 1 23 45 67 89', payment: cardsAndPayPal },
  BE: { cities: ['Bruxelles', 'Antwerpen'], phone: '+32 2 123 45 67', payment: withKlarna },
  HU: { cities: ['Budapest', 'Debrecen'], phone: '+36 1 234 5678', payment: cardsAndPayPal },
  IT: { cities: ['Milano', 'Roma'], phone: '+39 02 1234 5678', payment: cardsAndPayPal },
  NL: { cities: ['Amsterdam', 'Rotterdam'], phone: '+31 20 123 4567', payment: withKlarna },
  NO: { cities: ['Oslo', 'Bergen'], phone: '+47 21 23 45 67', payment: withKlarna },
  PL: { cities: ['Warszawa', 'Kraków'], phone: '+48 22 123 45 67', payment: cardsAndPayPal },
  PT: { cities: ['Lisboa', 'Porto'], phone: '+351 21 123 4567', payment: cardsAndPayPal },
  SE: { cities: ['Stockholm', 'Göteborg'], phone: '+46 8 123 456 78', payment: withKlarna },
  CZ: { cities: ['Praha', 'Brno'], phone: '+420 212 345 678', payment: cardsAndPayPal },
  RO: { cities: ['București', 'Cluj-Napoca'], phone: '+40 21 123 4567', payment: cardsAndPayPal },
  SK: { cities: ['Bratislava', 'Košice'], phone: '+421 2 1234 5678', payment: cardsAndPayPal },
  SI: { cities: ['Ljubljana', 'Maribor'], phone: '+386 1 234 56 78', payment: cardsAndPayPal },
  GR: { cities: ['Αθήνα', 'Θεσσαλονίκη'], phone: '+30 21 1234 5678', payment: cardsAndPayPal },
  HR: { cities: ['Zagreb', 'Split'], phone: '+385 1 234 5678', payment: cardsAndPayPal },
  CA: { cities: ['Toronto', 'Montréal'], phone: '+1 416 555 0100', payment: ['visa', 'mastercard', 'amex', 'paypal'] },
};

/** US only: the opt-out of the sale or sharing of personal information (CCPA/CPRA). */
export const doNotSellMyInformationLabel = 'Do Not Sell or Share My Personal Information';

/** IT only: buy now, pay later through Findomestic. */
export const findomesticFinancing = {
  title: 'Paga a rate con Findomestic',
  message:
    'Acquista ora e paga in comode rate mensili con Findomestic Banca. Salvo approvazione del finanziamento; TAEG e condizioni nel modulo SECCI.',
};

/** The locator field's example place per site: a postcode and town (or a town) of the site's own country and language. */
export const locatorExamples: Readonly<Record<string, string>> = {
  'cs-CZ': '110 00 Praha',
  'da-DK': '8000 Aarhus',
  'de-AT': '1070 Wien',
  'de-CH': '8008 Zürich',
  'de-DE': '80331 München',
  'de-LU': 'L-1855 Luxemburg',
  'el-GR': '105 57 Αθήνα',
  'en-CA': 'M5V 2B5 Toronto',
  'en-GB': 'Manchester',
  'en-IE': 'Dublin',
  'en-SG': '238851 Singapore',
  'en-US': '10018 New York',
  'es-ES': '28001 Madrid',
  'es-MX': '06700 Ciudad de México',
  'fi-FI': '00100 Helsinki',
  'fr-BE': '1000 Bruxelles',
  'fr-CA': 'H2J 2K8 Montréal',
  'fr-CH': '1201 Genève',
  'fr-FR': '75001 Paris',
  'fr-LU': 'L-1855 Luxembourg',
  'hr-HR': '10000 Zagreb',
  'hu-HU': '1051 Budapest',
  'it-CH': '6900 Lugano',
  'it-IT': '20121 Milano',
  'nl-BE': '2000 Antwerpen',
  'nl-NL': '1012 Amsterdam',
  'no-NO': '0150 Oslo',
  'pl-PL': '00-001 Warszawa',
  'pt-PT': '1100-148 Lisboa',
  'ro-RO': '010011 București',
  'sk-SK': '811 01 Bratislava',
  'sl-SI': '1000 Ljubljana',
  'sv-SE': '111 22 Stockholm',
};
