import { badInput } from './errors';

export const MAX_PAGE_SIZE = 100;

export interface Page {
  pageNumber: number;
  pageSize: number;
  limit: number;
  offset: number;
}

/** A page asked for by number (from 1) and size (1 to MAX_PAGE_SIZE); anything else is a clear input error. */
export function requirePage(input: { pageNumber?: number | null; pageSize?: number | null }): Page {
  // GraphQL fills in the defaults (1 and 50); these are for a caller that sends null.
  const pageNumber = input.pageNumber ?? 1;
  const pageSize = input.pageSize ?? 50;
  if (!Number.isInteger(pageNumber) || pageNumber < 1) {
    throw badInput('input.pageNumber', 'input.pageNumber must be 1 or more.');
  }
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > MAX_PAGE_SIZE) {
    throw badInput('input.pageSize', `input.pageSize must be between 1 and ${MAX_PAGE_SIZE}.`);
  }
  return { pageNumber, pageSize, limit: pageSize, offset: (pageNumber - 1) * pageSize };
}
