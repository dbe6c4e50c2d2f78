import { useState, useSyncExternalStore } from 'react';
import { useTexts } from '@shopfront/ui';

/** How the dashboard writes a moment: a day (`date`), or a day and its time (`date-time`). */
export type DateStyle = 'date' | 'date-time';

const dateStyleOptions: Readonly<Record<DateStyle, Intl.DateTimeFormatOptions>> = {
  date: { dateStyle: 'long' },
  'date-time': { dateStyle: 'medium', timeStyle: 'short' },
};

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** `iso` (an ISO 8601 moment) written in `locale`'s way; one formatter per locale and style. */
export function formatDate(locale: string, style: DateStyle, iso: string): string {
  const key = `${locale} ${style}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, dateStyleOptions[style]);
    dateFormats.set(key, format);
  }
  return format.format(new Date(iso));
}

const neverChanges = () => () => undefined;
const inBrowserRender = () => false;
/** The server snapshot is read on the server, and in the browser only while hydrating. */
const hydratingInBrowser = () => typeof document !== 'undefined';

/**
 * Text made with the browser's Intl (a date, a country's name): the server renders it, and while the browser hydrates
 * the page it keeps the server's text, as long as `source` (what the text is made of) stays the same; a later change
 * renders it anew. The first date format of a page costs the browser about 25 ms, the first region names about as
 * much (four times that on the phone Lighthouse emulates, a long task each), so hydrating the dashboard creates none.
 * `suppressHydrationWarning` lets the element's text differ from what hydration rendered in its place.
 */
export function IntlText({ source, render }: { readonly source: string; readonly render: () => string }) {
  const hydrating = useSyncExternalStore(neverChanges, inBrowserRender, hydratingInBrowser);
  const [hydratedSource] = useState(hydrating ? source : undefined);
  return <span suppressHydrationWarning>{source === hydratedSource ? source : render()}</span>;
}

/**
 * A catalogue message whose `{date}` is the moment `at`, written in the texts' locale: an `IntlText` whose source is
 * the message and the moment.
 */
export function DateMessage({
  messageKey,
  at,
  style,
}: {
  readonly messageKey: string;
  readonly at: string;
  readonly style: DateStyle;
}) {
  const { locale, text } = useTexts();
  return (
    <IntlText source={`${messageKey} ${at}`} render={() => text(messageKey, { date: formatDate(locale, style, at) })} />
  );
}
