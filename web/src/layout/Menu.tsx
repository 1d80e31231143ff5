// Renders menuConfig: collapsible groups, entries filtered by registration and permissions.
import { createElement, useMemo } from 'react';
import { Collapse, List, ListItemButton, ListItemIcon, ListItemText } from '@mui/material';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useLocation } from 'react-router-dom';
import { Menu as RaMenu, usePermissions, useResourceDefinitions, useSidebarState, useStore, useTranslate, type ResourceDefinition } from 'react-admin';
import { ADMIN_PERMISSION } from '@console/contract';
import { DEFAULT_ICON, FALLBACK_ICONS, MENU_GROUPS, MENU_TAIL, type MenuEntry, type MenuGroup } from './menuConfig.ts';

interface ResolvedEntry {
  key: string;
  to: string;
  label: string;
  icon: React.ComponentType;
}

/** Admins pass every gate, as on the server. */
const allowed = (permission: string | undefined, permissions: string[]) =>
  !permission || permissions.includes(permission) || permissions.includes(ADMIN_PERMISSION);

function resolve(entry: MenuEntry, definitions: Record<string, ResourceDefinition>, permissions: string[]): ResolvedEntry | null {
  if (!allowed(entry.permission, permissions)) return null;
  if (entry.resource) {
    const definition = definitions[entry.resource];
    if (!definition?.hasList) return null;
    const search = entry.filter ? `?filter=${encodeURIComponent(JSON.stringify(entry.filter))}` : '';
    return {
      key: `${entry.resource}${search}`,
      to: `/${entry.resource}${search}`,
      label: entry.label ?? `resources.${entry.resource}.name`,
      icon: entry.icon ?? definition.icon ?? FALLBACK_ICONS[entry.resource] ?? DEFAULT_ICON,
    };
  }
  if (entry.to && entry.ready) return { key: entry.to, to: entry.to, label: entry.label ?? entry.to, icon: entry.icon ?? DEFAULT_ICON };
  return null;
}

const EntryItem = ({ entry }: { entry: ResolvedEntry }) => {
  const translate = useTranslate();
  // Long French and Dutch names wrap on two lines instead of ending in "…" (issue 28).
  return (
    <RaMenu.Item
      to={entry.to}
      primaryText={translate(entry.label, { smart_count: 2, _: entry.label })}
      leftIcon={createElement(entry.icon)}
      sx={{ '& .MuiTypography-noWrap': { whiteSpace: 'normal', lineHeight: 1.25 } }}
    />
  );
};

const Group = ({ group, entries }: { group: MenuGroup; entries: ResolvedEntry[] }) => {
  const translate = useTranslate();
  const [sidebarOpen] = useSidebarState();
  const { pathname } = useLocation();
  const containsCurrent = entries.some((e) => pathname.startsWith(e.to.split('?')[0]));
  const [open, setOpen] = useStore<boolean>(`menu.group.${group.key}`, group.key === 'crm' || containsCurrent);
  return (
    <>
      <ListItemButton onClick={() => setOpen(!open)} sx={{ py: 0.75 }} aria-expanded={open}>
        <ListItemIcon sx={{ minWidth: 40 }}>{createElement(group.icon)}</ListItemIcon>
        {sidebarOpen && <ListItemText primary={translate(group.label)} slotProps={{ primary: { variant: 'body2', fontWeight: 600 } }} />}
        {open ? <ExpandLessIcon fontSize="small" /> : <ExpandMoreIcon fontSize="small" />}
      </ListItemButton>
      <Collapse in={open || containsCurrent} timeout="auto" unmountOnExit>
        <List disablePadding sx={{ pl: sidebarOpen ? 1 : 0 }}>
          {entries.map((entry) => (
            <EntryItem key={entry.key} entry={entry} />
          ))}
        </List>
      </Collapse>
    </>
  );
};

export const Menu = () => {
  const definitions = useResourceDefinitions();
  const { permissions } = usePermissions<string[]>();
  const granted = useMemo(() => permissions ?? [], [permissions]);

  const groups = MENU_GROUPS.filter((g) => allowed(g.permission, granted))
    .map((group) => ({
      group,
      entries: group.entries.map((e) => resolve(e, definitions, granted)).filter((e): e is ResolvedEntry => !!e),
    }))
    .filter(({ entries }) => entries.length > 0);
  const tail = MENU_TAIL.map((e) => resolve(e, definitions, granted)).filter((e): e is ResolvedEntry => !!e);

  return (
    <RaMenu>
      <RaMenu.DashboardItem primaryText="app.menu.home" />
      {groups.map(({ group, entries }) => (
        <Group key={group.key} group={group} entries={entries} />
      ))}
      {tail.map((entry) => (
        <EntryItem key={entry.key} entry={entry} />
      ))}
    </RaMenu>
  );
};
