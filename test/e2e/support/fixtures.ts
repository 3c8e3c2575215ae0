// Data the enquiry journeys use: the demo businesses as a parent meets them, families that cannot clash between
// tests, dates of birth that keep a child in a program's age band whenever the suite runs, and what a submitted
// enquiry wrote, read back through the server's own repositories.
import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Kysely } from 'kysely';
import type { Browser, Page } from 'playwright-core';
import { DEMO_BUSINESS_IDS, DEMO_CENTER_IDS, DEMO_ENQUIRY_LINK_CODES, TEST_NOW, type Database } from '@cc/server';
import { ApplicationRepository } from '../../../packages/server/src/modules/application/application.repository';
import type {
  ApplicationRow,
  ApplicationScheduleRow,
} from '../../../packages/server/src/modules/application/application.table';
import { demoUuid } from '../../../packages/server/src/demo/demo-uuid';
import { ChildRepository } from '../../../packages/server/src/modules/family/child.repository';
import type { ChildRow } from '../../../packages/server/src/modules/family/child.table';
import { PersonRepository } from '../../../packages/server/src/modules/family/person.repository';
import { EnquiryPage } from '../pages/enquiry.page';
import { launchBrowser, openPage, screenshot } from './browser';
import { startTestServer, type TestServer, type TestServerOptions } from './server';

export interface DemoBusinessFixture {
  id: string;
  name: string;
  linkCode: string;
}

export const MAPLE_GROVE = {
  id: DEMO_BUSINESS_IDS.mapleGrove,
  name: 'Maple Grove Early Learning',
  linkCode: DEMO_ENQUIRY_LINK_CODES.mapleGrove,
  centres: {
    lincolnPark: { id: DEMO_CENTER_IDS.mapleGroveLincolnPark, name: 'Maple Grove Lincoln Park' },
    cherryCreek: { id: DEMO_CENTER_IDS.mapleGroveCherryCreek, name: 'Maple Grove Cherry Creek' },
  },
  groups: { schoolYear: '2026-2027 School Year' },
} as const;

export const WATTLE_TREE = {
  id: DEMO_BUSINESS_IDS.wattleTree,
  name: 'Wattle Tree Early Learning Centres',
  linkCode: DEMO_ENQUIRY_LINK_CODES.wattleTree,
  centres: {
    fitzroy: { id: DEMO_CENTER_IDS.wattleTreeFitzroy, name: 'Wattle Tree Fitzroy' },
    paddington: { id: DEMO_CENTER_IDS.wattleTreePaddington, name: 'Wattle Tree Paddington' },
  },
} as const;

export const NORTHERN_LIGHTS = {
  id: DEMO_BUSINESS_IDS.northernLights,
  name: 'Northern Lights Child Care',
  linkCode: DEMO_ENQUIRY_LINK_CODES.northernLights,
  centres: {
    kitsilano: { id: DEMO_CENTER_IDS.northernLightsKitsilano, name: 'Northern Lights Kitsilano' },
  },
} as const;

/** A demo program's id, as the seed derives it (demo/seed.ts), to check what a schedule was stored for. */
export function demoProgramId(business: 'mapleGrove' | 'wattleTree' | 'northernLights', slug: string): string {
  return demoUuid(`program:${business}/${slug}`);
}

export const enquiryPaths = {
  landing: (linkCode: string) => `/inquiry/${linkCode}`,
  newEnquiry: (linkCode: string) => `/inquiry/new/${linkCode}`,
  centreInitiated: (centerId: string, staffId: string) => `/c-inquiry/${centerId}/staff/${staffId}`,
};

export type PhoneType = 'Mobile' | 'Home' | 'Work';

export interface ParentFixture {
  firstName: string;
  lastName: string;
  email: string;
  /** As a parent types it, national format. */
  phone: string;
  phoneType: PhoneType;
}

export interface ChildFixture {
  firstName: string;
  lastName: string;
  /** YYYY-MM-DD */
  dateOfBirth: string;
}

/**
 * A family nobody else in the run uses: the email carries a random part, so the person-exists check and the
 * records a test reads back are this test's alone.
 */
export function newFamily(label: string, phone: string, lastName = 'Testfamily'): ParentFixture {
  const unique = randomUUID().slice(0, 8);
  return {
    firstName: label.charAt(0).toUpperCase() + label.slice(1),
    lastName,
    email: `${label.toLowerCase()}.${unique}@example.com`,
    phone,
    phoneType: 'Mobile',
  };
}

/** A date of birth `months` (and `days`) before the test day (TEST_NOW), inside the demo programs' age bands. */
export function bornMonthsAgo(months: number, days = 10): string {
  const date = new Date(TEST_NOW);
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() - months);
  date.setUTCDate(Math.min(days, 28));
  return date.toISOString().slice(0, 10);
}

/** A start date `days` after the test day (YYYY-MM-DD): after "today" at every demo centre, whatever its zone. */
export function daysFromNow(days: number): string {
  return new Date(new Date(TEST_NOW).getTime() + days * 86_400_000).toISOString().slice(0, 10);
}

/** A staff member's id for the centre-initiated route: the server stores it as createdBy. */
export function newStaffId(): string {
  return randomUUID();
}

export interface StoredEnquiry {
  application: ApplicationRow;
  schedules: ApplicationScheduleRow[];
  children: ChildRow[];
}

/**
 * The enquiries a family's email holds at a business, read with the server's repositories from the test server's
 * own database (the app's handle, not an API call): what the widget's submission really wrote.
 */
export async function storedEnquiries(
  db: Kysely<Database>,
  businessId: string,
  email: string,
): Promise<StoredEnquiry[]> {
  const holder = await new PersonRepository(db).findHolderByEmail(businessId, email);
  if (!holder) return [];
  const applicationRepo = new ApplicationRepository(db);
  const applications = (await applicationRepo.findByBusiness(businessId, { limit: 1000 })).filter(
    (application) => application.person_id === holder.personId,
  );
  const schedules = await applicationRepo.schedulesFor(applications.map((a) => a.id));
  const children = await new ChildRepository(db).findInBusiness(businessId, [
    ...new Set(schedules.map((s) => s.child_id)),
  ]);
  return applications.map((application) => {
    const own = schedules.filter((s) => s.application_id === application.id);
    return {
      application,
      schedules: own,
      children: children.filter((child) => own.some((s) => s.child_id === child.id)),
    };
  });
}

/** The child a stored schedule belongs to, by first name (the journeys give each child a distinct one). */
export function schedulesOf(stored: StoredEnquiry, firstName: string): ApplicationScheduleRow[] {
  const child = stored.children.find((c) => c.first_name === firstName);
  return child ? stored.schedules.filter((s) => s.child_id === child.id) : [];
}

const SCREENSHOTS = fileURLToPath(new URL('../../../test-results/screenshots/', import.meta.url));

/** A journey's pictures from an earlier run go, so the folder shows this run's steps only. */
function clearScreenshots(label: string): void {
  if (!existsSync(SCREENSHOTS)) return;
  for (const file of readdirSync(SCREENSHOTS)) {
    if (file.startsWith(`enquiry-${label}-`)) rmSync(`${SCREENSHOTS}${file}`);
  }
}

/** A journey that hangs fails after this long instead of holding the whole run. */
export const JOURNEY_TIMEOUT = 120_000;

/** Makes the page object a journey drives (the enquiry's by default). */
export type PageObject<P extends EnquiryPage> = (page: Page, label: string) => P;

/**
 * One server and one browser for a whole spec file; each journey gets its own browser context (fresh local
 * storage) at the width it asks for.
 */
export class JourneyRig {
  server!: TestServer;
  private browser: Browser | undefined;

  async start(options: TestServerOptions = {}): Promise<void> {
    const [server, browser] = await Promise.allSettled([startTestServer(options), launchBrowser()]);
    if (server.status === 'fulfilled') this.server = server.value;
    if (browser.status === 'fulfilled') this.browser = browser.value;
    // One of them failed: close the other, or its process (Chromium, the listening server) keeps the run alive.
    if (server.status === 'rejected' || browser.status === 'rejected') {
      await this.stop();
      throw server.status === 'rejected' ? server.reason : (browser as PromiseRejectedResult).reason;
    }
  }

  async stop(): Promise<void> {
    await this.browser?.close();
    await this.server?.close();
  }

  /** A page at this width; `label` names the journey's screenshots. */
  async open(width: number, label: string): Promise<EnquiryPage>;
  async open<P extends EnquiryPage>(width: number, label: string, make: PageObject<P>): Promise<P>;
  async open(width: number, label: string, make?: PageObject<EnquiryPage>): Promise<EnquiryPage> {
    if (!this.browser) throw new Error('JourneyRig.start() has not run.');
    const page = await openPage(this.browser, width);
    return make ? make(page, `${label}-${width}`) : new EnquiryPage(page, `${label}-${width}`);
  }

  /**
   * Runs one journey in a fresh context at this width; a failing journey leaves a screenshot of where it stopped
   * (…-failed.png), and every journey ends with no uncaught page error and no axe violation at its checkpoints.
   */
  async journey(width: number, label: string, run: (enquiry: EnquiryPage) => Promise<void>): Promise<void>;
  async journey<P extends EnquiryPage>(
    width: number,
    label: string,
    run: (page: P) => Promise<void>,
    make: PageObject<P>,
  ): Promise<void>;
  async journey(
    width: number,
    label: string,
    run: (enquiry: EnquiryPage) => Promise<void>,
    make?: PageObject<EnquiryPage>,
  ): Promise<void> {
    const enquiry = make ? await this.open(width, label, make) : await this.open(width, label);
    clearScreenshots(enquiry.label);
    try {
      await run(enquiry);
      enquiry.expectClean();
    } catch (error) {
      await screenshot(enquiry.page, `${enquiry.tag.slice(3)}-${enquiry.label}-failed`).catch(() => {});
      throw error;
    } finally {
      await enquiry.page.context().close();
    }
  }
}
