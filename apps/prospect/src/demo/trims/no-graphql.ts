/**
 * Stands in for `graphql` in the demo build. msw keeps its GraphQL handler in the bundle (the mock's
 * model library requires msw whole), and that handler imports `parse`; the demo's backend registers
 * REST handlers only, so nothing ever parses a GraphQL document (the real package is about 43 KB gzip).
 */
export function parse(): never {
  throw new Error('The demo backend serves REST only: GraphQL documents are not parsed in this build.');
}
