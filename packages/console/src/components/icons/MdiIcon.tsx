import { SvgIcon, type SvgIconProps } from '@mui/material';

/** An icon from @mdi/js, bundled as an SVG path so no icon font is fetched. */
export function MdiIcon({ path, ...props }: SvgIconProps & { path: string }) {
  return (
    <SvgIcon {...props}>
      <path d={path} />
    </SvgIcon>
  );
}
