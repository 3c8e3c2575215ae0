import { expect } from '@open-wc/testing';
import { createIntl } from 'react-intl';
import type { Region } from '@cc/core';
import { intlLocale, messagesFor, reportIntlError } from './regionMessages';
import { sharedMessages, termMessages } from './sharedMessages';
import { remToPx } from '../theme/remToPx';

function wordsFor(region: Region) {
  const intl = createIntl({
    locale: intlLocale('en', region),
    defaultLocale: 'en-US',
    messages: messagesFor(region),
    onError: reportIntlError,
  });
  return Object.fromEntries(Object.entries(termMessages).map(([key, message]) => [key, intl.formatMessage(message)]));
}

describe('region-aware wording', () => {
  it('US says school or center, enroll and biweekly', () => {
    expect(wordsFor('US')).to.include({
      center: 'center',
      schoolOrCenter: 'school or center',
      enroll: 'enroll',
      biweekly: 'biweekly',
    });
  });

  it('AU says centre, enrol, fortnightly, CCS subsidy, CRN, BSB and complying written agreement', () => {
    expect(wordsFor('AU')).to.include({
      center: 'centre',
      enroll: 'enrol',
      enrollment: 'enrolment',
      biweekly: 'fortnightly',
      subsidy: 'CCS subsidy',
      customerReference: 'CRN',
      bankCode: 'BSB',
      careAgreement: 'complying written agreement',
    });
  });

  it('CA follows US except that it writes centre', () => {
    const us = wordsFor('US');
    const ca = wordsFor('CA');
    expect(ca.center).to.equal('centre');
    expect({ ...ca, center: us.center, schoolOrCenter: us.schoolOrCenter }).to.deep.equal(us);
  });

  it('keeps the spec texts of the shared messages', () => {
    const intl = createIntl({ locale: 'en-US', messages: messagesFor('US'), onError: reportIntlError });
    expect(intl.formatMessage(sharedMessages.unableToProcess)).to.equal('Unable to process the request');
    expect(intl.formatMessage(sharedMessages.somethingWentWrong)).to.equal(
      'Something went wrong. Please contact the centre for assistance.',
    );
  });

  it('builds the locale tag from locale and region unless the locale names its own region', () => {
    expect(intlLocale('en', 'AU')).to.equal('en-AU');
    expect(intlLocale('fr-CA', 'US')).to.equal('fr-CA');
  });
});

describe('remToPx', () => {
  it('turns every rem length into px at a 16px root and leaves other units alone', () => {
    expect(remToPx('a { margin: 0.875rem -1.5rem; width: 2.5rem; height: 3em; top: .5rem }')).to.equal(
      'a { margin: 14px -24px; width: 40px; height: 3em; top: 8px }',
    );
  });
});
