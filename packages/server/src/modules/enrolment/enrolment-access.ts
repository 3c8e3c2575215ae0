import { GraphQLError } from 'graphql';
import { centreToday, checkStruct } from '@cc/core';
import { FormDefinitionStruct, definitionProblems, standardEnrolmentForm, type FormDefinition } from '@cc/core/forms';
import type { GraphQLContext } from '../../graphql/context';
import { badInput } from '../../graphql/errors';
import { openOffer, requireOwnOffer } from '../offer/offer-access';
import type { OfferHeader } from '../offer/offer.mapper';
import { sanitiseDefinition } from './sanitise-html';

/** The answers a family may send in one save: a form's worth, with typed names and document references. */
export const MAX_ENROLMENT_JSON_BYTES = 512 * 1024;

export interface OpenForm {
  header: OfferHeader;
  formId: string | null;
  definition: FormDefinition;
  today: string;
}

/** The offer (by its link code, its ids the caller's) with its form; only an accepted offer has a form to fill in. */
export async function openEnrolmentForm(
  ctx: GraphQLContext,
  ids: { linkCode: string; businessId: string; applicationId: string; applicationOfferId: string },
): Promise<OpenForm> {
  const header = await openOffer(ctx, ids.linkCode);
  requireOwnOffer(header, ids);
  if (!header.enrolment_form_required || (header.state !== 'ACCEPTED' && header.state !== 'COMPLETED'))
    throw new GraphQLError('This offer has no enrolment form to fill in.', {
      extensions: { code: 'OFFER_NOT_ACCEPTED' },
    });
  const stored = await ctx.repos.enrolment.formFor(header.business_id, header.center_id);
  return {
    header,
    formId: stored?.id ?? null,
    definition: stored?.definition ?? standardEnrolmentForm(header.region),
    today: centreToday(header.timezone, ctx.clock.now()),
  };
}

/** The answers as sent: JSON of an object, within the size limit. */
export function parseAnswers(json: string): Record<string, unknown> {
  if (Buffer.byteLength(json) > MAX_ENROLMENT_JSON_BYTES)
    throw badInput('enrollment', 'The form is too large to save.');
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    throw badInput('enrollment', 'The form could not be read.');
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed))
    throw badInput('enrollment', 'The form could not be read.');
  return parsed as Record<string, unknown>;
}

/**
 * A definition a centre stores is checked first (a form can hold only what the renderer draws) and its HtmlText
 * bodies sanitised.
 */
export async function checkDefinition(definition: unknown): Promise<FormDefinition> {
  const shape = checkStruct(FormDefinitionStruct, definition);
  if (!shape.ok)
    throw new GraphQLError('The form definition is not valid.', {
      extensions: { code: 'BAD_USER_INPUT', errors: shape.errors },
    });
  const problems = definitionProblems(shape.value);
  if (problems.length > 0)
    throw new GraphQLError('The form definition is not valid.', {
      extensions: { code: 'BAD_USER_INPUT', errors: problems },
    });
  return sanitiseDefinition(shape.value);
}
