// Edit/create toolbar with Save only: "Delete" would archive without the reason dialog, so
// archiving stays on the show page (ArchiveButton).
import { SaveButton, Toolbar } from 'react-admin';

export const FormToolbar = () => (
  <Toolbar>
    <SaveButton />
  </Toolbar>
);
