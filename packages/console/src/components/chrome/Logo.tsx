import { Box, Link } from '@mui/material';
import { PRODUCT_TITLE, PRODUCT_WEBSITE } from '../../app/product';

/** The product logo; it opens the project website in a new tab. */
export function Logo({ color = 'inherit', size = 28 }: { color?: string; size?: number }) {
  return (
    <Link
      href={PRODUCT_WEBSITE}
      target="_blank"
      rel="noopener noreferrer"
      underline="none"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, color }}
      aria-label={PRODUCT_TITLE}
    >
      <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true">
        <rect width="24" height="24" rx="5" fill="currentColor" opacity="0.9" />
        <path fill="#305680" d="M6 6h12v3H9v2h7v3H9v4H6z" />
      </svg>
      <Box component="span" sx={{ fontSize: size * 0.75, fontWeight: 500, letterSpacing: 0.5 }}>
        {PRODUCT_TITLE}
      </Box>
    </Link>
  );
}
