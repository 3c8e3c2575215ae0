import { expect } from '@open-wc/testing';
import { IntlMessageFormat } from 'intl-messageformat';
import { ERROR_KEYS, REGIONS } from '@cc/core';
import { coreMessagesFor, errorMessagesFor } from './all-rules';

describe('validation message catalogue', () => {
  it('has a message for every core error key in every region', () => {
    for (const region of REGIONS) {
      const messages = errorMessagesFor(region);
      const missing = ERROR_KEYS.filter((key) => !messages[key]?.trim());
      expect(missing, `${region} lacks messages`).to.deep.equal([]);
    }
  });

  it('holds no error message for a key no validator returns', () => {
    const known = new Set<string>(ERROR_KEYS);
    const orphans = Object.keys(errorMessagesFor('US')).filter((key) => !known.has(key));
    expect(orphans).to.deep.equal([]);
  });

  it('every message is valid ICU and formats with its placeholders', () => {
    for (const region of REGIONS) {
      for (const [key, text] of Object.entries(coreMessagesFor(region))) {
        const format = new IntlMessageFormat(text, `en-${region}`);
        // Any placeholder name gets a value that suits text, plural and number arguments alike.
        const anyValue = new Proxy({}, { has: () => true, get: () => 2 });
        const out = format.format(anyValue as Record<string, number>);
        expect(String(out), `${region} ${key}`).to.not.equal('');
      }
    }
  });

  it('uses the spec texts verbatim, with regional wording', () => {
    const us = errorMessagesFor('US');
    expect(us['email-invalid']).to.equal('The email address is invalid');
    expect(us['required-list']).to.equal('Required - add at least one item');
    expect(us['crn-invalid']).to.equal('The CRN provided is invalid');
    expect(coreMessagesFor('AU').biweekly).to.equal('Fortnightly');
    expect(coreMessagesFor('US').biweekly).to.equal('Biweekly');
  });
});
