// Set-up and steps the inventory journeys (devices, SIM cards, Ops History) share. Data is picked or
// prepared through the admin API; what a journey tests happens in the console.
import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { Api } from './api.ts';

export interface ListAnswer<T> {
  results: T[];
  count?: number;
}

export interface Simcard {
  id: number;
  iccid: string;
  type: string;
  status: string | null;
  device_id: number | null;
  device_port_name: string | null;
  provider_id: number | null;
  is_manageable?: boolean;
  archived_at: string | null;
}

export interface Device {
  id: number;
  serial: string;
  name: string | null;
  customer_id: number | null;
  site_id: number | null;
  archived_at: string | null;
}

export interface PortRow {
  port: string;
  sim_id: number | null;
  iccid: string | null;
}

/** The admin's API client, signed in with the e2e admin. */
export const adminApi = (e2e: { baseURL: string; adminEmail: string; adminPassword: string }) => Api.signIn(e2e.baseURL, e2e.adminEmail, e2e.adminPassword);

/** One list page from the API, with the query as given. */
export async function list<T>(api: Api, resource: string, query: Record<string, string | number | boolean>): Promise<T[]> {
  const params = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
  return (await api.get<ListAnswer<T>>(`${resource}/?${params}`)).results;
}

/** The ports of a device, each with the SIM it holds (GET /devices/{id}/ports). */
export const portsOf = async (api: Api, deviceId: number) => (await api.get<ListAnswer<PortRow>>(`devices/${deviceId}/ports`)).results;

/** A 19-digit ICCID no SIM card has (89 prefix, then time and randomness). */
export function newIccid(): string {
  const time = Date.now().toString().slice(-10);
  const rand = Math.floor(Math.random() * 1e7)
    .toString()
    .padStart(7, '0');
  return `89${time}${rand}`;
}

/** Waits for an answer of the API to `method` on a pathname matching `path`. */
export function apiAnswer(page: Page, method: string, path: RegExp) {
  return page.waitForResponse((res) => res.request().method() === method && path.test(new URL(res.url()).pathname));
}

/**
 * Picks an option of a react-admin AutocompleteInput: types `search` and clicks the option whose
 * text is `option` (a string matches the whole text, a pattern may match part of it). The input asks
 * the server with q, so the option appears after the answer.
 */
export async function chooseAutocomplete(page: Page, input: Locator, search: string, option: string | RegExp) {
  await input.click();
  await input.fill(search);
  const choice = page
    .getByRole('listbox')
    .getByRole('option', { name: option, exact: typeof option === 'string' })
    .first();
  await choice.waitFor({ state: 'visible' });
  await choice.click();
  await expect.poll(() => page.getByRole('listbox').count()).toBe(0);
}
