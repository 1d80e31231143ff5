// Where the column chooser opens. react-admin's DataTable draws its ColumnsSelector into the element
// with this id, as its own ColumnsButton does; the element stays mounted (keepMounted) so the
// DataTable finds it when it mounts. Opened from the Views menu: a button of its own in the action
// bar squeezed the filters of the busiest lists onto one more line (fewer rows on a screen).
import { Box, Popover } from '@mui/material';
import { useResourceContext } from 'react-admin';

export const ColumnsPopover = ({ anchor, onClose }: { anchor: HTMLElement | null; onClose: () => void }) => {
  const resource = useResourceContext()!;
  return (
    <Popover
      open={!!anchor}
      keepMounted
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      transformOrigin={{ vertical: 'top', horizontal: 'left' }}
    >
      <Box id={`${resource}.datatable-columnsSelector`} data-testid="columns-chooser" sx={{ px: 1, my: 0, minWidth: 200 }} />
    </Popover>
  );
};
