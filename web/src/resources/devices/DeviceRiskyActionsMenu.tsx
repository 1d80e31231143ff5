// The device operations that disrupt a device on site or end its life (issue 14: Reboot and Flash
// config sat beside Edit among 13 buttons): behind one labelled menu, each opening its own
// confirmation that names the device. The menu stays mounted so that a confirmation outlives it.
import { useState, type ReactNode } from 'react';
import { Box, Menu } from '@mui/material';
import WarningIcon from '@mui/icons-material/WarningAmber';
import { Button } from 'react-admin';

export const DeviceRiskyActionsMenu = ({ children }: { children: ReactNode }) => {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Button label="resources.devices.action.risky" onClick={(event) => setAnchor(event.currentTarget)} aria-haspopup="menu" color="warning">
        <WarningIcon />
      </Button>
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)} keepMounted>
        {/* A click on an entry opens its confirmation and closes the menu. */}
        <Box
          onClickCapture={() => setAnchor(null)}
          sx={{ display: 'flex', flexDirection: 'column', alignItems: 'stretch', px: 1, '& .MuiButton-root': { justifyContent: 'flex-start' } }}
        >
          {children}
        </Box>
      </Menu>
    </>
  );
};
