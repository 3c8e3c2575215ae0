// /registration-submission/{linkCode} (document 2, "Registration checkout"): the registration's name, the children
// with their programs, then the form, or instead the notice of where the submission stands (waiting for approval, on
// the waitlist, complete). Rejected and unknown links: "This link is no longer available."
import { useIntl } from 'react-intl';
import type { Region } from '@cc/core';
import {
  ErrorScreen,
  LoadingScreen,
  ScreenIcon,
  WidgetIntlProvider,
  errorMessages,
  useQuery,
  type WidgetProps,
} from '@cc/ui';
import { hasErrorCode } from '@cc/ui/error-code';
import { checkoutMessages as m } from '../i18n/checkoutMessages';
import { REGISTRATION_MESSAGES } from '../i18n/catalogue';
import { LinkNotice } from '../screens/LinkNotice';
import { registrationWizardCss } from '../wizard/styles';
import { CheckoutForm } from './CheckoutForm';
import { ChildPrograms } from './ChildPrograms';
import { RegistrationCheckoutDocument } from './checkout.graphql.generated';
import { checkoutCss } from './styles';
import type { CheckoutSubmission } from './types';

const PENDING = new Set(['SUBMITTED', 'APPROVAL_PENDING', 'APPROVAL_WAITLIST_PENDING', 'NEW', 'CREATING']);
const OPEN = new Set(['APPROVED', 'OFFERED_WAITLIST']);

export function CheckoutScreen({ widget }: { widget: WidgetProps }) {
  const linkCode = widget.linkCode ?? '';
  const query = useQuery(RegistrationCheckoutDocument, {
    variables: { linkCode },
    skip: linkCode === '',
    fetchPolicy: 'network-only',
    notifyOnNetworkStatusChange: false,
  });
  const submission = query.data?.registrationSubmissionOfferForLinkCode;
  const region = (submission?.region ?? widget.region) as Region;
  let body;
  if (linkCode === '' || hasErrorCode(query.error, 'NOT_FOUND')) body = <LinkNotice kind="closed" />;
  else if (hasErrorCode(query.error, 'MAINTENANCE')) body = <LinkNotice kind="maintenance" />;
  else if (query.error) body = <ErrorScreen details={errorMessages(query.error)} />;
  else if (!submission) body = <LoadingScreen />;
  else if (submission.state === 'REJECTED' || submission.state === 'ERRORED') body = <LinkNotice kind="closed" />;
  else body = <Checkout submission={submission} linkCode={linkCode} refetch={() => query.refetch()} />;
  return (
    <WidgetIntlProvider locale={widget.locale} region={region} messages={REGISTRATION_MESSAGES}>
      <style>{registrationWizardCss + checkoutCss}</style>
      <div className="cc-registration__screen" data-region={region} data-testid="registration-checkout">
        {body}
      </div>
    </WidgetIntlProvider>
  );
}

function Checkout({
  submission,
  linkCode,
  refetch,
}: {
  submission: CheckoutSubmission;
  linkCode: string;
  refetch(): Promise<unknown>;
}) {
  const intl = useIntl();
  const notice = PENDING.has(submission.state)
    ? { icon: 'waiting' as const, title: m.pendingTitle, body: m.pendingBody }
    : submission.state === 'WAITLISTED'
      ? { icon: 'waiting' as const, title: m.waitlistedTitle, body: m.waitlistedBody }
      : submission.state === 'COMPLETED'
        ? { icon: 'done' as const, title: m.completedTitle, body: m.completedBody }
        : null;
  return (
    <article className="cc-reg-checkout" aria-labelledby="cc-reg-checkout-title" data-state={submission.state}>
      <header className="cc-reg-checkout__head">
        <p className="cc-reg-muted">{submission.centerName}</p>
        <h2 id="cc-reg-checkout-title" tabIndex={-1}>
          {submission.name}
        </h2>
        {submission.description && <p>{submission.description}</p>}
      </header>
      {notice && (
        <section
          className="cc-reg-checkout-notice"
          role="status"
          data-testid="checkout-notice"
          data-kind={submission.state}
        >
          <ScreenIcon kind={notice.icon} />
          <h3>{intl.formatMessage(notice.title)}</h3>
          <p>{intl.formatMessage(notice.body)}</p>
        </section>
      )}
      {!notice && <p className="cc-reg-muted">{intl.formatMessage(m.intro)}</p>}
      <ChildPrograms submission={submission} />
      {OPEN.has(submission.state) && <CheckoutForm submission={submission} linkCode={linkCode} refetch={refetch} />}
    </article>
  );
}
