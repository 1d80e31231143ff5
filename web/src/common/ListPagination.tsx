// The list pagination everywhere: react-admin's, except that a total the server estimated
// (count_estimated, decision 0012) reads "1-25 of about 970,000" instead of passing for exact.
import { Pagination, useListContext, useTranslate, type PaginationProps } from 'react-admin';
import { useFormat } from './format/useFormat.ts';

export const ListPagination = (props: PaginationProps) => {
  const { meta } = useListContext();
  const translate = useTranslate();
  const format = useFormat();
  if (!(meta as { countEstimated?: boolean } | undefined)?.countEstimated) return <Pagination {...props} />;
  const labelDisplayedRows = ({ from, to, count }: { from: number; to: number; count: number }) =>
    translate('app.list.estimated_range', { from, to, total: format.count(count) });
  // Pagination hands unknown props to MUI's TablePagination, whose label this is.
  return <Pagination {...({ ...props, labelDisplayedRows } as PaginationProps)} />;
};
