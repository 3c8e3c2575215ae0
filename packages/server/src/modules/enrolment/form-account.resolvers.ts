import { GraphQLError } from 'graphql';
import { centreToday, toRegion, type FieldError } from '@cc/core';
import { formValueErrors, isFilled, standardEnrolmentForm, type FormDefinition } from '@cc/core/forms';
import type { MutationResolvers, QueryResolvers } from '../../generated/resolvers.generated';
import type { GraphQLContext } from '../../graphql/context';
import { notFound } from '../../graphql/errors';
import { requireSession } from '../identity/session.access';
import { parseAnswers } from './enrolment-access';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const uuidOrNotFound = (value: string | null | undefined) => {
  if (value !== null && value !== undefined && !UUID.test(value)) throw notFound('Enrolment form');
  return value ?? undefined;
};

type Row = NonNullable<Awaited<ReturnType<GraphQLContext['repos']['formAccounts']['byIdOfPerson']>>>;

async function definitionOf(ctx: GraphQLContext, row: Row): Promise<FormDefinition> {
  const stored = await ctx.repos.enrolment.formFor(row.business_id, row.center_id);
  if (stored) return stored.definition;
  const business = await ctx.repos.businesses.findActive(row.business_id);
  return standardEnrolmentForm(business?.region ?? 'US');
}

/** Without the complying written agreement, where the caller asks (document 2, section 7: hideCwa). */
const withoutCwa = (definition: FormDefinition): FormDefinition => ({
  ...definition,
  steps: definition.steps.map((step) => ({
    ...step,
    sections: step.sections.map((section) => ({
      ...section,
      fields: section.fields.filter((field) => field.name !== 'cwaConsent'),
    })),
  })),
});

/** The centre's today and the business's region, which the form's dates and addresses follow. */
async function placeOf(ctx: GraphQLContext, row: Row) {
  const center = await ctx.repos.centers.findVisible(row.center_id);
  const business = await ctx.repos.businesses.findActive(row.business_id);
  return {
    today: centreToday(center?.timezone ?? 'UTC', ctx.clock.now()),
    region: toRegion(business?.region ?? 'US'),
    centerName: center?.name ?? '',
  };
}

async function present(ctx: GraphQLContext, row: Row | undefined, hideCwa = false) {
  if (!row) throw notFound('Enrolment form');
  const definition = await definitionOf(ctx, row);
  const { today, region, centerName } = await placeOf(ctx, row);
  return {
    id: row.id,
    state: row.state,
    correlationId: row.correlation_id,
    accountId: row.account_id,
    customEnrollmentForm: JSON.stringify(hideCwa ? withoutCwa(definition) : definition),
    customEnrollmentFormId: row.enrolment_form_id,
    enrollmentFormData: JSON.stringify(row.data),
    today,
    region,
    centerName,
  };
}

/** A child already on the form keeps every filled answer: an update adds, it does not rewrite (document 2). */
export function readOnlyChanges(before: Record<string, unknown>, after: Record<string, unknown>): FieldError[] {
  const old = Array.isArray(before.children) ? (before.children as Record<string, unknown>[]) : [];
  const now = Array.isArray(after.children) ? (after.children as Record<string, unknown>[]) : [];
  if (now.length < old.length) return [{ path: 'children', key: 'readonly' }];
  return old.flatMap((child, i) =>
    Object.entries(child)
      .filter(([, value]) => isFilled(value))
      .filter(([name, value]) => JSON.stringify(now[i]?.[name]) !== JSON.stringify(value))
      .map(([name]) => ({ path: `children.${i}.${name}`, key: 'readonly' })),
  );
}

export const formAccountQueries: Pick<QueryResolvers, 'enrolmentFormAccount' | 'enrolmentFormAccountByCorrelationId'> =
  {
    async enrolmentFormAccount(_parent, { accountId, businessId, correlationId, centerId, hideCwa }, ctx) {
      const session = await requireSession(ctx, businessId);
      const row = await ctx.repos.formAccounts.ofPerson(session.personId, session.businessId, {
        accountId: uuidOrNotFound(accountId),
        correlationId: uuidOrNotFound(correlationId),
        centerId: uuidOrNotFound(centerId),
      });
      return present(ctx, row, hideCwa === true);
    },
    async enrolmentFormAccountByCorrelationId(_parent, { businessId, correlationId, centerId }, ctx) {
      const session = await requireSession(ctx, businessId);
      const row = await ctx.repos.formAccounts.ofPerson(session.personId, session.businessId, {
        correlationId: uuidOrNotFound(correlationId),
        centerId: uuidOrNotFound(centerId),
      });
      return present(ctx, row);
    },
  };

export const formAccountMutations: Pick<MutationResolvers, 'setEnrollmentFormAccount'> = {
  async setEnrollmentFormAccount(_parent, { businessId, enrollmentFormAccountId, formData, complete }, ctx) {
    const session = await requireSession(ctx, businessId);
    const row = await ctx.repos.formAccounts.byIdOfPerson(
      session.personId,
      session.businessId,
      uuidOrNotFound(enrollmentFormAccountId)!,
    );
    if (!row) throw notFound('Enrolment form');
    const data = parseAnswers(formData);
    const errors = readOnlyChanges(row.data, data);
    if (complete && errors.length === 0) {
      errors.push(...formValueErrors(await definitionOf(ctx, row), data, await placeOf(ctx, row)));
    }
    if (errors.length > 0)
      throw new GraphQLError('Please correct the form.', { extensions: { code: 'BAD_USER_INPUT', errors } });
    await ctx.repos.formAccounts.save(row.id, data, complete ? 'COMPLETE' : 'IN_PROGRESS', ctx.clock.now());
    ctx.log.info({ formAccountId: row.id, complete }, 'enrolment form updated');
    return true;
  },
};
