import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { ApplicationRepository } from './application/application.repository';
import { BusinessRepository } from './business/business.repository';
import { EnquiryLinkRepository } from './business/enquiry-link.repository';
import { CenterRepository } from './center/center.repository';
import { ChildRepository } from './family/child.repository';
import { PersonRepository } from './family/person.repository';
import { ProgramRepository } from './program/program.repository';
import { ReferenceRepository } from './reference/reference.repository';

export interface Repositories {
  applications: ApplicationRepository;
  businesses: BusinessRepository;
  enquiryLinks: EnquiryLinkRepository;
  centers: CenterRepository;
  children: ChildRepository;
  persons: PersonRepository;
  programs: ProgramRepository;
  reference: ReferenceRepository;
}

export function createRepositories(db: Kysely<Database>): Repositories {
  return {
    applications: new ApplicationRepository(db),
    businesses: new BusinessRepository(db),
    enquiryLinks: new EnquiryLinkRepository(db),
    centers: new CenterRepository(db),
    children: new ChildRepository(db),
    persons: new PersonRepository(db),
    programs: new ProgramRepository(db),
    reference: new ReferenceRepository(db),
  };
}
