import { type FooterForm, type FooterNavigation, type SiteGlobals, partnerFormOf } from '@shopfront/api';

type FooterLink = FooterNavigation['legal'][number];
type SocialLink = FooterNavigation['social'][number];

/** What the footer shows, decided once from its data (docs/site-shell.md §2 footer sections). */
export interface FooterSections {
  /** Top section and the divider below it: not in minimal mode. */
  readonly top: boolean;
  readonly partnerForm: FooterForm | undefined;
  readonly newsletterForm: FooterForm | undefined;
  /** Only the active links; left out when none is active. */
  readonly experienceCentre: { readonly label: string; readonly items: readonly FooterLink[] } | undefined;
  readonly contact: FooterNavigation['contact'] | undefined;
  readonly categories: FooterNavigation['categories'];
  readonly legal: readonly FooterLink[];
  readonly social: readonly SocialLink[];
  /** Only when the globals name no cookie-notice URL (an outside notice then asks instead). */
  readonly cookieSettings: boolean;
  /** The Do Not Sell My Information button's label, when the market shows it. */
  readonly doNotSellLabel: string | undefined;
  readonly payment: FooterNavigation['payment'];
  /** The financing (buy now, pay later) notice, when it has a title or a message. */
  readonly financing: { readonly title: string | undefined; readonly message: string | undefined } | undefined;
}

function activeOnly<Link extends { readonly isActive: boolean }>(links: readonly Link[]): Link[] {
  return links.filter((link) => link.isActive);
}

function nonEmpty(text: string | undefined): string | undefined {
  return text?.trim() ? text : undefined;
}

export function footerSectionsOf(
  footer: FooterNavigation,
  options: { readonly minimal: boolean; readonly globals: SiteGlobals | undefined },
): FooterSections {
  const top = !options.minimal;
  const experienceItems = activeOnly(footer.experienceCenter?.items ?? []);
  const title = nonEmpty(footer.bnplFindomestic?.title);
  const message = nonEmpty(footer.bnplFindomestic?.message);
  return {
    top,
    partnerForm: top ? partnerFormOf(footer) : undefined,
    newsletterForm: top ? footer.newsletter : undefined,
    experienceCentre:
      top && footer.experienceCenter && experienceItems.length > 0
        ? { label: footer.experienceCenter.label, items: experienceItems }
        : undefined,
    contact: top && footer.contact.items.length > 0 ? footer.contact : undefined,
    categories: top ? footer.categories.filter((category) => category.items.length > 0) : [],
    legal: activeOnly(footer.legal),
    social: activeOnly(footer.social),
    cookieSettings: options.globals !== undefined && !options.globals['module.cookieNotice.url'],
    doNotSellLabel:
      footer.showDoNotSellMyInformationLink === true ? nonEmpty(footer.doNotSellMyInformationLabel) : undefined,
    payment: footer.payment,
    financing: title !== undefined || message !== undefined ? { title, message } : undefined,
  };
}
