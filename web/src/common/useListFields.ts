// What the server can sort a list by (GET /list_fields, read once per session and shared by every list).
import { useQuery } from '@tanstack/react-query';
import { useConsoleDataProvider } from '../providers/dataProvider.ts';

type ListFields = Record<string, { sortable: string[]; filters: string[] }>;

export function useSortableFields(resource: string): ReadonlySet<string> | undefined {
  const dataProvider = useConsoleDataProvider();
  const { data } = useQuery({
    queryKey: ['list_fields'],
    queryFn: async () => (await dataProvider.get<{ resources: ListFields }>('list_fields')).resources,
    staleTime: Infinity,
  });
  const sortable = data?.[resource]?.sortable;
  return sortable ? new Set(sortable) : undefined;
}
