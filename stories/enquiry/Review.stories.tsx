import type { Meta, StoryObj } from '@storybook/react-vite';
import { Form } from 'react-final-form';
import { GraphQLError } from 'graphql';
import type { Region } from '@cc/core';
import { MockedProvider } from '@cc/ui/testing';
import type { EnquiryFormValues } from '../../packages/enquiry/src/form-values';
import { ReviewPage } from '../../packages/enquiry/src/steps/review';
import { DESKTOP, InWidget, MOBILE } from '../regions';
import {
  estimateFor,
  paymentFor,
  reviewMocks,
  reviewStepProps,
  reviewValues,
  type ScheduleKind,
} from './review.fixtures';

interface Args {
  region: Region;
  schedules: ScheduleKind;
  /** The enrolment show-cost-estimate flag (default on). */
  showCostEstimate: boolean;
  /** Application fee due now, in cents. */
  applicationFee: number;
  /** The server cannot estimate these fees (flat rate): the estimate section is left out. */
  notEstimable?: boolean;
  costError?: GraphQLError;
  delay?: number;
}

function Story({ region, schedules, showCostEstimate, applicationFee, notEstimable, costError, delay }: Args) {
  const values = reviewValues(region, schedules);
  const estimate = { ...estimateFor(region, schedules), ...(notEstimable ? { isCostEstimable: false } : {}) };
  const mocks = reviewMocks(values, region, {
    estimate,
    payment: paymentFor(region, applicationFee),
    costError,
    delay,
  });
  return (
    <InWidget region={region}>
      <MockedProvider mocks={mocks} addTypename={false}>
        <div className="cc-wizard">
          <Form<EnquiryFormValues> onSubmit={() => undefined} initialValues={values}>
            {() => <ReviewPage {...reviewStepProps(region, showCostEstimate)} />}
          </Form>
        </div>
      </MockedProvider>
    </InWidget>
  );
}

const meta = {
  title: 'Enquiry/Review',
  args: { region: 'US', schedules: 'weekly', showCostEstimate: true, applicationFee: 5000 },
  argTypes: {
    region: { control: 'inline-radio', options: ['US', 'CA', 'AU'] },
    schedules: { control: 'inline-radio', options: ['weekly', 'biweekly', 'casual'] },
    applicationFee: { control: { type: 'number', min: 0, step: 500 } },
  },
  // A fresh mocked server whenever the args change.
  render: (args) => <Story key={JSON.stringify(args)} {...args} />,
} satisfies Meta<Args>;
export default meta;

type StoryDef = StoryObj<typeof meta>;

export const WithEstimateUsDesktop: StoryDef = { globals: DESKTOP };
export const WithEstimateUsMobile: StoryDef = { globals: MOBILE };
export const WithEstimateAuDesktop: StoryDef = { args: { region: 'AU' }, globals: DESKTOP };
export const WithEstimateAuMobile: StoryDef = { args: { region: 'AU' }, globals: MOBILE };

export const BiweeklyUsDesktop: StoryDef = { args: { schedules: 'biweekly' }, globals: DESKTOP };
export const FortnightlyAuDesktop: StoryDef = { args: { region: 'AU', schedules: 'biweekly' }, globals: DESKTOP };
export const FortnightlyAuMobile: StoryDef = { args: { region: 'AU', schedules: 'biweekly' }, globals: MOBILE };

export const WithCasualUsDesktop: StoryDef = { args: { schedules: 'casual' }, globals: DESKTOP };
export const WithCasualUsMobile: StoryDef = { args: { schedules: 'casual' }, globals: MOBILE };
export const WithCasualAuDesktop: StoryDef = { args: { region: 'AU', schedules: 'casual' }, globals: DESKTOP };
export const WithCasualAuMobile: StoryDef = { args: { region: 'AU', schedules: 'casual' }, globals: MOBILE };

export const NoFeesDueUsDesktop: StoryDef = { args: { applicationFee: 0 }, globals: DESKTOP };
export const NoFeesDueUsMobile: StoryDef = { args: { applicationFee: 0 }, globals: MOBILE };
export const NoFeesDueAuDesktop: StoryDef = { args: { region: 'AU', applicationFee: 0 }, globals: DESKTOP };
export const NoFeesDueAuMobile: StoryDef = { args: { region: 'AU', applicationFee: 0 }, globals: MOBILE };

export const EstimateFlagOff: StoryDef = { args: { showCostEstimate: false }, globals: DESKTOP };
export const FeesNotEstimable: StoryDef = { args: { notEstimable: true }, globals: DESKTOP };
// setTimeout's longest delay (about 24 days): longer ones overflow and fire at once.
export const Loading: StoryDef = { args: { delay: 2_147_483_647 }, globals: DESKTOP };
export const EstimateError: StoryDef = {
  args: {
    costError: new GraphQLError('fee lookup failed', {
      extensions: { code: 'BAD_USER_INPUT', message: 'The fees of Pre-K are not set up yet.' },
    }),
  },
  globals: DESKTOP,
};
