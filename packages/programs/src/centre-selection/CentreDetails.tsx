import { useIntl } from 'react-intl';
import type { Region } from '@cc/core';
import { usePhoneRules } from '@cc/ui';
import { formatCentreAddress, type CentreOption } from './centres';
import { centreSelectionMessages as m } from './messages';

/** Address and phone lines of a centre; nothing for the parts the centre has not given. */
export function CentreDetails({ centre, region, id }: { centre: CentreOption; region: Region; id?: string }) {
  const intl = useIntl();
  const address = formatCentreAddress(centre.address, region);
  // Stored as +13035550187; shown as the region writes it once the phone rules (a chunk of their own) are there.
  const rules = usePhoneRules(region).rules;
  const stored = centre.phoneNumber?.trim();
  const phone = stored && rules ? rules.formatPhone(stored) : stored;
  if (!address && !phone) return null;
  return (
    <span className="cc-centre-card__details" id={id}>
      {address && <span data-testid="centre-address">{address}</span>}
      {phone && <span data-testid="centre-phone">{intl.formatMessage(m.phone, { number: phone })}</span>}
    </span>
  );
}
