import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { BusinessRepository } from './business/business.repository';
import { EnquiryLinkRepository } from './business/enquiry-link.repository';
import { CenterRepository } from './center/center.repository';
import { ChildRepository } from './family/child.repository';
import { ProgramRepository } from './program/program.repository';
import { ReferenceRepository } from './reference/reference.repository';

export interface Repositories {
  businesses: BusinessRepository;
  enquiryLinks: EnquiryLinkRepository;
  centers: CenterRepository;
  children: ChildRepository;
  programs: ProgramRepository;
  reference: ReferenceRepository;
}

export function createRepositories(db: Kysely<Database>): Repositories {
  return {
    businesses: new BusinessRepository(db),
    enquiryLinks: new EnquiryLinkRepository(db),
    centers: new CenterRepository(db),
    children: new ChildRepository(db),
    programs: new ProgramRepository(db),
    reference: new ReferenceRepository(db),
  };
}
