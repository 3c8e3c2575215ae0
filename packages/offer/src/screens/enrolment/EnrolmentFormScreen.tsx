// /offer/{linkCode}/enrolment-form: the centre's enrolment form after an accepted offer (document 2, section 2). Loads
// the offer and the form with what the family saved, then shows the wizard, or that the form was submitted.
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { FORMS_CATALOGUES } from '@cc/forms';
import {
  ErrorScreen,
  LoadingScreen,
  OutcomeFrame,
  ScreenFrame,
  WidgetIntlProvider,
  errorMessages,
  mergeCatalogues,
  useQuery,
  useWidgetEvents,
  type WidgetProps,
} from '@cc/ui';
import { OFFER_MESSAGES } from '../../i18n/catalogue';
import { offerOutcomeMessages } from '../../i18n/messages';
import { offerRoutes } from '../../routes';
import { OfferPageDocument } from '../offer/offer.graphql.generated';
import { EnrolmentDocumentDocument } from './enrolment.graphql.generated';
import { EnrolmentWizard } from './EnrolmentWizard';
import { parseAnswers, parseDefinition } from './form';
import { enrolmentMessages } from './messages';

const MESSAGES = mergeCatalogues(FORMS_CATALOGUES, OFFER_MESSAGES);

export function EnrolmentFormScreen({ widget, linkCode }: { widget: WidgetProps; linkCode: string }) {
  // The route asked for the offer as this page's code loaded (OfferFlow): its answer, or the request in flight, serves.
  const page = useQuery(OfferPageDocument, { variables: { linkCode }, fetchPolicy: 'cache-first' });
  const offer = page.data?.applicationOfferForLinkCode;
  const document = useQuery(EnrolmentDocumentDocument, {
    variables: offer
      ? { linkCode, businessId: offer.businessId, applicationId: offer.applicationId, applicationOfferId: offer.id }
      : undefined!,
    skip: !offer,
    fetchPolicy: 'network-only',
  });
  const [submitted, setSubmitted] = useState(false);
  const loaded = document.data?.enrollmentDocument;
  const definition = loaded ? parseDefinition(loaded.form) : undefined;
  const region = offer?.region ?? widget.region;

  let body;
  if (page.loading || document.loading) body = <LoadingScreen />;
  else if (!offer || !loaded) body = <LoadError error={page.error ?? document.error} />;
  else if (submitted || loaded.submitted) body = <SubmittedScreen />;
  // Spec: without a schema, the generic error screen.
  else if (!definition) body = <ErrorScreen />;
  else
    body = (
      <EnrolmentWizard
        offer={offer}
        linkCode={linkCode}
        definition={definition}
        saved={parseAnswers(loaded.enrollment)}
        currentStep={loaded.currentStep ?? null}
        today={loaded.today}
        onSubmitted={() => setSubmitted(true)}
      />
    );
  return (
    <WidgetIntlProvider locale={widget.locale} region={region} messages={MESSAGES}>
      <div className="cc-offer__screen cc-enrolment" data-region={region}>
        {body}
      </div>
    </WidgetIntlProvider>
  );
}

function SubmittedScreen() {
  const intl = useIntl();
  const { emit } = useWidgetEvents();
  return (
    <OutcomeFrame
      state="enrolment-submitted"
      icon="done"
      title={intl.formatMessage(enrolmentMessages.submittedTitle)}
      body={intl.formatMessage(enrolmentMessages.submittedBody)}
      closeLabel={intl.formatMessage(offerOutcomeMessages.close)}
      onClose={() => emit('cc-navigate', { to: offerRoutes.home })}
    />
  );
}

/** Why the form cannot open: the server's words (an offer not accepted, a link no longer open), else the generic page. */
function LoadError({ error }: { error: unknown }) {
  const messages = errorMessages(error);
  if (messages.length === 0) return <ErrorScreen />;
  return (
    <ScreenFrame testId="enrolment-load-error" icon="error" role="alert">
      <ul className="cc-screen__details">
        {messages.map((message) => (
          <li key={message}>{message}</li>
        ))}
      </ul>
    </ScreenFrame>
  );
}
