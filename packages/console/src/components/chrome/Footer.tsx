import { Box } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { PRODUCT_TITLE } from '../../app/product';

/** Copyright © {year} The {product} Authors. */
export function Footer() {
  const { t } = useTranslation();
  return (
    <Box component="footer" sx={{ px: 2, py: 0.5, fontSize: 12, color: 'text.secondary', textAlign: 'right' }}>
      {t('footer.copyright', { year: new Date().getFullYear(), product: PRODUCT_TITLE })}
    </Box>
  );
}
