import { useEffect, useId, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { consentKey, outdatedDocuments } from '@shopfront/core';
import { type AccountInfo, type AccountWidgetConfig, consentRecordCsvUrl, dataExportUrl } from '@shopfront/api';
import { openAccountDialog } from '@shopfront/api/browser';
import { Button, useText } from '@shopfront/ui';
import { consentDocumentVersionsQuery, consentsQuery } from './dashboard-queries.ts';
import { DateMessage } from './intl-text.tsx';

/** The consents the overview lists, in this order, with the catalogue key of each name. */
const listedConsents = [
  { id: consentKey.newsletter, kind: 'subscription', nameKey: 'consentName.newsletter' },
  { id: consentKey.personalisedGeneral, kind: 'preference', nameKey: 'consentName.personalisedGeneral' },
  { id: consentKey.personalisedTracking, kind: 'preference', nameKey: 'consentName.personalisedTracking' },
  { id: consentKey.personalisedIoT, kind: 'preference', nameKey: 'consentName.personalisedIoT' },
  { id: consentKey.terms, kind: 'preference', nameKey: 'consentName.termsStatement' },
  { id: consentKey.privacy, kind: 'preference', nameKey: 'consentName.privacyStatement' },
  { id: consentKey.clubMembership, kind: 'preference', nameKey: 'consentName.clubMembership' },
  { id: consentKey.loyaltyNewsletter, kind: 'subscription', nameKey: 'consentName.loyaltyNewsletter' },
  { id: consentKey.doNotSell, kind: 'preference', nameKey: 'consentName.doNotSell' },
] as const;

interface ConsentLine {
  readonly nameKey: string;
  readonly granted: boolean;
  readonly at: string | undefined;
  readonly version: string | undefined;
}

function linesOf(info: AccountInfo): ConsentLine[] {
  return listedConsents.flatMap(({ id, kind, nameKey }): ConsentLine[] => {
    if (kind === 'subscription') {
      const email = info.subscriptions?.[id]?.email;
      return email
        ? [{ nameKey, granted: email.isSubscribed, at: email.lastUpdatedSubscriptionState, version: undefined }]
        : [];
    }
    const preference = info.preferences?.[id];
    return preference
      ? [
          {
            nameKey,
            granted: preference.isConsentGranted,
            at: preference.lastConsentModified,
            version: preference.docVersion,
          },
        ]
      : [];
  });
}

/**
 * The customer's current consents with their dates, the way to change them, and as downloads everything held about
 * the customer (JSON, docs/data-export.md) and the consent record for spreadsheets (CSV) (GDPR Art. 7(1), 15, 20).
 * The server names each file; the live region says a download started, as the browser may show nothing on the page.
 * It refreshes when a dialog announces a change. Profile completion is offered only while a required document is not
 * accepted at its current version: with nothing to ask, the dialog would not open, so the overview says the profile is
 * complete instead.
 */
export function ConsentOverview({ config }: { readonly config: AccountWidgetConfig }) {
  const text = useText();
  const titleId = useId();
  const queryClient = useQueryClient();
  const [isDownloadStarted, setDownloadStarted] = useState(false);
  const { data, status } = useQuery(consentsQuery(config));
  const { data: documentVersions } = useQuery(consentDocumentVersionsQuery(config));

  useEffect(() => {
    const refresh = () => void queryClient.invalidateQueries({ queryKey: ['consents'] });
    window.addEventListener('shopfront:consent-changed', refresh);
    window.addEventListener('shopfront:club-joined', refresh);
    return () => {
      window.removeEventListener('shopfront:consent-changed', refresh);
      window.removeEventListener('shopfront:club-joined', refresh);
    };
  }, [queryClient]);

  const lines = data ? linesOf(data) : [];
  const missingDocuments =
    data && documentVersions ? outdatedDocuments(data.preferences ?? {}, documentVersions) : undefined;

  return (
    <section className="site-consents" aria-labelledby={titleId}>
      <h2 id={titleId}>{text('dashboard.consents.title')}</h2>
      <p>{text('dashboard.consents.intro')}</p>
      {status === 'pending' ? <p role="status">{text('general.loading')}</p> : null}
      {status === 'error' ? <p role="alert">{text('error.loadFailed')}</p> : null}
      {status === 'success' && lines.length === 0 ? <p>{text('dashboard.consents.none')}</p> : null}
      {lines.length > 0 ? (
        <dl className="site-consents__list">
          {lines.map((line) => (
            <div key={line.nameKey} className="site-consents__item" data-granted={line.granted}>
              <dt>{text(line.nameKey)}</dt>
              <dd>
                {line.at ? (
                  <DateMessage
                    messageKey={line.granted ? 'dashboard.consents.granted' : 'dashboard.consents.withdrawn'}
                    at={line.at}
                    style="date"
                  />
                ) : null}
                {line.version ? ` (${text('dashboard.consents.version', { version: line.version })})` : null}
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
      {missingDocuments?.length === 0 ? <p>{text('dashboard.consents.profileComplete')}</p> : null}
      <div className="site-actions">
        <Button variant="secondary" onClick={() => openAccountDialog({ dialog: 'newsletter-consent' })}>
          {text('marketing.title')}
        </Button>
        <Button variant="secondary" onClick={() => openAccountDialog({ dialog: 'club-consent' })}>
          {text('club.title')}
        </Button>
        {missingDocuments && missingDocuments.length > 0 ? (
          <Button variant="secondary" onClick={() => openAccountDialog({ dialog: 'consent' })}>
            {text('consent.title')}
          </Button>
        ) : null}
        <a href={dataExportUrl(config.experienceApiHost)} download onClick={() => setDownloadStarted(true)}>
          {text('dashboard.consents.downloadAll')}
        </a>
        <a href={consentRecordCsvUrl(config.experienceApiHost)} download onClick={() => setDownloadStarted(true)}>
          {text('dashboard.consents.downloadConsentRecord')}
        </a>
      </div>
      <p role="status">{isDownloadStarted ? text('dashboard.consents.downloadStarted') : null}</p>
    </section>
  );
}
