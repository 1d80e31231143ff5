// Form toolbars without react-admin's Delete button: records are archived (with a reason) from the
// show page, never deleted from a form.
import { Button, SaveButton, Toolbar } from 'react-admin';

export const SaveToolbar = () => (
  <Toolbar>
    <SaveButton />
  </Toolbar>
);

/** For forms in dialogs: Cancel closes the dialog. */
export const DialogSaveToolbar = ({ onCancel }: { onCancel: () => void }) => (
  <Toolbar sx={{ gap: 1, justifyContent: 'flex-end' }}>
    <Button label="ra.action.cancel" onClick={onCancel} />
    <SaveButton />
  </Toolbar>
);
