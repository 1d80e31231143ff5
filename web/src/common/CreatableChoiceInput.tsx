// A choice field built on a custom list that accepts a value not in the list by adding it (spec 1 §2.3).
import { useMemo, useState } from 'react';
import { AutocompleteInput, type AutocompleteInputProps } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import { useConsoleDataProvider } from '../providers/dataProvider.ts';

interface Choice {
  id: string;
  name: string;
}

export interface CreatableChoiceInputProps extends Omit<AutocompleteInputProps, 'choices' | 'onCreate' | 'create'> {
  source: string;
  /** The fixed list offered; `{brand}` is not substituted here (see ArchiveDialog). */
  choices?: readonly string[];
  /** Also offer the distinct values already stored: GET /{resource}/values/{field}. */
  valuesOf?: { resource: string; field: string };
  /** The label people read for a value (its code's label in the language); the value stored stays the code. */
  labelOf?: (value: string) => string;
}

/**
 * An autocomplete over `choices` (and/or the stored values of `valuesOf`) where typing a new value
 * offers "Create <value>"; the value is stored as typed.
 */
export const CreatableChoiceInput = ({ choices = [], valuesOf, labelOf, ...rest }: CreatableChoiceInputProps) => {
  const dataProvider = useConsoleDataProvider();
  const [created, setCreated] = useState<Choice[]>([]);
  const { data: stored = [] } = useQuery({
    queryKey: [valuesOf?.resource, 'values', valuesOf?.field],
    queryFn: () => dataProvider.values(valuesOf!.resource, valuesOf!.field),
    enabled: !!valuesOf,
    staleTime: 60_000,
    // The stored values only add to the fixed list: a refusal is not retried (the form would wait for it).
    retry: false,
  });

  const all = useMemo(() => {
    const names = [...new Set([...choices, ...stored, ...created.map((c) => c.name)])];
    return names.map((name) => ({ id: name, name: labelOf ? labelOf(name) : name }));
  }, [choices, stored, created, labelOf]);

  const onCreate = (filter?: string) => {
    const value = filter?.trim();
    if (!value) return undefined;
    const choice = { id: value, name: value };
    setCreated((previous) => [...previous, choice]);
    return choice;
  };

  return <AutocompleteInput {...rest} choices={all} onCreate={onCreate} />;
};
