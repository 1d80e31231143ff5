// Row click for embedded tables: open the record's show page once that resource has one, else nothing.
import { useCallback } from 'react';
import { useResourceDefinitions, type Identifier } from 'react-admin';

export function useShowRowClick() {
  const definitions = useResourceDefinitions();
  return useCallback((_id: Identifier, resource: string) => (definitions[resource]?.hasShow ? 'show' : false), [definitions]);
}
