import type { Meta, StoryObj } from '@storybook/react-vite';
import { GraphQLError } from 'graphql';
import type { CentreSelectorVariant, Region } from '@cc/core';
import { WidgetIntlProvider } from '@cc/ui';
import { MockedProvider } from '@cc/ui/testing';
import { CentreSelection } from '../../packages/programs/src/centre-selection';
import { PROGRAMS_CATALOGUES } from '../../packages/programs/src/catalogues';
import { DESKTOP, InWidget, MOBILE } from '../regions';
import {
  AU_CENTRES,
  STORY_BUSINESS_ID,
  US_CENTRES,
  centreSelectionMocks,
  type CentreMockOptions,
} from './centreSelection.fixtures';

interface Args {
  region: Region;
  variant: CentreSelectorVariant;
  initialCenterId?: string;
  allowedCenterIds?: string[];
  /** Which answers the mocked server gives; the centres follow the region unless set. */
  server?: Partial<CentreMockOptions>;
}

function Story({ region, variant, initialCenterId, allowedCenterIds, server }: Args) {
  const centres = server?.centres ?? (region === 'AU' ? AU_CENTRES : US_CENTRES);
  return (
    <InWidget region={region}>
      <WidgetIntlProvider locale="en" region={region} messages={PROGRAMS_CATALOGUES}>
        <MockedProvider mocks={centreSelectionMocks({ ...server, centres })}>
          <div className="cc-wizard">
            <CentreSelection
              businessId={STORY_BUSINESS_ID}
              variant={variant}
              region={region}
              initialCenterId={initialCenterId}
              allowedCenterIds={allowedCenterIds}
              onContinue={(centre) => console.info('onContinue', centre)}
            />
          </div>
        </MockedProvider>
      </WidgetIntlProvider>
    </InWidget>
  );
}

const meta = {
  title: 'Enquiry/Centre selection',
  args: { region: 'US', variant: 'V1' },
  argTypes: {
    region: { control: 'inline-radio', options: ['US', 'CA', 'AU'] },
    variant: { control: 'inline-radio', options: ['V1', 'V2'] },
  },
  // A new key per region and variant: the mocked server and the component's own state start afresh.
  render: (args) => <Story key={`${args.region}-${args.variant}`} {...args} />,
} satisfies Meta<Args>;
export default meta;

type StoryDef = StoryObj<typeof meta>;

/** The rendered component, once the mocked list has answered. */
async function shadowOf(canvasElement: HTMLElement, testId: string): Promise<ShadowRoot> {
  const host = canvasElement.querySelector<HTMLElement>('[data-testid="shadow-scope"]');
  for (let tries = 0; tries < 100; tries += 1) {
    const root = host?.shadowRoot;
    if (root?.querySelector(`[data-testid="${testId}"]`)) return root;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`[data-testid="${testId}"] never rendered`);
}

/** Opens "Select a School" and searches, as a family would. */
async function openDialogAndSearch(canvasElement: HTMLElement, searchKey: string) {
  const shadow = await shadowOf(canvasElement, 'select-new-centre');
  shadow.querySelector<HTMLElement>('[data-testid="select-new-centre"]')?.click();
  // Each opening renders a fresh search box, so it is looked up once the dialog is open.
  const dialog = shadow.querySelector<HTMLElement & { open: boolean }>('[data-testid="centre-dialog"]');
  for (let tries = 0; tries < 100 && !dialog?.open; tries += 1) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  await new Promise((resolve) => requestAnimationFrame(resolve));
  const search = shadow.querySelector<HTMLInputElement>('[data-testid="centre-search"]');
  if (!search) return;
  search.value = searchKey;
  search.dispatchEvent(new CustomEvent('sl-input', { bubbles: true, composed: true }));
}

/** Opens the V2 list from the keyboard. */
async function openAutocomplete(canvasElement: HTMLElement) {
  const shadow = await shadowOf(canvasElement, 'centre-combobox');
  const input = shadow.querySelector<HTMLInputElement>('[data-testid="centre-combobox"]');
  input?.focus();
  input?.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true, composed: true }));
}

export const V1ListUsDesktop: StoryDef = { args: { initialCenterId: 'c1' }, globals: DESKTOP };
export const V1ListUsMobile: StoryDef = { args: { initialCenterId: 'c1' }, globals: MOBILE };
export const V1ListAuDesktop: StoryDef = { args: { region: 'AU', initialCenterId: 'a1' }, globals: DESKTOP };
export const V1ListAuMobile: StoryDef = { args: { region: 'AU', initialCenterId: 'a1' }, globals: MOBILE };
export const V1AllowedCentresOnly: StoryDef = { args: { allowedCenterIds: ['c2', 'c4'] }, globals: DESKTOP };

export const V1DialogWithResultsUsDesktop: StoryDef = {
  globals: DESKTOP,
  play: ({ canvasElement }) => openDialogAndSearch(canvasElement, 'maple'),
};
export const V1DialogWithResultsUsMobile: StoryDef = {
  globals: MOBILE,
  play: ({ canvasElement }) => openDialogAndSearch(canvasElement, 'maple'),
};
export const V1DialogWithResultsAuDesktop: StoryDef = {
  args: { region: 'AU' },
  globals: DESKTOP,
  play: ({ canvasElement }) => openDialogAndSearch(canvasElement, 'NSW'),
};
export const V1DialogWithResultsAuMobile: StoryDef = {
  args: { region: 'AU' },
  globals: MOBILE,
  play: ({ canvasElement }) => openDialogAndSearch(canvasElement, 'NSW'),
};
export const V1DialogNoResults: StoryDef = {
  globals: DESKTOP,
  play: ({ canvasElement }) => openDialogAndSearch(canvasElement, 'Honolulu'),
};

export const NoCentresUsDesktop: StoryDef = { args: { server: { centres: [] } }, globals: DESKTOP };
export const NoCentresUsMobile: StoryDef = { args: { server: { centres: [] } }, globals: MOBILE };
export const NoCentresAuDesktop: StoryDef = { args: { region: 'AU', server: { centres: [] } }, globals: DESKTOP };
export const NoCentresAuMobile: StoryDef = { args: { region: 'AU', server: { centres: [] } }, globals: MOBILE };

export const V2UsDesktop: StoryDef = { args: { variant: 'V2' }, globals: DESKTOP };
export const V2UsMobile: StoryDef = { args: { variant: 'V2' }, globals: MOBILE };
export const V2AuDesktop: StoryDef = { args: { region: 'AU', variant: 'V2' }, globals: DESKTOP };
export const V2AuMobile: StoryDef = { args: { region: 'AU', variant: 'V2' }, globals: MOBILE };
export const V2ListOpenUsDesktop: StoryDef = {
  args: { variant: 'V2' },
  globals: DESKTOP,
  play: ({ canvasElement }) => openAutocomplete(canvasElement),
};
export const V2ListOpenAuMobile: StoryDef = {
  args: { region: 'AU', variant: 'V2' },
  globals: MOBILE,
  play: ({ canvasElement }) => openAutocomplete(canvasElement),
};
export const V2Chosen: StoryDef = { args: { variant: 'V2', initialCenterId: 'c2' }, globals: DESKTOP };

// setTimeout's longest delay (about 24 days): longer ones overflow and fire at once.
export const Loading: StoryDef = { args: { server: { delay: 2_147_483_647 } }, globals: DESKTOP };
export const ServerError: StoryDef = {
  args: {
    server: {
      error: new GraphQLError('Business not found.', {
        extensions: { code: 'NOT_FOUND', message: 'This business is not taking enquiries online.' },
      }),
    },
  },
  globals: DESKTOP,
};
