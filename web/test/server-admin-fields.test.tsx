// A controller server's address and credential fields are an administrator's change (decisions 0068,
// 0080): on edit, staff who are not administrators see them read-only with a hint, the other fields
// stay editable; an administrator edits them all, and the create form leaves them free.
import { describe, expect, it, vi } from 'vitest';
import { en } from '../src/i18n/en.ts';
import { fr } from '../src/i18n/fr.ts';
import { nl } from '../src/i18n/nl.ts';
import { fieldPropsOf } from './support/render.ts';

let admin = false;
vi.mock('../src/common/useHasPermission.ts', () => ({ useIsAdmin: () => admin, useHasPermission: () => admin }));
const { ADMIN_ONLY_FIELDS, useAdminOnlyProps } = await import('../src/resources/servers/ServerInputs.tsx');

const FIELDS = ['name', 'version', 'description', 'hostname', 'api_hostname', 'base_url', 'api_base_url', 'api_key', 'api_secret'];

const propsFor = (isAdmin: boolean, record?: Record<string, unknown>) => {
  admin = isAdmin;
  return fieldPropsOf(useAdminOnlyProps, FIELDS, record);
};
const readOnly = (props: ReturnType<typeof propsFor>) =>
  Object.entries(props)
    .filter(([, p]) => p.readOnly)
    .map(([f]) => f);

describe('controller server form', () => {
  it('on edit, staff who are not administrators see the URL, host and credential fields read-only, with the hint', () => {
    const props = propsFor(false, { id: 3, name: 'IC2' });
    expect(readOnly(props)).toEqual(['hostname', 'api_hostname', 'base_url', 'api_base_url', 'api_key', 'api_secret']);
    expect(props.base_url.helperText).toBe('resources.servers.helpers.admin_only');
    expect(props.name).toEqual({});
    expect(props.description).toEqual({});
  });

  it('an administrator edits every field; the create form leaves them free', () => {
    expect(readOnly(propsFor(true, { id: 3 }))).toEqual([]);
    expect(readOnly(propsFor(false))).toEqual([]);
  });

  it('covers the fields the server guards, and the hint exists in every language', () => {
    for (const f of ['base_url', 'api_base_url', 'hostname', 'api_hostname']) expect(ADMIN_ONLY_FIELDS).toContain(f);
    for (const lang of [en, fr, nl]) expect(lang.resources.servers.helpers.admin_only).toBeTruthy();
  });
});
