import { expect } from '@open-wc/testing';
import { GraphQLError } from 'graphql';
import { DEFAULT_FEATURE_FLAGS } from '@cc/core';
import { found, shadowRenderer, type MockedResponse } from '../testing';
import { BusinessForDocument, BusinessSettingsDocument, CenterSummaryDocument } from './business.graphql.generated';
import { useBusiness, type BusinessSource } from './useBusiness';

const LINK_CODE = 'XsPk5gsG02nFjzf5ySlXGw';
const BUSINESS = 'b-1';
const enrollmentSettings = {
  __typename: 'EnrollmentSettings' as const,
  isUseProgramGroup: false,
  isUsePerProgramGroupFees: false,
  flowType: 'INQUIRE_OFFER_ENROLLMENT',
  region: 'AU',
  currency: 'AUD',
};
const featureFlags = { __typename: 'FeatureFlags' as const, ...DEFAULT_FEATURE_FLAGS };

const CENTRE = 'c-1';
const answer = { __typename: 'BusinessAndSettings', businessId: BUSINESS, enrollmentSettings, featureFlags };
const linkMock: MockedResponse = {
  request: { query: BusinessForDocument, variables: { linkCode: LINK_CODE } },
  result: { data: { businessFor: answer } },
};
const centreMocks: MockedResponse[] = [
  {
    request: { query: BusinessForDocument, variables: { centerId: CENTRE } },
    result: { data: { businessFor: answer } },
  },
  {
    request: { query: CenterSummaryDocument, variables: { centerId: CENTRE } },
    result: {
      data: {
        center: {
          __typename: 'Center',
          id: CENTRE,
          name: 'Lincoln Park',
          businessId: BUSINESS,
          timezone: 'Australia/Melbourne',
          phoneNumber: null,
          avatar: null,
        },
      },
    },
  },
];
const settingsMock: MockedResponse = {
  request: { query: BusinessSettingsDocument, variables: { businessId: BUSINESS } },
  result: { data: { enrollmentSettings: { ...enrollmentSettings, region: 'CA', currency: 'CAD' }, featureFlags } },
};

/** What a flow reads off useBusiness, on screen. */
function Business({ source }: { source: BusinessSource }) {
  const business = useBusiness(source);
  if (business.error) return <p data-testid="business-error">error</p>;
  if (!business.settings) return <p data-testid="business-loading">loading</p>;
  const { region, currency } = business.settings.enrollmentSettings;
  return <p data-testid="business">{`${business.businessId} ${region} ${currency}`}</p>;
}

const renderer = shadowRenderer();

describe('useBusiness', () => {
  afterEach(() => renderer.cleanup());

  it('learns a link’s business, settings and flags from the one link request (no settings request follows)', async () => {
    // Only the link is mocked: a BusinessSettings request would find no answer and show the error.
    const shadow = await renderer.render(<Business source={{ linkCode: LINK_CODE }} />, { mocks: [linkMock] });
    expect((await found(shadow, 'business')).textContent).to.equal('b-1 AU AUD');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(shadow.querySelector('[data-testid="business-error"]')).to.equal(null);
  });

  it('learns a centre’s business, settings and flags beside its summary (no settings request follows)', async () => {
    const shadow = await renderer.render(<Business source={{ centerId: CENTRE }} />, { mocks: centreMocks });
    expect((await found(shadow, 'business')).textContent).to.equal('b-1 AU AUD');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(shadow.querySelector('[data-testid="business-error"]')).to.equal(null);
  });

  it('an unknown link is an error', async () => {
    const unknown: MockedResponse = {
      request: linkMock.request,
      result: { errors: [new GraphQLError('Link not found.')] },
    };
    const shadow = await renderer.render(<Business source={{ linkCode: LINK_CODE }} />, { mocks: [unknown] });
    await found(shadow, 'business-error');
  });

  it('a business id asks for its settings', async () => {
    const shadow = await renderer.render(<Business source={{ businessId: BUSINESS }} />, { mocks: [settingsMock] });
    expect((await found(shadow, 'business')).textContent).to.equal('b-1 CA CAD');
  });
});
