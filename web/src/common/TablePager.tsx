// The pager of the console's own tables (reports, summaries): MUI's TablePagination with
// react-admin's words in the user's language ("1-21 sur 21", the buttons' names), as the lists read.
import { TablePagination } from '@mui/material';
import { useTranslate } from 'react-admin';

export interface TablePagerProps {
  count: number;
  /** Zero-based, as MUI counts. */
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
}

export const TablePager = ({ count, page, pageSize, onPageChange }: TablePagerProps) => {
  const translate = useTranslate();
  return (
    <TablePagination
      component="div"
      count={count}
      page={page}
      onPageChange={(_e, p) => onPageChange(p)}
      rowsPerPage={pageSize}
      rowsPerPageOptions={[pageSize]}
      labelDisplayedRows={({ from, to, count: total }) => translate('ra.navigation.page_range_info', { offsetBegin: from, offsetEnd: to, total })}
      getItemAriaLabel={(type) => translate(`ra.navigation.${type}`)}
    />
  );
};
