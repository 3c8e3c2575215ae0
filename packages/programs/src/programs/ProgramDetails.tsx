import { useIntl } from 'react-intl';
import { formatDateForRegion, WEEKDAYS, type Region } from '@cc/core';
import type { ChildProgram } from '../schedule/childPrograms';
import { weekdayName } from '../schedule/weekdayNames';
import { formatApplicationFee, hasApplicationFee } from './fees';
import { modalMessages } from './messages';

export interface ProgramDetailsProps {
  program: ChildProgram;
  region: Region;
  /** The tiered registration fee flag hides the application fee (as does a fee of 0: none, or forbidden at the centre). */
  showApplicationFee: boolean;
}

/** The program modal's details table: application fee, operating days, start and end date. */
export function ProgramDetails({ program, region, showApplicationFee }: ProgramDetailsProps) {
  const intl = useIntl();
  const days = [...program.operatingDays].sort((a, b) => WEEKDAYS.indexOf(a) - WEEKDAYS.indexOf(b));
  return (
    <table className="cc-programs__details" data-testid="program-details">
      <caption className="cc-visually-hidden">{intl.formatMessage(modalMessages.details)}</caption>
      <tbody>
        {showApplicationFee && hasApplicationFee(program.row) && (
          <tr>
            <th scope="row">{intl.formatMessage(modalMessages.applicationFee)}</th>
            <td data-testid="program-details-fee">{formatApplicationFee(intl, program.row)}</td>
          </tr>
        )}
        <tr>
          <th scope="row">{intl.formatMessage(modalMessages.operatingDays)}</th>
          <td data-testid="program-details-days">
            {intl.formatList(
              days.map((day) => weekdayName(intl, day, 'short')),
              { type: 'unit', style: 'short' },
            )}
          </td>
        </tr>
        <tr>
          <th scope="row">{intl.formatMessage(modalMessages.startDate)}</th>
          <td data-testid="program-details-start">{formatDateForRegion(program.startDate, region)}</td>
        </tr>
        <tr>
          <th scope="row">{intl.formatMessage(modalMessages.endDate)}</th>
          <td data-testid="program-details-end">
            {program.endDate
              ? formatDateForRegion(program.endDate, region)
              : intl.formatMessage(modalMessages.noEndDate)}
          </td>
        </tr>
      </tbody>
    </table>
  );
}
