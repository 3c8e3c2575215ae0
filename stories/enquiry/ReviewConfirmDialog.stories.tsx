import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import type { Region } from '@cc/core';
import { ConfirmSubmitDialog } from '../../packages/enquiry/src/steps/review';
import { DESKTOP, InWidget, MOBILE } from '../regions';

interface Args {
  region: Region;
  submitting: boolean;
}

/** The dialog as the wizard opens it from the review's Submit button; it starts open. */
function Story({ region, submitting }: Args) {
  const [open, setOpen] = useState(true);
  const close = (what: string) => () => {
    console.info(what);
    setOpen(false);
  };
  return (
    <InWidget region={region}>
      <div className="cc-wizard">
        <SlButton variant="primary" onClick={() => setOpen(true)}>
          Submit
        </SlButton>
        <ConfirmSubmitDialog
          open={open}
          submitting={submitting}
          onReview={close('onReview')}
          onSubmit={close('onSubmit')}
          onClose={close('onClose')}
        />
      </div>
    </InWidget>
  );
}

const meta = {
  title: 'Enquiry/Review/Confirm submit dialog',
  args: { region: 'US', submitting: false },
  argTypes: { region: { control: 'inline-radio', options: ['US', 'CA', 'AU'] } },
  render: (args) => <Story key={`${args.region}-${args.submitting}`} {...args} />,
} satisfies Meta<Args>;
export default meta;

type StoryDef = StoryObj<typeof meta>;

export const UsDesktop: StoryDef = { globals: DESKTOP };
export const UsMobile: StoryDef = { globals: MOBILE };
export const AuDesktop: StoryDef = { args: { region: 'AU' }, globals: DESKTOP };
export const AuMobile: StoryDef = { args: { region: 'AU' }, globals: MOBILE };
export const Submitting: StoryDef = { args: { submitting: true }, globals: DESKTOP };
