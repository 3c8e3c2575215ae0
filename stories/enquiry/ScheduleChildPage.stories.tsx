import type { Meta, StoryObj } from '@storybook/react-vite';
import { Form } from 'react-final-form';
import type { Region } from '@cc/core';
import { ShowErrorsContext } from '@cc/ui';
import { MockedProvider } from '@cc/ui/testing';
import type { ChildValues, EnquiryFormValues } from '../../packages/enquiry/src/form-values';
import { ChildSchedulePage } from '../../packages/programs/src/schedule';
import { DESKTOP, InWidget, MOBILE } from '../regions';
import {
  AVA,
  BEN,
  CLEO,
  days,
  scheduleFor,
  scheduleFormValues,
  scheduleProgramsMock,
  scheduleStepProps,
} from './schedule.fixtures';

type Page = 'first-child' | 'last-child' | 'no-program' | 'errors';

interface Args {
  region: Region;
  page: Page;
}

/** The children and which page of the step is open, per story. */
function setup(region: Region, page: Page): { children: ChildValues[]; childIndex: number } {
  const ava: ChildValues = {
    ...AVA,
    programSchedules: [scheduleFor(region, 'toddlers', 'Weekly', days('WEEK1', 'MONDAY', 'WEDNESDAY'))],
  };
  switch (page) {
    case 'first-child':
      return { children: [ava, BEN], childIndex: 0 };
    case 'last-child':
      return {
        children: [ava, { ...BEN, programSchedules: [scheduleFor(region, 'casual', 'Casual', [])] }],
        childIndex: 1,
      };
    case 'no-program':
      return { children: [ava, CLEO], childIndex: 1 };
    case 'errors':
      return {
        children: [{ ...AVA, programSchedules: [scheduleFor(region, 'toddlers', 'Weekly', [], '')] }, BEN],
        childIndex: 0,
      };
  }
}

function Page({ region, page }: Args) {
  const { children, childIndex } = setup(region, page);
  return (
    <InWidget region={region}>
      <MockedProvider mocks={[scheduleProgramsMock(region, children)]} addTypename={false}>
        <ShowErrorsContext.Provider value={page === 'errors'}>
          <Form<EnquiryFormValues>
            onSubmit={() => undefined}
            initialValues={scheduleFormValues(children)}
            render={() => (
              <div className="cc-wizard">
                <ChildSchedulePage {...scheduleStepProps(region)} childIndex={childIndex} />
              </div>
            )}
          />
        </ShowErrorsContext.Provider>
      </MockedProvider>
    </InWidget>
  );
}

const meta = {
  title: 'Enquiry/Schedule/Child schedule page',
  args: { region: 'US', page: 'first-child' },
  argTypes: {
    region: { control: 'inline-radio', options: ['US', 'CA', 'AU'] },
    page: { control: 'select', options: ['first-child', 'last-child', 'no-program', 'errors'] },
  },
  // A new key per region and page: the form and the mocked server start afresh.
  render: (args) => <Page key={`${args.region}-${args.page}`} {...args} />,
} satisfies Meta<Args>;
export default meta;

type Story = StoryObj<typeof meta>;

export const FirstChildUsDesktop: Story = { globals: DESKTOP };
export const FirstChildUsMobile: Story = { globals: MOBILE };
export const FirstChildAuDesktop: Story = { args: { region: 'AU' }, globals: DESKTOP };
export const FirstChildAuMobile: Story = { args: { region: 'AU' }, globals: MOBILE };
export const LastChildWithSummaryUs: Story = { args: { page: 'last-child' }, globals: DESKTOP };
export const LastChildWithSummaryAuMobile: Story = { args: { page: 'last-child', region: 'AU' }, globals: MOBILE };
export const NoProgramAvailable: Story = { args: { page: 'no-program' }, globals: DESKTOP };
export const ErrorsShown: Story = { args: { page: 'errors' }, globals: DESKTOP };
export const ErrorsShownAuMobile: Story = { args: { page: 'errors', region: 'AU' }, globals: MOBILE };
