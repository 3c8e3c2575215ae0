import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { CARE_TYPES, ENROLLMENT_OPTIONS, RELATIONSHIP_TYPES } from '@cc/core';
import { array } from 'superstruct';
import { ChildWithDob, checkStruct } from '@cc/core';
import { DEMO_BUSINESS_IDS, DEMO_CENTER_IDS, DEMO_CHILD_IDS, DEMO_ENQUIRY_LINK_CODES } from '@cc/server';
import { EnquiryLinkRepository } from '../../packages/server/src/modules/business/enquiry-link.repository';
import { gql, startApp, targets, type TestApp } from './harness';

const { mapleGrove, wattleTree, northernLights } = DEMO_BUSINESS_IDS;
const C = DEMO_CENTER_IDS;

const PROGRAMS = `query Programs($businessId: ID!, $centerId: ID!, $searchDate: String!, $byAge: ProgramsByAgeInput) {
  programsForCenter(businessId: $businessId, centerId: $centerId, searchDate: $searchDate, byAge: $byAge) {
    enrollmentSettings { flowType isUseProgramGroup currency }
    programsForCenter {
      id childId fullName programName startDate endDate minAgeMonths maxAgeMonths
      programGroup { name }
      centers { centerId availablePlaces enrollmentOptions centerEnrollmentOption careType feeAmount feeType currency }
    }
  }
}`;

type ProgramEntry = {
  id: string;
  childId: string | null;
  fullName: string | null;
  programName: string;
  startDate: string;
  programGroup: { name: string } | null;
  centers: Array<{
    availablePlaces: number;
    enrollmentOptions: string;
    centerEnrollmentOption: string;
    careType: string;
    feeType: string;
  }>;
};
type ProgramsData = {
  programsForCenter: { enrollmentSettings: { flowType: string }; programsForCenter: ProgramEntry[] };
};

for (const target of targets()) {
  describe(`read operations on ${target.name}`, () => {
    let t: TestApp;
    before(async () => {
      t = await startApp(target.config());
    });
    after(async () => {
      await t?.close();
      await target.dispose();
    });

    test('searchCenters matches name, city, state and postal code in any case', async () => {
      const search = async (searchKey: string) => {
        const res = await gql<{ searchCenters: Array<{ name: string }> }>(
          t.app,
          'query($b: ID!, $k: String) { searchCenters(businessID: $b, searchKey: $k) { name } }',
          { b: mapleGrove, k: searchKey },
        );
        assert.equal(res.errors, undefined);
        return res.data!.searchCenters.map((c) => c.name);
      };
      assert.deepEqual(await search('SEATTLE'), ['Maple Grove Capitol Hill']);
      assert.deepEqual(await search('denver'), ['Maple Grove Cherry Creek']);
      assert.deepEqual(await search('wa'), ['Maple Grove Capitol Hill'], 'state WA');
      assert.deepEqual(await search('60614'), ['Maple Grove Lincoln Park']);
      assert.deepEqual(await search('lincoln'), ['Maple Grove Lincoln Park']);
      assert.equal((await search('')).length, 3);
      assert.deepEqual(await search('Fitzroy'), [], 'another business’s centre is not found');
      assert.deepEqual(await search('100%'), []);
    });

    test('center returns address, time zone and the incomplete re-enrolment settings', async () => {
      const res = await gql<{ center: Record<string, unknown> }>(
        t.app,
        `query($id: ID!) { center(centerId: $id) { id name businessId timezone phoneNumber
           address { address1 city state country postalCode } reEnrolSettings { usesParentApplication businessUsesReEnrol usesEnrolmentForm } } }`,
        { id: C.mapleGroveCapitolHill },
      );
      assert.deepEqual(res.data?.center, {
        id: C.mapleGroveCapitolHill,
        name: 'Maple Grove Capitol Hill',
        businessId: mapleGrove,
        timezone: 'America/Los_Angeles',
        phoneNumber: '+12065550110',
        address: { address1: '1520 E Pine St', city: 'Seattle', state: 'WA', country: 'US', postalCode: '98122' },
        reEnrolSettings: { usesParentApplication: null, businessUsesReEnrol: null, usesEnrolmentForm: null },
      });
    });

    test('center with an unknown id answers not found', async () => {
      const res = await gql(t.app, 'query($id: ID!) { center(centerId: $id) { id } }', {
        id: '00000000-0000-4000-8000-000000000000',
      });
      assert.equal(res.errors?.[0]?.message, 'Centre not found.');
      assert.equal(res.errors?.[0]?.extensions?.code, 'NOT_FOUND');
    });

    test('enrollmentSettings gives each demo business its flow type', async () => {
      const flow = async (id: string) =>
        (
          await gql<{ enrollmentSettings: { flowType: string; isUseProgramGroup: boolean; currency: string } }>(
            t.app,
            'query($id: ID!) { enrollmentSettings(businessId: $id) { flowType isUseProgramGroup isUsePerProgramGroupFees currency } }',
            { id },
          )
        ).data!.enrollmentSettings;
      assert.deepEqual(
        { ...(await flow(mapleGrove)) },
        {
          flowType: 'INQUIRE_PROGRAM_ENROLLMENT_APPROVE',
          isUseProgramGroup: true,
          isUsePerProgramGroupFees: true,
          currency: 'USD',
        },
      );
      assert.equal((await flow(wattleTree)).flowType, 'INQUIRE_OFFER_ENROLLMENT');
      assert.equal((await flow(wattleTree)).currency, 'AUD');
      assert.equal((await flow(northernLights)).flowType, 'INQUIRE_PROGRAM_FORM_PAY_APPROVE');
    });

    test('enrollmentCenterSettings and careTypesForCenters answer only for the business’s own centres', async () => {
      const res = await gql<{
        enrollmentCenterSettings: Array<{
          centerId: string;
          askFamilyAboutSubsidy: boolean;
          feeAmount: number;
          feeType: string;
        }>;
        careTypesForCenters: Array<{ centerId: string; careTypes: string[] }>;
      }>(
        t.app,
        `query($b: ID!, $ids: [ID!]!) {
           enrollmentCenterSettings(businessId: $b, centerIds: $ids) { centerId askFamilyAboutSubsidy enrollmentOption feeAmount feeType currency }
           careTypesForCenters(businessId: $b, centerIds: $ids) { centerId careTypes } }`,
        { b: mapleGrove, ids: [C.mapleGroveLincolnPark, C.wattleTreeFitzroy] },
      );
      assert.equal(res.errors, undefined);
      assert.deepEqual(res.data!.enrollmentCenterSettings, [
        {
          centerId: C.mapleGroveLincolnPark,
          askFamilyAboutSubsidy: true,
          enrollmentOption: 'PERMANENTANDCASUAL',
          feeAmount: 7500,
          feeType: 'Weekly',
          currency: 'USD',
        },
      ]);
      assert.deepEqual(res.data!.careTypesForCenters, [
        { centerId: C.mapleGroveLincolnPark, careTypes: ['ASC', 'BSC', 'LDC', 'VAC'] },
      ]);
    });

    test('programsForCenter lists a program once per child whose age fits, keyed by First$Last', async () => {
      const res = await gql<ProgramsData>(t.app, PROGRAMS, {
        businessId: mapleGrove,
        centerId: C.mapleGroveLincolnPark,
        searchDate: '2026-09-01',
        byAge: {
          childWithDobs: [
            { firstName: 'Ava', lastName: 'Johnson', dateOfBirth: '2024-02-14' },
            { firstName: 'Leo', lastName: 'Park', dateOfBirth: '2020-01-15' },
          ],
        },
      });
      assert.equal(res.errors, undefined);
      const list = res.data!.programsForCenter.programsForCenter;
      const byChild = (name: string) =>
        list
          .filter((p) => p.fullName === name)
          .map((p) => p.programName)
          .sort();
      // Ava (born 2024-02-14) is 30 months old; Leo (2020-01-15) is 79 months old on 2026-09-01.
      assert.deepEqual(byChild('Ava$Johnson'), ['Toddler Room']);
      assert.deepEqual(byChild('Leo$Park'), ['After School Club', 'Before School Club', 'Summer Camp 2027']);
      assert.equal(list.find((p) => p.fullName === 'Leo$Park')?.childId, 'Leo$Park');
      assert.equal(res.data!.programsForCenter.enrollmentSettings.flowType, 'INQUIRE_PROGRAM_ENROLLMENT_APPROVE');
      const camp = list.find((p) => p.programName === 'Summer Camp 2027')!;
      assert.equal(camp.startDate, '2027-06-14');
      assert.equal(camp.programGroup?.name, 'Summer 2027');
    });

    test('a bad child reaching programsForCenter gets the same error keys the widget shows for it', async () => {
      const childWithDobs = [
        { firstName: 'Leo', lastName: 'Park', dateOfBirth: '2020-01-15' },
        { firstName: '  ', lastName: 'Park', dateOfBirth: '2020-02-30' },
      ];
      const res = await gql<ProgramsData>(t.app, PROGRAMS, {
        businessId: mapleGrove,
        centerId: C.mapleGroveLincolnPark,
        searchDate: '2026-09-01',
        byAge: { childWithDobs },
      });
      const widget = checkStruct(array(ChildWithDob), childWithDobs);
      assert.equal(widget.ok, false);
      assert.deepEqual(res.errors?.[0]?.extensions?.errors, widget.ok ? [] : widget.errors);
      assert.deepEqual(widget.ok ? [] : widget.errors, [
        { path: '1.firstName', key: 'required' },
        { path: '1.dateOfBirth', key: 'date-invalid' },
      ]);
      assert.equal(res.errors?.[0]?.extensions?.code, 'BAD_USER_INPUT');
      assert.equal(res.data, null);
    });

    test('programsForCenter takes at most 20 children, and says so without echoing them', async () => {
      const child = (n: number) => ({ firstName: `Child${n}`, lastName: 'Park', dateOfBirth: '2020-01-15' });
      const ask = (count: number) =>
        gql<ProgramsData>(t.app, PROGRAMS, {
          businessId: mapleGrove,
          centerId: C.mapleGroveLincolnPark,
          searchDate: '2026-09-01',
          byAge: { childWithDobs: Array.from({ length: count }, (_, n) => child(n)) },
        });
      const twenty = await ask(20);
      assert.equal(twenty.errors, undefined);
      assert.equal(new Set(twenty.data!.programsForCenter.programsForCenter.map((p) => p.childId)).size, 20);
      const more = await ask(21);
      assert.equal(more.errors?.[0]?.extensions?.code, 'BAD_USER_INPUT');
      assert.equal(
        more.errors?.[0]?.message,
        'Variable "$byAge" at "byAge.childWithDobs" may hold at most 20 items; it holds 21.',
      );
      assert.doesNotMatch(JSON.stringify(more), /Child1/);
    });

    test('programsForCenter refuses known child ids from a caller who is not signed in, naming nobody', async () => {
      const res = await gql<ProgramsData>(t.app, PROGRAMS, {
        businessId: mapleGrove,
        centerId: C.mapleGroveLincolnPark,
        searchDate: '2026-09-01',
        byAge: { childIds: [DEMO_CHILD_IDS.avaJohnson] },
      });
      assert.equal(res.errors?.[0]?.extensions?.code, 'UNAUTHENTICATED');
      assert.doesNotMatch(JSON.stringify(res), /Ava|Johnson/);
    });

    test('programsForCenter without byAge lists every running program, including the full one', async () => {
      const res = await gql<ProgramsData>(t.app, PROGRAMS, {
        businessId: mapleGrove,
        centerId: C.mapleGroveLincolnPark,
        searchDate: '2026-09-01',
      });
      const list = res.data!.programsForCenter.programsForCenter;
      assert.ok(list.every((p) => p.childId === null));
      const preK = list.find((p) => p.programName === 'Pre-K');
      assert.equal(preK?.centers[0]?.availablePlaces, 0);
      // Across the demo, programs cover every enrolment option and care type, with weekly and daily fees.
      const rows = list.flatMap((p) => p.centers);
      assert.deepEqual([...new Set(rows.map((r) => r.enrollmentOptions))].sort(), [...ENROLLMENT_OPTIONS]);
      assert.deepEqual([...new Set(rows.map((r) => r.feeType))].sort(), ['Daily', 'Weekly']);
      const allCareTypes = new Set(rows.map((r) => r.careType));
      const cherry = await gql<ProgramsData>(t.app, PROGRAMS, {
        businessId: mapleGrove,
        centerId: C.mapleGroveCherryCreek,
        searchDate: '2026-09-01',
      });
      cherry.data!.programsForCenter.programsForCenter.forEach((p) => allCareTypes.add(p.centers[0]!.careType));
      assert.deepEqual([...allCareTypes].sort(), [...CARE_TYPES]);
    });

    test("each program row carries its centre's own enrolment option, which may be narrower than the row's", async () => {
      const at = async (centerId: string) =>
        (await gql<ProgramsData>(t.app, PROGRAMS, { businessId: mapleGrove, centerId, searchDate: '2026-09-01' })).data!
          .programsForCenter.programsForCenter;
      const cherry = await at(C.mapleGroveCherryCreek);
      const toddlers = cherry.find((p) => p.programName === 'Toddler Room')!.centers[0]!;
      // The row takes casual bookings, Cherry Creek does not: the widget reads both, as the submit check does.
      assert.equal(toddlers.enrollmentOptions, 'PERMANENTANDCASUAL');
      assert.equal(toddlers.centerEnrollmentOption, 'PERMANENTONLY');
      const lincoln = await at(C.mapleGroveLincolnPark);
      assert.deepEqual([...new Set(lincoln.map((p) => p.centers[0]!.centerEnrollmentOption))], ['PERMANENTANDCASUAL']);
    });

    test('programsForCenter drops programs that ended before searchDate', async () => {
      const res = await gql<ProgramsData>(t.app, PROGRAMS, {
        businessId: mapleGrove,
        centerId: C.mapleGroveLincolnPark,
        searchDate: '2027-09-01',
      });
      const names = res.data!.programsForCenter.programsForCenter.map((p) => p.programName);
      assert.ok(!names.includes('Summer Camp 2027'));
      assert.ok(names.includes('Infant Care'));
    });

    test('program returns the full program at the centre', async () => {
      const list = await gql<ProgramsData>(t.app, PROGRAMS, {
        businessId: wattleTree,
        centerId: C.wattleTreeFitzroy,
        searchDate: '2027-01-10',
      });
      const kinder = list.data!.programsForCenter.programsForCenter.find((p) => p.programName === 'Kindergarten')!;
      const res = await gql<{ program: Record<string, unknown> }>(
        t.app,
        `query($input: ProgramInput!) { program(input: $input) { id programName description isOpenForEnrollment startDate endDate
           operatingDays minEnrolmentDays maxEnrolmentDays minAgeMonths maxAgeMonths programGroup { id }
           centers { centerId feeId className availablePlaces applicationFeeAmount applicationFeeType enrollmentOptions
             careType feeAmount feeType currency operatingDayAvailability { dayOfWeek count } } } }`,
        { input: { businessId: wattleTree, centerId: C.wattleTreeFitzroy, programId: kinder.id } },
      );
      assert.equal(res.errors, undefined);
      const program = res.data!.program as { centers: Array<Record<string, unknown>> } & Record<string, unknown>;
      assert.equal(program.programName, 'Kindergarten');
      assert.equal(program.isOpenForEnrollment, true);
      assert.deepEqual(program.operatingDays, ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY']);
      assert.deepEqual([program.minAgeMonths, program.maxAgeMonths, program.minEnrolmentDays], [36, 71, 2]);
      const row = program.centers[0]!;
      assert.equal(row.centerId, C.wattleTreeFitzroy);
      assert.deepEqual([row.applicationFeeAmount, row.applicationFeeType], [5000, 'PERAPPLICATION']);
      assert.deepEqual([row.feeAmount, row.feeType, row.currency], [13500, 'Daily', 'AUD']);
      assert.equal((row.operatingDayAvailability as unknown[]).length, 5);
    });

    test('program at a centre of another business is not found', async () => {
      const res = await gql(t.app, 'query($input: ProgramInput!) { program(input: $input) { id } }', {
        input: { businessId: mapleGrove, centerId: C.wattleTreeFitzroy, programId: DEMO_CHILD_IDS.miaNguyen },
      });
      assert.equal(res.errors?.[0]?.message, 'Program not found.');
    });

    test('centersForLinkCode opens the link’s business; unknown, malformed and expired codes get one answer', async () => {
      const res = await gql<{ centersForLinkCode: Array<{ businessId: string }> }>(
        t.app,
        'query($c: String!) { centersForLinkCode(linkCode: $c) { businessId } }',
        { c: DEMO_ENQUIRY_LINK_CODES.northernLights },
      );
      assert.deepEqual(
        res.data!.centersForLinkCode.map((c) => c.businessId),
        [northernLights, northernLights],
      );
      const answers = await Promise.all(
        ['AAAAAAAAAAAAAAAAAAAAAA', "x' or 1=1 --", DEMO_ENQUIRY_LINK_CODES.northernLights.slice(1)].map(
          async (c) =>
            (await gql(t.app, 'query($c: String!) { centersForLinkCode(linkCode: $c) { id } }', { c })).errors,
        ),
      );
      for (const errors of answers) assert.equal(errors?.[0]?.message, 'Link not found.');
    });

    test('businessFor answers a link’s or a centre’s business with the settings and flags its own queries give', async () => {
      const BUSINESS_FOR = `query($c: String, $centre: ID) { businessFor(linkCode: $c, centerId: $centre) { businessId
        enrollmentSettings { flowType region currency isUseProgramGroup isUsePerProgramGroupFees }
        featureFlags { pciReady leadPromoCodes registrationsCentreSelector paymentProviderFrame } } }`;
      const own = await gql<Record<string, unknown>>(
        t.app,
        `query($b: ID!) { enrollmentSettings(businessId: $b) { flowType region currency isUseProgramGroup isUsePerProgramGroupFees }
          featureFlags(businessId: $b) { pciReady leadPromoCodes registrationsCentreSelector paymentProviderFrame } }`,
        { b: northernLights },
      );
      const expected = { businessId: northernLights, ...own.data };
      assert.equal((own.data!.enrollmentSettings as { region: string }).region, 'CA');
      const byLink = await gql<{ businessFor: unknown }>(t.app, BUSINESS_FOR, {
        c: DEMO_ENQUIRY_LINK_CODES.northernLights,
      });
      assert.deepEqual(byLink.data?.businessFor, expected);
      const byCentre = await gql<{ businessFor: unknown }>(t.app, BUSINESS_FOR, {
        centre: DEMO_CENTER_IDS.northernLightsKitsilano,
      });
      assert.deepEqual(byCentre.data?.businessFor, expected);

      // A link that opens no centre is as unusable as an unknown code, and gets the same answer.
      const centreless = 'LinkToNoCentre0123456789';
      await new EnquiryLinkRepository(t.ctx.db).create({
        businessId: northernLights,
        code: centreless,
        allowedCenterIds: ['00000000-0000-4000-8000-000000000001'],
      });
      const answers = await Promise.all(
        ['AAAAAAAAAAAAAAAAAAAAAA', "x' or 1=1 --", DEMO_ENQUIRY_LINK_CODES.northernLights.slice(1), centreless].map(
          async (c) => (await gql(t.app, BUSINESS_FOR, { c })).errors,
        ),
      );
      for (const errors of answers) assert.equal(errors?.[0]?.message, 'Link not found.');
      // centersForLinkCode still answers such a link with no centres.
      const none = await gql<{ centersForLinkCode: unknown[] }>(
        t.app,
        'query($c: String!) { centersForLinkCode(linkCode: $c) { id } }',
        { c: centreless },
      );
      assert.deepEqual(none.data?.centersForLinkCode, []);
      const unknownCentre = await gql(t.app, BUSINESS_FOR, { centre: '00000000-0000-4000-8000-000000000001' });
      assert.equal(unknownCentre.errors?.[0]?.message, 'Centre not found.');
      // Exactly one of the two.
      for (const variables of [
        {},
        { c: DEMO_ENQUIRY_LINK_CODES.northernLights, centre: DEMO_CENTER_IDS.northernLightsKitsilano },
      ]) {
        const res = await gql(t.app, BUSINESS_FOR, variables);
        assert.equal(res.errors?.[0]?.extensions?.code, 'BAD_USER_INPUT');
        assert.equal(res.errors?.[0]?.message, 'give a linkCode or a centerId (one of them)');
      }
    });

    test('businessFor brings the centres and a centre’s settings that searchCenters and enrollmentCenterSettings give', async () => {
      const ofCentre = (centerIds: string[]) =>
        gql<{ businessFor: { businessId: string; centers: unknown[]; centerSettings: unknown[] } }>(
          t.app,
          `query($centre: ID!, $ids: [ID!]!) { businessFor(centerId: $centre) { businessId
            centers { id name businessId phoneNumber address { address1 city state postalCode } reEnrolSettings { usesParentApplication } }
            centerSettings(centerIds: $ids) { centerId askFamilyAboutSubsidy enrollmentOption feeAmount feeType currency } } }`,
          { centre: C.northernLightsKitsilano, ids: centerIds },
        );
      const own = await gql<{ searchCenters: unknown[]; enrollmentCenterSettings: unknown[] }>(
        t.app,
        `query($b: ID!, $ids: [ID!]!) {
          searchCenters(businessID: $b) { id name businessId phoneNumber address { address1 city state postalCode } reEnrolSettings { usesParentApplication } }
          enrollmentCenterSettings(businessId: $b, centerIds: $ids) { centerId askFamilyAboutSubsidy enrollmentOption feeAmount feeType currency } }`,
        { b: northernLights, ids: [C.northernLightsKitsilano] },
      );
      const found = await ofCentre([C.northernLightsKitsilano]);
      assert.equal(found.errors, undefined);
      assert.equal(found.data?.businessFor.businessId, northernLights);
      assert.ok((own.data?.searchCenters.length ?? 0) > 1, 'the demo business has several centres');
      assert.deepEqual(found.data?.businessFor.centers, own.data?.searchCenters);
      assert.deepEqual(found.data?.businessFor.centerSettings, own.data?.enrollmentCenterSettings);
      // Another business's centre is not this business's: no settings, as enrollmentCenterSettings answers.
      const other = await ofCentre([C.mapleGroveLincolnPark]);
      assert.deepEqual(other.data?.businessFor.centerSettings, []);
      const bad = await ofCentre(['not-a-uuid']);
      assert.equal(bad.errors?.[0]?.extensions?.code, 'BAD_USER_INPUT');
    });

    test('reference lists', async () => {
      const res = await gql<{
        relationshipTypes: string[];
        healthTerms: Array<{ name: string; wellnessCategory: string }>;
        allergens: Array<{ name: string }>;
        allergicReactions: Array<{ name: string }>;
      }>(
        t.app,
        '{ relationshipTypes healthTerms { id name wellnessCategory } allergens { id name } allergicReactions { id name } }',
      );
      assert.deepEqual(res.data!.relationshipTypes, [...RELATIONSHIP_TYPES]);
      assert.deepEqual(
        [...new Set(res.data!.healthTerms.map((h) => h.wellnessCategory))],
        ['ALLERGY', 'MEDICAL', 'RESTRICTION'],
      );
      assert.ok(res.data!.allergens.some((a) => a.name === 'Peanuts'));
      assert.ok(res.data!.allergicReactions.some((a) => a.name === 'Hives'));
    });

    test('bad arguments get a specific error naming the argument', async () => {
      const cases: Array<[string, Record<string, unknown>, RegExp]> = [
        [
          PROGRAMS,
          { businessId: 'abc', centerId: C.mapleGroveLincolnPark, searchDate: '2026-09-01' },
          /businessId must be a UUID/,
        ],
        [
          PROGRAMS,
          { businessId: mapleGrove, centerId: C.mapleGroveLincolnPark, searchDate: '2026-02-30' },
          /searchDate must be a date written YYYY-MM-DD/,
        ],
        [
          PROGRAMS,
          {
            businessId: mapleGrove,
            centerId: C.mapleGroveLincolnPark,
            searchDate: '2026-09-01',
            byAge: { childWithDobs: [{ firstName: 'A', lastName: 'B', dateOfBirth: '01/02/2024' }] },
          },
          /byAge\.childWithDobs\.0\.dateOfBirth: date-invalid/,
        ],
        [
          PROGRAMS,
          { businessId: mapleGrove, centerId: C.wattleTreeFitzroy, searchDate: '2026-09-01' },
          /Centre not found/,
        ],
        [
          'query($ids: [ID!]!) { careTypesForCenters(businessId: "' + mapleGrove + '", centerIds: $ids) { centerId } }',
          { ids: ['nope'] },
          /centerIds must be a UUID/,
        ],
      ];
      for (const [query, variables, message] of cases) {
        const res = await gql(t.app, query, variables);
        assert.match(res.errors?.[0]?.message ?? '', message);
      }
    });
  });
}
