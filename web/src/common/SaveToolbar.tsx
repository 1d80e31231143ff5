// Form toolbars without react-admin's Delete button: records are archived (with a reason) from the
// show page, never deleted from a form.
//
// Save stays enabled on an untouched form (issue 28, decision 0085), as react-admin's own guidance
// now has it: a disabled Save tells nothing of why. A click on a create form shows what is missing
// through the validation; on an untouched edit form it saves nothing new (the server records no
// change). It is disabled only while the form is submitting, so a save is never sent twice.
import { Button, SaveButton, type SaveButtonProps, Toolbar, useSaveContext } from 'react-admin';
import { useFormState } from 'react-hook-form';

/** react-admin's SaveButton, enabled whatever the form's state except while it is being saved. */
export const FormSaveButton = (props: Omit<SaveButtonProps, 'alwaysEnable'>) => {
  const { isSubmitting } = useFormState();
  const saving = useSaveContext()?.saving ?? false;
  // alwaysEnable false hands the state back to react-admin, which disables while submitting.
  return <SaveButton {...props} alwaysEnable={!isSubmitting && !saving && !props.disabled} />;
};

export const SaveToolbar = () => (
  <Toolbar>
    <FormSaveButton />
  </Toolbar>
);

/** For forms in dialogs: Cancel closes the dialog. */
export const DialogSaveToolbar = ({ onCancel }: { onCancel: () => void }) => (
  <Toolbar sx={{ gap: 1, justifyContent: 'flex-end' }}>
    <Button label="ra.action.cancel" onClick={onCancel} />
    <FormSaveButton />
  </Toolbar>
);
