import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { DEMO_BUSINESS_IDS, DEMO_ENQUIRY_LINK_CODES, type DemoBusinessKey } from './demo-ids';
import { DEMO_CORRESPONDENCE_STAGES, demoCorrespondenceCode } from './demo-correspondences';
import { demoStaffEmail } from './demo-staff';
import { demoReEnrolmentIndex } from './demo-reenrolment-index';
import { DEMO_OFFERS, demoOfferCode } from './demo-applications';
import { demoFeePolicyOfferIndex } from './demo-fee-policy';
import { demoRegistrationIndex } from './demo-registrations';

export interface DemoIndex {
  businesses: Array<{
    id: string;
    name: string;
    region: 'US' | 'CA' | 'AU';
    flowType: string;
    centers: Array<{ id: string; name: string }>;
    links: Record<string, string>;
    /** Re-enrolment requests to the business's demo family, one per stage, by link code. */
    reEnrolmentRequests: Array<{ stage: string; linkCode: string }>;
    /** Signs in with a one-time code (read at /dev/mailbox) and may send re-enrolment requests. */
    staffEmail: string;
    /** The demo families' emails: each signs in to the parent portal with a one-time code. */
    familyEmails: string[];
    /** Offers to the business's demo family, one per state a family meets, by the link code mailed with each. */
    offers: Array<{ name: string; linkCode: string }>;
    /** What the re-enrolment wizard needs to be tried (demo-reenrolment.ts). */
    reEnrolment: DemoReEnrolmentIndex;
    /** The business's registrations (open and closed), each opened at /registration/{linkCode}. */
    registrations: Array<{ name: string; linkCode: string; isOpen: boolean }>;
  }>;
}

export interface DemoReEnrolmentIndex {
  /** The demo family (two children, a primary and a secondary contact): signs in and re-enrols. */
  familyEmail: string | null;
  /**
   * Families owing a balance with a due day (seeded ten days past it): while it is overdue and the lead re-enrolment
   * restrictions flag is on, they cannot re-enrol (Maple Grove's Olivia Carter).
   */
  overdueFamilyEmails: string[];
  /** The centres a re-enrolment may choose (their re-enrolment settings complete), by name. */
  centers: Array<{ id: string; name: string }>;
  /** The demo family's request still SENT: its link code, and the batch id offerEnquiry takes as reenrollmentBatchId. */
  request: { linkCode: string; batchId: string } | null;
}

async function hasCorrespondences(db: Kysely<Database>, businessId: string): Promise<boolean> {
  const row = await db
    .selectFrom('correspondence')
    .select('id')
    .where('business_id', '=', businessId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** The demo businesses as they are in the database, with the site-relative links that open them. */
export async function getDemoIndex(db: Kysely<Database>): Promise<DemoIndex> {
  const keys = Object.keys(DEMO_BUSINESS_IDS) as DemoBusinessKey[];
  const ids = keys.map((k) => DEMO_BUSINESS_IDS[k]);
  const businesses = await db
    .selectFrom('business')
    .select(['id', 'name', 'region', 'flow_type'])
    .where('id', 'in', ids)
    .execute();
  const centers = await db
    .selectFrom('center')
    .select(['id', 'name', 'business_id'])
    .where('business_id', 'in', ids)
    .where('is_active', '=', true)
    .orderBy('name')
    .execute();
  const families = await db
    .selectFrom('person')
    .innerJoin('account_person', 'account_person.person_id', 'person.id')
    .innerJoin('account', 'account.id', 'account_person.account_id')
    .select(['account.business_id', 'person.email'])
    .where('account.business_id', 'in', ids)
    .where('person.email', 'is not', null)
    .orderBy('person.email')
    .execute()
    .then((rows) => rows.filter((r): r is typeof r & { email: string } => r.email !== null));
  // The demo family's submitted enrolment form, which the portal's update route opens after sign-in.
  const forms = await db
    .selectFrom('enrolment_form_account')
    .select(['business_id', 'center_id', 'correlation_id'])
    .where('business_id', 'in', ids)
    .orderBy('updated_at')
    .execute();
  const result: DemoIndex['businesses'] = [];
  for (const key of keys) {
    const business = businesses.find((b) => b.id === DEMO_BUSINESS_IDS[key]);
    if (!business) continue;
    const code = DEMO_ENQUIRY_LINK_CODES[key];
    result.push({
      id: business.id,
      name: business.name,
      region: business.region,
      flowType: business.flow_type,
      centers: centers.filter((c) => c.business_id === business.id).map(({ id, name }) => ({ id, name })),
      links: {
        enquiry: `/inquiry/${code}`,
        newEnquiry: `/inquiry/new/${code}`,
        parentPortal: `/parent-portal/login?businessId=${business.id}`,
        ...Object.fromEntries(
          forms
            .filter((f) => f.business_id === business.id)
            .slice(0, 1)
            .map((f) => [
              'updateEnrolmentForm',
              `/parent-portal/updateEnrolmentForm/business/${business.id}/center/${f.center_id}/correlation/${f.correlation_id}`,
            ]),
        ),
      },
      reEnrolmentRequests: (await hasCorrespondences(db, business.id))
        ? DEMO_CORRESPONDENCE_STAGES.map((stage) => ({ stage, linkCode: demoCorrespondenceCode(key, stage) }))
        : [],
      staffEmail: demoStaffEmail(key),
      familyEmails: families.filter((f) => f.business_id === business.id).map((f) => f.email),
      offers: families.some((f) => f.business_id === business.id)
        ? [
            ...DEMO_OFFERS.map((offer) => ({ name: offer.slug, linkCode: demoOfferCode(key, offer.slug) })),
            ...(await demoFeePolicyOfferIndex(db, key, business.id)),
          ]
        : [],
      reEnrolment: await demoReEnrolmentIndex(db, key, business.id),
      registrations: await demoRegistrationIndex(db, key, business.id),
    });
  }
  return { businesses: result };
}
