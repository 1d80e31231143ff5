// /simcards/bulk-create (spec 1 §2.8): ICCIDs one per line, with their type, provider and pool.
import { AutocompleteInput, ReferenceInput, required, SelectInput } from 'react-admin';
import { BulkCreatePage } from '../../common/BulkCreatePage.tsx';
import { FormRow } from '../../common/FormSection.tsx';
import { simTypeChoices } from './choices.ts';

export const SimcardBulkCreate = () => (
  <BulkCreatePage
    resource="simcards"
    title="resources.simcards.bulk_create.title"
    path="simcards/bulk"
    refsSource="iccids"
    defaultValues={{ type: 'sim' }}
    toPayload={(values, refs, dry) => ({ iccids: refs, type: values.type, provider_id: values.provider_id ?? null, pool_id: values.pool_id ?? null, dry })}
  >
    <FormRow>
      <SelectInput source="type" choices={simTypeChoices} validate={required()} />
      <ReferenceInput source="provider_id" reference="providers" sort={{ field: 'name', order: 'ASC' }}>
        <AutocompleteInput filterToQuery={(q: string) => ({ q })} validate={required()} />
      </ReferenceInput>
      <ReferenceInput source="pool_id" reference="simpools" sort={{ field: 'name', order: 'ASC' }}>
        <AutocompleteInput filterToQuery={(q: string) => ({ q })} />
      </ReferenceInput>
    </FormRow>
  </BulkCreatePage>
);
