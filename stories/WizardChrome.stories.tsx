import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { FormattedMessage } from 'react-intl';
import type { Region } from '@cc/core';
import { LoadingScreen, WizardLayout, sharedMessages, termMessages, type FormSize } from '@cc/ui';
import { DESKTOP, InWidget, MOBILE } from './regions';

const STEPS = ['Register', 'Children', 'Programs', 'Review'];

interface Args {
  region: Region;
  startStep: number;
  size: FormSize;
  debug: boolean;
  submitLabel?: string;
  loading: boolean;
}

function Wizard({ region, startStep, size, debug, submitLabel, loading }: Args) {
  const [current, setCurrent] = useState(startStep);
  return (
    <InWidget region={region}>
      <WizardLayout
        center={{ name: region === 'AU' ? 'Harbourside Early Learning Centre' : 'Maple Grove Learning Center' }}
        steps={STEPS}
        current={current}
        size={size}
        nav={{
          onBack: () => setCurrent((step) => Math.max(0, step - 1)),
          onNext: () => setCurrent((step) => Math.min(STEPS.length - 1, step + 1)),
          submitLabel,
          loading,
        }}
        debug={{ enabled: debug, values: { step: STEPS[current], region }, errors: {} }}
      >
        <p>
          <FormattedMessage {...sharedMessages.enrolmentFormInfo} />
        </p>
        <p>
          <FormattedMessage {...termMessages.enroll} /> · <FormattedMessage {...termMessages.biweekly} /> ·{' '}
          <FormattedMessage {...termMessages.subsidy} />
        </p>
      </WizardLayout>
    </InWidget>
  );
}

const meta = {
  title: 'Wizard chrome/Wizard layout',
  args: { region: 'US', startStep: 1, size: 'default', debug: false, loading: false },
  argTypes: {
    region: { control: 'inline-radio', options: ['US', 'CA', 'AU'] },
    size: { control: 'inline-radio', options: ['default', 'large'] },
    startStep: { control: { type: 'number', min: 0, max: STEPS.length - 1 } },
  },
  render: (args) => <Wizard key={args.startStep} {...args} />,
} satisfies Meta<Args>;
export default meta;

type Story = StoryObj<typeof meta>;

export const UsDesktop: Story = { globals: DESKTOP };
export const UsMobile: Story = { globals: MOBILE };
export const AuDesktop: Story = { args: { region: 'AU' }, globals: DESKTOP };
export const AuMobile: Story = { args: { region: 'AU' }, globals: MOBILE };
export const LastStepCustomLabel: Story = {
  args: { startStep: 3, submitLabel: 'confirm and continue' },
  globals: DESKTOP,
};
export const Submitting: Story = { args: { startStep: 3, loading: true }, globals: DESKTOP };
export const DebugMode: Story = { args: { debug: true }, globals: DESKTOP };
export const LargeForm: Story = { args: { size: 'large' }, globals: DESKTOP };

export const Loading: StoryObj<{ region: Region }> = {
  render: ({ region }) => (
    <InWidget region={region}>
      <LoadingScreen />
    </InWidget>
  ),
  args: { region: 'US' },
};
