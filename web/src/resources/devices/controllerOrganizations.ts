// Controller organizations and groups (spec 1 §7.3): GET /servers/{id}/organizations and
// GET /incontrol/servers/{id}/organizations/{orgId}/groups. Answers are lists or {results}.
import { useQuery } from '@tanstack/react-query';
import type { Identifier } from 'react-admin';
import { useConsoleDataProvider } from '../../providers/dataProvider.ts';

export interface ControllerOrganization {
  id: Identifier;
  ic_id?: string;
  name: string;
  available?: boolean;
  groups?: ControllerGroup[];
  groups_count?: number | null;
}

export interface ControllerGroup {
  id: Identifier;
  name: string;
}

export const listOf = <T>(answer: unknown): T[] => {
  if (Array.isArray(answer)) return answer as T[];
  const results = (answer as { results?: unknown } | null)?.results;
  return Array.isArray(results) ? (results as T[]) : [];
};

/** The controller's id of an organization (ic_id) when it has one, else our row id. */
export const organizationKey = (org: ControllerOrganization) => org.ic_id ?? org.id;

export function useServerOrganizations(serverId: Identifier | undefined | null) {
  const dataProvider = useConsoleDataProvider();
  return useQuery({
    queryKey: ['servers', serverId, 'organizations'],
    queryFn: async () => listOf<ControllerOrganization>(await dataProvider.get(`servers/${serverId}/organizations`)),
    enabled: serverId !== undefined && serverId !== null,
  });
}

export function useOrganizationGroups(serverId: Identifier | undefined | null, organizationId: Identifier | undefined | null) {
  const dataProvider = useConsoleDataProvider();
  return useQuery({
    queryKey: ['servers', serverId, 'organizations', organizationId, 'groups'],
    queryFn: async () =>
      listOf<ControllerGroup>(await dataProvider.get(`incontrol/servers/${serverId}/organizations/${encodeURIComponent(String(organizationId))}/groups`)),
    enabled: !!serverId && organizationId !== undefined && organizationId !== null && organizationId !== '',
  });
}
