import { compileCatalogue, type SourceCatalogue } from './catalogue.ts';
import csCZ from '../messages/cs-CZ.json' with { type: 'json' };
import daDK from '../messages/da-DK.json' with { type: 'json' };
import deAT from '../messages/de-AT.json' with { type: 'json' };
import deCH from '../messages/de-CH.json' with { type: 'json' };
import deDE from '../messages/de-DE.json' with { type: 'json' };
import deLU from '../messages/de-LU.json' with { type: 'json' };
import elGR from '../messages/el-GR.json' with { type: 'json' };
import enCA from '../messages/en-CA.json' with { type: 'json' };
import enGB from '../messages/en-GB.json' with { type: 'json' };
import enIE from '../messages/en-IE.json' with { type: 'json' };
import enSG from '../messages/en-SG.json' with { type: 'json' };
import enUS from '../messages/en-US.json' with { type: 'json' };
import esES from '../messages/es-ES.json' with { type: 'json' };
import esMX from '../messages/es-MX.json' with { type: 'json' };
import fiFI from '../messages/fi-FI.json' with { type: 'json' };
import frBE from '../messages/fr-BE.json' with { type: 'json' };
import frCA from '../messages/fr-CA.json' with { type: 'json' };
import frCH from '../messages/fr-CH.json' with { type: 'json' };
import frFR from '../messages/fr-FR.json' with { type: 'json' };
import frLU from '../messages/fr-LU.json' with { type: 'json' };
import hrHR from '../messages/hr-HR.json' with { type: 'json' };
import huHU from '../messages/hu-HU.json' with { type: 'json' };
import itCH from '../messages/it-CH.json' with { type: 'json' };
import itIT from '../messages/it-IT.json' with { type: 'json' };
import nlBE from '../messages/nl-BE.json' with { type: 'json' };
import nlNL from '../messages/nl-NL.json' with { type: 'json' };
import noNO from '../messages/no-NO.json' with { type: 'json' };
import plPL from '../messages/pl-PL.json' with { type: 'json' };
import ptPT from '../messages/pt-PT.json' with { type: 'json' };
import roRO from '../messages/ro-RO.json' with { type: 'json' };
import skSK from '../messages/sk-SK.json' with { type: 'json' };
import slSI from '../messages/sl-SI.json' with { type: 'json' };
import svSE from '../messages/sv-SE.json' with { type: 'json' };
import { fallbackLocale, isSupportedLocale, type Locale } from './locales.ts';
import { type Texts, createTexts } from './texts.ts';

/**
 * The source catalogues, imported rather than read from disk: a bundle of the server (apps/server/dist) carries them,
 * with no messages directory to find beside it at run time.
 */
const sourceCatalogues: Readonly<Record<Locale, SourceCatalogue>> = {
  'cs-CZ': csCZ,
  'da-DK': daDK,
  'de-AT': deAT,
  'de-CH': deCH,
  'de-DE': deDE,
  'de-LU': deLU,
  'el-GR': elGR,
  'en-CA': enCA,
  'en-GB': enGB,
  'en-IE': enIE,
  'en-SG': enSG,
  'en-US': enUS,
  'es-ES': esES,
  'es-MX': esMX,
  'fi-FI': fiFI,
  'fr-BE': frBE,
  'fr-CA': frCA,
  'fr-CH': frCH,
  'fr-FR': frFR,
  'fr-LU': frLU,
  'hr-HR': hrHR,
  'hu-HU': huHU,
  'it-CH': itCH,
  'it-IT': itIT,
  'nl-BE': nlBE,
  'nl-NL': nlNL,
  'no-NO': noNO,
  'pl-PL': plPL,
  'pt-PT': ptPT,
  'ro-RO': roRO,
  'sk-SK': skSK,
  'sl-SI': slSI,
  'sv-SE': svSE,
};

export function readSourceCatalogue(locale: string): SourceCatalogue | undefined {
  return isSupportedLocale(locale) ? sourceCatalogues[locale] : undefined;
}

/** A locale's texts on the server (e-mails): the catalogue compiled on load; en-GB's where the locale has none. */
export function createServerTexts(locale: string): Texts {
  return createTexts(locale, [compileCatalogue(readSourceCatalogue(locale) ?? sourceCatalogues[fallbackLocale])]);
}

export { compileCatalogue, type SourceCatalogue };
