import { useIntl } from 'react-intl';
import type { EnquiryStepProps } from '../step-props';
import { childrenMessages } from '../../i18n/messages';
import { shellCss } from '../../styles';
import { ChildrenList } from './ChildrenList';

/** The Children step of the program flows: the repeatable list of children. */
export function ChildrenPage({ today, region, businessId, center }: EnquiryStepProps) {
  const intl = useIntl();
  return (
    <section aria-labelledby="cc-children-title" data-testid="children-page">
      <style>{shellCss}</style>
      <h2 className="cc-enquiry-title" id="cc-children-title">
        {intl.formatMessage(childrenMessages.title)}
      </h2>
      <p className="cc-enquiry-intro">{intl.formatMessage(childrenMessages.intro)}</p>
      <ChildrenList today={today} region={region} businessId={businessId} center={center} />
    </section>
  );
}
