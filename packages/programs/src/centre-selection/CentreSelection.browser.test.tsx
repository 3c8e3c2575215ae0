import { assert, expect } from '@open-wc/testing';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import { act } from 'react';
import { GraphQLError } from 'graphql';
import type { Region } from '@cc/core';
import { byTestId, found, settle, shadowRenderer, type MockedResponse } from '@cc/ui/testing';
import type { ChosenCentre, CentreOption } from './centres';
import { CentreSelection, type CentreSelectionProps } from './CentreSelection';
import { useEarlyCentres } from './useCentres';
import {
  CentreSelectionForLinkCodeDocument,
  CentreSelectionSearchDocument,
  type CentreSelectionSearchQueryVariables,
} from './centreSelection.graphql.generated';
import { PROGRAMS_CATALOGUES } from '../catalogues';

const BUSINESS = '11111111-1111-4111-8111-111111111111';

type Centre = CentreOption & { __typename: 'Center' };

function centre(id: string, name: string, city: string, complete = true): Centre {
  return {
    __typename: 'Center',
    id,
    name,
    businessId: BUSINESS,
    // Stored as the server keeps it; shown as the region writes it.
    phoneNumber: '+12175550100',
    address: {
      __typename: 'Address',
      address1: '1 Main St',
      address2: null,
      city,
      state: 'IL',
      postalCode: '62704',
    } as Centre['address'],
    reEnrolSettings: {
      __typename: 'ReEnrolSettings',
      usesParentApplication: true,
      businessUsesReEnrol: true,
      usesEnrolmentForm: complete ? false : null,
    } as Centre['reEnrolSettings'],
  };
}

const MAPLE = centre('c-maple', 'Maple Grove Learning Center', 'Springfield');
const OAK = centre('c-oak', 'Oak Street Early Learning', 'Chicago');
const PINE = centre('c-pine', 'Pine Hill Preschool', 'Peoria', false);
const MAPLEWOOD = centre('c-maplewood', 'Maplewood Kids', 'Naperville');
const ALL = [MAPLE, OAK, PINE, MAPLEWOOD];

interface Calls {
  /** searchKey of every searchCenters request, null for the unfiltered list. */
  searches: (string | null)[];
  links: string[];
}

const matches = (c: Centre, key: string) =>
  [c.name, c.address.city, c.address.state, c.address.postalCode].some((v) => v?.toLowerCase().includes(key));

/** Answers like the server would for the fixture centres, and records what reached it. */
function serverMocks(options: { centres?: Centre[]; linkCentres?: Centre[]; failFirst?: GraphQLError } = {}) {
  const centres = options.centres ?? ALL;
  const calls: Calls = { searches: [], links: [] };
  let failures = options.failFirst ? 1 : 0;
  const mocks: MockedResponse[] = [
    {
      request: { query: CentreSelectionSearchDocument },
      variableMatcher: () => true,
      maxUsageCount: Number.POSITIVE_INFINITY,
      result: (variables: CentreSelectionSearchQueryVariables) => {
        calls.searches.push(variables.searchKey ?? null);
        if (failures > 0 && options.failFirst) {
          failures -= 1;
          return { errors: [options.failFirst] };
        }
        const key = (variables.searchKey ?? '').trim().toLowerCase();
        return { data: { searchCenters: centres.filter((c) => matches(c, key)) } };
      },
    },
    {
      request: { query: CentreSelectionForLinkCodeDocument },
      variableMatcher: () => true,
      maxUsageCount: Number.POSITIVE_INFINITY,
      result: (variables: { linkCode: string }) => {
        calls.links.push(variables.linkCode);
        if (failures > 0 && options.failFirst) {
          failures -= 1;
          return { errors: [options.failFirst] };
        }
        return { data: { centersForLinkCode: options.linkCentres ?? centres } };
      },
    },
  ];
  return { mocks, calls };
}

const renderer = shadowRenderer();
let continued: ChosenCentre[];

async function render(
  props: Partial<CentreSelectionProps> = {},
  mocks: MockedResponse[] = serverMocks().mocks,
  region: Region = 'US',
): Promise<ShadowRoot> {
  return renderer.render(
    <CentreSelection
      businessId={BUSINESS}
      variant="V1"
      region={region}
      onContinue={(c) => continued.push(c)}
      {...props}
    />,
    { region, messages: PROGRAMS_CATALOGUES, mocks },
  );
}

const pause = (ms: number) => act(() => new Promise<void>((resolve) => setTimeout(resolve, ms)));
const click = (element: HTMLElement) => act(async () => element.click());
const type = (text: string) => act(() => sendKeys({ type: text }));
const press = (key: string) => act(() => sendKeys({ press: key }));

const radios = (scope: ParentNode, group: string) => [
  ...scope.querySelectorAll<HTMLInputElement>(`[data-testid="${group}"] input[type="radio"]`),
];
const radioFor = (scope: ParentNode, id: string) =>
  scope.querySelector<HTMLInputElement>(`[data-centre-id="${id}"] input[type="radio"]`) as HTMLInputElement;
const continueButton = (shadow: ShadowRoot) =>
  byTestId(shadow, 'centre-continue') as HTMLElement & { disabled: boolean };
const names = (scope: ParentNode, group: string) =>
  [...scope.querySelectorAll(`[data-testid="${group}"] .cc-centre-card__name`)].map((n) => n.textContent);

/** Opens the dialog and waits for its opening animation to end (axe would measure a half-faded panel). */
async function openDialog(shadow: ShadowRoot) {
  const opener = await found(shadow, 'select-new-centre');
  const dialog = byTestId(shadow, 'centre-dialog') as HTMLElement & { open: boolean; label: string };
  let shown = false;
  const onShown = (event: Event) => {
    if (event.target === dialog) shown = true;
  };
  dialog.addEventListener('sl-after-show', onShown);
  await click(opener);
  await settle(() => shown, 'dialog never opened');
  dialog.removeEventListener('sl-after-show', onShown);
  const search = byTestId(dialog, 'centre-search') as HTMLElement & { focus(): void };
  await act(async () => search.focus());
  return dialog;
}

describe('CentreSelection', () => {
  beforeEach(() => {
    continued = [];
  });
  afterEach(async () => {
    await renderer.cleanup();
    await setViewport({ width: 1280, height: 800 });
  });

  describe('V1 cards', () => {
    it('lists the selectable centres as one radio group with name, address and phone', async () => {
      const shadow = await render();
      const group = await found(shadow, 'centre-list');
      expect(group.getAttribute('role')).to.equal('radiogroup');
      expect(names(shadow, 'centre-list')).to.deep.equal([MAPLE.name, OAK.name, MAPLEWOOD.name]);
      const maple = shadow.querySelector('[data-centre-id="c-maple"]') as HTMLElement;
      expect(byTestId(maple, 'centre-address')?.textContent).to.equal('1 Main St, Springfield, IL 62704');
      await settle(
        () => byTestId(maple, 'centre-phone')?.textContent === 'Phone: (217) 555-0100',
        `the phone was shown as ${byTestId(maple, 'centre-phone')?.textContent}`,
      );
      expect(new Set(radios(shadow, 'centre-list').map((r) => r.name)).size).to.equal(1);
    });

    it('shows incomplete centres in their own labelled group, where they cannot be chosen', async () => {
      const shadow = await render();
      const disabledGroup = await found<HTMLFieldSetElement>(shadow, 'centre-list-disabled');
      expect(disabledGroup.disabled).to.equal(true);
      expect(disabledGroup.querySelector('legend')?.textContent).to.equal('Unavailable centers');
      expect(names(shadow, 'centre-list-disabled')).to.deep.equal([PINE.name]);
      const pine = radioFor(shadow, 'c-pine');
      expect(pine.disabled).to.equal(true);
      await click(shadow.querySelector('[data-centre-id="c-pine"]') as HTMLElement);
      await click(pine);
      expect(pine.checked).to.equal(false);
      expect(continueButton(shadow).disabled).to.equal(true);
      await click(continueButton(shadow));
      expect(continued).to.deep.equal([]);
    });

    it('is a real radio group: arrow keys move the choice, Continue hands over id, name and business', async () => {
      const shadow = await render();
      await found(shadow, 'centre-list');
      expect(continueButton(shadow).disabled).to.equal(true);
      const [first] = radios(shadow, 'centre-list');
      await act(async () => first?.focus());
      await press('Space');
      expect(radioFor(shadow, 'c-maple').checked).to.equal(true);
      await press('ArrowDown');
      expect(radioFor(shadow, 'c-oak').checked).to.equal(true);
      await settle(() => !continueButton(shadow).disabled, 'Continue never enabled');
      await click(continueButton(shadow));
      expect(continued).to.deep.equal([{ id: 'c-oak', name: OAK.name, businessId: BUSINESS }]);
    });

    it('preselects initialCenterId, but never a centre that cannot be chosen', async () => {
      let shadow = await render({ initialCenterId: 'c-oak' });
      await found(shadow, 'centre-list');
      expect(radioFor(shadow, 'c-oak').checked).to.equal(true);
      await click(continueButton(shadow));
      expect(continued.map((c) => c.id)).to.deep.equal(['c-oak']);

      await renderer.cleanup();
      shadow = await render({ initialCenterId: 'c-pine' });
      await found(shadow, 'centre-list');
      expect(radios(shadow, 'centre-list').some((r) => r.checked)).to.equal(false);
      expect(continueButton(shadow).disabled).to.equal(true);
    });

    it('offers only the allowed centre ids', async () => {
      const shadow = await render({ allowedCenterIds: ['c-oak', 'c-pine', 'somewhere-else'] });
      await found(shadow, 'centre-list');
      expect(names(shadow, 'centre-list')).to.deep.equal([OAK.name]);
      expect(names(shadow, 'centre-list-disabled')).to.deep.equal([PINE.name]);
    });

    it('says "No centers found" and keeps Continue disabled when there is nothing to choose', async () => {
      let shadow = await render({}, serverMocks({ centres: [] }).mocks);
      expect((await found(shadow, 'no-centres')).textContent).to.equal('No centers found');
      expect(continueButton(shadow).disabled).to.equal(true);
      expect(byTestId(shadow, 'centre-list')).to.equal(null);

      await renderer.cleanup();
      shadow = await render({ allowedCenterIds: ['not-in-this-business'] });
      await found(shadow, 'no-centres');
      expect(continueButton(shadow).disabled).to.equal(true);
    });

    it('takes the centres of a link code from centersForLinkCode and searches only among them', async () => {
      const server = serverMocks({ linkCentres: [MAPLE, OAK] });
      const shadow = await render({ businessId: undefined, linkCode: 'link-abc' }, server.mocks);
      await found(shadow, 'centre-list');
      expect(server.calls.links).to.deep.equal(['link-abc']);
      expect(names(shadow, 'centre-list')).to.deep.equal([MAPLE.name, OAK.name]);

      const dialog = await openDialog(shadow);
      await type('maple');
      await settle(() => server.calls.searches.length === 1, 'search never ran');
      // The business also has Maplewood Kids, but the link does not open it.
      await settle(() => names(dialog, 'centre-search-results').length > 0, 'no results shown');
      expect(names(dialog, 'centre-search-results')).to.deep.equal([MAPLE.name]);
    });

    it('shows the server message, extension message first, and loads again on Try again', async () => {
      const failFirst = new GraphQLError('Business not found.', {
        extensions: { code: 'NOT_FOUND', message: 'This business is not taking enquiries.' },
      });
      const shadow = await render({}, serverMocks({ failFirst }).mocks);
      const error = await found(shadow, 'centre-selection-error');
      expect(error.getAttribute('role')).to.equal('alert');
      expect(error.textContent).to.contain('This business is not taking enquiries.');
      expect(error.textContent).to.not.contain('Business not found.');
      await click(byTestId(error, 'centre-selection-error-retry') as HTMLElement);
      await found(shadow, 'centre-list');
    });

    it('shows the list asked for early (beside what the screen waited for) once; mounting again asks again', async () => {
      const server = serverMocks();
      // The screen asks for its business's centres while the selection is not shown yet (key 0), then shows it.
      function Screen({ shown, businessId }: { shown: number; businessId: string }) {
        const early = useEarlyCentres(BUSINESS);
        if (shown === 0) return <p>Loading the family</p>;
        return (
          <CentreSelection
            key={shown}
            businessId={businessId}
            early={early}
            variant="V1"
            region="US"
            onContinue={() => {}}
          />
        );
      }
      const draw = (shown: number, businessId = BUSINESS) =>
        renderer.render(<Screen shown={shown} businessId={businessId} />, {
          messages: PROGRAMS_CATALOGUES,
          mocks: server.mocks,
        });
      await draw(0);
      await settle(() => server.calls.searches.length === 1, 'the early list was never asked for');
      const shadow = await draw(1);
      await found(shadow, 'centre-list');
      expect(names(shadow, 'centre-list')).to.deep.equal([MAPLE.name, OAK.name, MAPLEWOOD.name]);
      expect(server.calls.searches).to.deep.equal([null]);
      // searchCenters has no cache: the step mounting again (the family came back to it) asks the server again.
      await draw(2);
      await settle(() => server.calls.searches.length === 2, 'the second mount did not ask again');
      await found(shadow, 'centre-list');
      // A selection for another business never shows the early list.
      await draw(3, '22222222-2222-4222-8222-222222222222');
      await settle(() => server.calls.searches.length === 3, 'the other business was not asked for');
    });

    it('shows the generic message when neither a business nor a link code is given', async () => {
      const shadow = await render({ businessId: undefined });
      expect((await found(shadow, 'centre-selection-error')).textContent).to.equal(
        'Something went wrong. Please contact the centre for assistance.',
      );
    });
  });

  describe('V1 "Select a School" dialog', () => {
    it('has the spec title, placeholder and help text', async () => {
      const shadow = await render();
      const dialog = await openDialog(shadow);
      expect(dialog.label).to.equal('Select a School');
      expect((byTestId(dialog, 'centre-search') as HTMLInputElement).placeholder).to.equal(
        'Search by school name, state, zip code',
      );
      const help = byTestId(dialog, 'centre-help') as HTMLElement;
      expect(help.querySelector('p')?.textContent).to.equal('Not seeing your school?');
      expect([...help.querySelectorAll('li')].map((li) => li.textContent)).to.deep.equal([
        'Check the spelling of the school name.',
        'Broaden your search by state or zip code.',
      ]);
    });

    it('on a phone shows the search hint below the box, where it wraps, instead of a cut-off placeholder', async () => {
      await setViewport({ width: 375, height: 800 });
      const shadow = await render();
      const dialog = await openDialog(shadow);
      const search = byTestId(dialog, 'centre-search') as HTMLElement & { updateComplete: Promise<unknown> };
      await search.updateComplete;
      // No placeholder to be cut off: the inner input shows none.
      expect(search.shadowRoot!.querySelector('input')!.getAttribute('placeholder') ?? '').to.equal('');
      // The hint is drawn below the box, whole, inside the box's width (it wraps there).
      const hint = search.shadowRoot!.querySelector<HTMLElement>('[part~="form-control-help-text"]')!;
      expect(hint.innerText.trim()).to.equal('Search by school name, state, zip code');
      const box = search.shadowRoot!.querySelector<HTMLElement>('[part~="base"]')!.getBoundingClientRect();
      const drawn = hint.getBoundingClientRect();
      expect(drawn.top).to.be.at.least(box.bottom);
      expect(drawn.left).to.be.at.least(box.left - 1);
      expect(drawn.right).to.be.at.most(box.right + 1);
      expect(hint.scrollWidth).to.be.at.most(hint.clientWidth + 1);
    });

    it('debounces the search by 300 ms: fast typing makes one request, with the whole word', async () => {
      const server = serverMocks();
      const shadow = await render({}, server.mocks);
      const dialog = await openDialog(shadow);
      const before = server.calls.searches.length; // the unfiltered list the page loaded
      // A fast typist: a key every 60 ms, each in its own render.
      for (const key of 'maple') {
        await type(key);
        await pause(60);
      }
      expect(server.calls.searches.slice(before)).to.deep.equal([]);
      expect(byTestId(dialog, 'centre-search-status')?.textContent).to.equal('Searching…');
      await settle(() => server.calls.searches.length > before, 'search never ran');
      await pause(400);
      expect(server.calls.searches.slice(before)).to.deep.equal(['maple']);
      expect(names(dialog, 'centre-search-results')).to.deep.equal([MAPLE.name, MAPLEWOOD.name]);
      expect(byTestId(dialog, 'centre-search-status')?.textContent).to.equal('2 results');
    });

    it('searches again after each pause in the typing', async () => {
      const server = serverMocks();
      const shadow = await render({}, server.mocks);
      await openDialog(shadow);
      const before = server.calls.searches.length;
      await type('o');
      await pause(450);
      await type('ak');
      await pause(450);
      expect(server.calls.searches.slice(before)).to.deep.equal(['o', 'oak']);
    });

    it('moves the focus into the search on open, back to the button on Cancel, and to the saved centre on Save', async () => {
      const shadow = await render({ initialCenterId: 'c-maple' });
      const opener = await found(shadow, 'select-new-centre');
      const dialog = byTestId(shadow, 'centre-dialog') as HTMLElement & { open: boolean };
      const openAndWait = async () => {
        opener.focus();
        await click(opener);
        await settle(
          () =>
            byTestId(dialog, 'centre-search')?.matches(':focus-within') && shadow.activeElement?.closest('sl-dialog'),
          'the search never took the focus',
        );
      };
      await openAndWait();
      await click(byTestId(dialog, 'centre-dialog-cancel') as HTMLElement);
      await settle(() => !dialog.open && shadow.activeElement === opener, 'the focus never came back to the button');

      await openAndWait();
      await type('oak');
      await settle(() => names(dialog, 'centre-search-results').includes(OAK.name), 'Oak never found');
      await click(radioFor(dialog, 'c-oak'));
      const save = byTestId(dialog, 'centre-dialog-save') as HTMLElement & { disabled: boolean };
      await settle(() => !save.disabled, 'Save never enabled');
      await click(save);
      const saved = radioFor(byTestId(shadow, 'centre-list') as HTMLElement, 'c-oak');
      await settle(() => shadow.activeElement === saved, 'the saved centre never took the focus');
    });

    it('Save makes the chosen result the selection; Cancel keeps the earlier one', async () => {
      const shadow = await render({ initialCenterId: 'c-maple' });
      let dialog = await openDialog(shadow);
      await type('oak');
      await settle(() => names(dialog, 'centre-search-results').includes(OAK.name), 'Oak never found');
      await click(radioFor(dialog, 'c-oak'));
      await click(byTestId(dialog, 'centre-dialog-cancel') as HTMLElement);
      await settle(() => !dialog.open, 'dialog never closed');
      expect(radioFor(byTestId(shadow, 'centre-list') as HTMLElement, 'c-maple').checked).to.equal(true);

      dialog = await openDialog(shadow);
      await type('oak');
      await settle(() => names(dialog, 'centre-search-results').includes(OAK.name), 'Oak never found');
      await click(radioFor(dialog, 'c-oak'));
      // The dialog's content is new on each opening (a fresh search), so Save is looked up again.
      const save = byTestId(dialog, 'centre-dialog-save') as HTMLElement & { disabled: boolean };
      await settle(() => !save.disabled, 'Save never enabled');
      await click(save);
      await settle(() => !dialog.open, 'dialog never closed');
      expect(radioFor(byTestId(shadow, 'centre-list') as HTMLElement, 'c-oak').checked).to.equal(true);
      await click(continueButton(shadow));
      expect(continued.map((c) => c.id)).to.deep.equal(['c-oak']);
    });

    it('says "No centers found" for a search without results and keeps Save disabled', async () => {
      const shadow = await render({ initialCenterId: 'c-maple' });
      const dialog = await openDialog(shadow);
      expect((byTestId(dialog, 'centre-dialog-save') as HTMLElement & { disabled: boolean }).disabled).to.equal(false);
      await type('zzz');
      expect((await found(dialog, 'no-centres')).textContent).to.equal('No centers found');
      expect((byTestId(dialog, 'centre-dialog-save') as HTMLElement & { disabled: boolean }).disabled).to.equal(true);
    });

    it('keeps incomplete centres unselectable in the results too', async () => {
      const shadow = await render();
      const dialog = await openDialog(shadow);
      await type('pine');
      await found(dialog, 'centre-search-results-disabled');
      expect(radioFor(dialog, 'c-pine').disabled).to.equal(true);
      expect(byTestId(dialog, 'centre-search-results')).to.equal(null);
    });

    it('uses the Australian wording', async () => {
      const shadow = await render({ region: 'AU' }, serverMocks().mocks, 'AU');
      expect((await found(shadow, 'centre-selection')).querySelector('h2')?.textContent).to.equal('Select a centre');
      expect(byTestId(shadow, 'select-new-centre')?.textContent).to.equal('Select a new centre');
      const dialog = await openDialog(shadow);
      expect(dialog.label).to.equal('Select a Centre');
      expect((byTestId(dialog, 'centre-search') as HTMLInputElement).placeholder).to.equal(
        'Search by centre name, state, postcode',
      );
      expect(byTestId(dialog, 'centre-help')?.querySelector('p')?.textContent).to.equal('Not seeing your centre?');
    });

    for (const width of [375, 1280]) {
      it(`passes axe at ${width}px with the dialog open`, async () => {
        await setViewport({ width, height: 800 });
        const shadow = await render();
        const dialog = await openDialog(shadow);
        await type('map');
        await settle(() => names(dialog, 'centre-search-results').length === 2, 'results never shown');
        await assert.isAccessible(shadow.host as HTMLElement);
      });
    }
  });

  describe('V2 autocomplete', () => {
    const combobox = (shadow: ShadowRoot) => byTestId<HTMLInputElement>(shadow, 'centre-combobox') as HTMLInputElement;
    const listbox = (shadow: ShadowRoot) => byTestId(shadow, 'centre-listbox') as HTMLElement;
    const activeName = (shadow: ShadowRoot) => {
      const id = combobox(shadow).getAttribute('aria-activedescendant');
      return id ? shadow.getElementById(id)?.querySelector('span')?.textContent : null;
    };

    it('is a labelled "School" combobox on a page titled "Select a school"', async () => {
      const shadow = await render({ variant: 'V2' });
      const input = await found<HTMLInputElement>(shadow, 'centre-combobox');
      expect(byTestId(shadow, 'centre-selection')?.querySelector('h2')?.textContent).to.equal('Select a school');
      expect(input.getAttribute('role')).to.equal('combobox');
      expect(input.labels?.[0]?.textContent).to.equal('School');
      expect(input.getAttribute('aria-expanded')).to.equal('false');
      expect(input.getAttribute('aria-controls')).to.equal(listbox(shadow).id);
      expect(listbox(shadow).hidden).to.equal(true);
    });

    it('is operated by keyboard: arrows skip unavailable centres and wrap, Enter chooses', async () => {
      const shadow = await render({ variant: 'V2' });
      const input = await found<HTMLInputElement>(shadow, 'centre-combobox');
      await act(async () => input.focus());
      await press('ArrowDown');
      expect(input.getAttribute('aria-expanded')).to.equal('true');
      expect(listbox(shadow).hidden).to.equal(false);
      expect(activeName(shadow)).to.equal(MAPLE.name);
      const pine = shadow.querySelector('[role="option"][data-centre-id="c-pine"]');
      expect(pine?.getAttribute('aria-disabled')).to.equal('true');
      await press('ArrowDown');
      await press('ArrowDown');
      expect(activeName(shadow)).to.equal(MAPLEWOOD.name);
      await press('ArrowDown');
      expect(activeName(shadow)).to.equal(MAPLE.name);
      await press('ArrowUp');
      expect(activeName(shadow)).to.equal(MAPLEWOOD.name);
      await press('ArrowUp');
      expect(activeName(shadow)).to.equal(OAK.name);
      await press('Enter');
      expect(input.value).to.equal(OAK.name);
      expect(input.getAttribute('aria-expanded')).to.equal('false');
      expect(input.hasAttribute('aria-activedescendant')).to.equal(false);
      expect(byTestId(shadow, 'selected-centre')?.textContent).to.contain(OAK.name);
      await click(continueButton(shadow));
      expect(continued).to.deep.equal([{ id: 'c-oak', name: OAK.name, businessId: BUSINESS }]);
    });

    it('searches once the typing pauses and offers the results; Escape closes, then clears', async () => {
      const server = serverMocks();
      const shadow = await render({ variant: 'V2' }, server.mocks);
      const input = await found<HTMLInputElement>(shadow, 'centre-combobox');
      const before = server.calls.searches.length;
      await act(async () => input.focus());
      await type('maple');
      await settle(() => server.calls.searches.length > before, 'search never ran');
      await settle(
        () => shadow.querySelectorAll('[role="option"]').length === 2,
        'results never replaced the full list',
      );
      expect(server.calls.searches.slice(before)).to.deep.equal(['maple']);
      await press('ArrowDown');
      await press('ArrowDown');
      expect(activeName(shadow)).to.equal(MAPLEWOOD.name);
      await press('Escape');
      expect(input.getAttribute('aria-expanded')).to.equal('false');
      expect(input.value).to.equal('maple');
      await press('Escape');
      expect(input.value).to.equal('');
      expect(continueButton(shadow).disabled).to.equal(true);
    });

    it('chooses with the mouse, and editing the text drops the choice', async () => {
      const shadow = await render({ variant: 'V2' });
      const input = await found<HTMLInputElement>(shadow, 'centre-combobox');
      await click(input);
      await click(shadow.querySelector('[role="option"][data-centre-id="c-pine"]') as HTMLElement);
      expect(input.value).to.equal('');
      await click(shadow.querySelector('[role="option"][data-centre-id="c-maplewood"]') as HTMLElement);
      expect(input.value).to.equal(MAPLEWOOD.name);
      await settle(() => !continueButton(shadow).disabled, 'Continue never enabled');
      await act(async () => input.focus());
      await press('Backspace');
      await settle(() => continueButton(shadow).disabled, 'Continue stayed enabled');
      expect(byTestId(shadow, 'selected-centre')).to.equal(null);
    });

    it('says "No centers found" when a search finds nothing', async () => {
      const shadow = await render({ variant: 'V2' });
      const input = await found<HTMLInputElement>(shadow, 'centre-combobox');
      await act(async () => input.focus());
      await type('zzz');
      await settle(
        () => byTestId(shadow, 'centre-autocomplete-status')?.textContent === 'No centers found',
        'no-results message never shown',
      );
      expect(input.getAttribute('aria-expanded')).to.equal('false');
    });

    it('passes axe with the list open', async () => {
      const shadow = await render({ variant: 'V2' });
      const input = await found<HTMLInputElement>(shadow, 'centre-combobox');
      await act(async () => input.focus());
      await press('ArrowDown');
      await assert.isAccessible(shadow.host as HTMLElement);
    });
  });
});
