import { billingCycleErrors } from './billing-cycle';
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { checkStruct } from '../validation/result';
import { evaluateCondition, type Condition } from './conditions';
import { definitionProblems, type FormDefinition } from './definition';
import { FormDefinitionStruct } from './definition.struct';
import { clearsOnReverse, fieldState } from './field-state';
import { formValueErrors } from './validate-values';

const medical: FormDefinition = {
  version: 1,
  labels: { submit: 'Submit enrolment' },
  infoBanner: true,
  steps: [
    {
      id: 'child',
      title: 'Child information',
      sections: [
        {
          id: 'about',
          title: 'About your child',
          fields: [
            { name: 'firstName', type: 'Text', label: 'First name', isMandatory: true, size: 'mid' },
            { name: 'dateOfBirth', type: 'Date', label: 'Date of birth', isMandatory: true, size: 'short' },
            {
              name: 'hasAllergy',
              type: 'Radio',
              label: 'Does your child have an allergy?',
              isMandatory: true,
              size: 'long',
              options: [
                { value: 'yes', label: 'Yes' },
                { value: 'no', label: 'No' },
              ],
            },
            {
              name: 'allergyNote',
              type: 'Text',
              label: 'Tell us about the allergy',
              isMandatory: true,
              size: 'long',
              behaviours: [
                { when: { field: 'hasAllergy', op: 'eq', value: 'yes' }, effect: 'show', clearOnReverse: true },
              ],
            },
            { name: 'crn', type: 'Crn', label: 'CRN', isMandatory: false, size: 'short' },
          ],
        },
        {
          id: 'medications',
          title: 'Medications',
          repeatable: { min: 1, max: 5 },
          fields: [
            { name: 'medicine', type: 'Text', label: 'Medicine', isMandatory: true, size: 'mid' },
            {
              name: 'dose',
              type: 'Text',
              label: 'Dose',
              isMandatory: false,
              size: 'short',
              behaviours: [{ when: { field: 'medicine', op: 'filled' }, effect: 'require' }],
            },
          ],
        },
      ],
    },
    {
      id: 'terms',
      title: 'Terms',
      sections: [
        {
          id: 'agree',
          title: 'Terms',
          fields: [
            { name: 'termsText', type: 'HtmlText', label: '', isMandatory: false, size: 'long', text: '<p>Terms</p>' },
            { name: 'tcAgreed', type: 'Checkbox', label: 'I agree', isMandatory: true, size: 'long' },
            { name: 'signature', type: 'Signature', label: 'Signature', isMandatory: true, size: 'long' },
          ],
        },
      ],
    },
  ],
};

const RULES = { region: 'AU' as const, today: '2026-11-23' };

test('a condition tree of comparisons decides, with no code evaluated; repeated items look beside themselves first', () => {
  const values = { hasAllergy: 'yes', age: 3, kinds: ['nuts'], items: [{ medicine: 'Ventolin' }] };
  const holds = (c: Condition, scope = '') => evaluateCondition(c, values, scope);
  assert.equal(holds({ field: 'hasAllergy', op: 'eq', value: 'yes' }), true);
  assert.equal(holds({ field: 'kinds', op: 'eq', value: 'nuts' }), true, 'a list holds the value');
  assert.equal(
    holds({
      all: [
        { field: 'age', op: 'gt', value: 2 },
        { field: 'age', op: 'lt', value: 4 },
      ],
    }),
    true,
  );
  assert.equal(holds({ any: [{ field: 'missing', op: 'filled' }, { not: { field: 'kinds', op: 'empty' } }] }), true);
  assert.equal(holds({ field: 'hasAllergy', op: 'in', value: ['no', 'unsure'] }), false);
  assert.equal(holds({ field: 'medicine', op: 'filled' }, 'items.0'), true);
  assert.equal(holds({ field: 'medicine', op: 'filled' }), false);
  let deep: Condition = { field: 'age', op: 'filled' };
  for (let i = 0; i < 10; i++) deep = { not: { not: deep } };
  assert.equal(evaluateCondition(deep, values), false, 'past the depth limit nothing holds');
});

test('a field is shown, required and cleared by its behaviours; hidden or read-only fields are never required', () => {
  const note = medical.steps[0]!.sections[0]!.fields[3]!;
  assert.deepEqual(fieldState(note, { hasAllergy: 'no' }), { visible: false, enabled: true, required: false });
  assert.deepEqual(fieldState(note, { hasAllergy: 'yes' }), { visible: true, enabled: true, required: true });
  assert.equal(clearsOnReverse(note, { hasAllergy: 'no' }), true);
  assert.equal(clearsOnReverse(note, { hasAllergy: 'yes' }), false);
  assert.equal(fieldState({ ...note, behaviours: [], readonly: true }, {}).required, false);
});

test('the server and the widget refuse the same answers, field by field, skipping what the family could not see', () => {
  const errors = formValueErrors(
    medical,
    {
      firstName: 'Mia',
      dateOfBirth: '2023-02-30',
      hasAllergy: 'no',
      allergyNote: '',
      crn: '123456789',
      medications: [],
    },
    RULES,
  );
  assert.deepEqual(errors, [
    { path: 'dateOfBirth', key: 'date-invalid' },
    { path: 'crn', key: 'crn-format' },
    { path: 'medications', key: 'required-list' },
    { path: 'tcAgreed', key: 'required' },
    { path: 'signature', key: 'required' },
  ]);
  const complete = {
    firstName: 'Mia',
    dateOfBirth: '2023-02-28',
    hasAllergy: 'yes',
    allergyNote: 'Peanuts',
    medications: [{ medicine: 'Ventolin', dose: '' }],
    tcAgreed: true,
    signature: { typedName: 'Linh Nguyen' },
  };
  assert.deepEqual(formValueErrors(medical, complete, RULES), [{ path: 'medications.0.dose', key: 'required' }]);
  assert.deepEqual(
    formValueErrors(medical, { ...complete, medications: [{ medicine: 'Ventolin', dose: '2 puffs' }] }, RULES),
    [],
  );
  assert.deepEqual(formValueErrors(medical, { hasAllergy: 'maybe' }, RULES, ['child'])[2], {
    path: 'hasAllergy',
    key: 'invalid',
  });
});

test('a definition holds only known field types and sizes, and names, options, parts and conditions that add up', () => {
  assert.equal(checkStruct(FormDefinitionStruct, medical).ok, true);
  const unknownType = structuredClone(medical) as unknown as {
    steps: Array<{ sections: Array<{ fields: Array<{ type: string }> }> }>;
  };
  unknownType.steps[0]!.sections[0]!.fields[0]!.type = 'Script';
  assert.deepEqual(checkStruct(FormDefinitionStruct, unknownType), {
    ok: false,
    errors: [{ path: 'steps.0.sections.0.fields.0.type', key: 'invalid' }],
  });
  assert.deepEqual(definitionProblems(medical), []);
  const broken = structuredClone(medical);
  const fields = broken.steps[0]!.sections[0]!.fields;
  fields.push({ name: 'firstName', type: 'Combo', label: 'Again', isMandatory: false, size: 'mid' });
  fields[3]!.behaviours = [{ when: { field: 'nowhere', op: 'filled' }, effect: 'show' }];
  assert.deepEqual(definitionProblems(broken), [
    { path: 'steps.0.sections.0.fields.5.name', key: 'form-duplicate-name' },
    { path: 'steps.0.sections.0.fields.5.options', key: 'form-options-required' },
    { path: 'steps.0.sections.0.fields.3.behaviours.0', key: 'form-condition-unknown-field' },
  ]);
});

test('a billing cycle is required when the centre has templates, and must be one of them', () => {
  const at = 'billingCycle.billingCycleTemplateId';
  assert.deepEqual(billingCycleErrors({}, []), []);
  assert.deepEqual(billingCycleErrors({}, ['t1', 't2']), [{ path: at, key: 'required' }]);
  assert.deepEqual(billingCycleErrors({ billingCycle: { billingCycleTemplateId: 't3' } }, ['t1']), [
    { path: at, key: 'invalid' },
  ]);
  assert.deepEqual(billingCycleErrors({ billingCycle: { billingCycleTemplateId: 't1' } }, ['t1']), []);
});
