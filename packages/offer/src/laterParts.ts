// The offer's print view, a page of its own (/offer/{linkCode}/print), as a separate chunk: the offer page never
// downloads it.
import { lazy } from 'react';

export const PrintScreen = lazy(() => import('./screens/print/PrintScreen').then((m) => ({ default: m.PrintScreen })));

/** The enrolment form (/offer/{linkCode}/enrolment-form), with the form renderer: loaded only on that page. */
export const EnrolmentFormScreen = lazy(() =>
  import('./screens/enrolment/EnrolmentFormScreen').then((m) => ({ default: m.EnrolmentFormScreen })),
);

/** The enrolment form read only (/preview/{hash}), printable. */
export const PreviewScreen = lazy(() =>
  import('./screens/enrolment/PreviewScreen').then((m) => ({ default: m.PreviewScreen })),
);
