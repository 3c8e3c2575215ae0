import { RELATIONSHIP_TYPES } from '../domain/relationships';
import type { Region } from '../region/region';
import type { FieldOption, FormDefinition, FormField } from './definition';

/** Document 2, section 9: genders, grades (US and Canada), Indigenous status (Australia). */
export const GENDERS = ['Female', 'Male', 'NotIndicated', 'Other'] as const;
export const GRADES = [
  'PREK',
  'PREP',
  'FIRST',
  'SECOND',
  'THIRD',
  'FOURTH',
  'FIFTH',
  'SIXTH',
  'SEVENTH',
  'EIGHTH',
] as const;
export const INDIGENOUS_STATUSES = [
  'NotIndicated',
  'Aboriginal',
  'TorresStraitIslander',
  'BothAboriginalTorresStraitIslander',
  'NeitherAboriginalTorresStraitIslander',
] as const;
export const MEDICAL_CATEGORIES = ['Medical Condition', 'Allergy', 'Restriction'] as const;

const GENDER_LABELS: Record<(typeof GENDERS)[number], string> = {
  Female: 'Female',
  Male: 'Male',
  NotIndicated: 'Prefer not to say',
  Other: 'Other',
};
const GRADE_LABELS: Record<(typeof GRADES)[number], string> = {
  PREK: 'Pre-K',
  PREP: 'Prep',
  FIRST: '1',
  SECOND: '2',
  THIRD: '3',
  FOURTH: '4',
  FIFTH: '5',
  SIXTH: '6',
  SEVENTH: '7',
  EIGHTH: '8',
};
const INDIGENOUS_LABELS: Record<(typeof INDIGENOUS_STATUSES)[number], string> = {
  NotIndicated: 'Prefer not to say',
  Aboriginal: 'Aboriginal',
  TorresStraitIslander: 'Torres Strait Islander',
  BothAboriginalTorresStraitIslander: 'Both Aboriginal and Torres Strait Islander',
  NeitherAboriginalTorresStraitIslander: 'Neither Aboriginal nor Torres Strait Islander',
};
const RELATIONSHIP_LABELS: Record<(typeof RELATIONSHIP_TYPES)[number], string> = {
  parent: 'Parent',
  sibling: 'Sibling',
  stepparent: 'Step-parent',
  grandparent: 'Grandparent',
  relative: 'Relative',
  fosterparent: 'Foster parent',
  legalguardian: 'Legal guardian',
  familyfriend: 'Family friend',
  caretaker: 'Caretaker',
};

const options = <T extends string>(values: readonly T[], labels: Record<T, string>): FieldOption[] =>
  values.map((value) => ({ value, label: labels[value] }));
const yesNo: FieldOption[] = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
];

const text = (name: string, label: string, isMandatory: boolean, size: FormField['size'] = 'mid'): FormField => ({
  name,
  type: 'Text',
  label,
  isMandatory,
  size,
});
const showWhen = (field: string, value: string): FormField['behaviours'] => [
  { when: { field, op: 'eq', value }, effect: 'show', clearOnReverse: true },
];
const forChildren = (name: string, label: string): FormField => ({
  name,
  type: 'ChildrenSelector',
  label,
  isMandatory: false,
  size: 'mid',
});

/**
 * The steps every centre starts from (document 2, sections 2, 3 and 5), in the region's words and with the fields
 * its region uses: CRN and Indigenous status in Australia, grade in the US and Canada. A centre edits its copy.
 */
export function standardEnrolmentForm(region: Region): FormDefinition {
  const au = region === 'AU';
  const enrolment = au ? 'enrolment' : 'enrollment';
  const centre = region === 'US' ? 'center' : 'centre';
  const child: FormField[] = [
    text('firstName', 'First name', true),
    text('middleName', 'Middle name', false),
    text('lastName', 'Last name', true),
    { name: 'dateOfBirth', type: 'Date', label: 'Date of birth', isMandatory: true, size: 'short' },
    {
      name: 'gender',
      type: 'Combo',
      label: 'Gender',
      isMandatory: false,
      size: 'short',
      options: options(GENDERS, GENDER_LABELS),
    },
    ...(au
      ? [
          { name: 'crn', type: 'Crn', label: 'CRN', isMandatory: false, size: 'short' } satisfies FormField,
          {
            name: 'indigenousStatus',
            type: 'Combo',
            label: 'Indigenous status',
            isMandatory: false,
            size: 'mid',
            options: options(INDIGENOUS_STATUSES, INDIGENOUS_LABELS),
          } satisfies FormField,
        ]
      : [
          {
            name: 'grade',
            type: 'Combo',
            label: 'Grade',
            isMandatory: false,
            size: 'short',
            options: options(GRADES, GRADE_LABELS),
          } satisfies FormField,
        ]),
    {
      name: 'hasMedicalCondition',
      type: 'Radio',
      label: 'Does this child have a medical condition, allergy or dietary restriction?',
      isMandatory: true,
      size: 'long',
      options: yesNo,
    },
    {
      name: 'hasImmunisation',
      type: 'Radio',
      label: au ? 'Is this child immunised?' : 'Is this child immunized?',
      isMandatory: true,
      size: 'long',
      options: yesNo,
    },
    {
      name: 'immunisationDocument',
      type: 'Document',
      label: au ? 'Immunisation record' : 'Immunization record',
      text: 'PDF, JPEG, PNG or HEIC, up to 10 MB, with its expiry date.',
      isMandatory: true,
      size: 'long',
      behaviours: showWhen('hasImmunisation', 'yes'),
    },
  ];
  const medical: FormField[] = [
    { name: 'child', type: 'ChildrenSelector', label: 'Child', isMandatory: true, size: 'mid' },
    {
      name: 'category',
      type: 'Combo',
      label: 'Category',
      isMandatory: true,
      size: 'mid',
      options: MEDICAL_CATEGORIES.map((value) => ({ value, label: value })),
    },
    { ...text('medicalName', 'Condition', true), behaviours: showWhen('category', 'Medical Condition') },
    {
      name: 'risk',
      type: 'Combo',
      label: 'Risk',
      isMandatory: true,
      size: 'short',
      options: ['Low', 'Moderate', 'High'].map((value) => ({ value, label: value })),
      behaviours: showWhen('category', 'Medical Condition'),
    },
    { ...text('symptoms', 'Symptoms', true, 'long'), behaviours: showWhen('category', 'Medical Condition') },
    { ...text('allergyName', 'Allergen', true), behaviours: showWhen('category', 'Allergy') },
    {
      name: 'severity',
      type: 'Combo',
      label: 'Severity',
      isMandatory: true,
      size: 'short',
      options: ['Mild', 'Moderate', 'Severe'].map((value) => ({ value, label: value })),
      behaviours: showWhen('category', 'Allergy'),
    },
    { ...text('reactions', 'Reactions', true, 'long'), behaviours: showWhen('category', 'Allergy') },
    { ...text('restrictionName', 'Restriction', true), behaviours: showWhen('category', 'Restriction') },
    { ...text('importance', 'Importance', true), behaviours: showWhen('category', 'Restriction') },
    text('note', 'Notes or description', true, 'long'),
    { name: 'document', type: 'Document', label: 'Action plan or letter (optional)', isMandatory: false, size: 'long' },
  ];
  const relationship: FormField = {
    name: 'relationship',
    type: 'Combo',
    label: 'Relationship to the children',
    isMandatory: true,
    size: 'mid',
    options: options(RELATIONSHIP_TYPES, RELATIONSHIP_LABELS),
  };
  const primary: FormField[] = [
    text('firstName', 'First name', true),
    text('lastName', 'Last name', true),
    { name: 'email', type: 'Email', label: 'Email', isMandatory: true, size: 'mid' },
    { name: 'phone', type: 'PhoneNumber', label: 'Phone number', isMandatory: true, size: 'mid' },
    relationship,
    { name: 'address', type: 'Address', label: 'Home address', isMandatory: true, size: 'long' },
    ...(au ? [{ name: 'crn', type: 'Crn', label: 'CRN', isMandatory: false, size: 'short' } satisfies FormField] : []),
    {
      name: 'dateOfBirth',
      type: 'Date',
      label: 'Date of birth',
      isMandatory: false,
      size: 'short',
      // Document 2, section 5: mandatory only when a CRN is filled.
      behaviours: au ? [{ when: { field: 'crn', op: 'filled' }, effect: 'require' }] : undefined,
    },
  ];
  const secondary: FormField[] = [
    text('firstName', 'First name', true),
    text('lastName', 'Last name', true),
    { name: 'phone', type: 'PhoneNumber', label: 'Phone number', isMandatory: true, size: 'mid' },
    { name: 'email', type: 'Email', label: 'Email', isMandatory: false, size: 'mid' },
    relationship,
    // Document 2, section 3: a second contact's permissions are per child.
    forChildren('emergencyContact', 'Emergency contact for'),
    forChildren('permissionToPickUp', 'May pick up'),
    forChildren('giveMedicalTreatment', 'May consent to medical treatment for'),
    forChildren('giveAmbulanceTransportation', 'May consent to ambulance transport for'),
    forChildren('giveConsentRegularOutings', 'May consent to regular outings for'),
    forChildren('payBillPermission', 'May pay the bill for'),
  ];
  return {
    version: 1,
    labels: {
      submit: `Submit ${enrolment}`,
      confirmTitle: `Submit your ${enrolment}?`,
      message: `Once it is submitted, your ${enrolment} form cannot be changed here. Please check your answers first.`,
      confirmButton: 'Submit',
      cancelButton: 'Go Back',
    },
    infoBanner: true,
    rules: {
      // Document 2, section 5: a CRN is unique across children and primary contacts ("This value cannot be reused"),
      // an email across the contacts ("This email address is already in use").
      unique: [
        ...(au ? [{ field: 'crn', sections: ['children', 'primaryContacts'] }] : []),
        { field: 'email', sections: ['primaryContacts', 'secondaryContacts'] },
      ],
      // Sample data's second-contact counts: one contact, one emergency contact and one allowed to pick up, per child.
      contactCounts: {
        section: 'secondaryContacts',
        minContacts: 1,
        minEmergencyContactPerChild: 1,
        minPermissionToPickUpPerChild: 1,
        emergencyField: 'emergencyContact',
        pickUpField: 'permissionToPickUp',
      },
    },
    steps: [
      {
        id: 'children',
        title: 'Child information',
        sections: [
          { id: 'children', title: 'Children', itemTitle: 'Child', repeatable: { min: 1, max: 10 }, fields: child },
        ],
      },
      {
        id: 'medical',
        title: 'Medical information',
        sections: [
          {
            id: 'medical',
            title: 'Conditions, allergies and restrictions',
            itemTitle: 'Condition, allergy or restriction',
            repeatable: { min: 0, max: 30 },
            fields: medical,
          },
        ],
      },
      {
        id: 'contacts',
        title: 'Contacts',
        sections: [
          {
            id: 'primaryContacts',
            title: 'Primary contacts',
            itemTitle: 'Primary contact',
            repeatable: { min: 1, max: 2 },
            fields: primary,
          },
          {
            id: 'secondaryContacts',
            title: 'Other contacts',
            itemTitle: 'Contact',
            repeatable: { min: 1, max: 8 },
            fields: secondary,
          },
        ],
      },
      { id: 'schedule', title: 'Schedule', kind: 'schedule', sections: [] },
      { id: 'review', title: 'Review', kind: 'review', sections: [] },
      { id: 'payment', title: 'Payment', kind: 'payment', sections: [] },
      {
        id: 'terms',
        title: 'Terms',
        sections: [
          {
            id: 'terms',
            title: 'Terms and consent',
            fields: [
              {
                name: 'termsText',
                type: 'HtmlText',
                label: '',
                isMandatory: false,
                size: 'long',
                text: `<p>By submitting this form you confirm the details are correct and agree to the ${centre}'s terms of ${enrolment}.</p>`,
              },
              {
                name: 'cwaConsent',
                type: 'Checkbox',
                label: au ? 'I agree to the complying written agreement' : `I agree to the ${enrolment} agreement`,
                isMandatory: true,
                size: 'long',
              },
              {
                name: 'tcAgreed',
                type: 'Checkbox',
                label: 'I agree to the terms and conditions',
                isMandatory: true,
                size: 'long',
              },
              { name: 'signature', type: 'Signature', label: 'Signature', isMandatory: true, size: 'long' },
            ],
          },
        ],
      },
    ],
  };
}
