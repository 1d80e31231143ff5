// The generic drawer (issue 28, decision 0078): a reference by its record's name, never "Customer 2";
// money with its currency; GB with the console's fixed decimals; prices per MB with their precision.
import { createElement as h } from 'react';
import { describe, expect, it } from 'vitest';
import { RecordDetails, type RecordDetailsProps } from '../src/common/RecordDetails.tsx';
import { renderWithAdmin, textOf } from './support/render.ts';

const definitions = {
  users: { name: 'users', hasShow: true, recordRepresentation: 'email' },
  customers: { name: 'customers', hasShow: true, recordRepresentation: 'name' },
  products: { name: 'products', hasShow: true, recordRepresentation: 'name' },
};

const render = (record: Record<string, unknown>, props: RecordDetailsProps = {}, cached: [string, { id: number }][] = []) =>
  textOf(renderWithAdmin(h(RecordDetails, props), { record, definitions, cached }));

describe('the generic drawer', () => {
  it('shows prices per MB with their real precision when told which they are', () => {
    const text = render({ id: 1, price: 0.012, buy_price: 0.008 }, { perMb: ['price', 'buy_price'] });
    expect(text).toContain('€0.012');
    expect(text).toContain('€0.008');
    expect(text).not.toContain('0.01 ');
  });

  it('shows money with its currency and GB with two decimals', () => {
    const text = render({ id: 1, price: 99, total_untaxed: '149.5', currency: 'EUR', data_included: 1.5, current_usage: 0.125 });
    expect(text).toContain('€99.00');
    expect(text).toContain('€149.50');
    expect(text).toContain('1.50 GB');
    expect(text).toContain('0.13 GB');
  });

  it('never shows a raw foreign key: the name beside it says it, or the referenced record by its name', () => {
    const named = render({ id: 1, customer_id: 2, customer_name: 'Festival Org' });
    expect(named).toContain('Festival Org');
    expect(named).not.toMatch(/\b2\b/);
    const referenced = render({ id: 1, assignee_id: 5 }, {}, [['users', { id: 5, email: 'ann@example.com' } as { id: number }]]);
    expect(referenced).toContain('ann@example.com');
    expect(referenced).not.toMatch(/\b5\b/);
    // A device's owner is a customer, not a user.
    expect(render({ id: 1, owner_id: 2 }, {}, [['customers', { id: 2, name: 'Harbour Ltd' } as { id: number }]])).toContain('Harbour Ltd');
  });

  it('leaves as it is a reference whose name points at different resources, rather than name the wrong record', () => {
    expect(render({ id: 1, product_id: 7 }, {}, [['products', { id: 7, name: 'Wrong product' } as { id: number }]])).not.toContain('Wrong product');
  });
});
