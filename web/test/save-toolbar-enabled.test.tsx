// Issue 28: Save was disabled on an untouched form with no word of why. The toolbars of every form
// (common/SaveToolbar.tsx) keep it enabled, as react-admin's own guidance now has it; a click on an
// untouched create form shows what is missing through the validation (decision 0085).
import { createElement as h, type ReactElement } from 'react';
import { SaveButton } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { DialogSaveToolbar, SaveToolbar } from '../src/common/SaveToolbar.tsx';
import { renderWithAdmin } from './support/render.ts';

const render = (toolbar: ReactElement) => renderWithAdmin(toolbar, { form: { id: 1, name: 'Depot' }, resource: 'sites', i18n: null });

/** The submit button's opening tag. */
const submitTag = (html: string) => html.match(/<button[^>]*type="submit"[^>]*>/)?.[0] ?? '';

describe('Save on an untouched form', () => {
  it('is disabled by react-admin by default (the defect)', () => {
    expect(submitTag(render(h(SaveButton)))).toContain('disabled');
  });

  it('stays enabled in the form toolbar', () => {
    const tag = submitTag(render(h(SaveToolbar)));
    expect(tag).not.toBe('');
    expect(tag).not.toContain('disabled');
  });

  it('stays enabled in the dialog toolbar', () => {
    const tag = submitTag(render(h(DialogSaveToolbar, { onCancel: () => {} })));
    expect(tag).not.toBe('');
    expect(tag).not.toContain('disabled');
  });
});
