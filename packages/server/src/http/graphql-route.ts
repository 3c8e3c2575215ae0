import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { YogaServerInstance } from 'graphql-yoga';
import type { GraphQLContext } from '../graphql/context';

export function registerGraphQL(
  app: FastifyInstance,
  yoga: YogaServerInstance<{ req: FastifyRequest; reply: FastifyReply }, GraphQLContext>,
): void {
  app.route({
    url: yoga.graphqlEndpoint,
    method: ['GET', 'POST'],
    handler: async (req, reply) => {
      const response = await yoga.handleNodeRequestAndResponse(req, reply, { req, reply });
      response.headers.forEach((value, key) => {
        reply.header(key, value);
      });
      reply.status(response.status);
      return reply.send(response.body);
    },
  });
}
