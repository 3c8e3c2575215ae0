// The re-enrolment's steps after the centre, loaded as one part (steps.ts): one chunk compresses better than three.
export { ChildrenStep } from './ChildrenStep';
export { ContactsStep } from './ContactsStep';
export { ReviewStep } from './ReviewStep';
