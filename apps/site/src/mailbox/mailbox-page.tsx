import { useQuery } from '@tanstack/react-query';
import { useText, useTexts } from '@shopfront/ui';
import { fetchOutbox } from './outbox-client.ts';
import { linkifiedText } from './linkified-text.ts';
import loadMailboxTexts from 'virtual:shopfront-catalogue/mailbox';

/** The page's texts besides the shell's (packages/i18n/src/catalogue-parts.ts): the server preloads them with the page. */
export const pageTexts = [loadMailboxTexts];

/** Demo mode only: the outbox of every e-mail the server sent, with working links. */
export function MailboxPage() {
  const text = useText();
  const { locale } = useTexts();
  const { data, status } = useQuery({
    queryKey: ['outbox'],
    queryFn: ({ signal }) => fetchOutbox(signal),
    refetchInterval: 5_000,
  });
  return (
    <main id="main-content" className="sf-page__content">
      <title>{text('page.mailbox.title')}</title>
      <h1>{text('page.mailbox.title')}</h1>
      <p>{text('page.mailbox.intro')}</p>
      {status === 'pending' ? <p role="status">{text('general.loading')}</p> : null}
      {status === 'error' ? <p role="alert">{text('error.loadFailed')}</p> : null}
      {data?.length === 0 ? <p>{text('page.mailbox.empty')}</p> : null}
      {data?.map((message) => (
        <article key={message.id} className="site-mail" aria-labelledby={`mail-${message.id}`}>
          <h2 id={`mail-${message.id}`}>{message.subject}</h2>
          <p className="site-mail__meta">
            {text('page.mailbox.to')}: {message.to} ·{' '}
            {text('page.mailbox.received', {
              date: new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(
                new Date(message.receivedAt),
              ),
            })}
          </p>
          {Object.keys(message.headers).length > 0 ? (
            <dl className="site-mail__headers">
              {Object.entries(message.headers).map(([name, value]) => (
                <div key={name}>
                  <dt>{name}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
          ) : null}
          <p className="site-mail__body">
            {linkifiedText(message.text).map((part, index) =>
              part.kind === 'link' ? (
                <a key={index} href={part.href}>
                  {part.href}
                </a>
              ) : (
                part.text
              ),
            )}
          </p>
        </article>
      ))}
    </main>
  );
}
