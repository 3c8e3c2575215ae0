// POST /uploads as the widget sends it (one multipart file, the offer's link code in a header), for the document tests.
import { randomBytes } from 'node:crypto';
import type { TestApp } from './harness';

export const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(2_000)]);

/** A multipart body holding one file, and its content type. */
export function multipart(fileName: string, bytes: Buffer) {
  const boundary = `----cc${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\n` +
      `Content-Type: application/pdf\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, bytes, tail]), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** A client address of its own for each call that names none, so per-address limits stay out of the way. */
export const randomAddress = () => `10.${[...randomBytes(3)].join('.')}`;

export function uploader(app: TestApp['app']) {
  return (linkCode: string, bytes: Buffer = PDF, remoteAddress: string = randomAddress(), fileName = 'record.pdf') => {
    const body = multipart(fileName, bytes);
    return app.inject({
      method: 'POST',
      url: '/uploads',
      remoteAddress,
      headers: { 'content-type': body.contentType, 'x-offer-link-code': linkCode },
      payload: body.payload,
    });
  };
}
