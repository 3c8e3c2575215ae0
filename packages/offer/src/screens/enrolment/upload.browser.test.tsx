// The enrolment form's Document field as a family meets the server's answers to an upload (POST /uploads, stubbed at
// fetch with the server's own bodies): each refusal in its own words, in the region's words, the caps never called
// "too large"; a stored file shows with Open and Remove.
import { expect } from '@open-wc/testing';
import { act } from 'react';
import type { Region } from '@cc/core';
import { byTestId, found, settle, shadowRenderer, tick } from '@cc/ui/testing';
import { OFFER_MESSAGES } from '../../i18n/catalogue';
import { LINK_CODE, offer, offerMock, widgetProps } from '../../testing/fixtures';
import {
  UPLOAD_REFUSALS,
  attachDocumentsMock,
  enrolmentDocumentMock,
  enrolmentWizardMocks,
  immunisationAnswers,
  stubUploads,
  type UploadAnswer,
} from '../../testing/enrolment';
import { EnrolmentFormScreen } from './EnrolmentFormScreen';

const FIELD = 'cc-field-children-0-immunisationDocument';
const renderer = shadowRenderer({ messages: OFFER_MESSAGES });
let restore: (() => void) | undefined;

async function renderForm(region: Region) {
  const accepted = offer(region as 'US' | 'AU', { state: 'ACCEPTED', applicationState: 'APPLICANT_ACCEPTED_OFFER' });
  const mocks = [
    offerMock(accepted),
    enrolmentDocumentMock(accepted, {
      enrollment: immunisationAnswers(accepted),
      currentStep: 'children',
      submitted: false,
    }),
    ...enrolmentWizardMocks(accepted),
    attachDocumentsMock(),
  ];
  const shadow = await renderer.render(
    <EnrolmentFormScreen widget={widgetProps('enrolment-form', { region })} linkCode={LINK_CODE} />,
    { region, mocks },
  );
  await found(shadow, `${FIELD}-file`, 5000);
  return shadow;
}

/** Hands a file to the field's input, as the browser's file chooser does, and waits for the upload's outcome. */
async function upload(shadow: ShadowRoot, answer: UploadAnswer) {
  restore = stubUploads(answer);
  const input = byTestId<HTMLInputElement>(shadow, `${FIELD}-file`)!;
  const transfer = new DataTransfer();
  transfer.items.add(new File(['%PDF-1.4\n'], 'record.pdf', { type: 'application/pdf' }));
  input.files = transfer.files;
  await act(async () => {
    input.dispatchEvent(new Event('change', { bubbles: true }));
  });
  const status = () => byTestId(shadow, `${FIELD}-status`)?.textContent ?? '';
  const error = () => shadow.getElementById(`${FIELD}-error`)?.textContent ?? null;
  await settle(() => error() !== null || status().startsWith('Uploaded'), 'the upload never ended');
  await tick();
  return { error: error(), status: status() };
}

describe('<cc-offer> enrolment form: uploading a document', () => {
  afterEach(async () => {
    restore?.();
    restore = undefined;
    await renderer.cleanup();
  });

  const CASES: Array<{ name: string; answer: UploadAnswer; region: Region; message: string }> = [
    {
      name: "the offer's cap (413 offer-upload-limit)",
      answer: UPLOAD_REFUSALS['offer-upload-limit'],
      region: 'US',
      message:
        'You have uploaded as much as this offer allows. Please contact the center if you need to add another document.',
    },
    {
      name: "the offer's cap, in Australia",
      answer: UPLOAD_REFUSALS['offer-upload-limit'],
      region: 'AU',
      message:
        'You have uploaded as much as this offer allows. Please contact the centre if you need to add another document.',
    },
    {
      name: 'the hourly cap of this device (429 client-upload-limit)',
      answer: UPLOAD_REFUSALS['client-upload-limit'],
      region: 'US',
      message: 'Too many uploads from this device in the last hour. Please try again later.',
    },
    {
      name: 'the hourly cap, in Australia',
      answer: UPLOAD_REFUSALS['client-upload-limit'],
      region: 'AU',
      message: 'Too many uploads from this device in the last hour. Please try again later.',
    },
    {
      name: 'an offer that no longer takes documents (409 offer-closed)',
      answer: UPLOAD_REFUSALS['offer-closed'],
      region: 'US',
      message: 'This offer no longer takes documents.',
    },
    {
      name: 'a closed offer, in Australia',
      answer: UPLOAD_REFUSALS['offer-closed'],
      region: 'AU',
      message: 'This offer no longer takes documents.',
    },
    {
      name: 'a file past 10 MB (413 file-too-large), as before',
      answer: UPLOAD_REFUSALS['file-too-large'],
      region: 'US',
      message: 'The selected file is too large. Please select smaller file with size less than 10 megabytes.',
    },
    {
      name: 'a type not allowed (415 file-type-not-allowed)',
      answer: UPLOAD_REFUSALS['file-type-not-allowed'],
      region: 'AU',
      message: 'This file type cannot be uploaded. Please choose a PDF, JPEG, PNG or HEIC file.',
    },
    {
      name: "a proxy's 413 page without a key: too large",
      answer: { status: 413, body: '<html>Request Entity Too Large</html>' },
      region: 'US',
      message: 'The selected file is too large. Please select smaller file with size less than 10 megabytes.',
    },
    {
      name: 'a key the widget does not know: the generic error',
      answer: { status: 400, body: { error: 'Something new.', key: 'something-new' } },
      region: 'US',
      message: 'Unable to process the request',
    },
  ];

  for (const { name, answer, region, message } of CASES) {
    it(`${region}: ${name} shows "${message}"`, async () => {
      const shadow = await renderForm(region);
      const outcome = await upload(shadow, answer);
      expect(outcome).to.deep.equal({ error: message, status: '' });
      // The refusal is read out where it is, and the field says what it is about.
      const error = shadow.getElementById(`${FIELD}-error`)!;
      expect(error.getAttribute('role')).to.equal('alert');
      expect(byTestId(shadow, FIELD)!.getAttribute('aria-describedby')).to.equal(`${FIELD}-error`);
    });
  }

  it('a stored file shows its name with Open and Remove, named for the file, and "Choose another file"', async () => {
    const shadow = await renderForm('US');
    const outcome = await upload(shadow, {
      status: 201,
      body: { id: 'doc-1', name: 'record.pdf', contentLength: 9, mimeType: 'application/pdf' },
    });
    expect(outcome).to.deep.equal({ error: null, status: 'Uploaded: record.pdf' });
    const open = byTestId(shadow, `${FIELD}-open`)!;
    const remove = byTestId(shadow, `${FIELD}-remove`)!;
    expect([open.textContent, open.getAttribute('aria-label')]).to.deep.equal(['Open', 'Open record.pdf']);
    expect([remove.textContent, remove.getAttribute('aria-label')]).to.deep.equal(['Remove', 'Remove record.pdf']);
    expect(byTestId(shadow, FIELD)!.querySelector('.cc-document__choose')?.textContent).to.equal('Choose another file');
    await act(async () => remove.click());
    await tick();
    expect(byTestId(shadow, `${FIELD}-status`)?.textContent).to.equal('');
    expect(shadow.activeElement?.id).to.equal(`${FIELD}-file`);
    expect(byTestId(shadow, FIELD)!.querySelector('.cc-document__choose')?.textContent).to.equal('Choose a file');
  });
});
