// /package_lines/{id}/provision (spec 2 §2, §7): only for provisioning lines; takes the serials of
// product items in stock of the line's product (one per unit). A refusal shows the server message.
import { AutocompleteArrayInput, required, useGetList, useRecordContext } from 'react-admin';
import { ActionPage } from '../../common/ActionPage.tsx';
import { packageLineAllows } from '../services/workflow.ts';
import type { PackageLineRecord } from './types.ts';

/** How many in-stock items the picker offers. */
const SERIAL_CHOICES = 100;

const SerialsInput = () => {
  const record = useRecordContext<PackageLineRecord>();
  const { data = [], isPending } = useGetList('product_items', {
    filter: { in_stock: true, archived: false, ...(record?.device_product_id ? { product_ids: record.device_product_id } : {}) },
    pagination: { page: 1, perPage: SERIAL_CHOICES },
    sort: { field: 'serial', order: 'ASC' },
  });
  const choices = [...new Set([...data.map((item) => String(item.serial)), ...(record?.serials ?? [])])].map((serial) => ({
    id: serial,
    name: serial,
  }));
  return (
    <AutocompleteArrayInput
      source="serials"
      label="resources.package_lines.fields.serials"
      choices={choices}
      isPending={isPending}
      validate={required()}
      helperText="resources.package_lines.provision.serials_helper"
      onCreate={(text?: string) => (text ? { id: text, name: text } : undefined)}
    />
  );
};

export const PackageLineProvisionPage = () => (
  <ActionPage
    resource="package_lines"
    action="provision"
    title="resources.package_lines.provision.title"
    allowed={(record) => packageLineAllows(record, 'provision')}
    notAllowed="resources.services.workflow.provision_not_allowed"
    success="resources.package_lines.notifications.provisioned"
    failure="resources.package_lines.notifications.not_provisioned"
    submitLabel="resources.services.actions.provision"
    defaultValues={(record) => ({ serials: (record.serials as string[] | undefined) ?? [] })}
    toBody={(values) => ({ serials: values.serials ?? [] })}
  >
    <SerialsInput />
  </ActionPage>
);
