import { useIntl } from 'react-intl';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import { ErrorScreen, errorMessages, LoadingScreen, ScreenFrame, termMessages, useQuery } from '@cc/ui';
import { EnquiryLandingDocument } from './landing.graphql.generated';
import { screenMessages } from './messages';
import { landingCss } from './styles';

export interface LandingScreenProps {
  linkCode: string;
  /** The flow opens the centre selection for a new enquiry (/inquiry/new/{linkCode}). */
  onStart(): void;
  /** A returning family signs in to the parent portal of the link's business. */
  onLogIn(businessId: string): void;
}

/**
 * /inquiry/{linkCode}: names the centres the link opens; a new family starts an enquiry, a returning one logs in to
 * the parent portal.
 */
export function LandingScreen({ linkCode, onStart, onLogIn }: LandingScreenProps) {
  const intl = useIntl();
  const { data, loading, error } = useQuery(EnquiryLandingDocument, { variables: { linkCode } });
  if (loading && !data) return <LoadingScreen />;
  if (error || !data) return <ErrorScreen details={error ? errorMessages(error) : []} />;

  const center = intl.formatMessage(termMessages.center);
  const centres = data.centersForLinkCode;
  return (
    <ScreenFrame testId="landing-screen" labelledBy="cc-landing-title">
      <style>{landingCss}</style>
      <h2 className="cc-screen__title" id="cc-landing-title">
        {intl.formatMessage(screenMessages.landingTitle)}
      </h2>
      {centres.length === 0 ? (
        <p className="cc-screen__body" role="status" data-testid="landing-no-centres">
          {intl.formatMessage(screenMessages.landingNoCentres, { center })}
        </p>
      ) : (
        <>
          <p className="cc-screen__body" id="cc-landing-centres">
            {intl.formatMessage(screenMessages.landingCentres, { count: centres.length, center })}
          </p>
          <ul className="cc-screen__centres" aria-labelledby="cc-landing-centres">
            {centres.map((centre) => {
              const place = [centre.address.city, centre.address.state].filter(Boolean).join(', ');
              return (
                <li key={centre.id} className="cc-screen__centre" data-testid="landing-centre">
                  <span className="cc-screen__centre-name">{centre.name}</span>
                  {place && <span className="cc-screen__centre-place">{place}</span>}
                </li>
              );
            })}
          </ul>
          <p className="cc-screen__body">{intl.formatMessage(screenMessages.landingIntro, { center })}</p>
          <div className="cc-screen__actions">
            <SlButton variant="primary" size="large" data-testid="landing-start" onClick={onStart}>
              {intl.formatMessage(screenMessages.landingStart)}
            </SlButton>
            {centres[0] && (
              <SlButton size="large" data-testid="landing-log-in" onClick={() => onLogIn(centres[0]!.businessId)}>
                {intl.formatMessage(screenMessages.landingLogIn)}
              </SlButton>
            )}
          </div>
        </>
      )}
    </ScreenFrame>
  );
}
