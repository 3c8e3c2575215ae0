import { defineModule } from '../module';
import { identityMutations, identityQueries } from './identity.resolvers';
import { SessionRepository } from './session.repository';
import { SignInChallengeRepository } from './sign-in-challenge.repository';

/** Parents' sign-in by one-time email code, their sessions (bearer tokens), and who the signed-in person is. */
export const identityModule = defineModule({
  name: 'identity',
  schema: true,
  query: identityQueries,
  mutation: identityMutations,
  repositories: (db) => ({
    signInChallenges: new SignInChallengeRepository(db),
    sessions: new SessionRepository(db),
  }),
});
