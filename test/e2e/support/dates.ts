// Dates as a family types them: digits in the region's order into the widgets' date fields, read back as YYYY-MM-DD.
import assert from 'node:assert/strict';
import type { Locator } from 'playwright-core';
import { dateTextOf, dateValueOf } from '../../../packages/ui/src/date-input/dateText';
import { isRegion, type Region } from '../../../packages/core/src/region/region';

async function regionOf(field: Locator): Promise<Region> {
  // The element's own screen says which region's wording (and date order) it shows.
  const region = await field.page().locator('[data-region]').last().getAttribute('data-region');
  assert.ok(isRegion(region), `no region on the element (${region})`);
  return region;
}

export async function typeDate(field: Locator, wireDate: string): Promise<void> {
  await field.fill('');
  await field.pressSequentially(dateTextOf(wireDate, await regionOf(field)).replaceAll('-', ''));
}

/** What a date field holds as YYYY-MM-DD (or its text, when that is no date). */
export async function dateIn(field: Locator): Promise<string> {
  return dateValueOf(await field.inputValue(), await regionOf(field));
}
