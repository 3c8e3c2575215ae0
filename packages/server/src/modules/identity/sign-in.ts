import { GraphQLError } from 'graphql';
import { toRegion } from '@cc/core';
import type { GraphQLContext } from '../../graphql/context';
import { signInCodeMail } from '../../mail/sign-in-code.mail';
import {
  CODE_LIFETIME_MS,
  CODE_WRONG_ANSWER_LIMIT,
  hashCode,
  hashEmail,
  hashToken,
  newCode,
  newToken,
  sameHash,
  SESSION_LIFETIME_MS,
} from '../../security/one-time-code';
import type { BusinessRow } from '../business/business.table';

/** The spec's text for a wrong code (document 1, section 8). */
export const WRONG_CODE_MESSAGE = 'Could not verify one time passcode, please check the code and try again.';
/** A code that expired, was used, or took CODE_WRONG_ANSWER_LIMIT wrong answers: only a new one helps. */
export const CODE_SPENT_MESSAGE = 'This code can no longer be used. Please ask for a new code.';

function signInError(message: string, code: 'INVALID_CODE' | 'CODE_SPENT'): GraphQLError {
  return new GraphQLError(message, { extensions: { code } });
}

export interface IssuedChallenge {
  challenge: string;
  expiresAt: string;
}

/**
 * Makes a challenge for this email at the business and mails its code to the person the email belongs to. For an email
 * nobody at the business has, the challenge is made all the same (same statements, same answer) but can never succeed
 * and nothing is mailed. The mail goes out after the answer, so known and unknown emails answer in the same time.
 */
export async function issueChallenge(
  ctx: GraphQLContext,
  business: BusinessRow,
  email: string,
  personId: string | undefined,
): Promise<IssuedChallenge> {
  const now = ctx.clock.now();
  const challenge = newToken();
  const code = newCode();
  const expiresAt = new Date(now.getTime() + CODE_LIFETIME_MS);
  await ctx.repos.signInChallenges.deleteExpired(now);
  await ctx.repos.signInChallenges.insert({
    businessId: business.id,
    tokenHash: hashToken(challenge),
    emailHash: hashEmail(email),
    personId: personId ?? null,
    codeHash: hashCode(challenge, code),
    createdAt: now,
    expiresAt,
  });
  if (personId) {
    const mail = signInCodeMail({
      region: toRegion(business.region),
      businessName: business.name,
      code,
      minutesValid: CODE_LIFETIME_MS / 60_000,
    });
    // The mail lapses with its code: never sent late, and purged from the outbox once it has.
    const sending = ctx.mailer.send({
      kind: 'sign-in-code',
      businessId: business.id,
      to: email.trim(),
      expiresAt,
      ...mail,
    });
    sending.catch((err: unknown) => ctx.log.error({ err, mail: 'sign-in-code' }, 'mail could not be sent'));
  }
  return { challenge, expiresAt: expiresAt.toISOString() };
}

export interface SignedIn {
  token: string;
  expiresAt: string;
  personId: string;
}

/**
 * Checks a code against its challenge. Wrong: counted, the spec's message. Expired, used or past the wrong-answer
 * limit: refused even when right, and never judged (the count is taken before judging, so answers sent at once
 * cannot slip past the limit together). Right: the code is used up, the person can sign in from now on (personExists
 * answers EXACTWITHLOGIN), and a session token is made; only its hash is kept.
 */
export async function answerChallenge(
  ctx: GraphQLContext,
  answer: { challenge: string; email: string; code: string },
): Promise<SignedIn> {
  const now = ctx.clock.now();
  const row = await ctx.repos.signInChallenges.takeAnswer(hashToken(answer.challenge), now, CODE_WRONG_ANSWER_LIMIT);
  if (!row) throw signInError(CODE_SPENT_MESSAGE, 'CODE_SPENT');
  const right =
    row.person_id !== null &&
    sameHash(row.email_hash, hashEmail(answer.email)) &&
    sameHash(row.code_hash, hashCode(answer.challenge, answer.code.trim()));
  if (!right) {
    ctx.log.info({ challengeId: row.id, wrongAnswers: row.wrong_answers }, 'sign-in code refused');
    throw signInError(WRONG_CODE_MESSAGE, 'INVALID_CODE');
  }
  if (!(await ctx.repos.signInChallenges.markUsed(row.id, now))) throw signInError(CODE_SPENT_MESSAGE, 'CODE_SPENT');
  const personId = row.person_id as string;
  const token = newToken();
  const expiresAt = new Date(now.getTime() + SESSION_LIFETIME_MS);
  await ctx.repos.persons.enableLogin(personId, now);
  await ctx.repos.sessions.insert({
    tokenHash: hashToken(token),
    personId,
    businessId: row.business_id,
    createdAt: now,
    expiresAt,
  });
  ctx.log.info({ personId, challengeId: row.id }, 'signed in');
  return { token, expiresAt: expiresAt.toISOString(), personId };
}
