/**
 * Stands in for @mswjs/data's GraphQL handler generator in the demo build: the mock backend serves
 * REST only and never asks a model for GraphQL handlers, which would bring the whole `graphql` package
 * (about 43 KB gzip) into the demo's backend chunk.
 */
const absent = (): never => {
  throw new Error('The demo backend serves REST only: no GraphQL handlers in this build.');
};

export const generateGraphQLHandlers = absent;
export const generateGraphQLSchema = absent;
