// Tasks list (spec 3 §2 Tasks and lines): filters q, customer, package, status, assigned to (staff
// only), archived; export; a row opens the task.
import { ResourceList } from '../../common/ResourceList.tsx';
import { taskFilters } from './taskFilters.tsx';
import { taskColumns } from './TaskTable.tsx';

export const TaskList = () => (
  <ResourceList filters={taskFilters} hiddenColumns={['sales_order_number', 'site_name', 'package_reference']} exportable>
    {taskColumns()}
  </ResourceList>
);
