// /preview/{hash}: the enrolment form read only with what the family saved (document 2, section 2), printable. Only
// while the application is APPLICANT_ACCEPTED_OFFER; otherwise the generic error title and message.
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import {
  FORMS_CATALOGUES,
  FormRendererContext,
  ReadOnlyAnswers,
  formRendererCss,
  type FormRendererOptions,
} from '@cc/forms';
import { ErrorScreen, LoadingScreen, WidgetIntlProvider, mergeCatalogues, useQuery, type WidgetProps } from '@cc/ui';
import { OFFER_MESSAGES } from '../../i18n/catalogue';
import { parseAnswers, parseDefinition } from './form';
import { enrolmentMessages } from './messages';
import { PreviewEnrolmentDocument } from './preview.graphql.generated';

const MESSAGES = mergeCatalogues(FORMS_CATALOGUES, OFFER_MESSAGES);

export function PreviewScreen({ widget, hash }: { widget: WidgetProps; hash: string }) {
  const preview = useQuery(PreviewEnrolmentDocument, { variables: { hash }, fetchPolicy: 'network-only' });
  const loaded = preview.data?.previewEnrollmentForm;
  const region = loaded?.region ?? widget.region;
  const definition = loaded ? parseDefinition(loaded.form) : undefined;
  const renderer = useMemo<FormRendererOptions | undefined>(
    () => definition && loaded && { definition, region: loaded.region, today: loaded.today, mode: 'readonly' },
    [definition, loaded],
  );
  return (
    <WidgetIntlProvider locale={widget.locale} region={region} messages={MESSAGES}>
      <div className="cc-offer__screen" data-region={region}>
        {preview.loading ? (
          <LoadingScreen />
        ) : !loaded || !renderer ? (
          <ErrorScreen />
        ) : (
          <FormRendererContext.Provider value={renderer}>
            <Preview centerName={loaded.centerName} answers={loaded.enrollment} />
          </FormRendererContext.Provider>
        )}
      </div>
    </WidgetIntlProvider>
  );
}

function Preview({ centerName, answers }: { centerName: string; answers: string }) {
  const intl = useIntl();
  const values = useMemo(() => parseAnswers(answers), [answers]);
  return (
    <div className="cc-offer__print" data-testid="enrolment-preview">
      <style>{formRendererCss}</style>
      <div className="cc-offer__head">
        <h1 className="cc-offer__title">
          {intl.formatMessage(enrolmentMessages.previewTitle, { centre: centerName })}
        </h1>
        <SlButton className="cc-no-print" data-testid="enrolment-print" onClick={() => window.print()}>
          {intl.formatMessage(enrolmentMessages.print)}
        </SlButton>
      </div>
      <ReadOnlyAnswers values={values} level={2} />
    </div>
  );
}
