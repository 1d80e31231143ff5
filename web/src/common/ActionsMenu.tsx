// A record's actions behind one "more" button (rows) or an Actions button (show pages): each entry
// opens its own dialog; entries that do not apply to the record's state are left out by the caller.
import { useState, type MouseEvent, type ReactNode } from 'react';
import { IconButton, ListItemIcon, ListItemText, Menu, MenuItem, Tooltip } from '@mui/material';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import { Button, useTranslate } from 'react-admin';

export interface MenuAction {
  name: string;
  /** i18n key. */
  label: string;
  icon: ReactNode;
  /** Renders the dialog of the action; `close` ends it. */
  dialog: (close: () => void) => ReactNode;
}

export const ActionsMenu = ({ actions, button = false }: { actions: (MenuAction | false | null | undefined)[]; button?: boolean }) => {
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [current, setCurrent] = useState<string | null>(null);
  const offered = actions.filter((a): a is MenuAction => !!a);
  if (offered.length === 0) return null;
  const open = (event: MouseEvent<HTMLElement>) => {
    event.stopPropagation();
    setAnchor(event.currentTarget);
  };
  const active = offered.find((a) => a.name === current);
  return (
    // Dialogs render in portals, whose clicks still bubble through the React tree to a table row.
    // biome-ignore lint/a11y/noStaticElementInteractions lint/a11y/useKeyWithClickEvents: not a control: it only keeps its buttons' clicks from reaching the row; the buttons take the keyboard
    <span onClick={(event) => event.stopPropagation()}>
      {button ? (
        <Button label="app.action.actions" onClick={open}>
          <MoreVertIcon />
        </Button>
      ) : (
        <Tooltip title={translate('app.action.actions')}>
          <IconButton size="small" onClick={open} aria-label={translate('app.action.actions')}>
            <MoreVertIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        {offered.map((action) => (
          <MenuItem
            key={action.name}
            onClick={() => {
              setAnchor(null);
              setCurrent(action.name);
            }}
          >
            <ListItemIcon>{action.icon}</ListItemIcon>
            <ListItemText>{translate(action.label)}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
      {active?.dialog(() => setCurrent(null))}
    </span>
  );
};
