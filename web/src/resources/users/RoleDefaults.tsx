// On the create form: a staff account takes its role's satellite and pricing flags (decision 0065)
// as soon as the role, staff or manager box changes, ticked where the admin sees them and may untick
// them before saving. Renders nothing.
import { useEffect, useRef } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { STAFF_ROLE_FLAGS, staffRoleFlags, WORK_ROLES, type WorkRole } from '@console/contract';

export const RoleDefaults = () => {
  const { setValue } = useFormContext();
  const [isStaff, role, isManager] = useWatch({ name: ['is_staff', 'work_role', 'is_manager'] });
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (!isStaff || !(WORK_ROLES as readonly string[]).includes(role)) return;
    const flags = staffRoleFlags(role as WorkRole, Boolean(isManager));
    for (const f of STAFF_ROLE_FLAGS) setValue(f, flags[f], { shouldDirty: true });
  }, [isStaff, role, isManager, setValue]);
  return null;
};
