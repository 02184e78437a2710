import { TablePagination } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZES } from './list-state';

interface KeyValuePaginationProps {
  total: number;
  page: number;
  pageSize: number;
  onPage(page: number): void;
  onPageSize(pageSize: number): void;
}

export function KeyValuePagination({ total, page, pageSize, onPage, onPageSize }: KeyValuePaginationProps) {
  const { t } = useTranslation();
  return (
    <TablePagination
      component="div"
      count={total}
      page={page}
      rowsPerPage={pageSize}
      rowsPerPageOptions={PAGE_SIZES}
      labelRowsPerPage={t('entity.items-per-page')}
      labelDisplayedRows={({ from, to, count }) => t('entity.range-label', { from, to, count })}
      onPageChange={(_event, next) => onPage(next)}
      onRowsPerPageChange={(event) => onPageSize(Number(event.target.value))}
    />
  );
}
