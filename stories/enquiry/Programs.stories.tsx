import type { Meta, StoryObj } from '@storybook/react-vite';
import { Form } from 'react-final-form';
import type { Region, ScheduleDay, Weekday } from '@cc/core';
import { MockedProvider } from '@cc/ui/testing';
import type { ChildValues, EnquiryFormValues } from '../../packages/enquiry/src/form-values';
import { ProgramGroupPage, ProgramListPage } from '../../packages/programs/src/programs';
import { FlexPolicyDialog } from '../../packages/programs/src/programs/FlexPolicyDialog';
import { ProgramModal } from '../../packages/programs/src/programs/ProgramModal';
import { programsCss } from '../../packages/programs/src/programs/programsStyles';
import { DESKTOP, InWidget, MOBILE } from '../regions';
import {
  ALL_GROUP_IDS,
  AVA,
  BEN,
  STORY_TODAY,
  childProgramsFor,
  firstProgramSchedule,
  formValues,
  programIdOf,
  programsMock,
  stepProps,
} from './programs.fixtures';

type View =
  'groups' | 'list' | 'list-no-application-fees' | 'modal-one-child' | 'modal-two-children' | 'flexible-scheduling';

/** A centre where application fees are forbidden (Ontario): the server reports every program's as 0. */
const NO_APPLICATION_FEES = { applicationFeeAmount: 0, applicationFeeType: null };

interface Args {
  region: Region;
  view: View;
}

const days = (...names: Weekday[]): ScheduleDay[] => names.map((dayOfWeek) => ({ dayOfWeek, week: 'WEEK1' }));

/** The form each view opens with: on the list, Ava already has Monday to Wednesday in the first program. */
function initialValues(region: Region, view: View): EnquiryFormValues {
  if (view === 'groups') return formValues([AVA, BEN]);
  if (view === 'modal-two-children') {
    return formValues(
      [
        { ...AVA, programSchedules: [firstProgramSchedule(region, days('MONDAY', 'TUESDAY'))] },
        { ...BEN, programSchedules: [firstProgramSchedule(region, days('WEDNESDAY', 'THURSDAY', 'FRIDAY'))] },
      ],
      ALL_GROUP_IDS,
    );
  }
  const ava: ChildValues =
    view === 'list' || view === 'list-no-application-fees'
      ? { ...AVA, programSchedules: [firstProgramSchedule(region, days('MONDAY', 'TUESDAY', 'WEDNESDAY'))] }
      : AVA;
  return formValues(view === 'modal-one-child' ? [ava] : [ava, BEN], ALL_GROUP_IDS);
}

function View({ region, view }: Args) {
  const values = initialValues(region, view);
  const props = stepProps(region);
  const body = () => {
    switch (view) {
      case 'groups':
        return <ProgramGroupPage {...props} />;
      case 'list':
      case 'list-no-application-fees':
        return <ProgramListPage {...props} />;
      case 'modal-one-child':
      case 'modal-two-children':
        return (
          <div className="cc-programs">
            <style>{programsCss}</style>
            <ProgramModal
              programId={programIdOf(region, 0)}
              openedFor={AVA.key}
              programsFor={childProgramsFor(region, values.children)}
              region={region}
              today={STORY_TODAY}
              showApplicationFee
              onClosed={() => console.info('program modal closed')}
            />
          </div>
        );
      case 'flexible-scheduling':
        return <FlexPolicyDialog open region={region} onClose={() => console.info('flexible scheduling closed')} />;
    }
  };
  return (
    <InWidget region={region}>
      <MockedProvider
        mocks={[
          programsMock(region, values.children, true, view === 'list-no-application-fees' ? NO_APPLICATION_FEES : {}),
        ]}
        addTypename={false}
      >
        <Form<EnquiryFormValues>
          onSubmit={() => undefined}
          initialValues={values}
          render={() => <div className="cc-wizard">{body()}</div>}
        />
      </MockedProvider>
    </InWidget>
  );
}

const meta = {
  title: 'Enquiry/Programs',
  args: { region: 'US', view: 'list' },
  argTypes: {
    region: { control: 'inline-radio', options: ['US', 'CA', 'AU'] },
    view: {
      control: 'select',
      options: [
        'groups',
        'list',
        'list-no-application-fees',
        'modal-one-child',
        'modal-two-children',
        'flexible-scheduling',
      ],
    },
  },
  // A new key per region and view: the form, the mocked server and the dialogs start afresh.
  render: (args) => <View key={`${args.region}-${args.view}`} {...args} />,
} satisfies Meta<Args>;
export default meta;

type Story = StoryObj<typeof meta>;

export const GroupsUsDesktop: Story = { args: { view: 'groups' }, globals: DESKTOP };
export const GroupsAuMobile: Story = { args: { view: 'groups', region: 'AU' }, globals: MOBILE };
export const ListUsDesktop: Story = { args: { view: 'list' }, globals: DESKTOP };
export const ListUsMobile: Story = { args: { view: 'list' }, globals: MOBILE };
export const ListAuDesktop: Story = { args: { view: 'list', region: 'AU' }, globals: DESKTOP };
export const ListAuMobile: Story = { args: { view: 'list', region: 'AU' }, globals: MOBILE };
export const ListNoApplicationFeesCaMobile: Story = {
  args: { view: 'list-no-application-fees', region: 'CA' },
  globals: MOBILE,
};
export const ModalOneChildUs: Story = { args: { view: 'modal-one-child' }, globals: DESKTOP };
export const ModalOneChildAuMobile: Story = { args: { view: 'modal-one-child', region: 'AU' }, globals: MOBILE };
export const ModalTwoChildrenDifferentSchedulesUs: Story = { args: { view: 'modal-two-children' }, globals: DESKTOP };
export const ModalTwoChildrenDifferentSchedulesAu: Story = {
  args: { view: 'modal-two-children', region: 'AU' },
  globals: DESKTOP,
};
export const FlexibleSchedulingUs: Story = { args: { view: 'flexible-scheduling' }, globals: DESKTOP };
export const FlexibleSchedulingAuMobile: Story = {
  args: { view: 'flexible-scheduling', region: 'AU' },
  globals: MOBILE,
};
