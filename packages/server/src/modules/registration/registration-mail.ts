import { toRegion } from '@cc/core';
import type { GraphQLContext } from '../../graphql/context';
import type { MailKind } from '../../mail/mailer';
import { registrationDecidedMail, type RegistrationDecidedMailInput } from '../../mail/registration-decided.mail';
import { registrationSubmittedMail } from '../../mail/registration-submitted.mail';
import type { BusinessRow } from '../business/business.table';

interface MailAbout {
  business: Pick<BusinessRow, 'id' | 'name' | 'region'>;
  registration: { name: string; center_name: string };
  personId: string;
  submissionId: string;
}

/** The checkout's address on the hosted page: the link code is the family's key to it. */
export function checkoutLink(ctx: Pick<GraphQLContext, 'publicUrl'>, linkCode: string): string {
  return `${ctx.publicUrl}/registration-submission/${linkCode}`;
}

/**
 * Sends without holding up the answer; a mail that cannot be sent is logged by kind and ids (never the address or
 * the link), and never retried into a second link.
 */
async function send(
  ctx: GraphQLContext,
  kind: MailKind,
  about: MailAbout,
  content: (firstName: string) => { subject: string; text: string; html: string },
): Promise<boolean> {
  const person = await ctx.repos.persons.findContact(about.personId);
  if (!person?.email) return false;
  // Awaited, so the mail is on its way (or in the outbox) when the answer comes back; a failure to send is logged and
  // never undoes what the family or the staff did.
  try {
    await ctx.mailer.send({ kind, businessId: about.business.id, to: person.email, ...content(person.first_name) });
    return true;
  } catch (err: unknown) {
    ctx.log.error({ err, mail: kind, registrationSubmissionId: about.submissionId }, 'mail could not be sent');
    return false;
  }
}

const common = (about: MailAbout) => ({
  region: toRegion(about.business.region),
  businessName: about.business.name,
  centreName: about.registration.center_name,
  registrationName: about.registration.name,
});

/** After a submit: what happens next and the checkout link (the code the submit answered). */
export function mailSubmitted(ctx: GraphQLContext, about: MailAbout & { state: string; linkCode: string }) {
  return send(ctx, 'registration-submitted', about, (firstName) =>
    registrationSubmittedMail({
      ...common(about),
      firstName,
      state: about.state,
      link: checkoutLink(ctx, about.linkCode),
    }),
  );
}

/** After a staff decision: approved or waitlisted with a new checkout link, or rejected without one. */
export function mailDecided(
  ctx: GraphQLContext,
  about: MailAbout & { decision: RegistrationDecidedMailInput['decision']; linkCode: string | null },
) {
  return send(ctx, 'registration-decided', about, (firstName) =>
    registrationDecidedMail({
      ...common(about),
      firstName,
      decision: about.decision,
      link: about.linkCode ? checkoutLink(ctx, about.linkCode) : null,
    }),
  );
}
