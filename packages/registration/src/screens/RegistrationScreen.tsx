// /registration/{linkCode}: the registration behind the link, then the email page (and a returning family's code),
// then the wizard. An unknown link goes to /not-found (document 1, section 8); a closed one and the maintenance
// window show their notices. The registration's region decides the wording.
import { Suspense, lazy, useEffect, useMemo, useState } from 'react';
import type { Region } from '@cc/core';
import {
  ErrorScreen,
  LoadingScreen,
  WidgetIntlProvider,
  errorMessages,
  useMutation,
  useQuery,
  useWidgetEvents,
  useWidgetHost,
  type WidgetProps,
} from '@cc/ui';
import { hasErrorCode } from '@cc/ui/error-code';
import { browserStorage } from '@cc/ui/draft';
import { SignOutDocument } from '@cc/ui/sign-in';
import { registrationDrafts } from '../draft';
import { REGISTRATION_MESSAGES } from '../i18n/catalogue';
import { RegistrationByLinkCodeDocument } from '../registration.graphql.generated';
import { registrationRoutes } from '../routes';
import { EntryScreen, type Entered } from './EntryScreen';
import { LinkNotice } from './LinkNotice';

const RegistrationWizard = lazy(() =>
  import('../wizard/RegistrationWizard').then((m) => ({ default: m.RegistrationWizard })),
);

export function RegistrationScreen({ widget }: { widget: WidgetProps }) {
  const { emit } = useWidgetEvents();
  const { element } = useWidgetHost();
  const linkCode = widget.linkCode ?? '';
  const query = useQuery(RegistrationByLinkCodeDocument, { variables: { linkCode }, skip: linkCode === '' });
  const storage = useMemo(() => browserStorage(), []);
  const draftKey = registrationDrafts.key({ linkCode });
  // A new family that reloads the page finds its form again, past the email page.
  const [draft, setDraft] = useState(() => registrationDrafts.load(storage, draftKey));
  const [entered, setEntered] = useState<Entered | undefined>(() =>
    draft ? { email: draft.values.email } : undefined,
  );
  // The email page shows what was typed when the family comes back to it.
  const [lastEmail, setLastEmail] = useState(draft?.values.email ?? '');
  const [signOut] = useMutation(SignOutDocument);
  const backToEmail = () => {
    // A returning family that goes back is signed out: whoever continues may be someone else.
    if (entered?.token) {
      void signOut().catch(() => undefined);
      (element as { token?: string }).token = undefined;
    }
    setEntered(undefined);
  };
  const notFound = linkCode === '' || hasErrorCode(query.error, 'NOT_FOUND');
  useEffect(() => {
    if (notFound) emit('cc-navigate', { to: registrationRoutes.notFound });
  }, [notFound, emit]);
  // The wizard's code loads while the family types the email.
  useEffect(() => {
    void import('../wizard/RegistrationWizard');
  }, []);

  const registration = query.data?.registrationByLinkCode;
  const region = (registration?.region ?? widget.region) as Region;
  let body;
  if (notFound || query.loading) body = <LoadingScreen />;
  else if (hasErrorCode(query.error, 'MAINTENANCE')) body = <LinkNotice kind="maintenance" />;
  else if (query.error || !registration) body = <ErrorScreen details={errorMessages(query.error)} />;
  else if (!registration.isOpen) body = <LinkNotice kind="closed" />;
  else if (!entered)
    body = (
      <EntryScreen
        businessId={registration.businessId}
        initialEmail={lastEmail}
        onEntered={(done) => {
          // A returning family's session lives on the element only, until the submission signs it out.
          if (done.token) (element as { token?: string }).token = done.token;
          // A draft is another email's form, or a new family's that a signed-in one does not continue.
          if (draft && (done.token || draft.values.email.trim().toLowerCase() !== done.email.trim().toLowerCase())) {
            registrationDrafts.clear(storage, draftKey);
            setDraft(undefined);
          }
          setLastEmail(done.email);
          setEntered(done);
        }}
      />
    );
  else
    body = (
      <Suspense fallback={<LoadingScreen />}>
        <RegistrationWizard
          registration={registration}
          linkCode={linkCode}
          email={entered.email}
          signedIn={entered.token !== undefined}
          drafts={entered.token === undefined ? { storage, draftKey, draft } : undefined}
          region={region}
          debug={widget.debug}
          onLeave={backToEmail}
          onSubmitted={(checkoutCode) => emit('cc-navigate', { to: registrationRoutes.checkout(checkoutCode) })}
        />
      </Suspense>
    );
  return (
    <WidgetIntlProvider locale={widget.locale} region={region} messages={REGISTRATION_MESSAGES}>
      <div className="cc-registration__screen" data-region={region} data-testid="registration-screen">
        {body}
      </div>
    </WidgetIntlProvider>
  );
}
