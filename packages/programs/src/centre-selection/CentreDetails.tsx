import { useIntl } from 'react-intl';
import type { Region } from '@cc/core';
import { formatCentreAddress, type CentreOption } from './centres';
import { centreSelectionMessages as m } from './messages';

/** Address and phone lines of a centre; nothing for the parts the centre has not given. */
export function CentreDetails({ centre, region, id }: { centre: CentreOption; region: Region; id?: string }) {
  const intl = useIntl();
  const address = formatCentreAddress(centre.address, region);
  const phone = centre.phoneNumber?.trim();
  if (!address && !phone) return null;
  return (
    <span className="cc-centre-card__details" id={id}>
      {address && <span data-testid="centre-address">{address}</span>}
      {phone && <span data-testid="centre-phone">{intl.formatMessage(m.phone, { number: phone })}</span>}
    </span>
  );
}
