// The Child Care Subsidy checklist's words. The checklist is shown only for Australian businesses, so every message's
// default is already the Australian wording (and the US and CA catalogues repeat it, which the build drops).
import { defineMessages } from 'react-intl';

type NoValues = Record<string, never>;

export const subsidyMessages = defineMessages<{
  title: NoValues;
  intro: NoValues;
  stepLinkCrn: NoValues;
  stepPercentage: NoValues;
  stepDetails: NoValues;
  waitingForCentre: NoValues;
  lodged: { date: string };
  doneOn: { date: string };
  failed: NoValues;
}>({
  title: { id: 'subsidy.title', defaultMessage: 'Getting the Child Care Subsidy' },
  intro: {
    id: 'subsidy.intro',
    defaultMessage:
      'To have the Child Care Subsidy (CCS) taken off your fees, do these in your Centrelink online account through myGov. Tick each one when it is done.',
  },
  stepLinkCrn: {
    id: 'subsidy.step.linkCrn',
    defaultMessage: "Link your child's CRN and confirm the enrolment in your Centrelink online account",
  },
  stepPercentage: {
    id: 'subsidy.step.percentage',
    defaultMessage: 'Check your CCS percentage in your Centrelink online account',
  },
  stepDetails: {
    id: 'subsidy.step.details',
    defaultMessage: 'Keep your income estimate, activity hours and care arrangements up to date with Centrelink',
  },
  waitingForCentre: {
    id: 'subsidy.waitingForCentre',
    defaultMessage: 'Waiting for the centre to lodge your enrolment',
  },
  lodged: {
    id: 'subsidy.lodged',
    defaultMessage: 'The centre lodged your enrolment on {date}: you can confirm it now.',
  },
  doneOn: { id: 'subsidy.doneOn', defaultMessage: 'Done {date}' },
  failed: { id: 'subsidy.failed', defaultMessage: 'We could not save that. Please try again.' },
});
