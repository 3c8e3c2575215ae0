import { useIntl } from 'react-intl';
import SlCard from '@shoelace-style/shoelace/dist/react/card/index.js';
import { sharedMessages, wizardMessages } from '../i18n/sharedMessages';
import { DefaultLogo } from './DefaultLogo';
import { useIsMobile } from './useIsMobile';

/** The product's name in its US spelling; families read it in their region's (sharedMessages.productName). */
export const PRODUCT_NAME = 'CC Enrollment';

export interface CenterHeaderProps {
  name: string;
  avatarUrl?: string | null;
}

/** Centre name and avatar (or the default logo); the "Powered by" card only on desktop. */
export function CenterHeader({ name, avatarUrl }: CenterHeaderProps) {
  const intl = useIntl();
  const isMobile = useIsMobile();
  return (
    <header className="cc-center-header" data-testid="center-header">
      <div className="cc-center-header__identity">
        {avatarUrl ? (
          <img
            className="cc-center-header__avatar"
            src={avatarUrl}
            alt={intl.formatMessage(wizardMessages.centerLogo, { name })}
            data-testid="center-avatar"
          />
        ) : (
          <DefaultLogo className="cc-center-header__avatar" />
        )}
        <h1 className="cc-center-header__name" data-testid="center-name">
          {name}
        </h1>
      </div>
      {!isMobile && (
        <SlCard className="cc-powered-by" data-testid="powered-by">
          {intl.formatMessage(sharedMessages.poweredBy)}{' '}
          <strong>{intl.formatMessage(sharedMessages.productName)}</strong>
        </SlCard>
      )}
    </header>
  );
}
