// Breadcrumbs of spec 1 §2.3: the resource, the record name (or id), and Edit or Create.
import type { ReactNode } from 'react';
import { Breadcrumbs as MuiBreadcrumbs, Link as MuiLink, Typography } from '@mui/material';
import HomeIcon from '@mui/icons-material/Home';
import { Link, useLocation } from 'react-router-dom';
import { useGetOne, useGetRecordRepresentation, useResourceDefinitions, useTranslate } from 'react-admin';

interface Crumb {
  label: ReactNode;
  to?: string;
}

/**
 * /{resource}, /{resource}/create, /{resource}/{id}[/<edit tab>], /{resource}/{id}/show[/<tab>].
 * /{resource}/{id}/<page> is a page of its own (deploy, build...) when resources.<resource>.pages.<page>
 * names it; any other third segment is a tab of the edit form. /{resource}/<page> is a collection
 * page (map, bulk-create) under the same rule.
 */
export function parseCrumbs(pathname: string, isPage: (resource: string, page: string) => boolean) {
  const [resource, second, third] = pathname.split('/').filter(Boolean).map(decodeURIComponent);
  if (!resource) return null;
  if (second === 'create') return { resource, action: 'create' };
  if (second === undefined) return { resource };
  // A page of the collection (/devices/map, /devices/bulk-create) named like the record pages.
  if (third === undefined && isPage(resource, second)) return { resource, action: second };
  if (third === 'show') return { resource, id: second };
  return { resource, id: second, action: third && isPage(resource, third) ? third : 'edit' };
}

const RecordName = ({ resource, id }: { resource: string; id: string }) => {
  // Same query key as the show/edit page, so this reads the page's record from the cache.
  const { data } = useGetOne(resource, { id }, { retry: false });
  const represent = useGetRecordRepresentation(resource);
  return <>{data ? represent(data) : `#${id}`}</>;
};

export const Breadcrumbs = () => {
  const { pathname } = useLocation();
  const definitions = useResourceDefinitions();
  const translate = useTranslate();
  const route = parseCrumbs(pathname, (resource, page) => translate(`resources.${resource}.pages.${page}`, { _: '' }) !== '');
  if (!route || !definitions[route.resource]) return null;
  const { resource, id, action } = route;
  const definition = definitions[resource];

  const crumbs: Crumb[] = [
    {
      label: translate(`resources.${resource}.name`, { smart_count: 2, _: resource }),
      to: definition.hasList ? `/${resource}` : undefined,
    },
  ];
  if (id !== undefined) {
    crumbs.push({
      label: <RecordName resource={resource} id={id} />,
      to: action && definition.hasShow ? `/${resource}/${encodeURIComponent(id)}/show` : undefined,
    });
  }
  if (action === 'create') crumbs.push({ label: translate('ra.action.create') });
  else if (action === 'edit') crumbs.push({ label: translate('ra.action.edit') });
  else if (action) crumbs.push({ label: translate(`resources.${resource}.pages.${action}`) });

  return (
    <MuiBreadcrumbs aria-label={translate('app.breadcrumbs.label')} sx={{ mt: 1.5, mb: 0, fontSize: 14 }}>
      <MuiLink
        component={Link}
        to="/"
        color="inherit"
        underline="hover"
        sx={{ display: 'flex', alignItems: 'center' }}
        aria-label={translate('app.breadcrumbs.home')}
      >
        <HomeIcon fontSize="small" />
      </MuiLink>
      {crumbs.map((crumb, index) =>
        crumb.to && index < crumbs.length - 1 ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: a crumb's place in the trail is its identity
          <MuiLink key={index} component={Link} to={crumb.to} color="inherit" underline="hover">
            {crumb.label}
          </MuiLink>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: a crumb's place in the trail is its identity
          <Typography key={index} color="text.primary" fontSize="inherit" fontWeight={500}>
            {crumb.label}
          </Typography>
        ),
      )}
    </MuiBreadcrumbs>
  );
};
