import {
  existingId,
  isCorrespondenceCompleted,
  isReEnrolCentreSelectable,
  isReEnrolmentBlockedByBalance,
  resolveFlags,
  type FieldError,
  type ReEnrolmentSubmission,
} from '@cc/core';
import type { ApplicationKind } from '../application/application.table';
import { checkChildSchedules, type CheckedSchedule } from '../application/submit-checks';
import type { CheckResult } from '../application/submit-once';
import type { BusinessRow } from '../business/business.table';
import type { CenterRow } from '../center/center.table';
import { balanceOf } from '../family/account-details';
import type { Repositories } from '../repositories';
import type { ReEnrolmentActor } from './reenrolment-access';

export interface CheckedReEnrolment {
  business: BusinessRow;
  center: CenterRow;
  actor: ReEnrolmentActor;
  kind: ApplicationKind;
  /** The request the application answers (completed when its offer is accepted). */
  correspondenceId: string | null;
  schedules: CheckedSchedule[];
}

const fail = (path: string, key: string): CheckResult<never> => ({ ok: false, errors: [{ path, key }] });

/** The request of the batch the family came by: theirs, a re-enrolment request, still open, allowing the centre. */
async function checkRequest(
  repos: Repositories,
  input: ReEnrolmentSubmission,
  actor: ReEnrolmentActor,
  centerId: string,
): Promise<CheckResult<string | null>> {
  const batchId = existingId(input.reenrollmentBatchId);
  if (!batchId) return { ok: true, value: null };
  const request = await repos.correspondences.requestOfAccount(actor.businessId, actor.accountId, batchId);
  if (!request || request.correspondence_type !== 'REENROLLMENT_REQUEST' || isCorrespondenceCompleted(request.stage)) {
    return fail('reenrollmentBatchId', 'invalid');
  }
  const allowed = request.allowed_center_ids ?? [];
  if (allowed.length > 0 && !allowed.includes(centerId)) return fail('selectedCenter.id', 'center-not-available');
  return { ok: true, value: request.id };
}

/** Children and contacts named by id must be the account's own. */
async function ownRecordErrors(
  repos: Repositories,
  input: ReEnrolmentSubmission,
  actor: ReEnrolmentActor,
): Promise<FieldError[]> {
  const childIds = input.children.map((child) => existingId(child.id));
  const contactLists = [
    ['primaryContacts', input.primaryContacts.map((contact) => existingId(contact.id))],
    ['contacts', input.contacts.map((contact) => existingId(contact.id))],
  ] as const;
  const [children, contacts] = await Promise.all([
    repos.children.findInBusiness(
      actor.businessId,
      childIds.filter((id) => id !== undefined),
    ),
    repos.contacts.idsOnAccount(
      actor.accountId,
      contactLists.flatMap(([, ids]) => ids.filter((id) => id !== undefined)),
    ),
  ]);
  const ownChildren = new Set(children.filter((c) => c.account_id === actor.accountId).map((c) => c.id));
  const ownContacts = new Set(contacts);
  const errors: FieldError[] = childIds.flatMap((id, i) =>
    id && !ownChildren.has(id) ? [{ path: `children.${i}.id`, key: 'invalid' }] : [],
  );
  for (const [list, ids] of contactLists) {
    ids.forEach((id, i) => {
      if (id && !ownContacts.has(id)) errors.push({ path: `${list}.${i}.id`, key: 'invalid' });
    });
  }
  return errors;
}

/**
 * The checks of a re-enrolment that need the database: the centre (active, the business's, its re-enrolment
 * settings complete, allowed by the request the family came by), the request itself, the account's own children and
 * contacts, the balance gate, the subsidy answer when the centre asks, and each schedule as the enquiry checks it
 * (for a family that is not new). Expected failures come back as field errors; nothing is written.
 */
export async function checkReEnrolment(
  repos: Repositories,
  input: ReEnrolmentSubmission,
  business: BusinessRow,
  actor: ReEnrolmentActor,
  now: Date,
): Promise<CheckResult<CheckedReEnrolment>> {
  const centerId = input.selectedCenter.id.toLowerCase();
  const center = await repos.centers.findVisibleOfBusiness(business.id, centerId);
  const selectable =
    center &&
    isReEnrolCentreSelectable({
      usesParentApplication: center.uses_parent_application,
      businessUsesReEnrol: center.business_uses_re_enrol,
      usesEnrolmentForm: center.uses_enrolment_form,
    });
  if (!center || !selectable) return fail('selectedCenter.id', 'center-not-available');
  const request = await checkRequest(repos, input, actor, center.id);
  if (!request.ok) return request;

  const errors = await ownRecordErrors(repos, input, actor);
  if (resolveFlags(business.feature_flags).leadReEnrolmentRestrictions) {
    const balance = await balanceOf(repos, business.id, actor.balance, now);
    if (isReEnrolmentBlockedByBalance(true, balance)) errors.push({ path: 'accountId', key: 'balance-overdue' });
  }
  const settings = await repos.centers.enrollmentSettingsOf(business.id, center.id);
  if (settings?.ask_family_about_subsidy && input.familyReceivesSubsidy == null) {
    errors.push({ path: 'familyReceivesSubsidy', key: 'required' });
  }
  const checked = await checkChildSchedules(repos, input.children, { business, center, now, isNewFamily: false });
  errors.push(...checked.errors);
  if (errors.length > 0) return { ok: false, errors };
  const known = (await repos.accounts.centerIdsOf([actor.accountId])).get(actor.accountId) ?? [];
  const kind = known.includes(center.id) ? 'REENROLLMENTATEXISTINGCENTER' : 'REENROLLMENTATNEWCENTER';
  return {
    ok: true,
    value: { business, center, actor, kind, correspondenceId: request.value, schedules: checked.schedules },
  };
}
