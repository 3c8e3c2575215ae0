import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Region } from '@cc/core';
import { CenterHeader, type CenterHeaderProps } from '@cc/ui';
import { DESKTOP, InWidget, MOBILE } from './regions';

type Args = CenterHeaderProps & { region: Region };

const meta = {
  title: 'Wizard chrome/Centre header',
  args: { region: 'US', name: 'Maple Grove Learning Center', avatarUrl: null },
  argTypes: { region: { control: 'inline-radio', options: ['US', 'CA', 'AU'] } },
  render: ({ region, ...props }) => (
    <InWidget region={region}>
      <CenterHeader {...props} />
    </InWidget>
  ),
} satisfies Meta<Args>;
export default meta;

type Story = StoryObj<typeof meta>;

export const UsDesktop: Story = { globals: DESKTOP };
export const UsMobile: Story = { globals: MOBILE };
export const AuDesktop: Story = { args: { region: 'AU', name: 'Harbourside Early Learning Centre' }, globals: DESKTOP };
export const AuMobile: Story = { args: { region: 'AU', name: 'Harbourside Early Learning Centre' }, globals: MOBILE };
export const WithAvatar: Story = {
  args: {
    avatarUrl:
      'data:image/svg+xml;utf8,<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48"><rect width="48" height="48" fill="%2300897b"/><text x="24" y="31" font-size="20" text-anchor="middle" fill="white">MG</text></svg>',
  },
  globals: DESKTOP,
};
