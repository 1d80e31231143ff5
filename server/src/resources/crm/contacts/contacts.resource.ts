import { z } from 'zod';
import { customers, contacts } from '../../../db/schema/index.ts';
import { email, id, requiredText, text } from '../../../platform/fields.ts';
import { defineResource } from '../../../platform/registry.ts';
import { nameOf } from '../../../platform/maintained.ts';
import { requireCustomer } from '../customers/customer-refs.ts';

/** An IANA zone the runtime knows (Europe/Brussels...), so the value can be used to show times. */
const timezone = () =>
  z.preprocess(
    (v) => (v === '' ? null : v),
    z
      .string()
      .max(64)
      .refine((tz) => {
        try {
          new Intl.DateTimeFormat('en', { timeZone: tz });
          return true;
        } catch {
          return false;
        }
      }, 'A time zone such as Europe/Brussels.')
      .nullish(),
  );

const fields = {
  customer_id: id(),
  name: requiredText(200, 'Contact name is required.'),
  job_title: text(200),
  email: email(),
  phone: text(40),
  contact_type: text(50),
  department: text(100),
  address: text(500),
  lang: text(10),
  timezone: timezone(),
  description: text(5000),
};

export const contactsResource = defineResource({
  name: 'contacts',
  objectType: 'contact',
  table: contacts,
  maintained: {
    customer_name: nameOf(customers, 'customer_id'),
  },
  searchable: [contacts.name, contacts.email, contacts.phone],
  filters: {
    customer_id: { type: 'int' },
    contact_type: { type: 'text' },
  },
  sortable: ['name', 'email', 'job_title', 'contact_type', 'department', 'customer_name', 'created_at', 'updated_at'],
  createSchema: z.object(fields),
  repr: (row) => row.name,
  refs: (row) => ({ customer_id: row.customer_id }),
  valueFields: ['contact_type', 'department', 'lang', 'timezone'],
  hooks: {
    beforeCreate: async (tx, _ctx, data) => {
      await requireCustomer(tx, data.customer_id);
      return data;
    },
    beforeUpdate: async (tx, _ctx, before, data) => {
      if (data.customer_id !== before.customer_id) await requireCustomer(tx, data.customer_id);
      return data;
    },
  },
});
