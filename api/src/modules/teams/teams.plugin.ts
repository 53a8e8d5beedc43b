import fp from 'fastify-plugin';
import { PublicTeamsService } from './public-teams.service';
import { TeamsService } from './teams.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The signed-in user's teams, members and invitations. */
    teams: TeamsService;
    /** The team page /team/{teamSlug} and its booking pages. */
    publicTeams: PublicTeamsService;
  }
}

export default fp(
  async (app) => {
    app.decorate('teams', new TeamsService(app.db, app.config, app.rateLimiter));
    app.decorate('publicTeams', new PublicTeamsService(app.dbRead, app.scheduling));
  },
  { name: 'teams', dependencies: ['db', 'rate-limits', 'scheduling'] },
);
