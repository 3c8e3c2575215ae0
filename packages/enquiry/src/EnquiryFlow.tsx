// <cc-enquiry>: picks the screen from the attributes (flowMode.ts), finds the business, loads its settings and
// flags, and shows the landing page, centre selection, the form, or the outcome. The business's own region decides
// the wording once it is known (the hosted page does not set a region attribute).
import { Suspense, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { portalLoginPath, type Region } from '@cc/core';
import {
  ErrorBoundary,
  ErrorScreen,
  LoadingScreen,
  WidgetIntlProvider,
  errorMessages,
  useBusiness,
  useFocusHeadingOnChange,
  useWidgetEvents,
  useWidgetHost,
  type WidgetProps,
} from '@cc/ui';
import { CentreSelection, useEarlyCentres, useEarlyCentresOfCentre, usePrefetchLinkCentres } from '@cc/programs';
import { browserStorage } from '@cc/ui/draft';
import { draftKey, loadDraft, rememberLinkCode, rememberedLinkCode } from './draft';
import { enquiryRoutes, flowStart, type FlowStart } from './flowMode';
import { FormScreen } from './form-shell/FormScreen';
import { useEarlyCentreStart } from './form-shell/useEarlyCentreStart';
import { ENQUIRY_MESSAGES } from './i18n/catalogue';
import { LandingScreen } from './screens/LandingScreen';
import { shellCss } from './styles';
import type { SubmitApplicationResult } from './submit/useSubmitEnquiry';
import { OutcomeScreen, preloadLaterParts } from './laterParts';

type Screen =
  | { kind: 'landing'; linkCode: string }
  | { kind: 'select'; initialCenterId?: string }
  | { kind: 'form'; centerId: string; fromSelection: boolean }
  | { kind: 'outcome'; result: SubmitApplicationResult }
  | { kind: 'invalid' };

function firstScreen(start: FlowStart): Screen {
  switch (start.screen) {
    case 'landing':
      return { kind: 'landing', linkCode: start.linkCode };
    case 'select':
      return { kind: 'select', initialCenterId: start.initialCenterId };
    case 'form':
      return { kind: 'form', centerId: start.centerId, fromSelection: false };
    case 'invalid':
      return { kind: 'invalid' };
  }
}

export function EnquiryFlow(props: WidgetProps) {
  const storage = useMemo(() => browserStorage(), []);
  const start = useMemo(
    () => flowStart(props, rememberedLinkCode(storage)),
    // The attributes that decide where the enquiry starts; a change starts it again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [props.view, props.linkCode, props.businessId, props.centerId, props.staffId, storage],
  );
  return <EnquiryFlowFrom key={JSON.stringify(start)} start={start} widget={props} storage={storage} />;
}

function EnquiryFlowFrom({ start, widget, storage }: { start: FlowStart; widget: WidgetProps; storage?: Storage }) {
  const { emit } = useWidgetEvents();
  const [screen, setScreen] = useState<Screen>(() => firstScreen(start));
  const linkCode = start.screen === 'invalid' ? undefined : start.linkCode;
  const staffId = start.screen === 'select' || start.screen === 'form' ? start.staffId : undefined;
  const business = useBusiness(
    start.screen === 'landing' ? { linkCode: start.linkCode } : start.screen === 'invalid' ? undefined : start.business,
  );
  const region: Region = business.settings?.enrollmentSettings.region ?? widget.region;
  usePrefetchLinkCentres(screen.kind === 'select' ? linkCode : undefined);
  // A business named by its id (a centre's own page: <cc-enquiry business-id>) has its centres asked for beside its
  // settings, not once they have answered; the selection that mounts first shows them.
  // So does a centre's business (centre-initiated: /c-inquiry/{centre}): its centres come with businessFor.
  const earlyCentres = useEarlyCentres(
    start.screen === 'select' && !linkCode && 'businessId' in start.business ? start.business.businessId : undefined,
  );
  const earlyCentresOfCentre = useEarlyCentresOfCentre(
    start.screen === 'select' && !linkCode && 'centerId' in start.business ? start.business.centerId : undefined,
  );
  // A form opened at a centre asks for that centre's settings and the phone rules at once, not after the business.
  const earlyCentreStart = useEarlyCentreStart(start, widget.region);

  useEffect(() => {
    if (start.screen === 'landing') rememberLinkCode(storage, start.linkCode);
  }, [start, storage]);

  const key = draftKey({ linkCode, businessId: business.businessId });
  // The form route keeps only the link code: a family coming back there continues with the centre it chose. So does
  // a reload of the hosted page on a wizard page (it sets the `step` attribute from its history).
  const { element } = useWidgetHost();
  const [reloadedOnStep] = useState(() => element.hasAttribute('step'));
  useEffect(() => {
    if ((widget.view !== 'form' && !reloadedOnStep) || screen.kind !== 'select' || !key) return;
    const centre = loadDraft(storage, key)?.values.selectedCenter;
    if (centre) setScreen({ kind: 'form', centerId: centre.id, fromSelection: true });
  }, [widget.view, reloadedOnStep, screen.kind, key, storage]);

  const loading = screen.kind !== 'landing' && screen.kind !== 'invalid' && business.loading;
  const failed = screen.kind === 'invalid' || (screen.kind !== 'landing' && business.error !== undefined);
  const ready = !loading && (failed || screen.kind === 'landing' || business.settings !== undefined);
  const rootRef = useRef<HTMLDivElement>(null);
  useFocusHeadingOnChange(screen.kind, rootRef, element.hasAttribute('autofocus'));
  const readySent = useRef(false);
  useEffect(() => {
    if (ready && !readySent.current) {
      readySent.current = true;
      emit('cc-ready', {});
      // The first screen is usable; fetch the later steps' code while the family reads it.
      if (!failed) preloadLaterParts();
    }
  }, [ready, failed, emit]);

  let body: ReactNode;
  if (screen.kind === 'invalid') {
    body = <ErrorScreen />;
  } else if (screen.kind === 'landing') {
    body = (
      <LandingScreen
        linkCode={screen.linkCode}
        onStart={() =>
          widget.view
            ? emit('cc-navigate', { to: enquiryRoutes.newEnquiry(screen.linkCode) })
            : setScreen({ kind: 'select' })
        }
        onLogIn={(businessId) => emit('cc-navigate', { to: portalLoginPath({ businessId }) })}
      />
    );
  } else if (screen.kind === 'outcome') {
    body = (
      <Suspense fallback={<LoadingScreen />}>
        <OutcomeScreen
          state={screen.result.state ?? 'ApplicantInitiated'}
          centerNames={screen.result.centerNames}
          onClose={() => emit('cc-navigate', { to: enquiryRoutes.home })}
        />
      </Suspense>
    );
  } else if (business.error) {
    body = <ErrorScreen details={errorMessages(business.error)} />;
  } else if (!business.settings || !business.businessId) {
    body = <LoadingScreen />;
  } else if (screen.kind === 'select') {
    body = (
      <div className="cc-wizard">
        <CentreSelection
          businessId={business.businessId}
          linkCode={linkCode}
          early={earlyCentres ?? earlyCentresOfCentre}
          initialCenterId={
            screen.initialCenterId ?? (key ? loadDraft(storage, key)?.values.selectedCenter?.id : undefined)
          }
          variant={business.settings.featureFlags.registrationsCentreSelector}
          region={region}
          onContinue={(centre) => setScreen({ kind: 'form', centerId: centre.id, fromSelection: true })}
        />
      </div>
    );
  } else {
    const current = screen;
    body = (
      <FormScreen
        businessId={business.businessId}
        centerId={current.centerId}
        early={current.centerId === earlyCentreStart?.centerId ? earlyCentreStart : undefined}
        business={business.settings}
        region={region}
        linkCode={linkCode}
        staffId={staffId}
        draftKey={key}
        storage={storage}
        debug={widget.debug}
        onLeave={
          current.fromSelection
            ? () => setScreen({ kind: 'select', initialCenterId: current.centerId })
            : // Only a host page may use its history: the hosted page sets a view and handles the back intent. On a
              // centre's own page the form is where the family arrived, so its first step has no Back.
              widget.view
              ? () => emit('cc-navigate', { back: true })
              : undefined
        }
        onGoBackToLanding={linkCode ? () => setScreen({ kind: 'landing', linkCode }) : undefined}
        onSubmitted={(result) =>
          // The program form flow's offer is made with the enquiry: the family goes straight on to it.
          result.state === 'Offered' && result.linkCode
            ? emit('cc-navigate', { to: enquiryRoutes.offer(result.linkCode) })
            : setScreen({ kind: 'outcome', result })
        }
      />
    );
  }

  return (
    <WidgetIntlProvider locale={widget.locale} region={region} messages={ENQUIRY_MESSAGES}>
      <style>{shellCss}</style>
      <div ref={rootRef} className="cc-enquiry" data-testid="enquiry" data-screen={screen.kind} data-region={region}>
        <ErrorBoundary
          fallback={<ErrorScreen reported />}
          onError={(error) => emit('cc-error', { message: error instanceof Error ? error.message : String(error) })}
        >
          {body}
        </ErrorBoundary>
      </div>
    </WidgetIntlProvider>
  );
}
