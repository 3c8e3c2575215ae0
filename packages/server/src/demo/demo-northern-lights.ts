import { DEMO_BUSINESS_IDS, DEMO_CENTER_IDS, DEMO_CHILD_IDS } from './demo-ids';
import { MONDAY, TUESDAY, onOrAfter, ymd, type DemoCalendar } from './demo-calendar';
import { LOCAL_ORIGINS, WEEKDAYS_MON_FRI, type DemoBusiness } from './demo-types';
import { addDaysToWireDate } from '@cc/core';

const { northernLightsKitsilano: kits, northernLightsTheAnnex: annex } = DEMO_CENTER_IDS;

/** CA business: enquiry -> program -> form -> pay -> approve; a spring-break camp in the March after next. */
export function northernLights({ schoolYear: y }: DemoCalendar): DemoBusiness {
  const programsStarted = onOrAfter(TUESDAY, ymd(y - 1, 9, 2));
  const springBreak = onOrAfter(MONDAY, ymd(y + 2, 3, 13));
  return {
    key: 'northernLights',
    id: DEMO_BUSINESS_IDS.northernLights,
    name: 'Northern Lights Child Care',
    region: 'CA',
    flowType: 'INQUIRE_PROGRAM_FORM_PAY_APPROVE',
    isUseProgramGroup: false,
    isUsePerProgramGroupFees: false,
    websiteOrigins: LOCAL_ORIGINS,
    // Registration fees by the child's position among the family's children (demo-registrations.ts).
    featureFlags: { tieredRegistrationFee: true },
    centers: [
      {
        id: kits,
        name: 'Northern Lights Kitsilano',
        timezone: 'America/Vancouver',
        phoneNumber: '+16045550133',
        address: { address1: '2150 W 4th Ave', city: 'Vancouver', state: 'BC', country: 'CA', postalCode: 'V6K 1N6' },
        reEnrol: { usesParentApplication: true, businessUsesReEnrol: true, usesEnrolmentForm: true },
        settings: {
          askFamilyAboutSubsidy: true,
          enrollmentOption: 'PERMANENTANDCASUAL',
          feeCents: 10000,
          feeType: 'Weekly',
        },
        careTypes: ['LDC', 'ASC', 'VAC'],
      },
      {
        id: annex,
        name: 'Northern Lights The Annex',
        timezone: 'America/Toronto',
        phoneNumber: '+14165550178',
        address: { address1: '360 Bloor St W', city: 'Toronto', state: 'ON', country: 'CA', postalCode: 'M5S 1X1' },
        reEnrol: { usesParentApplication: true, businessUsesReEnrol: true, usesEnrolmentForm: true },
        settings: {
          askFamilyAboutSubsidy: true,
          enrollmentOption: 'PERMANENTONLY',
          feeCents: 10000,
          feeType: 'Weekly',
        },
        careTypes: ['LDC', 'BSC'],
        // Ontario forbids fees to apply or wait for a place: none is charged or shown here (Kitsilano's stay).
        applicationFeesAllowed: false,
      },
    ],
    groups: [],
    programs: [
      {
        slug: 'infant',
        name: 'Infant Program',
        description: 'Licensed infant care with a 1:3 ratio.',
        startDate: programsStarted,
        operatingDays: WEEKDAYS_MON_FRI,
        minDays: 3,
        maxDays: 5,
        ageMonths: [0, 17],
        careType: 'LDC',
        enrollmentOptions: 'PERMANENTONLY',
        feeCents: 35000,
        feeType: 'Weekly',
        applicationFee: { cents: 10000, type: 'PERCHILD' },
        places: { [kits]: 2, [annex]: 3 },
      },
      {
        slug: 'preschool',
        name: 'Preschool',
        description: 'Half-day and full-day preschool with an emergent curriculum.',
        startDate: programsStarted,
        operatingDays: WEEKDAYS_MON_FRI,
        minDays: 2,
        maxDays: 5,
        ageMonths: [30, 71],
        careType: 'LDC',
        enrollmentOptions: 'PERMANENTANDCASUAL',
        feeCents: 6200,
        feeType: 'Daily',
        places: { [kits]: 10, [annex]: 8 },
      },
      {
        // Full for now: a family choosing it at The Annex goes on the waitlist.
        slug: 'junior-kindergarten',
        name: 'Junior Kindergarten',
        description: 'A play-based year before kindergarten, in small groups.',
        startDate: programsStarted,
        operatingDays: WEEKDAYS_MON_FRI,
        minDays: 3,
        maxDays: 5,
        ageMonths: [30, 71],
        careType: 'LDC',
        enrollmentOptions: 'PERMANENTONLY',
        feeCents: 7000,
        feeType: 'Daily',
        places: { [annex]: 0 },
      },
      {
        slug: 'before-school',
        name: 'Before School Care',
        description: 'Early drop-off with breakfast before the school bell.',
        startDate: programsStarted,
        operatingDays: WEEKDAYS_MON_FRI,
        ageMonths: [60, 143],
        careType: 'BSC',
        enrollmentOptions: 'CASUALONLY',
        feeCents: 1600,
        feeType: 'Daily',
        places: { [annex]: 12 },
      },
      {
        slug: 'school-age',
        name: 'School Age Care',
        description: 'After-school program with pickup from three neighbourhood schools.',
        startDate: programsStarted,
        operatingDays: WEEKDAYS_MON_FRI,
        minDays: 1,
        maxDays: 5,
        ageMonths: [60, 143],
        careType: 'ASC',
        enrollmentOptions: 'PERMANENTANDCASUAL',
        feeCents: 14500,
        feeType: 'Weekly',
        places: { [kits]: 18 },
      },
      {
        slug: 'spring-break-camp',
        name: `Spring Break Camp ${y + 2}`,
        description: 'Two weeks of outdoor adventures over spring break.',
        startDate: springBreak,
        endDate: addDaysToWireDate(springBreak, 11),
        operatingDays: WEEKDAYS_MON_FRI,
        ageMonths: [60, 143],
        careType: 'VAC',
        enrollmentOptions: 'CASUALONLY',
        feeCents: 5800,
        feeType: 'Daily',
        places: { [kits]: 24 },
      },
    ],
    // A family with earlier applications and offers in every state, for the portal and the offer page.
    children: [
      {
        id: DEMO_CHILD_IDS.noahTremblay,
        firstName: 'Noah',
        lastName: 'Tremblay',
        dateOfBirth: ymd(y - 3, 6, 14),
        parent: {
          firstName: 'Camille',
          lastName: 'Tremblay',
          email: 'camille.tremblay@example.com',
          phone: '+16045550142',
        },
      },
    ],
    reEnrolment: {
      // A baby: the Infant Program has an application fee.
      sibling: { firstName: 'Elodie', dateOfBirth: ymd(y, 4, 2) },
      secondContact: { firstName: 'Marc', lastName: 'Tremblay', phone: '+16045550177', relationship: 'grandparent' },
    },
  };
}
