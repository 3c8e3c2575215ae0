import { useIntl } from 'react-intl';
import { dashboardMessages } from '../../i18n/messages';

/** The spec's skeleton while the dashboard loads: the cards' shape, announced once as loading. */
export function DashboardSkeleton() {
  const intl = useIntl();
  return (
    <div className="cc-dashboard" role="status" aria-live="polite" data-testid="dashboard-skeleton">
      <span className="cc-visually-hidden">{intl.formatMessage(dashboardMessages.loading)}</span>
      <div className="cc-skeleton" aria-hidden="true">
        <div className="cc-skeleton__bar" data-size="title" />
        {[0, 1, 2].map((i) => (
          <div key={i} className="cc-skeleton__card">
            <div className="cc-skeleton__bar" />
            <div className="cc-skeleton__bar" data-size="short" />
            <div className="cc-skeleton__bar" />
          </div>
        ))}
      </div>
    </div>
  );
}
